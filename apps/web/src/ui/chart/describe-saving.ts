import { formatEuros } from '@voltaire/domain';

/** « 18,33 € d’économie par an » or « 12,00 € de plus par an » against the reference. */
export function describeSaving(cents: number, referenceCents: number): string {
  const difference = referenceCents - cents;
  if (difference === 0) return 'le même prix';
  return difference > 0
    ? `${formatEuros(difference)} d’économie par an`
    : `${formatEuros(-difference)} de plus par an`;
}
