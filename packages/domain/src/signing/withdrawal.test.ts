import { describe, expect, it } from 'vitest';
import { confirmationNextSteps } from './confirmation.js';
import { withdrawalExplanation, withdrawalWindow } from './withdrawal.js';

describe('withdrawal window (14 days after signing, Paris dates)', () => {
  const signedAt = new Date('2026-11-22T10:00:00Z');

  it('ends 14 days after the signing day, inclusive', () => {
    const signedOnTuesday = new Date('2026-11-24T10:00:00Z');
    expect(withdrawalWindow(signedOnTuesday, new Date('2026-12-08T22:59:59Z'))).toEqual({
      deadline: '2026-12-08',
      isOpen: true,
    });
    expect(withdrawalWindow(signedOnTuesday, new Date('2026-12-08T23:00:00Z'))).toEqual({
      deadline: '2026-12-08',
      isOpen: false,
    });
  });

  it('runs to the Monday when the 14th day is a Sunday', () => {
    expect(withdrawalWindow(signedAt, signedAt).deadline).toBe('2026-12-07');
  });

  it('counts from the Paris date of the signature, not the UTC one', () => {
    expect(withdrawalWindow(new Date('2026-11-22T23:30:00Z'), signedAt).deadline).toBe('2026-12-07');
  });

  it('explains it in French', () => {
    expect(withdrawalExplanation('2026-12-06')).toBe(
      'Vous pouvez vous rétracter sans donner de motif jusqu’au 06/12/2026 inclus : utilisez le lien reçu dans l’e-mail de confirmation, ou renvoyez-nous le formulaire de rétractation joint à votre contrat.',
    );
  });
});

describe('confirmationNextSteps', () => {
  it('tells a switching customer that nothing is needed from them, and when supply starts', () => {
    const steps = confirmationNextSteps({
      kind: 'switching',
      startDate: '2027-01-15',
      emailMasked: 'j•••@example.fr',
    });
    expect(steps).toHaveLength(4);
    expect(steps[0]).toBe(
      'Votre contrat signé vous a été envoyé par e-mail (j•••@example.fr) : gardez-le, il fait foi.',
    );
    expect(steps[2]).toBe('Votre fourniture démarrera le 15/01/2027.');
    expect(steps[3]).toBe('Chaque prélèvement vous sera annoncé au moins 14 jours à l’avance.');
  });
});
