import type {
  AppointmentSlot,
  DeliveryPoint,
  Energy,
  IsoDate,
  MeterReading,
  MoveOutAppointment,
} from '@voltaire/domain';
import { BusinessError } from '../../http/envelope.js';

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

/** The end of supply at a point, on a date (a move's old home), with the final reading when the customer gave one. */
export interface TerminationRequest {
  energy: Energy;
  id: string;
  date: IsoDate;
  finalReading?: MeterReading | null;
  /** The technician's half-day booked for a meter read and closed on site (a classic gas meter). */
  appointment?: MoveOutAppointment | null;
}

/** Undoes a termination the operator accepted (the move was withdrawn): its point and the operator's file. */
export interface TerminationCancellation {
  energy: Energy;
  id: string;
  reference: string;
}

/** The operator's file number for the termination. */
export interface TerminationReceipt {
  reference: string;
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
  /** Asks the operator to end supply at the point on the date; an unknown point is refused (404). */
  requestTermination(request: TerminationRequest): Promise<TerminationReceipt>;
  /** Cancels a termination it accepted, before its date; an unknown point or file is refused (404). */
  cancelTermination(cancellation: TerminationCancellation): Promise<void>;
}

/** A termination for a point the operator does not know. */
export const unknownPointForTermination = () =>
  new BusinessError(
    'DELIVERY_POINT_NOT_FOUND',
    'Ce point de livraison est inconnu du gestionnaire de réseau : la résiliation n’a pas pu être demandée.',
  );

/** A cancellation for a termination the operator does not know (or no longer cancellable). */
export const unknownTerminationForCancellation = () =>
  new BusinessError(
    'TERMINATION_NOT_FOUND',
    'Le gestionnaire de réseau ne connaît pas cette résiliation : son annulation n’a pas pu être demandée.',
  );
