import { describe, expect, it } from 'vitest';
import { HousingStepSchema } from './housing.js';

describe('HousingStepSchema', () => {
  const address = {
    streetNumber: '12',
    streetName: 'Rue de la Roquette',
    zipCode: '75011',
    city: 'Paris',
    inseeCode: '75111',
    consentFindPoint: true,
  };
  it('a searched address must be a suggestion chosen; a typed one need not', () => {
    const searched = HousingStepSchema.safeParse({ address });
    expect(searched.error?.issues[0]?.message).toBe('Votre adresse n’a pas pu être trouvée');
    expect(HousingStepSchema.parse({ addressMode: 'manual', address, housingType: 'flat' })).toMatchObject({
      addressMode: 'manual',
      housingType: 'flat',
    });
  });
  it('always needs the consent to look for the meter', () => {
    const refused = HousingStepSchema.safeParse({
      addressMode: 'manual',
      address: { ...address, consentFindPoint: false },
    });
    expect(refused.error?.issues[0]?.message).toBe(
      'Votre accord est nécessaire pour rechercher votre point de livraison.',
    );
  });
});
