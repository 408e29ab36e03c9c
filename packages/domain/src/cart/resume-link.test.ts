import { describe, expect, it } from 'vitest';
import { isResumeLinkExpired, resumeEmail, resumeLinkExpiry, resumeRefusal } from './resume-link.js';

describe('resume links', () => {
  it('expire 30 days after they are sent, to the millisecond', () => {
    const sentAt = new Date('2026-11-22T10:00:00Z');
    const expiresAt = resumeLinkExpiry(sentAt);
    expect(expiresAt.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(isResumeLinkExpired(expiresAt, new Date('2026-12-22T09:59:59.999Z'))).toBe(false);
    expect(isResumeLinkExpired(expiresAt, expiresAt)).toBe(true);
  });

  it('resume only a draft, and say why not otherwise', () => {
    expect(resumeRefusal('draft')).toBeNull();
    expect(resumeRefusal('cancelled')).toEqual({
      ok: false,
      code: 'ORDER_NOT_RESUMABLE',
      message:
        'Cette souscription a été abandonnée : elle ne peut plus être reprise. Recommencez votre souscription.',
    });
    expect(resumeRefusal('signed')?.message).toBe(
      'Cette souscription a déjà été signée : ce lien de reprise ne sert plus.',
    );
  });

  it('are e-mailed in French with the link and the last day it works (Paris time)', () => {
    const email = resumeEmail({
      kind: 'order',
      url: 'https://www.voltaire.fr/reprise/abc',
      expiresAt: new Date('2026-12-22T10:00:00Z'),
      brandName: 'Voltaire Énergie',
    });
    expect(email.subject).toBe('Reprenez votre souscription Voltaire Énergie');
    expect(email.text).toContain('\nhttps://www.voltaire.fr/reprise/abc\n');
    expect(email.text).toContain('Ce lien est valable jusqu’au 22/12/2026 inclus.');
    expect(
      resumeEmail({
        kind: 'cart',
        url: 'u',
        expiresAt: new Date('2026-12-21T23:00:00Z'),
        brandName: 'B',
      }).text,
    ).toContain(
      'valable jusqu’au 21/12/2026 inclus. Ne le transmettez à personne : il donne accès à votre panier.',
    );
  });
});
