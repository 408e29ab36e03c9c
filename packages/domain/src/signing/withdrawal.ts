import { formatFrenchDate, toIsoDateInTimeZone } from '../calendar/french-date.js';
import type { IsoDate } from '../calendar/iso-date.js';
import { withdrawalDeadline } from '../order/start-date.js';

export interface WithdrawalWindow {
  /** Last day (Paris time, inclusive) on which the customer may withdraw. */
  deadline: IsoDate;
  isOpen: boolean;
}

/** The 14-day withdrawal period runs from the signature (Code de la consommation L221-18). */
export function withdrawalWindow(signedAt: Date, now: Date): WithdrawalWindow {
  const deadline = withdrawalDeadline(toIsoDateInTimeZone(signedAt));
  return { deadline, isOpen: toIsoDateInTimeZone(now) <= deadline };
}

export function withdrawalExplanation(deadline: IsoDate): string {
  return `Vous pouvez vous rétracter sans donner de motif jusqu’au ${formatFrenchDate(deadline)} inclus : utilisez le lien reçu dans l’e-mail de confirmation, ou renvoyez-nous le formulaire de rétractation joint à votre contrat.`;
}

export const WITHDRAWAL_MESSAGES = {
  expired: (deadline: IsoDate) =>
    `Le délai de rétractation est dépassé : il courait jusqu’au ${formatFrenchDate(deadline)} inclus.`,
  linkUnknown: 'Ce lien de rétractation n’est pas valide.',
  notConfirmed: 'Confirmez votre rétractation.',
} as const;
