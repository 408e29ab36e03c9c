import { expect, it } from 'vitest';
import { EMPTY_JOB_OFFER_FORM, toJobOfferInput } from './job-offer-form-values';

const VALID = {
  ...EMPTY_JOB_OFFER_FORM,
  title: 'Juriste',
  category: 'fonctions-support',
  place: 'Bordeaux',
  postalCode: '33000',
  summary: 'Conformité des contrats.',
  missions: 'Rédiger les CGV\n\n  Conseiller les équipes  ',
  profile: 'Master en droit',
  salaryMinEuros: '42 000',
};

it('turns the form into the domain’s input: one point per line, euros as integers, empty salary as none', () => {
  expect(toJobOfferInput(VALID)).toEqual({
    ok: true,
    input: expect.objectContaining({
      missions: ['Rédiger les CGV', 'Conseiller les équipes'],
      salaryMinEuros: 42_000,
      salaryMaxEuros: null,
    }),
  });
});

it('says in French what is wrong, field by field', () => {
  expect(
    toJobOfferInput({ ...VALID, postalCode: '3300', missions: ' ', salaryMinEuros: '42 000,50' }),
  ).toEqual({
    ok: false,
    errors: {
      postalCode: 'Code postal invalide.',
      missions: 'Au moins un point',
      salaryMinEuros: 'Saisissez un montant en euros, sans décimale.',
    },
  });
});
