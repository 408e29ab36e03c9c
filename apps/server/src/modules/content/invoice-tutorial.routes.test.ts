import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('invoice tutorial: tuto-factu/energies and tuto-factu/facture-types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists electricity and gas', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/tuto-factu/energies' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map(({ id, label }: { id: string; label: string }) => [id, label])).toEqual([
      ['electricity', 'Électricité'],
      ['gas', 'Gaz naturel'],
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives the four invoice types of an energy, each with its annotated sample', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/tuto-factu/facture-types?energy=electricity' });
    const types = response.json().data;
    expect(types.map(({ label }: { label: string }) => label)).toEqual([
      'Facture sur index estimé',
      'Facture sur relevé réel',
      'Facture de régularisation annuelle',
      'Facture de résiliation',
    ]);
    const estimated = types[0].sample;
    expect(
      estimated.zones.map(({ number, title }: { number: number; title: string }) => `${number}. ${title}`),
    ).toEqual([
      '1. Vos références',
      '2. Type et période de facturation',
      '3. Relevé des index',
      '4. Abonnement',
      '5. Consommation',
      '6. Accise sur l’électricité',
      '7. Contribution tarifaire d’acheminement (CTA)',
      '8. TVA',
      '9. Montant de la facture',
      '10. Échéance et paiement',
    ]);
    expect(estimated.sections[1].lines[0]).toEqual({
      label: 'Consommation',
      detail: '780 kWh × 0,1296\u00a0€',
      amountCents: 10_109,
    });
    expect(estimated.totals).toMatchObject({
      excludingVatCents: 14_917,
      vatCents: 2_983,
      includingVatCents: 17_900,
    });
    expect(estimated.zones[7].explanation).toContain('TVA à 20 %');
  });

  it('explains gas with its own tax and the m³ to kWh conversion, and a regularisation deducts the instalments', async () => {
    const types = (await t.app.inject({ url: '/api/node/v1/tuto-factu/facture-types?energy=gas' })).json()
      .data;
    const regularisation = types[2].sample;
    expect(regularisation.zones[5].title).toBe('Accise sur le gaz naturel');
    expect(regularisation.sections[1].lines[0].detail).toMatch(
      /^1\u202f180 m³ × 11,2 kWh\/m³ = 13\u202f216 kWh/,
    );
    expect(regularisation.totals.alreadyPaidCents).toBe(156_000);
    expect(regularisation.totals.balanceCents).toBe(regularisation.totals.includingVatCents - 156_000);
  });

  it('refuses an unknown energy in French', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/tuto-factu/facture-types?energy=fioul' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('Énergie inconnue : electricity ou gas.');
  });
});
