import { describe, expect, it } from 'vitest';
import { isOpenToChannel } from './channel-reservation.js';
import type { EligibilityRulesDocument } from './eligibility-rules-document.js';

const rules: EligibilityRulesDocument = {
  version: 1,
  predicates: [
    {
      id: 'canal-special',
      name: 'Canal spécial',
      field: 'channel',
      operator: 'equals',
      value: 'specialChannel',
    },
    { id: 'en-ligne', name: 'En ligne', field: 'channel', operator: 'in', value: ['web', 'comparison'] },
    { id: 'corse', name: 'Corse', field: 'postalCode', operator: 'startsWith', value: '20' },
    { id: 'client', name: 'Déjà client', field: 'existingCustomer', operator: 'isTrue' },
  ],
  compositions: [
    { id: 'reserve', name: 'Réservée', kind: 'all', children: [{ predicateId: 'canal-special' }] },
    { id: 'vert', name: 'En ligne', kind: 'all', children: [{ predicateId: 'en-ligne' }] },
    { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'corse' }] },
    {
      id: 'special-ou-client',
      name: 'Canal spécial ou client',
      kind: 'any',
      children: [{ compositionId: 'reserve' }, { predicateId: 'client' }],
    },
    {
      id: 'pas-en-ligne',
      name: 'Hors ligne',
      kind: 'not',
      children: [{ compositionId: 'vert' }],
    },
  ],
  attachments: [
    { target: { type: 'offer', id: 'edfom' }, compositionId: 'reserve' },
    { target: { type: 'offer', id: 'edfom' }, compositionId: 'hors-corse' },
    { target: { type: 'offer', id: 'vert' }, compositionId: 'vert' },
    { target: { type: 'offer', id: 'mixte' }, compositionId: 'special-ou-client' },
    { target: { type: 'offer', id: 'terrain' }, compositionId: 'pas-en-ligne' },
  ],
};

const offer = (id: string) => ({ type: 'offer' as const, id });

describe('isOpenToChannel', () => {
  it('keeps an offer reserved to the special channel away from every other channel', () => {
    expect(isOpenToChannel(rules, offer('edfom'), 'specialChannel')).toBe(true);
    for (const channel of ['web', 'telesales', 'comparison', 'doorToDoor', 'dealership', 'partner'] as const)
      expect(isOpenToChannel(rules, offer('edfom'), channel)).toBe(false);
  });

  it('reads in and not over the channel', () => {
    expect(isOpenToChannel(rules, offer('vert'), 'comparison')).toBe(true);
    expect(isOpenToChannel(rules, offer('vert'), 'telesales')).toBe(false);
    expect(isOpenToChannel(rules, offer('terrain'), 'web')).toBe(false);
    expect(isOpenToChannel(rules, offer('terrain'), 'doorToDoor')).toBe(true);
  });

  it('leaves open what another answer may still allow, and what has no rule', () => {
    expect(isOpenToChannel(rules, offer('mixte'), 'web')).toBe(true);
    expect(isOpenToChannel(rules, offer('sans-regle'), 'web')).toBe(true);
  });
});
