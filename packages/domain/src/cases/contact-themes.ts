import { z } from 'zod';

/** Whether a theme asks for a field: the form shows it (required or optional) or leaves it out. */
export const FIELD_NEEDS = ['required', 'optional', 'hidden'] as const;
export type FieldNeed = (typeof FIELD_NEEDS)[number];

export const ContactThemeSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** A complaint (réclamation): the rules of `COMPLAINT_CONFIG` apply (c43-config). */
  isComplaint: z.boolean(),
  fields: z.object({
    customerReference: z.enum(FIELD_NEEDS),
    deliveryPointId: z.enum(FIELD_NEEDS),
    address: z.enum(FIELD_NEEDS),
    attachments: z.enum(FIELD_NEEDS),
  }),
});
export type ContactTheme = z.infer<typeof ContactThemeSchema>;

/** The themes of the contact form (sfdc/contact-themes) and the fields each one asks for (contact-form-config). */
export const CONTACT_THEMES = [
  {
    id: 'souscription',
    label: 'Souscrire une offre',
    description: 'Une question avant de souscrire, le choix d’une offre ou de la puissance.',
    isComplaint: false,
    fields: {
      customerReference: 'hidden',
      deliveryPointId: 'optional',
      address: 'required',
      attachments: 'hidden',
    },
  },
  {
    id: 'contrat',
    label: 'Mon contrat',
    description: 'Modifier mon contrat, mes coordonnées ou mon mode de paiement.',
    isComplaint: false,
    fields: {
      customerReference: 'required',
      deliveryPointId: 'optional',
      address: 'optional',
      attachments: 'optional',
    },
  },
  {
    id: 'facture',
    label: 'Ma facture',
    description: 'Comprendre une facture, un échéancier ou un remboursement.',
    isComplaint: false,
    fields: {
      customerReference: 'required',
      deliveryPointId: 'hidden',
      address: 'hidden',
      attachments: 'optional',
    },
  },
  {
    id: 'demenagement',
    label: 'Je déménage',
    description: 'Résilier à l’ancienne adresse, mettre en service à la nouvelle.',
    isComplaint: false,
    fields: {
      customerReference: 'optional',
      deliveryPointId: 'optional',
      address: 'required',
      attachments: 'optional',
    },
  },
  {
    id: 'compteur',
    label: 'Mon compteur et mes relevés',
    description: 'Transmettre un relevé, signaler un compteur ou une consommation anormale.',
    isComplaint: false,
    fields: {
      customerReference: 'optional',
      deliveryPointId: 'required',
      address: 'optional',
      attachments: 'optional',
    },
  },
  {
    id: 'reclamation',
    label: 'Réclamation',
    description: 'Un désaccord avec nous : nous vous répondons par écrit.',
    isComplaint: true,
    fields: {
      customerReference: 'required',
      deliveryPointId: 'optional',
      address: 'optional',
      attachments: 'optional',
    },
  },
  {
    id: 'incident-technique',
    label: 'Un problème sur le site',
    description: 'Une page qui ne s’affiche pas, un formulaire qui ne s’envoie pas.',
    isComplaint: false,
    fields: {
      customerReference: 'hidden',
      deliveryPointId: 'hidden',
      address: 'hidden',
      attachments: 'optional',
    },
  },
  {
    id: 'autre',
    label: 'Autre demande',
    description: 'Toute autre question.',
    isComplaint: false,
    fields: {
      customerReference: 'optional',
      deliveryPointId: 'optional',
      address: 'optional',
      attachments: 'optional',
    },
  },
] as const satisfies readonly ContactTheme[];

export type ContactThemeId = (typeof CONTACT_THEMES)[number]['id'];
export const CONTACT_THEME_IDS = CONTACT_THEMES.map((theme) => theme.id) as [
  ContactThemeId,
  ...ContactThemeId[],
];

export function findContactTheme(id: string): ContactTheme | undefined {
  return CONTACT_THEMES.find((theme) => theme.id === id);
}

/**
 * c43-config: how written complaints are handled (Code de l’énergie L122-1, Code de la consommation
 * L616-1): a written answer within `answerWithinDays`, and the national energy mediator may be asked
 * for free once `mediatorAfterDays` have passed without a solution.
 */
export const COMPLAINT_CONFIG = {
  themeIds: CONTACT_THEMES.filter((theme) => theme.isComplaint).map((theme) => theme.id),
  answerWithinDays: 30,
  mediatorAfterDays: 60,
  mediatorName: 'Médiateur national de l’énergie',
  mediatorUrl: 'https://www.energie-mediateur.fr/',
  notice:
    'Si votre réclamation écrite n’a pas trouvé de solution dans un délai de deux mois, vous pouvez saisir gratuitement le Médiateur national de l’énergie.',
} as const;

export const ComplaintConfigSchema = z.object({
  themeIds: z.array(z.string()),
  answerWithinDays: z.number().int(),
  mediatorAfterDays: z.number().int(),
  mediatorName: z.string(),
  mediatorUrl: z.string(),
  notice: z.string(),
});
