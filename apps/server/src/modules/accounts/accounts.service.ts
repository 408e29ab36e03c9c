import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  landingPathForRole,
  PARTNER_AREA_PATH,
  type Result,
  type StaffAccessRefusal,
  salesChannelOf,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import { TooManyRequestsError } from '../rate-limit/rate-limit.http.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';
import type { LoginBody, StaffUser } from './accounts.schemas.js';
import { normalizeEmail } from './normalize-email.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** A session's last activity is written at most this often: idle time is exact to within a minute. */
const TOUCH_EVERY_MS = MINUTE_MS;

export interface LoginLimits {
  /** Failed logins per account (whatever the address) within `accountWindowMinutes`. */
  failuresPerAccount: number;
  accountWindowMinutes: number;
  /** Failed logins per client address and minute (whatever the account). */
  failuresPerAddressPerMinute: number;
}

/** The organisation's check of a staff member's address (organisations service, injected in app.ts). */
export type AdmitStaff = (admission: {
  userId: string;
  userDisplayName: string;
  organisationId: string;
  clientAddress: string;
  stage: 'login' | 'session';
}) => Promise<Result<true, StaffAccessRefusal>>;

export interface AccountsServiceDeps {
  accountsRepository: AccountsRepository;
  clock: Clock;
  rateLimits: RateLimitService;
  loginLimits: LoginLimits;
  sessionHours: number;
  idleMinutes: number;
  admitStaff: AdmitStaff;
}

export interface LoginOutcome {
  kind: 'staff' | 'admin';
  /** Opaque and random; only its SHA-256 is stored. */
  token: string;
  user: StaffUser;
}

const INVALID_CREDENTIALS = () =>
  new BusinessError('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect.');
const ACCOUNT_DISABLED = () =>
  new BusinessError('ACCOUNT_DISABLED', 'Ce compte est désactivé. Contactez votre administrateur.');
const UNKNOWN_USER = () => new BusinessError('USER_NOT_FOUND', 'Utilisateur introuvable.');
const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TooManyRequestsError(
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    retryAfterSeconds,
    'TOO_MANY_LOGIN_ATTEMPTS',
  );
};

