/**
 * Who runs the site, as shown on the legal, contact and accessibility pages.
 * Demo values: a real deployment sets its own company details here.
 */
export const siteIdentity = {
  brand: 'Voltaire Énergie',
  legalName: 'Voltaire Énergie SAS',
  postalAddress: ['Voltaire Énergie – Service clients', '12 rue de la Roquette', '75011 Paris'],
  customerServiceEmail: 'contact@voltaire-energie.example',
  accessibilityEmail: 'accessibilite@voltaire-energie.example',
  customerServicePhone: '01 23 45 67 89',
  customerServiceHours: 'du lundi au vendredi, de 9 h à 18 h (appel non surtaxé)',
} as const;
