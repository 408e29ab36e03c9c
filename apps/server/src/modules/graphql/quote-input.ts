import { gasZoneForInseeCode } from '@voltaire/domain';
import mercurius from 'mercurius';
import type { z } from 'zod';
import { BusinessError } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { CartPricesBodySchema } from '../pricing/pricing.schemas.js';

/** A consumption to price, as the GraphQL inputs carry it (null for a field left out). */
export interface ConsumptionArgs {
  date?: string | null;
  kva?: number | null;
  option?: 'BASE' | 'HPHC' | null;
  baseKwh?: number | null;
  hpKwh?: number | null;
  hcKwh?: number | null;
  gasAnnualKwh?: number | null;
  gasZone?: number | null;
  inseeCode?: string | null;
}

export interface QuoteArgs extends ConsumptionArgs {
  offerId: string;
}

/** A GraphQL error carrying our stable code; the message is French. */
export function graphqlError(code: string, message: string): Error {
  return new mercurius.ErrorWithProps(message, { code });
}

export const defined = <T>(value: T | null | undefined): T | undefined =>
  value === null ? undefined : value;

/** A business refusal as a GraphQL error with its code; anything else is a bug and stays one. */
export function asGraphqlError(error: unknown): never {
  if (error instanceof BusinessError) throw graphqlError(error.code, error.message);
  throw error;
}

/** The flat GraphQL input as the pricing service's cart body, checked by the same zod schema. */
export function createCartBody(catalogue: CatalogueService) {
  return async (input: QuoteArgs): Promise<z.infer<typeof CartPricesBodySchema>> => {
    const { offer } = await catalogue.requireOffer(input.offerId);
    let candidate: unknown;
    if (offer.energy === 'electricity') {
      const baseKwh = defined(input.baseKwh);
      candidate = {
        energy: 'electricity',
        offerId: input.offerId,
        date: defined(input.date),
        kva: defined(input.kva),
        option: defined(input.option) ?? 'BASE',
        consumption:
          baseKwh === undefined ? { hpKwh: defined(input.hpKwh), hcKwh: defined(input.hcKwh) } : { baseKwh },
      };
    } else {
      let zone = defined(input.gasZone);
      const inseeCode = defined(input.inseeCode);
      if (zone === undefined && inseeCode !== undefined) {
        const found = gasZoneForInseeCode(inseeCode);
        if (!found.ok) throw graphqlError(found.code, found.message);
        zone = found.value;
      }
      candidate = {
        energy: 'gas',
        offerId: input.offerId,
        date: defined(input.date),
        gas: { annualKwh: defined(input.gasAnnualKwh), zone },
      };
    }
    const parsed = CartPricesBodySchema.safeParse(candidate);
    if (!parsed.success) {
      const where = (path: PropertyKey[]) => (path.length > 0 ? `${path.map(String).join('.')} : ` : '');
      throw graphqlError(
        'VALIDATION_ERROR',
        parsed.error.issues.map((issue) => `${where(issue.path)}${issue.message}`).join(' ; '),
      );
    }
    return parsed.data;
  };
}
