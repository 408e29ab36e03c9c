import { z } from 'zod';
import { addMonths } from '../calendar/add-months.js';
import { formatFrenchDate } from '../calendar/french-date.js';
import { IsoDateSchema } from '../calendar/iso-date.js';
import { AppointmentSlotSchema, moveOutAppointmentDays } from '../energy/appointment-slots.js';
import type { DeliveryPointStatus } from '../energy/delivery-point.js';
import { KwhSchema } from '../pricing/quote.js';
import { fail, ok, type Result } from '../result.js';

/**
 * « Je déménage »: both ends (the current contract ends at the move-out date, a new one starts at the new home),
 * or the new home only (the old contract is ended elsewhere, by the landlord for instance).
 */
export const MOVING_PATHS = ['bothEnds', 'newHomeOnly'] as const;
export const MovingPathSchema = z.enum(MOVING_PATHS, {
  error: 'Indiquez ce que devient votre logement actuel',
});
export type MovingPath = z.infer<typeof MovingPathSchema>;

export const MOVING_PATH_LABELS = {
  bothEnds: 'Je quitte mon logement : résilier mon contrat actuel et en ouvrir un au nouveau logement',
  newHomeOnly: 'Seulement le nouveau logement : mon contrat actuel est résilié par ailleurs',
} as const satisfies Record<MovingPath, string>;

/** DECISIONS §1b: the move-out date is from today to today + 3 months. */
export const MOVE_OUT_MAX_MONTHS = 3;

/** The final meter reading, optional: a communicating meter is read remotely. */
export const MeterReadingSchema = z.union(
  [z.object({ kwh: KwhSchema }), z.object({ hpKwh: KwhSchema, hcKwh: KwhSchema })],
  { error: 'Indiquez l’index de votre compteur en kWh entiers' },
);
export type MeterReading = z.infer<typeof MeterReadingSchema>;

/** A technician's half-day at the old home: the day and the period; the label is ours. */
export const MoveOutAppointmentSchema = AppointmentSlotSchema.pick({ date: true, period: true });
export type MoveOutAppointment = z.infer<typeof MoveOutAppointmentSchema>;

/** The old home, as « Je déménage » asks for it. */
export const MovingDepartureSchema = z.discriminatedUnion(
  'path',
  [
    z.object({
      path: z.literal('bothEnds'),
      moveOutDate: IsoDateSchema,
      finalReading: MeterReadingSchema.optional(),
      /** The technician's half-day when the old meter needs a visit (`moveOutVisitNeed`); sent with the termination. */
      appointment: MoveOutAppointmentSchema.optional(),
    }),
    z.object({ path: z.literal('newHomeOnly') }),
  ],
  { error: 'Indiquez ce que devient votre logement actuel' },
);
export type MovingDeparture = z.infer<typeof MovingDepartureSchema>;

export const MovingStartSchema = z
  .object({ contractId: z.uuid({ error: 'Contrat introuvable.' }) })
  .and(MovingDepartureSchema);
export type MovingStart = z.infer<typeof MovingStartSchema>;

export type MoveOutRefusal = 'MOVE_OUT_IN_PAST' | 'MOVE_OUT_TOO_LATE' | 'MOVE_OUT_BEFORE_CONTRACT';

/** The latest move-out date accepted today. */
export function latestMoveOutDate(today: string): string {
  return addMonths(today, MOVE_OUT_MAX_MONTHS);
}

/** From today to today + 3 months, and not before the contract started. */
export function checkMoveOutDate(
  moveOutDate: string,
  { today, contractStartDate }: { today: string; contractStartDate: string },
): Result<string, MoveOutRefusal> {
  if (moveOutDate < contractStartDate) {
    return fail(
      'MOVE_OUT_BEFORE_CONTRACT',
      `La date de départ ne peut pas précéder le début de votre contrat, le ${formatFrenchDate(contractStartDate)}.`,
    );
  }
  if (moveOutDate < today) return fail('MOVE_OUT_IN_PAST', 'La date de départ ne peut pas être passée.');
  const latest = latestMoveOutDate(today);
  if (moveOutDate > latest) {
    return fail(
      'MOVE_OUT_TOO_LATE',
      `La date de départ doit être au plus tard le ${formatFrenchDate(latest)} (dans les 3 mois).`,
    );
  }
  return ok(moveOutDate);
}

