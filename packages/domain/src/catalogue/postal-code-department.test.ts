import { describe, expect, it } from 'vitest';
import { postalCodeDepartment } from './postal-code-department.js';

describe('postalCodeDepartment', () => {
  it.each([
    ['75011', '75'],
    ['69003', '69'],
    ['01000', '01'],
    ['20000', '2A'], // Ajaccio
    ['20137', '2A'], // Porto-Vecchio
    ['20200', '2B'], // Bastia
    ['20600', '2B'], // Furiani
    ['97400', '974'], // Saint-Denis (La Réunion)
    [' 13001 ', '13'],
  ])('%j → %s', (postalCode, department) => {
    expect(postalCodeDepartment(postalCode)).toBe(department);
  });

  it.each(['7501', 'ABCDE', '', '750111'])('%j is not a postal code → null', (postalCode) => {
    expect(postalCodeDepartment(postalCode)).toBeNull();
  });
});
