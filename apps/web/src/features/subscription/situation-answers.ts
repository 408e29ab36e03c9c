import {
  type Consumption,
  createSituationSchema,
  type Energy,
  type OrderJourneyView,
  PRICING_OPTIONS,
  type PricingOption,
  roundUpSubscribedPower,
  START_DATE_REQUIRED_MESSAGE,
  type StepInput,
  SUPPLY_STARTS,
} from '@voltaire/domain';
import { z } from 'zod';
import type { PricingProfile } from '../catalogue/quote-offers';
import type { DeliveryPointInfo, Meetings } from './subscription-api';

/** The situation step's answers: their rules, and where their first values come from. */

const KWH_MESSAGE = 'Indiquez une consommation en kWh par an';
const SLOT_MESSAGE = 'Choisissez un créneau pour le passage du technicien';
/** The situation step's answers as typed (numbers as text). */
export interface SituationValues {
  kind?: 'connection' | 'switching';
  offerId?: string;
  kva: string;
  option: PricingOption;
  baseKwh: string;
  hpKwh: string;
  hcKwh: string;
  annualKwh: string;
  startDate: string | null;
  express: boolean;
  slot: string;
}

const digits = (value: string) => (/^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * The step's answers, checked as typed (choices made, kWh written as numbers), then turned into the server's
 * situation and checked by the domain's rules (earliest start date, express only when moving in).
 */
export type SituationFormSchema = ReturnType<typeof situationFormSchema>;

export function situationFormSchema(today: string, energy: Energy, slots: Meetings['slots'] | null) {
  return z.preprocess(
    (values: SituationValues) => values,
    z
      .object({
        kind: z.enum(SUPPLY_STARTS, { error: 'Indiquez si vous emménagez ou changez de fournisseur' }),
        offerId: z.string({ error: 'Choisissez une offre' }).min(1, { error: 'Choisissez une offre' }),
        kva: z.string(),
        option: z.enum(PRICING_OPTIONS),
        baseKwh: z.string(),
        hpKwh: z.string(),
        hcKwh: z.string(),
        annualKwh: z.string(),
        startDate: z.string({ error: START_DATE_REQUIRED_MESSAGE }).nullable(),
        express: z.boolean(),
        slot: z.string(),
      })
      .superRefine((values, context) => {
        const require = (path: keyof SituationValues, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message });
        if (energy === 'electricity') {
          if (values.kva === '') require('kva', 'Choisissez une puissance');
          if (values.option === 'BASE' && !digits(values.baseKwh)) require('baseKwh', KWH_MESSAGE);
          if (values.option === 'HPHC' && !digits(values.hpKwh)) require('hpKwh', KWH_MESSAGE);
          if (values.option === 'HPHC' && digits(values.hcKwh) === undefined) require('hcKwh', KWH_MESSAGE);
        } else if (!digits(values.annualKwh)) require('annualKwh', KWH_MESSAGE);
        if (values.startDate === null) require('startDate', START_DATE_REQUIRED_MESSAGE);
        const isSlotOffered = slots?.some((slot) => `${slot.date}|${slot.period}` === values.slot);
        if (slots && slots.length > 0 && !isSlotOffered) require('slot', SLOT_MESSAGE);
      })
      .transform((values): StepInput<'situation'> => {
        const slot = slots?.find((each) => `${each.date}|${each.period}` === values.slot);
        const consumption: Consumption =
          values.option === 'HPHC'
            ? { hpKwh: Number(values.hpKwh), hcKwh: Number(values.hcKwh) }
            : { baseKwh: Number(values.baseKwh) };
        return {
          kind: values.kind,
          energy,
          offerId: values.offerId,
          ...(energy === 'electricity'
            ? { kva: Number(values.kva), option: values.option, consumption }
            : { annualKwh: Number(values.annualKwh) }),
          startDate: values.startDate ?? '',
          express: values.kind === 'connection' && values.express,
          ...(slot ? { appointment: slot } : {}),
        };
      })
      // The domain's rules for the step, as the server applies them.
      .pipe(createSituationSchema(today)),
  );
}

/** The pricing profile the answers describe, once complete. */
export function profileOf(
  values: SituationValues,
  energy: Energy,
  inseeCode: string,
): PricingProfile | undefined {
  if (energy === 'gas') {
    const annualKwh = digits(values.annualKwh);
    return annualKwh ? { energy, annualKwh, inseeCode } : undefined;
  }
  const kva = Number(values.kva);
  if (!kva) return undefined;
  if (values.option === 'HPHC') {
    const hpKwh = digits(values.hpKwh);
    const hcKwh = digits(values.hcKwh);
    return hpKwh && hcKwh !== undefined
      ? { energy, kva, option: 'HPHC', consumption: { hpKwh, hcKwh } }
      : undefined;
  }
  const baseKwh = digits(values.baseKwh);
  return baseKwh ? { energy, kva, option: 'BASE', consumption: { baseKwh } } : undefined;
}

/** The answers a meter's readings give, in the order they are filled in. */
export const METER_ANSWERS = ['kind', 'option', 'kva', 'baseKwh', 'hpKwh', 'hcKwh', 'annualKwh'] as const;
type MeterAnswers = Partial<Pick<SituationValues, (typeof METER_ANSWERS)[number]>>;

/**
 * The meter's readings as answers: a supply running on it means a switch of supplier, a meter off means a
 * connection; its power rounded up to an allowed one, its yearly kWh split by its HP share.
 */
export function meterAnswers(meter: DeliveryPointInfo): MeterAnswers {
  const kind = meter.status === 'active' ? 'switching' : 'connection';
  if (meter.energy === 'gas')
    return { kind, ...(meter.annualKwh ? { annualKwh: String(meter.annualKwh) } : {}) };
  const option: PricingOption = meter.option === 'HPHC' ? 'HPHC' : 'BASE';
  const kva = meter.subscribedKva ? roundUpSubscribedPower(meter.subscribedKva, option) : undefined;
  const annual = meter.annualKwh ?? undefined;
  const hpKwh = annual && option === 'HPHC' ? Math.round(annual * (meter.hpShare ?? 0.6)) : undefined;
  return {
    kind,
    option,
    ...(kva?.ok ? { kva: String(kva.value) } : {}),
    ...(annual && option === 'BASE' ? { baseKwh: String(annual) } : {}),
    ...(annual && hpKwh !== undefined ? { hpKwh: String(hpKwh), hcKwh: String(annual - hpKwh) } : {}),
  };
}

export function savedAnswers(situation: OrderJourneyView['situation']): Partial<SituationValues> {
  if (!situation) return {};
  const consumption = situation.consumption;
  return {
    kind: situation.kind,
    offerId: situation.offerId,
    ...(situation.kva ? { kva: String(situation.kva) } : {}),
    ...(situation.option ? { option: situation.option } : {}),
    ...(consumption && 'baseKwh' in consumption ? { baseKwh: String(consumption.baseKwh) } : {}),
    ...(consumption && 'hpKwh' in consumption
      ? { hpKwh: String(consumption.hpKwh), hcKwh: String(consumption.hcKwh) }
      : {}),
    ...(situation.annualKwh ? { annualKwh: String(situation.annualKwh) } : {}),
    startDate: situation.startDate,
    express: situation.express,
    ...(situation.appointment
      ? { slot: `${situation.appointment.date}|${situation.appointment.period}` }
      : {}),
  };
}
