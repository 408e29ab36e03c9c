import { formatFrenchDate } from '../calendar/french-date.js';
import type { IsoDate } from '../calendar/iso-date.js';
import { SEPA_PRENOTIFICATION_DAYS } from '../constants.js';

/** What happens after a completed subscription, in the order the customer will see it. */
export function confirmationNextSteps({
  kind,
  startDate,
  emailMasked,
}: {
  kind: 'switching' | 'connection';
  startDate: IsoDate;
  emailMasked: string;
}): string[] {
  return [
    `Votre contrat signé vous a été envoyé par e-mail (${emailMasked}) : gardez-le, il fait foi.`,
    kind === 'switching'
      ? 'Nous nous occupons de tout : votre ancien contrat sera résilié automatiquement, sans coupure ni intervention chez vous.'
      : 'Nous demandons la mise en service de votre compteur au gestionnaire de réseau ; il vous contactera si un rendez-vous est nécessaire.',
    `Votre fourniture démarrera le ${formatFrenchDate(startDate)}.`,
    `Chaque prélèvement vous sera annoncé au moins ${SEPA_PRENOTIFICATION_DAYS} jours à l’avance.`,
  ];
}
