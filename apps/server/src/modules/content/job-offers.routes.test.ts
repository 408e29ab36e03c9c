import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedContent } from '../../seed/seed-content.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const NEW_OFFER = {
  title: 'Chargé ou chargée de recouvrement',
  category: 'fonctions-support',
  place: 'Lyon',
  postalCode: '69003',
  contractType: 'cdi',
  summary: 'Vous accompagnez les clients en difficulté de paiement.',
  missions: ['Proposer des échéanciers adaptés'],
  profile: ['Écoute et rigueur'],
  salaryMinEuros: 30_000,
  salaryMaxEuros: 34_000,
};

describe('recruitment: offres, categories-offres, offer pages and their admin', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  const titles = (body: { data: { offers: { title: string }[] } }) =>
    body.data.offers.map(({ title }) => title);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoAccounts(t.database.db, clock);
    await seedContent(t.database.db, clock);
    admin = await loginAs(t.app, 'admin@voltaire.demo');
    agent = await loginAs(t.app, 'tlv@voltaire.demo');
  });
  afterAll(() => t.close());

  it('lists the open offers newest first with limit=9999, and the places for the filter', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/offres?limit=9999' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titles(body)).toEqual([
      'Conseiller ou conseillère clientèle énergie',
      'Développeur ou développeuse TypeScript',
      'Conseiller ou conseillère clientèle en alternance',
      'Analyste marchés de l’énergie',
      'Conseiller ou conseillère commercial terrain',
      'Juriste droit de la consommation',
    ]);
    expect(body.data.places).toEqual(['Bordeaux', 'Lille', 'Lyon', 'Nantes', 'Paris']);
    expect(body.data.offers[0]).toMatchObject({
      place: 'Lyon',
      contractType: 'cdi',
      publishedAt: '2026-11-18',
    });
  });

  it('filters by category and by place, whatever the case', async () => {
    const tech = await t.app.inject({ url: '/api/node/v1/offres?category=tech' });
    expect(titles(tech.json())).toEqual(['Développeur ou développeuse TypeScript']);
    const paris = await t.app.inject({ url: '/api/node/v1/offres?place=paris&limit=1' });
    expect(titles(paris.json())).toEqual(['Développeur ou développeuse TypeScript']);
  });

  it('refuses a limit over 9999 and an unknown category in French', async () => {
    const tooMany = await t.app.inject({ url: '/api/node/v1/offres?limit=10000' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toContain('9999 offres au plus.');
    const unknown = await t.app.inject({ url: '/api/node/v1/offres?category=cuisine' });
    expect(unknown.json().errors[0].message).toContain('Catégorie inconnue');
  });

  it('counts the open offers of each category', async () => {
    const response = await t.app.inject({ url: '/api/node/v1/categories-offres' });
    expect(response.json().data).toEqual([
      { id: 'service-clients', label: 'Service clients', openOffers: 2 },
      { id: 'vente', label: 'Vente et conseil', openOffers: 1 },
      { id: 'energie-marches', label: 'Énergie et marchés', openOffers: 1 },
      { id: 'tech', label: 'Technologie et données', openOffers: 1 },
      { id: 'fonctions-support', label: 'Finance, juridique et ressources humaines', openOffers: 1 },
    ]);
  });

  it('lets an admin publish, edit and close an offer; a closed offer keeps its page', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/job-offers',
      payload: NEW_OFFER,
      cookies: admin,
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json().data;
    expect(offer).toMatchObject({ status: 'open', publishedAt: '2026-11-22', closedAt: null });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/job-offers/${offer.id}`,
      payload: { ...NEW_OFFER, place: 'Villeurbanne', postalCode: '69100' },
      cookies: admin,
    });
    expect(edited.json().data.place).toBe('Villeurbanne');
    expect((await t.app.inject({ url: `/api/node/v1/offres/${offer.id}` })).json().data.place).toBe(
      'Villeurbanne',
    );

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/job-offers/${offer.id}/close`,
      cookies: admin,
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', closedAt: '2026-11-22' });
    expect(titles((await t.app.inject({ url: '/api/node/v1/offres' })).json())).not.toContain(
      NEW_OFFER.title,
    );
    expect((await t.app.inject({ url: `/api/node/v1/offres/${offer.id}` })).json().data.status).toBe(
      'closed',
    );

    const lateEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/job-offers/${offer.id}`,
      payload: NEW_OFFER,
      cookies: admin,
    });
    expect(lateEdit.statusCode).toBe(409);
    expect(lateEdit.json().errors[0]).toEqual({
      code: 'JOB_OFFER_CLOSED',
      message: 'Cette offre est clôturée : elle ne se modifie plus.',
    });
    const all = await t.app.inject({ url: '/api/v2/admin/job-offers', cookies: admin });
    expect(all.json().data.filter(({ status }: { status: string }) => status === 'closed')).toHaveLength(2);
  });

  it('answers French errors: invalid offer, unknown offer', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/job-offers',
      payload: { ...NEW_OFFER, postalCode: '6900', missions: [] },
      cookies: admin,
    });
    expect(invalid.statusCode).toBe(400);
    const messages = invalid
      .json()
      .errors.map(({ message }: { message: string }) => message)
      .join(' | ');
    expect(messages).toContain('Code postal invalide.');
    expect(messages).toContain('Au moins un point');
    const unknown = await t.app.inject({ url: '/api/node/v1/offres/7c0f7a2e-7d1c-4a51-9a55-3f0b6c0d1e2f' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({ code: 'NOT_FOUND', message: 'Offre d’emploi introuvable.' });
  });

  it('refuses agents (403) and anonymous callers (401) on the admin calls', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/admin/job-offers', payload: {}, cookies: agent }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/admin/job-offers', payload: {} })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/admin/job-offers' })).statusCode).toBe(401);
  });
});
