import { describe, expect, it } from 'vitest';
import { type Address, AddressSchema, createAddressSchema, emptyAddress, isAddressFound } from './address.js';
import { cleanupAddress } from './cleanup-address.js';

const found = {
  streetNumber: '12',
  streetName: 'Rue de la Roquette',
  complement: '',
  zipCode: '75011',
  city: 'Paris 11e Arrondissement',
  inseeCode: '75111',
  oneLineSearchValid: true,
  fullAddress: '12 Rue de la Roquette 75011 Paris',
};

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('AddressSchema (search mode, the default)', () => {
  it('accepts an address picked from the suggestions', () => {
    const address: Address = AddressSchema.parse(found);
    expect(address).toEqual(found);
  });

  it.each([[false], [undefined]])('refuses oneLineSearchValid=%s with the "not found" message', (flag) => {
    expect(issues(AddressSchema.safeParse({ ...found, oneLineSearchValid: flag }))).toEqual([
      ['oneLineSearchValid', 'Votre adresse n’a pas pu être trouvée'],
    ]);
  });

  it('uses the typographic apostrophe U+2019 in that message', () => {
    const message = AddressSchema.safeParse({ ...found, oneLineSearchValid: false }).error?.issues[0]
      ?.message;
    expect(message).toContain('\u2019');
  });

  it('reports each missing field under its name', () => {
    expect(issues(AddressSchema.safeParse({ oneLineSearchValid: true }))).toEqual([
      ['streetName', 'Champ obligatoire!'],
      ['zipCode', 'Champ obligatoire'],
      ['city', 'Champ obligatoire'],
      ['inseeCode', 'Champ obligatoire'],
    ]);
  });
});

describe('createAddressSchema', () => {
  it('manual mode does not need a chosen suggestion', () => {
    const schema = createAddressSchema({ mode: 'manual' });
    expect(schema.safeParse({ ...found, oneLineSearchValid: false }).success).toBe(true);
    expect(schema.safeParse({ ...found, oneLineSearchValid: undefined }).success).toBe(true);
  });

  it('manual mode still checks the fields', () => {
    const schema = createAddressSchema({ mode: 'manual' });
    expect(issues(schema.safeParse({ ...found, streetNumber: 'bis', zipCode: '7501' }))).toEqual([
      ['streetNumber', 'Format incorrect'],
      ['zipCode', 'Code postal invalide.'],
    ]);
  });

  it('zipAndCityOnly makes street fields optional', () => {
    const schema = createAddressSchema({ mode: 'manual', zipAndCityOnly: true });
    const address: Address = schema.parse({ zipCode: '75011', city: 'Paris', inseeCode: '75111' });
    expect(address).toEqual({ zipCode: '75011', city: 'Paris', inseeCode: '75111' });
  });

  it.each([[false], [undefined]])('consentFindPoint enabled requires true (given %s)', (consent) => {
    const schema = createAddressSchema({ consentFindPoint: true });
    expect(issues(schema.safeParse({ ...found, consentFindPoint: consent }))).toEqual([
      ['consentFindPoint', 'Votre accord est nécessaire pour rechercher votre point de livraison.'],
    ]);
    expect(schema.safeParse({ ...found, consentFindPoint: true }).success).toBe(true);
  });

  it('consentFindPoint disabled accepts anything boolean or nothing', () => {
    expect(AddressSchema.safeParse({ ...found, consentFindPoint: false }).success).toBe(true);
  });
});

describe('isAddressFound / emptyAddress', () => {
  it('only true counts as found', () => {
    expect(isAddressFound({ oneLineSearchValid: true })).toBe(true);
    expect(isAddressFound({ oneLineSearchValid: false })).toBe(false);
    expect(isAddressFound({})).toBe(false);
  });

  it('clearing the search empties every field', () => {
    expect(Object.values(emptyAddress()).every((value) => value === '' || value === false)).toBe(true);
    expect(AddressSchema.safeParse(emptyAddress()).success).toBe(false);
  });
});

describe('cleanupAddress', () => {
  it('removes the older keys insee_code, number, street, zip_code and keeps the rest', () => {
    const legacy = { ...found, insee_code: '75111', number: '12', street: 'Rue', zip_code: '75011' };
    expect(cleanupAddress(legacy)).toEqual(found);
    expect(legacy).toHaveProperty('zip_code', '75011');
  });

  it('leaves a clean address as it is', () => {
    expect(cleanupAddress(found)).toEqual(found);
  });
});
