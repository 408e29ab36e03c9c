/**
 * A small BIC directory of French banks, by bank code (the 5 digits after the check digits of a French IBAN).
 * It names the bank for the customer to recognise it; an unknown code only means no name is shown.
 */
export const FRENCH_BANKS: Readonly<Record<string, { name: string; bic: string }>> = {
  '10107': { name: 'BRED Banque Populaire', bic: 'BREDFRPPXXX' },
  '10278': { name: 'Crédit Mutuel', bic: 'CMCIFR2AXXX' },
  '12548': { name: 'AXA Banque', bic: 'AXABFRPPXXX' },
  '17515': { name: 'Caisse d’Épargne Île-de-France', bic: 'CEPAFRPP751' },
  '18206': { name: 'Crédit Agricole d’Île-de-France', bic: 'AGRIFRPP882' },
  '20041': { name: 'La Banque Postale', bic: 'PSSTFRPPXXX' },
  '30002': { name: 'LCL – Le Crédit Lyonnais', bic: 'CRLYFRPPXXX' },
  '30003': { name: 'Société Générale', bic: 'SOGEFRPPXXX' },
  '30004': { name: 'BNP Paribas', bic: 'BNPAFRPPXXX' },
  '30006': { name: 'Crédit Agricole', bic: 'AGRIFRPPXXX' },
  '30056': { name: 'HSBC Continental Europe', bic: 'CCFRFRPPXXX' },
  '30066': { name: 'CIC', bic: 'CMCIFRPPXXX' },
  '30076': { name: 'Crédit du Nord', bic: 'NORDFRPPXXX' },
  '30438': { name: 'ING Bank France', bic: 'INGBFRPPXXX' },
  '40618': { name: 'BoursoBank', bic: 'BOUSFRPPXXX' },
};
