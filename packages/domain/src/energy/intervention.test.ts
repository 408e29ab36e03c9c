import { describe, expect, it } from 'vitest';
import { toInterventionView } from './intervention.js';

describe('toInterventionView', () => {
  it('labels the kind, the half-day and the status in French', () => {
    expect(
      toInterventionView({
        id: '0b7f6c1e-2f4a-4d8e-9c1a-6f0e2b3c4d5e',
        kind: 'meter-replacement',
        date: '2026-01-06',
        period: 'afternoon',
        status: 'planned',
      }),
    ).toEqual({
      id: '0b7f6c1e-2f4a-4d8e-9c1a-6f0e2b3c4d5e',
      kind: 'meter-replacement',
      kindLabel: 'Remplacement du compteur',
      date: '2026-01-06',
      period: 'afternoon',
      periodLabel: '13h00–17h00',
      status: 'planned',
      statusLabel: 'Planifiée',
    });
  });
});
