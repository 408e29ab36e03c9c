import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CitySchema } from './city.js';
import { InseeCodeSchema } from './insee-code.js';
import { PostalCodeSchema } from './postal-code.js';
import { StreetNameSchema } from './street-name.js';
import { StreetNumberSchema } from './street-number.js';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('PostalCodeSchema', () => {
  it.each([
    ['75011', undefined],
    [' 75011 ', undefined],
    ['01000', undefined],
    ['', 'Champ obligatoire'],
    [undefined, 'Champ obligatoire'],
    ['7501', 'Code postal invalide.'],
    ['750110', 'Code postal invalide.'],
    ['75O11', 'Code postal invalide.'],
    ['2A004', 'Code postal invalide.'],
  ])('%j → %j', (value, message) => {
    expect(firstMessage(PostalCodeSchema, value)).toBe(message);
  });

  it('reports a single message for an empty value', () => {
    expect(PostalCodeSchema.safeParse('').error?.issues).toHaveLength(1);
  });
});

describe('CitySchema', () => {
  it.each([
    ['Paris 11e Arrondissement', undefined],
    ['', 'Champ obligatoire'],
    ['  ', 'Champ obligatoire'],
    [undefined, 'Champ obligatoire'],
  ])('%j → %j', (value, message) => {
    expect(firstMessage(CitySchema, value)).toBe(message);
  });
});

describe('InseeCodeSchema', () => {
  it.each([
    ['75111', undefined],
    ['2A004', undefined],
    ['2b033', undefined],
    ['', 'Champ obligatoire'],
    [undefined, 'Champ obligatoire'],
    ['7511', 'Code INSEE invalide'],
    ['2C004', 'Code INSEE invalide'],
    ['AB123', 'Code INSEE invalide'],
  ])('%j → %j', (value, message) => {
    expect(firstMessage(InseeCodeSchema, value)).toBe(message);
  });

  it('upper-cases Corsican codes', () => {
    expect(InseeCodeSchema.parse('2b033')).toBe('2B033');
  });
});

describe('StreetNameSchema', () => {
  it.each([
    ['rue de la Paix', undefined],
    ['', 'Champ obligatoire!'],
    ['   ', 'Champ obligatoire!'],
    [undefined, 'Champ obligatoire!'],
    ['x'.repeat(256), 'Format incorrect'],
  ])('%j → %j', (value, message) => {
    expect(firstMessage(StreetNameSchema, value)).toBe(message);
  });
});

describe('StreetNumberSchema', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['12', undefined],
    ['12 bis', undefined],
    ['3B', undefined],
    ['bis', 'Format incorrect'],
    [' B12', 'Format incorrect'],
    ['-1', 'Format incorrect'],
  ])('%j → %j', (value, message) => {
    expect(firstMessage(StreetNumberSchema, value)).toBe(message);
  });
});