/** The visit must be one of the half-days the move-out offers (`moveOutAppointmentDays`). */
export function checkMoveOutAppointment(
  appointment: MoveOutAppointment,
  { today, moveOutDate }: { today: string; moveOutDate: string },
): Result<MoveOutAppointment, 'APPOINTMENT_OUT_OF_RANGE'> {
  return moveOutAppointmentDays(today, moveOutDate).includes(appointment.date)
    ? ok(appointment)
    : fail('APPOINTMENT_OUT_OF_RANGE', 'Choisissez l’un des créneaux proposés pour la visite du technicien.');
}

export const SAME_HOME_MESSAGE =
  'Le nouveau logement doit être différent de l’actuel : ce compteur est celui de votre contrat en cours.';

/** The new home's meter decides: a live meter is a simple switch-in; a cut-off one, or none, needs a connection. */
export function supplyStartAtNewHome(
  meter: { status: DeliveryPointStatus } | null,
): 'switching' | 'connection' {
  return meter?.status === 'active' ? 'switching' : 'connection';
}

export const SUPPLY_START_AT_NEW_HOME_TEXT = {
  switching:
    'Le compteur de votre nouveau logement est en service : votre contrat y reprend simplement la fourniture.',
  connection:
    'Le compteur de votre nouveau logement est coupé ou inconnu : une mise en service est nécessaire (5 jours ouvrés, ou le jour ouvré suivant en express, option payante).',
} as const;

type HomeAddress = {
  streetNumber?: string | undefined;
  streetName?: string | undefined;
  complement?: string | undefined;
  zipCode: string;
  city: string;
  fullAddress?: string | undefined;
};

const addressKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** An address on one line, as a contract shows it. */
export function oneLineAddress(address: HomeAddress): string {
  return (
    address.fullAddress ??
    [address.streetNumber, address.streetName, address.complement, address.zipCode, address.city]
      .filter(Boolean)
      .join(' ')
  );
}

/**
 * The new home must not be the old one: the same delivery point, or the very same address (complement
 * included: moving to another flat of the same building is a move).
 */
export function checkNewHome(
  previous: { deliveryPointId: string; address: string },
  next: { deliveryPointId?: string | undefined; address?: HomeAddress | undefined },
): Result<true, 'SAME_HOME'> {
  const samePoint = next.deliveryPointId !== undefined && next.deliveryPointId === previous.deliveryPointId;
  const sameAddress =
    next.address !== undefined && addressKey(oneLineAddress(next.address)) === addressKey(previous.address);
  return samePoint || sameAddress ? fail('SAME_HOME', SAME_HOME_MESSAGE) : ok(true);
}

/** The thank-you page of a move: both dates, and what happens at each home. */
export const MovingConfirmationSchema = z.object({
  orderId: z.uuid(),
  reference: z.string(),
  path: MovingPathSchema,
  moveOut: z
    .object({
      date: IsoDateSchema,
      address: z.string(),
      terminationReference: z.string().nullable(),
      /** The technician's visit booked at the old home, if its meter needed one. */
      appointment: AppointmentSlotSchema.nullable(),
    })
    .nullable(),
  moveIn: z.object({
    date: IsoDateSchema,
    address: z.string(),
    offerName: z.string(),
    supplyStart: z.enum(['switching', 'connection']),
  }),
  steps: z.array(z.string()),
  mandate: z.object({ ibanMasked: z.string(), reference: z.string(), isNew: z.boolean() }),
  withdrawal: z.object({ deadline: IsoDateSchema, explanation: z.string() }),
  emailMasked: z.string(),
  documentUrl: z.string(),
});
export type MovingConfirmation = z.infer<typeof MovingConfirmationSchema>;
