import { formatFrenchDate, toIsoDateInTimeZone } from '../calendar/french-date.js';
import type { OrderStatus } from '../order/order-status.js';
import { type Failure, fail } from '../result.js';

/** A resume link (« reprendre plus tard ») works this long after it is sent. */
export const RESUME_LINK_TTL_DAYS = 30;
/** Sendings allowed per hour for one order or cart, and for one requester's address. */
export const RESUME_SENDS_PER_TARGET_PER_HOUR = 5;
export const RESUME_SENDS_PER_REQUESTER_PER_HOUR = 20;

/** 32 random bytes in base64url: 43 characters. */
export const RESUME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RESUME_MESSAGES = {
  notFound: 'Lien de reprise introuvable.',
  expired: 'Ce lien de reprise a expiré. Recommencez votre souscription.',
  tooManySendings: 'Trop de liens de reprise demandés. Réessayez dans une heure.',
} as const;

export function resumeLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + RESUME_LINK_TTL_DAYS * 86_400_000);
}

export function isResumeLinkExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

const NOT_RESUMABLE: Record<Exclude<OrderStatus, 'draft'>, string> = {
  submitted:
    'Cette souscription est déjà complète et attend votre signature : elle ne peut plus être reprise depuis ce lien.',
  signed: 'Cette souscription a déjà été signée : ce lien de reprise ne sert plus.',
  completed: 'Cette souscription a déjà été signée : ce lien de reprise ne sert plus.',
  cancelled:
    'Cette souscription a été abandonnée : elle ne peut plus être reprise. Recommencez votre souscription.',
};

/** Only a draft is resumed (or saved for later); otherwise why not, in French. */
export function resumeRefusal(status: OrderStatus): Failure<'ORDER_NOT_RESUMABLE'> | null {
  return status === 'draft' ? null : fail('ORDER_NOT_RESUMABLE', NOT_RESUMABLE[status]);
}

export interface ResumeEmailInput {
  kind: 'order' | 'cart';
  /** `${PUBLIC_URL}/reprise/<token>` */
  url: string;
  expiresAt: Date;
  brandName: string;
  /** A draft prepared for the customer by someone else (a dealer's simulation): its subject and what it holds. */
  preparedFor?: { subject: string; lines: string[] };
}

/** The e-mail that carries a resume link, in French: subject and plain text. */
export function resumeEmail({ kind, url, expiresAt, brandName, preparedFor }: ResumeEmailInput): {
  subject: string;
  text: string;
} {
  const what = kind === 'order' ? 'votre souscription' : 'votre panier';
  // The last day it works, in France.
  const lastDay = formatFrenchDate(toIsoDateInTimeZone(new Date(expiresAt.getTime() - 1)));
  if (preparedFor) {
    return {
      subject: preparedFor.subject,
      text: [
        'Bonjour,',
        '',
        ...preparedFor.lines,
        '',
        'Pour souscrire, ouvrez ce lien : votre demande est préparée, il reste à la compléter.',
        '',
        url,
        '',
        `Ce lien est valable jusqu’au ${lastDay} inclus. Ne le transmettez à personne : il donne accès à ${what}.`,
        'Rien ne vous engage avant votre signature ; vous disposerez ensuite de 14 jours pour vous rétracter.',
        '',
        `L’équipe ${brandName}`,
      ].join('\n'),
    };
  }
  return {
    subject:
      kind === 'order' ? `Reprenez votre souscription ${brandName}` : `Reprenez votre panier ${brandName}`,
    text: [
      'Bonjour,',
      '',
      `Vous avez enregistré ${what} pour la terminer plus tard. Pour la reprendre là où vous l’avez laissée, sur cet appareil ou sur un autre, ouvrez ce lien :`,
      '',
      url,
      '',
      `Ce lien est valable jusqu’au ${lastDay} inclus. Ne le transmettez à personne : il donne accès à ${what}.`,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
      '',
      `L’équipe ${brandName}`,
    ].join('\n'),
  };
}
