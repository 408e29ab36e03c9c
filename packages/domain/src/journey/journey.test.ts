import { describe, expect, it } from 'vitest';
import { createHolderSchema } from './holder.js';
import { PaymentSchema } from './payment.js';
import { createSummarySchema } from './summary.js';

const holder = {
  civility: 'Mme',
  firstName: 'Jeanne',
  lastName: 'Dupont-Lefèvre',
  email: 'jeanne.dupont@example.fr',
  phone: '0612345678',
  birthDate: '1985-04-12',
  billingAddressSameAsSupply: true,
};

describe('createHolderSchema', () => {
  const schema = createHolderSchema('2026-11-22');
  it('accepts an adult holder, with the marketing opt-in unticked by default', () => {
    expect(schema.parse(holder).marketingOptIn).toBe(false);
  });
  it.each([
    [{ birthDate: '2008-11-23' }, 'birthDate', 'Le titulaire du contrat doit être majeur.'],
    [{ civility: 'Mlle' }, 'civility', 'Choisissez une civilité'],
    [{ email: 'jeanne@' }, 'email', 'Adresse e-mail invalide'],
    [{ phone: '12345' }, 'phone', 'Numéro de téléphone invalide'],
    [{ firstName: 'J3anne' }, 'firstName', 'Format incorrect'],
    [{ billingAddressSameAsSupply: false }, 'billingAddress', 'Indiquez votre adresse de facturation'],
  ])('refuses %j on %s with « %s »', (change, path, message) => {
    const issue = schema.safeParse({ ...holder, ...change }).error?.issues.find((i) => i.path[0] === path);
    expect(issue?.message).toBe(message);
  });
  it('keeps the proof of a marketing opt-in (wording and time), and requires it when ticked', () => {
    const proof = { wording: 'J’accepte de recevoir les offres.', answeredAt: '2026-11-22T10:00:00.000Z' };
    expect(
      schema.parse({ ...holder, marketingOptIn: true, marketingOptInProof: proof }).marketingOptInProof,
    ).toEqual(proof);
    const missing = schema.safeParse({ ...holder, marketingOptIn: true });
    expect(missing.error?.issues[0]?.message).toBe(
      'La preuve de votre consentement (texte affiché et heure) manque.',
    );
  });
  it('accepts someone who turns 18 today', () => {
    expect(schema.safeParse({ ...holder, birthDate: '2008-11-22' }).success).toBe(true);
  });
});

describe('PaymentSchema', () => {
  const payment = {
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    accountHolder: 'Jeanne Dupont',
    debitDay: 5,
    mandateAccepted: true,
  };
  it('accepts a valid French IBAN and a debit day', () => {
    expect(PaymentSchema.parse(payment)).toMatchObject({ debitDay: 5, paperlessBilling: true });
  });
  it.each([
    [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'iban', 'IBAN invalide'],
    [{ debitDay: 31 }, 'debitDay', 'Choisissez un jour de prélèvement'],
    [{ mandateAccepted: false }, 'mandateAccepted', 'Vous devez accepter le mandat de prélèvement SEPA.'],
  ])('refuses %j on %s', (change, path, message) => {
    const issue = PaymentSchema.safeParse({ ...payment, ...change }).error?.issues.find(
      (i) => i.path[0] === path,
    );
    expect(issue?.message).toBe(message);
  });
});

describe('createSummarySchema', () => {
  it('asks for the express request only when supply starts inside the withdrawal period', () => {
    const summary = { termsAccepted: true, meterDataConsent: true };
    expect(createSummarySchema({ startsWithinWithdrawalPeriod: false }).safeParse(summary).success).toBe(
      true,
    );
    const inside = createSummarySchema({ startsWithinWithdrawalPeriod: true }).safeParse(summary);
    expect(inside.error?.issues[0]?.message).toBe(
      'Votre fourniture démarre pendant le délai de rétractation : confirmez que vous le demandez expressément.',
    );
  });
});
