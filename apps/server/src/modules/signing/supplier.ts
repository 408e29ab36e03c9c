/** The supplier as it appears on contracts and SEPA mandates (a demo identity; the brand name is configurable). */
export interface Supplier {
  name: string;
  legalDetails: string;
  address: string;
  /** ICS, the SEPA creditor identifier (glossary: `creditorId`). */
  creditorId: string;
  customerServiceEmail: string;
  withdrawalAddress: string;
}

/** A syntactically valid French ICS (check digits computed as for an IBAN). */
export const DEMO_CREDITOR_ID = 'FR13ZZZ812345';

export function supplierIdentity(brandName: string): Supplier {
  return {
    name: brandName,
    legalDetails: 'SAS au capital de 1 000 000 € — RCS Paris 912 345 678',
    address: '12 rue de la Lumière, 75011 Paris',
    creditorId: DEMO_CREDITOR_ID,
    customerServiceEmail: 'service-client@voltaire.demo',
    withdrawalAddress: `${brandName}, Service rétractation, 12 rue de la Lumière, 75011 Paris — retractation@voltaire.demo`,
  };
}
