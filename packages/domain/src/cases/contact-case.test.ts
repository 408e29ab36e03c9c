import { describe, expect, it } from 'vitest';
import { formatCaseNumber, transitionCase } from './case-status.js';
import { ContactCaseSchema, keepThemeFields, SalesPlatformCaseSchema } from './contact-case.js';
import { COMPLAINT_CONFIG, CONTACT_THEMES } from './contact-themes.js';

const base = {
  themeId: 'facture',
  civility: 'Mme',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne.martin@example.fr',
  message: 'Ma facture de mai me semble trop élevée.',
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a case and its theme', () => {
  it('asks for what the theme requires, with « Champ obligatoire »', () => {
    expect(issues(SalesPlatformCaseSchema.safeParse(base))).toEqual([
      ['customerReference', 'Champ obligatoire'],
    ]);
    expect(issues(SalesPlatformCaseSchema.safeParse({ ...base, themeId: 'compteur' }))).toEqual([
      ['deliveryPointId', 'Champ obligatoire'],
    ]);
    expect(issues(SalesPlatformCaseSchema.safeParse({ ...base, themeId: 'demenagement' }))).toEqual([
      ['zipCode', 'Champ obligatoire'],
      ['city', 'Champ obligatoire'],
      ['inseeCode', 'Champ obligatoire'],
    ]);
  });

  it('normalises a reference and a PCE, and refuses bad formats in French', () => {
    const parsed = SalesPlatformCaseSchema.parse({
      ...base,
      themeId: 'compteur',
      customerReference: ' cl-123456 ',
      deliveryPointId: 'gi 123 456',
      phone: '06 12 34 56 78',
    });
    expect(parsed).toMatchObject({
      customerReference: 'CL-123456',
      deliveryPointId: 'GI123456',
      phone: '0612345678',
    });
    expect(
      issues(
        SalesPlatformCaseSchema.safeParse({
          ...base,
          customerReference: 'x',
          phone: '12',
          deliveryPointId: '123',
        }),
      ),
    ).toEqual([
      ['phone', 'Numéro de téléphone invalide'],
      ['customerReference', 'Référence client invalide (6 à 20 lettres ou chiffres)'],
      [
        'deliveryPointId',
        'Le numéro de PDL ou de PCE doit comporter 14 chiffres, ou GI suivi de 6 chiffres.',
      ],
    ]);
  });

  it('needs the captcha on the web form, and 5 attachments at most', () => {
    const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expect(
      issues(
        ContactCaseSchema.safeParse({
          ...base,
          customerReference: 'CL123456',
          captcha: null,
          attachmentIds: ids,
        }),
      ),
    ).toEqual([
      ['attachmentIds', 'Vous pouvez joindre 5 fichiers au plus.'],
      ['captcha', 'Veuillez confirmer que vous n’êtes pas un robot.'],
    ]);
  });

  it('drops the fields a theme hides', () => {
    const kept = keepThemeFields(
      SalesPlatformCaseSchema.parse({
        ...base,
        customerReference: 'CL123456',
        zipCode: '75011',
        city: 'Paris',
      }),
    );
    expect(kept).toMatchObject({ customerReference: 'CL123456', zipCode: '', city: '' });
  });

  it('marks the complaint theme for c43-config', () => {
    expect(COMPLAINT_CONFIG.themeIds).toEqual(['reclamation']);
    expect(new Set(CONTACT_THEMES.map((theme) => theme.id)).size).toBe(CONTACT_THEMES.length);
  });
});

describe('case status', () => {
  it('follows new → in progress → answered → closed, and reopens', () => {
    expect(transitionCase('new', 'inProgress')).toEqual({ ok: true, value: 'inProgress' });
    expect(transitionCase('closed', 'inProgress').ok).toBe(true);
    expect(transitionCase('closed', 'answered')).toEqual({
      ok: false,
      code: 'CASE_TRANSITION_REFUSED',
      message: 'Une demande « Clôturée » ne peut pas passer à « Répondue ».',
    });
    expect(formatCaseNumber(2025, 42)).toBe('C2025-000042');
  });
});
