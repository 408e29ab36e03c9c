import { describe, expect, it } from 'vitest';
import { formatPlaceOfSale, PlaceOfSaleSchema } from './place-of-sale.js';

const place = { address: '12 rue de la Roquette', postalCode: '75011', city: 'Paris' };

describe('PlaceOfSaleSchema', () => {
  it('takes the address and commune the seller states, without position by default', () => {
    expect(PlaceOfSaleSchema.parse(place)).toEqual({ ...place, geolocationConsent: false });
    expect(formatPlaceOfSale(place)).toBe('12 rue de la Roquette, 75011 Paris');
  });

  it('joins the tablet’s position only with the customer’s consent', () => {
    const geolocation = { latitude: 48.85, longitude: 2.37, accuracyMeters: 20 };
    const refused = PlaceOfSaleSchema.safeParse({ ...place, geolocation });
    expect(refused.error?.issues).toMatchObject([
      {
        path: ['geolocationConsent'],
        message: 'La position de la tablette ne peut être jointe qu’avec l’accord du client.',
      },
    ]);
    expect(PlaceOfSaleSchema.parse({ ...place, geolocation, geolocationConsent: true }).geolocation).toEqual(
      geolocation,
    );
  });

  it('asks for the address and a valid postal code in French', () => {
    const refused = PlaceOfSaleSchema.safeParse({ address: ' ', postalCode: '7501', city: 'Paris' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Indiquez l’adresse où la vente a lieu',
      'Code postal invalide.',
    ]);
  });
});
