import { describe, expect, it } from 'vitest';
import { type Gateway, GatewaySchema } from './gateway.js';
import { callbackAvailability, findUtmForcedGateway, gatewayRoute, trackedLink } from './gateway-routing.js';
import { isSiteRelativePath } from './site-path.js';

const WEEKDAYS_9_TO_18 = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' }));

const gateway = (overrides: Partial<Gateway> = {}): Gateway =>
  GatewaySchema.parse({
    id: 'selectaprix',
    label: 'SelectaPrix',
    utm: { source: 'selectaprix' },
    landingPath: '/offres',
    routing: 'callback',
    callback: { enabled: true, path: '/contact', openingHours: WEEKDAYS_9_TO_18 },
    active: true,
    ...overrides,
  });

describe('findUtmForcedGateway', () => {
  const general = gateway();
  const campaign = gateway({ id: 'selectaprix-ete', utm: { source: 'selectaprix', campaign: 'ete2026' } });
  const inactive = gateway({ id: 'ancien', utm: { source: 'ancien' }, active: false });

  it('matches the source whatever its case, and prefers the gateway naming the campaign', () => {
    expect(findUtmForcedGateway([general, campaign], { source: 'SelectaPrix' })?.id).toBe('selectaprix');
    expect(
      findUtmForcedGateway([general, campaign], { source: 'selectaprix', campaign: 'ete2026' })?.id,
    ).toBe('selectaprix-ete');
  });

  it('ignores inactive gateways, unknown sources and a missing source', () => {
    expect(findUtmForcedGateway([inactive], { source: 'ancien' })).toBeUndefined();
    expect(findUtmForcedGateway([general], { source: 'inconnu' })).toBeUndefined();
    expect(findUtmForcedGateway([general], { medium: 'cpc' })).toBeUndefined();
  });
});

describe('callbackAvailability (Paris time, French public holidays)', () => {
  it.each([
    ['2026-03-10T08:30:00Z', true, 'OPEN'], // Tuesday 09:30 in Paris (UTC+1)
    ['2026-03-10T07:59:00Z', false, 'CLOSED'], // Tuesday 08:59
    ['2026-03-10T17:00:00Z', false, 'CLOSED'], // Tuesday 18:00: closing time excluded
    ['2026-07-07T15:30:00Z', true, 'OPEN'], // Tuesday 17:30 in summer (UTC+2)
    ['2026-03-14T10:00:00Z', false, 'CLOSED'], // Saturday
    ['2026-07-14T10:00:00Z', false, 'PUBLIC_HOLIDAY'], // Fête nationale, a Tuesday
    ['2026-05-14T10:00:00Z', false, 'PUBLIC_HOLIDAY'], // Ascension
  ])('%s → %s (%s)', (instant, available, reason) => {
    expect(callbackAvailability(gateway(), new Date(instant))).toMatchObject({ available, reason });
  });

  it('says why in French when there is no call-back', () => {
    const none = gateway({ callback: { enabled: false, path: '/contact', openingHours: [] } });
    expect(callbackAvailability(none, new Date('2026-03-10T08:30:00Z'))).toEqual({
      available: false,
      reason: 'NO_CALLBACK',
      message: 'Le rappel par un conseiller n’est pas proposé pour ce comparateur.',
    });
    expect(callbackAvailability(gateway({ active: false }), new Date()).message).toBe(
      'Cette passerelle n’est plus active.',
    );
  });
});

describe('gatewayRoute', () => {
  it('sends visitors to the call-back while the team is open, to the landing page otherwise', () => {
    expect(gatewayRoute(gateway(), new Date('2026-03-10T08:30:00Z'))).toEqual({
      routing: 'callback',
      path: '/contact?passerelle=selectaprix',
    });
    expect(gatewayRoute(gateway(), new Date('2026-03-14T10:00:00Z'))).toEqual({
      routing: 'landing',
      path: '/offres',
    });
  });
});

describe('trackedLink', () => {
  it('puts the UTM parameters on the landing page of our site', () => {
    const link = trackedLink(
      'https://www.voltaire.fr/',
      gateway({
        landingPath: '/offres?energie=electricite',
        utm: { source: 'selectaprix', medium: 'comparateur' },
      }),
      { campaign: 'printemps', params: { offre: 'voltaire-fixe-elec' } },
    );
    expect(link).toBe(
      'https://www.voltaire.fr/offres?energie=electricite&utm_source=selectaprix&utm_medium=comparateur&utm_campaign=printemps&offre=voltaire-fixe-elec',
    );
  });
});

describe('GatewaySchema', () => {
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/javascript:alert(1)', 'offres'])(
    'refuses %s as a path of our site',
    (path) => {
      expect(isSiteRelativePath(path)).toBe(false);
    },
  );

  it('explains every mistake in French', () => {
    const result = GatewaySchema.safeParse({
      id: 'Selecta Prix',
      label: '',
      utm: { source: '' },
      landingPath: 'https://evil.example',
      routing: 'callback',
      callback: { enabled: true, openingHours: [{ day: 8, opens: '18:00', closes: '09:00' }] },
      active: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['id', 'Identifiant invalide : lettres minuscules, chiffres et tirets (2 à 40 caractères).'],
      ['label', 'Indiquez un libellé (80 caractères au plus).'],
      ['utm.source', 'Indiquez le paramètre utm_source qui identifie le comparateur.'],
      [
        'landingPath',
        'Indiquez un chemin du site commençant par « / » (par exemple /offres), sans adresse externe.',
      ],
      ['callback.openingHours.0.day', 'Jour invalide (1 = lundi … 7 = dimanche).'],
      ['callback.openingHours.0.closes', 'L’heure de fermeture doit suivre l’heure d’ouverture.'],
    ]);
  });
});
