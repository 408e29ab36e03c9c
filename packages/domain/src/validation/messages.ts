/** The French field messages of SPEC §5, written once. Screens and routes both use them. */
export const VALIDATION_MESSAGES = {
  required: 'Champ obligatoire',
  streetNameRequired: 'Champ obligatoire!',
  invalidFormat: 'Format incorrect',
  invalidPostalCode: 'Code postal invalide.',
  invalidInseeCode: 'Code INSEE invalide',
  addressNotFound: 'Votre adresse n’a pas pu être trouvée',
  consentFindPointRequired: 'Votre accord est nécessaire pour rechercher votre point de livraison.',
  invalidEmail: 'Adresse e-mail invalide',
  invalidPhone: 'Numéro de téléphone invalide',
  invalidIban: 'IBAN invalide',
  notAllowed: 'Valeur non autorisée',
  invalidFile: 'Fichier invalide',
} as const;
