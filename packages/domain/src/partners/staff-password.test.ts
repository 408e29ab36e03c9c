import { describe, expect, it } from 'vitest';
import { checkStaffPassword, STAFF_PASSWORD_MESSAGES, StaffPasswordSchema } from './staff-password.js';

const breached = new Set(['motdepasse123', 'azertyuiop123']);
const isBreached = (candidate: string) => breached.has(candidate);

describe('staff passwords (ASVS L2)', () => {
  it('refuses fewer than 12 characters, counted as a person counts them', () => {
    expect(checkStaffPassword('court-11car', { isBreached })).toEqual({
      ok: false,
      code: 'PASSWORD_TOO_SHORT',
      message: 'Le mot de passe doit faire au moins 12 caractères.',
    });
    expect(checkStaffPassword('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒', { isBreached }).ok).toBe(false);
    expect(checkStaffPassword('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒', { isBreached }).ok).toBe(true);
  });

  it('has no composition rule: twelve lower-case letters and spaces pass', () => {
    expect(checkStaffPassword('cheval agrafe pile', { isBreached })).toEqual({
      ok: true,
      value: 'cheval agrafe pile',
    });
  });

  it('refuses a breached password whatever its case, and the person’s own e-mail', () => {
    expect(checkStaffPassword('MotDePasse123', { isBreached })).toEqual({
      ok: false,
      code: 'PASSWORD_BREACHED',
      message: STAFF_PASSWORD_MESSAGES.breached,
    });
    expect(
      checkStaffPassword('Vendeur@exemple.fr', { isBreached, email: 'vendeur@exemple.fr' }),
    ).toMatchObject({
      code: 'PASSWORD_IS_EMAIL',
    });
  });

  it('the form schema checks the length with the same messages', () => {
    expect(StaffPasswordSchema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Le mot de passe doit faire au moins 12 caractères.',
    );
    expect(StaffPasswordSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe(
      'Le mot de passe doit faire au plus 128 caractères.',
    );
  });
});
