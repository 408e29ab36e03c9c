import type { AppointmentSlot, DeliveryPoint, Energy, IsoDate } from '@voltaire/domain';

export interface DeliveryPointAddressQuery {
  energy: Energy;
  postcode: string;
  /** INSEE code of the commune (BAN `citycode`). */
  citycode?: string;
  street?: string;
  housenumber?: string;
}

export interface AppointmentQuery {
  energy: Energy;
  id: string;
  /** First day looked at; the search covers `days` working days from the first working day on or after it. */
  from: IsoDate;
  days: number;
}

/** An address search never lists more points than this (a large building, not a whole town). */
export const MAX_POINTS_PER_SEARCH = 50;

/**
 * The grid operators' delivery-point services (Enedis, EDF Corse, GRDF) as Voltaire needs them.
 * Implementations: our own registry (the default, offline), or the operators' HTTP APIs. A missing
 * point is `null` or an empty list; an operator that fails throws a `BusinessError` with a French
 * message (502 unavailable, 504 too slow).
 */
export interface GridOperatorProvider {
  /** Every point at the address (all the flats of a building), at most `MAX_POINTS_PER_SEARCH`. */
  searchByAddress(query: DeliveryPointAddressQuery): Promise<DeliveryPoint[]>;
  findById(energy: Energy, id: string): Promise<DeliveryPoint | null>;
  /** The free technician half-days at this point. */
  findAppointments(query: AppointmentQuery): Promise<AppointmentSlot[]>;
}
