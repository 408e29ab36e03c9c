import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  checkStaffPassword,
  type OrganisationSummary,
  PASSWORD_LINK_MESSAGES,
  PASSWORD_LINK_TTL_HOURS,
  type PasswordLinkPurpose,
  type PasswordLinkView,
  SET_PASSWORD_PATH,
  type SetPasswordBody,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { RecordAudit } from '../audit/audit.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { TooManyRequestsError } from '../rate-limit/rate-limit.http.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import { isBreachedPassword } from './breached-passwords.js';
import { createPeopleRepository, type UserRow } from './people.repository.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Tries of a link per client address (opening it or setting the password), and per account. */
export const LINK_TRIES_PER_ADDRESS = { limit: 20, windowMs: 15 * MINUTE_MS };
export const LINK_TRIES_PER_ACCOUNT = { limit: 10, windowMs: HOUR_MS };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const LINK_INVALID = () => new BusinessError('PASSWORD_LINK_INVALID', PASSWORD_LINK_MESSAGES.invalid);
const LINK_EXPIRED = () => new BusinessError('PASSWORD_LINK_EXPIRED', PASSWORD_LINK_MESSAGES.expired);
export const tooManyTries = (retryAfterSeconds: number, code: ErrorCode = 'TOO_MANY_ATTEMPTS') => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TooManyRequestsError(
    `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    retryAfterSeconds,
    code,
  );
};

export interface PasswordLinksDeps {
  db: Database;
  clock: Clock;
  outbox: Pick<OutboxService, 'enqueueEmail'>;
  rateLimits: RateLimitService;
  recordAudit: RecordAudit;
  organisationOf: (id: string) => Promise<OrganisationSummary>;
  endSessionsOf: (userId: string) => Promise<number>;
  publicUrl: string;
  brandName: string;
}

const MESSAGES = {
  invitation: {
    purpose: 'staff-invitation',
    subject: (brand: string) => `Votre accès à l’espace ${brand}`,
    intro: (name: string, org: string, brand: string, by: string) =>
      `Bonjour ${name},\n\n${by} vous a ouvert un accès à l’espace ${brand} pour « ${org} ».\nChoisissez votre mot de passe (12 caractères au moins) avec ce lien :`,
  },
  reset: {
    purpose: 'staff-password-reset',
    subject: (brand: string) => `Réinitialisation de votre mot de passe ${brand}`,
    intro: (name: string, org: string, brand: string, by: string) =>
      `Bonjour ${name},\n\n${by} a demandé la réinitialisation de votre mot de passe de l’espace ${brand} (« ${org} »).\nChoisissez un nouveau mot de passe (12 caractères au moins) avec ce lien :`,
  },
} as const satisfies Record<PasswordLinkPurpose, unknown>;

/** Invitation and reset links: a random 256-bit token, only its SHA-256 kept; single use; 72 h. */
export function createPasswordLinks(deps: PasswordLinksDeps) {
  const { db, clock, outbox, rateLimits, recordAudit, organisationOf, endSessionsOf } = deps;

  const hitAddress = async (clientAddress: string) => {
    const { limit, windowMs } = LINK_TRIES_PER_ADDRESS;
    const decision = await rateLimits.hit(rateLimitKey('password-link:ip', clientAddress), limit, windowMs);
    if (!decision.allowed) throw tooManyTries(decision.retryAfterSeconds);
  };

  /** The link behind a token, still usable, and its person; 404 / 410 otherwise. */
  async function usableLink(executor: DbExecutor, token: string, lock: boolean) {
    const people = createPeopleRepository(executor);
    const link = await people.findLink(sha256(token), { lock });
    if (!link || link.usedAt) throw LINK_INVALID();
    const user = await people.findById(link.userId);
    if (!user || user.disabledAt) throw LINK_INVALID();
    if (link.expiresAt <= clock.now()) throw LINK_EXPIRED();
    return { link, user };
  }

  return {
    /** Writes a new link for `user` (replacing their unused ones) and its e-mail, in the caller's transaction. */
    async issue(
      tx: DbExecutor,
      user: Pick<UserRow, 'id' | 'email' | 'displayName'>,
      purpose: PasswordLinkPurpose,
      context: { organisationName: string; by: string },
    ): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await createPeopleRepository(tx).replaceLinks({
        tokenHash: sha256(token),
        userId: user.id,
        purpose,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_HOURS * HOUR_MS),
        usedAt: null,
      });
      const url = `${deps.publicUrl.replace(/\/$/, '')}${SET_PASSWORD_PATH}#${token}`;
      const message = MESSAGES[purpose];
      await outbox.enqueueEmail(tx, {
        purpose: message.purpose,
        to: user.email,
        subject: message.subject(deps.brandName),
        text: `${message.intro(user.displayName, context.organisationName, deps.brandName, context.by)}\n${url}\n\nCe lien est valable ${PASSWORD_LINK_TTL_HOURS} heures et ne sert qu’une fois. Si vous n’attendiez pas ce message, ignorez-le.\n`,
      });
    },

    /** What the page shows before the person chooses a password. */
    async view(token: string, clientAddress: string): Promise<PasswordLinkView> {
      await hitAddress(clientAddress);
      const { link, user } = await usableLink(db, token, false);
      const organisation = await organisationOf(user.organisationId);
      return {
        purpose: link.purpose,
        email: user.email,
        displayName: user.displayName,
        organisationName: organisation.name,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /** Sets the password (ASVS L2 rule), uses the link up, and ends every session of the person. */
    async redeem({ token, password }: SetPasswordBody, clientAddress: string): Promise<{ email: string }> {
      await hitAddress(clientAddress);
      const { user } = await usableLink(db, token, false);
      const { limit, windowMs } = LINK_TRIES_PER_ACCOUNT;
      const byAccount = await rateLimits.hit(rateLimitKey('password-link:account', user.id), limit, windowMs);
      if (!byAccount.allowed) throw tooManyTries(byAccount.retryAfterSeconds);
      const checked = checkStaffPassword(password, { isBreached: isBreachedPassword, email: user.email });
      if (!checked.ok)
        throw new BusinessError(checked.code, checked.message, [
          { code: checked.code, message: checked.message, field: 'password' },
        ]);
      const passwordHash = await hash(password);
      const organisation = await organisationOf(user.organisationId);
      await db.transaction(async (tx) => {
        const { link } = await usableLink(tx, token, true);
        const people = createPeopleRepository(tx);
        await people.update(user.id, { passwordHash });
        await people.useLink(link.tokenHash, user.id, clock.now());
        await recordAudit(
          tx,
          { email: user.email, displayName: user.displayName, clientAddress },
          {
            action: 'person.passwordSet',
            organisation,
            target: `${user.displayName} (${user.email})`,
            details:
              link.purpose === 'invitation'
                ? 'Mot de passe choisi depuis le lien d’invitation.'
                : 'Mot de passe choisi depuis le lien de réinitialisation.',
          },
        );
      });
      await endSessionsOf(user.id);
      return { email: user.email };
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
