import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { landingPathForRole, salesChannelOf } from '@voltaire/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';
import type { LoginBody, StaffUser } from './accounts.schemas.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface AccountsServiceDeps {
  accountsRepository: AccountsRepository;
  clock: Clock;
  adminJwtSecret: Uint8Array;
  sessionHours: number;
  idleMinutes: number;
}

export type LoginOutcome =
  | { kind: 'staff'; token: string; user: StaffUser }
  | { kind: 'admin'; token: string; user: StaffUser };

const INVALID_CREDENTIALS = () =>
  new BusinessError('INVALID_CREDENTIALS', 'Adresse e-mail ou mot de passe incorrect.', 401);

export const hashPassword = (password: string) => hash(password);
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function toStaffUser(user: UserRow): StaffUser {
  return {
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    isAdmin: user.isAdmin,
    channel: salesChannelOf({
      kind: 'staff',
      role: user.role,
      specialChannel: user.specialChannel,
      isAdmin: user.isAdmin,
    }),
    landingPath: user.isAdmin
      ? '/admin'
      : landingPathForRole(user.role, { specialChannel: user.specialChannel }),
  };
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { accountsRepository, clock, adminJwtSecret, sessionHours, idleMinutes } = deps;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const decoyHash = hash(randomBytes(16).toString('hex'));

  return {
    async login({ email, password }: LoginBody): Promise<LoginOutcome> {
      const user = await accountsRepository.findUserByEmail(email);
      const isValid = await verify(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !isValid) throw INVALID_CREDENTIALS();
      const now = clock.now();
      if (user.isAdmin) {
        const token = await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuedAt(Math.floor(now.getTime() / 1000))
          .setExpirationTime(Math.floor((now.getTime() + sessionHours * HOUR_MS) / 1000))
          .sign(adminJwtSecret);
        return { kind: 'admin', token, user: toStaffUser(user) };
      }
      const token = randomBytes(32).toString('base64url');
      await accountsRepository.insertSession({
        tokenHash: tokenHash(token),
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + sessionHours * HOUR_MS),
      });
      return { kind: 'staff', token, user: toStaffUser(user) };
    },

    /** The agent or partner behind a session cookie; expired (12 h) or idle (30 min) sessions are ended. */
    async staffUser(token: string | undefined): Promise<StaffUser | undefined> {
      if (!token) return undefined;
      const hashed = tokenHash(token);
      const session = await accountsRepository.findSession(hashed);
      if (!session) return undefined;
      const now = clock.now();
      const isIdle = now.getTime() - session.lastSeenAt.getTime() > idleMinutes * MINUTE_MS;
      if (session.expiresAt <= now || isIdle) {
        await accountsRepository.deleteSession(hashed);
        return undefined;
      }
      const user = await accountsRepository.findUserById(session.userId);
      if (!user) return undefined;
      await accountsRepository.touchSession(hashed, now);
      return toStaffUser(user);
    },

    async adminUser(token: string | undefined): Promise<StaffUser | undefined> {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, adminJwtSecret, {
          currentDate: clock.now(),
          algorithms: ['HS256'],
        });
        const user = payload.sub ? await accountsRepository.findUserById(payload.sub) : undefined;
        return user?.isAdmin ? toStaffUser(user) : undefined;
      } catch {
        return undefined;
      }
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await accountsRepository.deleteSession(tokenHash(token));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
