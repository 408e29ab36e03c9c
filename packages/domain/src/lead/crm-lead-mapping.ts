import type { LeadStatus } from './lead-status.js';

/** A lead as the rules see it: plain data, whatever the storage. */
export interface LeadRecord {
  id: string;
  orderId: string | null;
  channel: string;
  civility: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  marketingOptIn: boolean;
  marketingOptInProofText: string | null;
  marketingOptInAt: Date | null;
  basket: unknown;
  lastContactAt: Date;
  crmId: string | null;
}

type MappedField = Exclude<keyof LeadRecord, 'id' | 'crmId'> | 'id';

export interface CrmFieldMapping {
  field: MappedField;
  crmField: string;
  label: string;
  type: 'string' | 'boolean' | 'datetime' | 'json';
  /** Personal data: blanked by the anonymisation, never logged. */
  personal: boolean;
}

/** How a lead's fields are named in the CRM's Lead object (served by `mappings-info/Lead`). */
export const LEAD_CRM_MAPPING: readonly CrmFieldMapping[] = [
  { field: 'id', crmField: 'Voltaire_Id__c', label: 'Identifiant Voltaire', type: 'string', personal: false },
  { field: 'orderId', crmField: 'Commande_Web__c', label: 'Commande', type: 'string', personal: false },
  { field: 'channel', crmField: 'LeadSource', label: 'Canal de vente', type: 'string', personal: false },
  { field: 'civility', crmField: 'Salutation', label: 'Civilité', type: 'string', personal: true },
  { field: 'firstName', crmField: 'FirstName', label: 'Prénom', type: 'string', personal: true },
  { field: 'lastName', crmField: 'LastName', label: 'Nom', type: 'string', personal: true },
  { field: 'email', crmField: 'Email', label: 'Adresse e-mail', type: 'string', personal: true },
  { field: 'phone', crmField: 'Phone', label: 'Téléphone', type: 'string', personal: true },
  { field: 'status', crmField: 'Status', label: 'Statut', type: 'string', personal: false },
  {
    field: 'marketingOptIn',
    crmField: 'Consentement_Demarchage__c',
    label: 'Accord pour être démarché',
    type: 'boolean',
    personal: false,
  },
  {
    field: 'marketingOptInProofText',
    crmField: 'Preuve_Consentement_Texte__c',
    label: 'Texte accepté',
    type: 'string',
    personal: false,
  },
  {
    field: 'marketingOptInAt',
    crmField: 'Preuve_Consentement_Date__c',
    label: 'Date de l’accord',
    type: 'datetime',
    personal: false,
  },
  { field: 'basket', crmField: 'Panier__c', label: 'Panier', type: 'json', personal: false },
  {
    field: 'lastContactAt',
    crmField: 'Dernier_Contact__c',
    label: 'Dernier contact',
    type: 'datetime',
    personal: false,
  },
];

/** The CRM's Lead statuses for ours. */
export const CRM_LEAD_STATUSES = {
  open: 'Open - Not Contacted',
  converted: 'Closed - Converted',
  cancelled: 'Closed - Not Converted',
} as const satisfies Record<LeadStatus, string>;

/** The lead in the CRM's field names: every mapped field, dates in ISO 8601, the status translated. */
export function toCrmLead(lead: LeadRecord): Record<string, string | boolean | null | unknown> {
  const crmLead: Record<string, unknown> = {};
  for (const { field, crmField } of LEAD_CRM_MAPPING) {
    const value = lead[field];
    crmLead[crmField] =
      field === 'status'
        ? CRM_LEAD_STATUSES[lead.status]
        : value instanceof Date
          ? value.toISOString()
          : (value ?? null);
  }
  return crmLead;
}