export const hashPassword = (password: string) => hash(password);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function toStaffUser(user: UserRow): StaffUser {
  return {
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    isAdmin: user.isAdmin,
    isPartnerAdmin: !user.isAdmin && user.orgRole === 'partnerAdmin',
    organisationId: user.organisationId,
    channel: salesChannelOf({
      kind: 'staff',
      role: user.role,
      specialChannel: user.specialChannel,
      isAdmin: user.isAdmin,
    }),
    landingPath: user.isAdmin
      ? '/admin'
      : user.orgRole === 'partnerAdmin'
        ? PARTNER_AREA_PATH
        : landingPathForRole(user.role, { specialChannel: user.specialChannel }),
  };
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { accountsRepository, clock, rateLimits, loginLimits, sessionHours, idleMinutes, admitStaff } = deps;
  const idleMs = idleMinutes * MINUTE_MS;
  const accountWindowMs = loginLimits.accountWindowMinutes * MINUTE_MS;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const decoyHash = hash(randomBytes(16).toString('hex'));

  const admit = (user: UserRow, clientAddress: string, stage: 'login' | 'session') =>
    admitStaff({
      userId: user.id,
      userDisplayName: user.displayName,
      organisationId: user.organisationId,
      clientAddress,
      stage,
    });

  /**
   * The user behind a live session, on every request made with it. An expired, idle or disabled session, or one
   * whose organisation is suspended, is ended on the spot; from an address outside the organisation's ranges the
   * request is refused (403) but the session stays, for when its owner is back on an allowed network.
   */
  async function sessionUser(token: string | undefined, clientAddress: string): Promise<UserRow | undefined> {
    if (!token) return undefined;
    const tokenHash = sha256(token);
    const session = await accountsRepository.findSession(tokenHash);
    if (!session) return undefined;
    const now = clock.now();
    const idleFor = now.getTime() - session.lastSeenAt.getTime();
    const user =
      session.expiresAt > now && idleFor <= idleMs
        ? await accountsRepository.findUserById(session.userId)
        : undefined;
    if (!user || user.disabledAt) {
      await accountsRepository.deleteSession(tokenHash);
      return undefined;
    }
    const admission = await admit(user, clientAddress, 'session');
    if (!admission.ok && admission.code === 'ORGANISATION_SUSPENDED') {
      await accountsRepository.deleteSession(tokenHash);
      return undefined;
    }
    if (!admission.ok) throw new BusinessError(admission.code, admission.message);
    if (idleFor >= TOUCH_EVERY_MS) await accountsRepository.touchSession(tokenHash, now);
    return user;
  }

  async function revokeAllSessionsOf(userId: string): Promise<number> {
    return accountsRepository.deleteSessionsOfUser(userId);
  }

  return {
    /**
     * Checks the password under two shared budgets (per account, per client address), counted before the
     * check so that concurrent guesses cannot slip past together; a success gives its attempt back.
     */
    async login(body: LoginBody, clientAddress: string): Promise<LoginOutcome> {
      const email = normalizeEmail(body.email);
      const addressKey = rateLimitKey('login:ip', clientAddress);
      const accountKey = rateLimitKey('login:account', email);
      const byAddress = await rateLimits.hit(addressKey, loginLimits.failuresPerAddressPerMinute, MINUTE_MS);
      if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterSeconds);
      const byAccount = await rateLimits.hit(accountKey, loginLimits.failuresPerAccount, accountWindowMs);
      if (!byAccount.allowed) throw tooManyAttempts(byAccount.retryAfterSeconds);

      const user = await accountsRepository.findUserByEmail(email);
      // An invited person without a password yet is checked against the decoy too: same answer, same time.
      const isValid = await verify(user?.passwordHash ?? (await decoyHash), body.password);
      if (!user?.passwordHash || !isValid) throw INVALID_CREDENTIALS();
      if (user.disabledAt) throw ACCOUNT_DISABLED();
      // Before any session exists; a refusal keeps its attempt counted, like a wrong password.
      const admission = await admit(user, clientAddress, 'login');
      if (!admission.ok) throw new BusinessError(admission.code, admission.message);
      await rateLimits.refund(addressKey, MINUTE_MS);
      await rateLimits.refund(accountKey, accountWindowMs);

      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await accountsRepository.insertSession({
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + sessionHours * HOUR_MS),
      });
      return { kind: user.isAdmin ? 'admin' : 'staff', token, user: toStaffUser(user) };
    },

    /** The agent or partner behind a session cookie; 403 `IP_NOT_ALLOWED` from outside their ranges. */
    async staffUser(token: string | undefined, clientAddress: string): Promise<StaffUser | undefined> {
      const user = await sessionUser(token, clientAddress);
      return user && !user.isAdmin ? toStaffUser(user) : undefined;
    },

    /** The administrator behind a session cookie; 403 `IP_NOT_ALLOWED` from outside their ranges. */
    async adminUser(token: string | undefined, clientAddress: string): Promise<StaffUser | undefined> {
      const user = await sessionUser(token, clientAddress);
      return user?.isAdmin ? toStaffUser(user) : undefined;
    },

    /** Ends the sessions behind every token presented (admin and partner cookies alike). */
    async logout(tokens: readonly (string | undefined)[]): Promise<void> {
      for (const token of tokens) if (token) await accountsRepository.deleteSession(sha256(token));
    },

    revokeAllSessionsOf,

    /** Ends every session of the person but the one behind `keepToken` (their own password change). */
    async revokeOtherSessionsOf(userId: string, keepToken: string | undefined): Promise<number> {
      return accountsRepository.deleteSessionsOfUser(userId, keepToken ? sha256(keepToken) : undefined);
    },

    /** The account behind a live staff or admin session (its id, for the person's own profile). */
    sessionAccount: sessionUser,

    /** Ends the sessions of everyone in an organisation (suspended). */
    async revokeSessionsOfOrganisation(organisationId: string): Promise<number> {
      return accountsRepository.deleteSessionsOfOrganisation(organisationId);
    },

    /** Sets a new password and ends every session of its owner, on every device. */
    async changePassword(userId: string, newPassword: string): Promise<void> {
      const updated = await accountsRepository.updatePasswordHash(userId, await hashPassword(newPassword));
      if (!updated) throw UNKNOWN_USER();
      await revokeAllSessionsOf(userId);
    },

    /** The account can no longer log in, and its sessions end now. */
    async disableUser(userId: string): Promise<void> {
      if (!(await accountsRepository.markDisabled(userId, clock.now()))) throw UNKNOWN_USER();
      await revokeAllSessionsOf(userId);
    },

    /** Deletes the sessions that have ended (they are refused anyway; this only keeps the table small). */
    async purgeEndedSessions(): Promise<number> {
      const now = clock.now();
      return accountsRepository.deleteEndedSessions(now, new Date(now.getTime() - idleMs));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
