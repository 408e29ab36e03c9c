import { addDays, IsoDateSchema, type PromoCode, toIsoDateInTimeZone } from '@voltaire/domain';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { promoRepository as repository } from './promo.repository.js';

export const PinCodeSchema = z
  .object({
    code: z
      .string({ error: 'Champ obligatoire' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/, { error: 'Un code PIN compte de 4 à 32 lettres ou chiffres' }),
    campaign: z
      .string({ error: 'Champ obligatoire' })
      .trim()
      .regex(/^[A-Za-z0-9-]{2,64}$/, {
        error: 'Une campagne s’écrit en lettres, chiffres et tirets, sans espace',
      }),
    label: z.string({ error: 'Champ obligatoire' }).trim().min(1, { error: 'Champ obligatoire' }).max(200),
    validFrom: IsoDateSchema,
    validTo: IsoDateSchema,
  })
  .refine((pin) => pin.validFrom <= pin.validTo, { error: 'La fin doit suivre le début', path: ['validTo'] });
export type PinCode = z.infer<typeof PinCodeSchema>;

/** The earlier of two ISO dates (`YYYY-MM-DD` compare as text). */
const earlierDate = (a: string, b: string) => (a <= b ? a : b);

const NOT_FOUND = () => new BusinessError('PROMO_CODE_NOT_FOUND', 'Ce code promo n’existe pas.');

/** The back office's side of promo and PIN codes: list with usage, create, edit, deactivate. */
export function createPromoAdmin({ db, clock }: { db: Database; clock: Clock }) {
  const today = () => toIsoDateInTimeZone(clock.now());
  const isActive = (from: string, to: string) => from <= today() && today() <= to;

  const view = async (promo: PromoCode) => {
    const uses = await repository.countLiveUses(db, promo.code);
    return { ...promo, uses, active: isActive(promo.validFrom, promo.validTo) };
  };
  const find = async (code: string) => {
    const row = await repository.findPromo(db, code);
    if (!row) throw NOT_FOUND();
    return row.definition;
  };
  const save = async (promo: PromoCode) => {
    if (promo.validFrom > promo.validTo) {
      throw new BusinessError('VALIDITY_REVERSED', 'La fin de validité doit suivre son début.');
    }
    await repository.updatePromoDefinition(db, promo);
    return view(promo);
  };

  return {
    async listPromos() {
      const rows = await repository.listPromos(db);
      return Promise.all(rows.map((row) => view(row.definition)));
    },

    async createPromo(promo: PromoCode) {
      if (promo.validFrom > promo.validTo) {
        throw new BusinessError('VALIDITY_REVERSED', 'La fin de validité doit suivre son début.');
      }
      if (!(await repository.insertPromoIfNew(db, promo, clock.now())))
        throw new BusinessError('PROMO_EXISTS', `Le code ${promo.code} existe déjà.`);
      return view(promo);
    },

    async updatePromo(code: string, changes: Omit<PromoCode, 'code'>) {
      await find(code);
      return save({ ...changes, code });
    },

    /** Ends the code's validity yesterday; orders that hold it keep their discount. */
    async deactivatePromo(code: string) {
      const promo = await find(code);
      const yesterday = addDays(today(), -1);
      return save({
        ...promo,
        validFrom: earlierDate(promo.validFrom, yesterday),
        validTo: earlierDate(promo.validTo, yesterday),
      });
    },

    async listPins() {
      const rows = await repository.listPins(db);
      const pins = rows.map((row) => ({ ...row, active: isActive(row.validFrom, row.validTo) }));
      const campaigns = [...new Set(pins.map((pin) => pin.campaign))].map((campaign) => ({
        campaign,
        pins: pins.filter((pin) => pin.campaign === campaign).length,
        activePins: pins.filter((pin) => pin.campaign === campaign && pin.active).length,
      }));
      return { pins, campaigns };
    },

    async savePin(pin: PinCode) {
      await repository.upsertPin(db, pin);
      return pin;
    },
  };
}

export type PromoAdmin = ReturnType<typeof createPromoAdmin>;
