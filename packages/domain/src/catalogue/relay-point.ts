import { z } from 'zod';
import { PostalCodeSchema } from '../validation/postal-code.js';
import { postalCodeDepartment } from './postal-code-department.js';

/** A UPS Access Point where a good can be collected (SPEC §7 `points-relais-ups`). */
export const RelayPointSchema = z.object({
  id: z.string().trim().min(1, { error: 'Identifiant obligatoire' }).max(32),
  name: z.string().trim().min(1, { error: 'Nom obligatoire' }).max(120),
  address: z.string().trim().min(1, { error: 'Adresse obligatoire' }).max(200),
  zipCode: PostalCodeSchema,
  city: z.string().trim().min(1, { error: 'Commune obligatoire' }).max(120),
  openingHours: z.string().trim().max(500),
});
export type RelayPoint = z.infer<typeof RelayPointSchema>;

/**
 * Relay points for a customer's postal code: those of the same département first, then the
 * others; inside each group, the closest postal codes first (numeric distance, a rough but
 * stable proxy), then by name. The input is not modified.
 */
export function sortRelayPointsByProximity<P extends Pick<RelayPoint, 'zipCode' | 'name'>>(
  points: readonly P[],
  postalCode: string,
): Array<P & { sameDepartment: boolean }> {
  const department = postalCodeDepartment(postalCode);
  const target = Number(postalCode);
  return points
    .map((point) => ({
      ...point,
      sameDepartment: department !== null && postalCodeDepartment(point.zipCode) === department,
    }))
    .sort(
      (a, b) =>
        Number(b.sameDepartment) - Number(a.sameDepartment) ||
        Math.abs(Number(a.zipCode) - target) - Math.abs(Number(b.zipCode) - target) ||
        a.name.localeCompare(b.name, 'fr'),
    );
}
