import { describe, expect, it } from 'vitest';
import { LEAD_CRM_MAPPING, type LeadRecord, toCrmLead } from './crm-lead-mapping.js';

const lead: LeadRecord = {
  id: '0b9f6f0e-3f5c-4a57-9d7e-8c1c2f1b7a10',
  orderId: null,
  channel: 'web',
  civility: 'Mme',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne.dupont@example.fr',
  phone: '0612345678',
  status: 'converted',
  marketingOptIn: true,
  marketingOptInProofText: 'J’accepte',
  marketingOptInAt: new Date('2026-09-01T10:00:00Z'),
  basket: null,
  lastContactAt: new Date('2026-09-02T08:30:00Z'),
  crmId: '00Q5g000001',
};

describe('toCrmLead', () => {
  it('names every mapped field as the CRM does, dates in ISO 8601 and the status translated', () => {
    expect(toCrmLead(lead)).toEqual({
      Voltaire_Id__c: lead.id,
      Commande_Web__c: null,
      LeadSource: 'web',
      Salutation: 'Mme',
      FirstName: 'Jeanne',
      LastName: 'Dupont',
      Email: 'jeanne.dupont@example.fr',
      Phone: '0612345678',
      Status: 'Closed - Converted',
      Consentement_Demarchage__c: true,
      Preuve_Consentement_Texte__c: 'J’accepte',
      Preuve_Consentement_Date__c: '2026-09-01T10:00:00.000Z',
      Panier__c: null,
      Dernier_Contact__c: '2026-09-02T08:30:00.000Z',
    });
  });
  it('marks as personal exactly the fields that identify the person', () => {
    expect(LEAD_CRM_MAPPING.filter((m) => m.personal).map((m) => m.field)).toEqual([
      'civility',
      'firstName',
      'lastName',
      'email',
      'phone',
    ]);
  });
});
