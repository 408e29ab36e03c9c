import { COMPLAINT_CONFIG, findContactTheme } from '@voltaire/domain';
import type { OutgoingEmail } from '../outbox/outbox.service.js';
import type { CaseRow } from './cases.repository.js';

const CIVILITY_WORDS: Record<string, string> = { Mme: 'Madame', 'M.': 'Monsieur' };

const greeting = (row: CaseRow) =>
  `Bonjour ${CIVILITY_WORDS[row.civility] ?? row.firstName} ${row.lastName},`.replace(/\s+/g, ' ');

/** The acknowledgement the customer gets as soon as the case exists, with its number. */
export function acknowledgementEmail(
  row: CaseRow,
  brandName: string,
  attachmentCount: number,
): OutgoingEmail {
  const theme = findContactTheme(row.themeId);
  const complaint = theme?.isComplaint
    ? [
        `Nous vous répondrons par écrit sous ${COMPLAINT_CONFIG.answerWithinDays} jours.`,
        COMPLAINT_CONFIG.notice,
        COMPLAINT_CONFIG.mediatorUrl,
      ]
    : ['Un conseiller vous répond au plus vite, en général sous 48 heures ouvrées.'];
  return {
    purpose: 'case-acknowledgement',
    to: row.email,
    subject: `Votre demande ${row.number} a bien été reçue`,
    text: [
      greeting(row),
      '',
      `Nous avons bien reçu votre demande « ${theme?.label ?? row.themeId} », enregistrée sous le numéro ${row.number}.`,
      attachmentCount > 0 ? `Pièces jointes reçues : ${attachmentCount}.` : '',
      ...complaint,
      '',
      'Rappelez ce numéro dans vos échanges avec nous.',
      '',
      `L’équipe ${brandName}`,
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}

/** A reply of the back office, e-mailed to the customer. */
export function replyEmail(row: CaseRow, text: string, brandName: string): OutgoingEmail {
  return {
    purpose: 'case-reply',
    to: row.email,
    subject: `Réponse à votre demande ${row.number}`,
    text: [
      greeting(row),
      '',
      text,
      '',
      `L’équipe ${brandName}`,
      `Référence de votre demande : ${row.number}`,
    ].join('\n'),
  };
}
