/**
 * What each message of the outbox is for, as the back office names it. The modules write the code with the
 * message; a code without a label here is shown as it is.
 */
export const OUTBOX_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  'case-acknowledgement': 'Accusé de réception d’une demande',
  'case-reply': 'Réponse à une demande',
  'contract-code': 'Code d’accès à un contrat',
  'contract-link': 'Lien d’accès à un contrat',
  'data-request-erasure': 'Effacement de données personnelles',
  'data-request-export': 'Copie de données personnelles',
  'data-request-refused': 'Refus d’une demande sur les données personnelles',
  'data-request-verification': 'Vérification d’une demande sur les données personnelles',
  'newsletter-confirmation': 'Confirmation d’inscription à la lettre d’information',
  'order-confirmation': 'Confirmation de souscription',
  'resume-link': 'Lien de reprise d’une souscription',
  'signing-code': 'Code de signature',
  'signing-request': 'Lien de signature',
  'staff-invitation': 'Invitation d’un membre du personnel',
  'staff-password-reset': 'Nouveau mot de passe d’un membre du personnel',
  'withdrawal-confirmation': 'Confirmation de rétractation',
};

export function outboxPurposeLabel(purpose: string): string {
  return OUTBOX_PURPOSE_LABELS[purpose] ?? purpose;
}
