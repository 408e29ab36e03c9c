import type { EligibilityRulesDocument } from '@voltaire/domain';

/**
 * The demo's eligibility rules: no gas network in Corsica, the green offer sold online and by
 * comparison sites only, the fixed-price offer reserved to existing customers or to the
 * partners' campaign, and the special channel's own offers, invisible to every other channel.
 * Admins change them at /admin/eligibilite.
 */
export const DEMO_ELIGIBILITY_RULES: EligibilityRulesDocument = {
  version: 1,
  predicates: [
    {
      id: 'code-postal-corse',
      name: 'Code postal en Corse',
      field: 'postalCode',
      operator: 'startsWith',
      value: '20',
    },
    {
      id: 'canal-en-ligne',
      name: 'Vente en ligne ou par comparateur',
      field: 'channel',
      operator: 'in',
      value: ['web', 'comparison'],
    },
    { id: 'client-existant', name: 'Déjà client', field: 'existingCustomer', operator: 'isTrue' },
    {
      id: 'campagne-partenaires',
      name: 'Campagne partenaires 2026',
      field: 'campaign',
      operator: 'equals',
      value: 'PARTENAIRES-2026',
    },
    {
      id: 'canal-special',
      name: 'Canal spécial',
      field: 'channel',
      operator: 'equals',
      value: 'specialChannel',
    },
  ],
  compositions: [
    {
      id: 'hors-corse',
      name: 'Hors Corse (pas de réseau de gaz)',
      kind: 'not',
      children: [{ predicateId: 'code-postal-corse' }],
    },
    {
      id: 'vente-en-ligne',
      name: 'Vente en ligne',
      kind: 'all',
      children: [{ predicateId: 'canal-en-ligne' }],
    },
    {
      id: 'clients-ou-partenaires',
      name: 'Clients existants ou campagne partenaires',
      kind: 'any',
      children: [{ predicateId: 'client-existant' }, { predicateId: 'campagne-partenaires' }],
    },
    {
      id: 'reservee-canal-special',
      name: 'Réservée au canal spécial',
      kind: 'all',
      children: [{ predicateId: 'canal-special' }],
    },
  ],
  attachments: [
    { target: { type: 'offer', id: 'gaz-fixe' }, compositionId: 'hors-corse' },
    { target: { type: 'offer', id: 'gaz-indexe' }, compositionId: 'hors-corse' },
    { target: { type: 'offer', id: 'gaz-reference' }, compositionId: 'hors-corse' },
    { target: { type: 'offer', id: 'elec-vert' }, compositionId: 'vente-en-ligne' },
    { target: { type: 'offer', id: 'elec-canal-special' }, compositionId: 'reservee-canal-special' },
    { target: { type: 'offer', id: 'gaz-canal-special' }, compositionId: 'reservee-canal-special' },
    { target: { type: 'offer', id: 'gaz-canal-special' }, compositionId: 'hors-corse' },
  ],
};
