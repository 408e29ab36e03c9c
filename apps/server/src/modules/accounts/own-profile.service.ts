import { hash, verify } from '@node-rs/argon2';
import { checkStaffPassword, type OrganisationSummary, type OwnProfileUpdate } from '@voltaire/domain';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { RecordAudit } from '../audit/audit.service.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import type { UserRow } from './accounts.repository.js';
import type { StaffUser } from './accounts.schemas.js';
import { type AccountsService, toStaffUser } from './accounts.service.js';
import { isBreachedPassword } from './breached-passwords.js';
import { tooManyTries } from './password-links.service.js';
import { createPeopleRepository } from './people.repository.js';

const MINUTE_MS = 60_000;
/** Wrong current passwords per account in 15 minutes, like the login. */
export const CURRENT_PASSWORD_FAILURES = 10;

export interface OwnProfileDeps {
  db: Database;
  accounts: Pick<AccountsService, 'revokeOtherSessionsOf'>;
  rateLimits: RateLimitService;
  recordAudit: RecordAudit;
  organisationOf: (id: string) => Promise<OrganisationSummary>;
}

const fieldError = (code: ErrorCode, message: string, field: string) =>
  new BusinessError(code, message, [{ code, message, field }]);

/** `PUT /api/v3/user`: a staff member changes their own name, and their password with the current one. */
export function createOwnProfile({ db, accounts, rateLimits, recordAudit, organisationOf }: OwnProfileDeps) {
  return {
    async update(
      session: { user: UserRow; token: string; clientAddress: string },
      body: OwnProfileUpdate,
    ): Promise<StaffUser> {
      const { user } = session;
      const actor = {
        email: user.email,
        displayName: user.displayName,
        clientAddress: session.clientAddress,
      };
      let passwordHash: string | undefined;
      if (body.newPassword !== undefined) {
        const key = rateLimitKey('password-change:account', user.id);
        const decision = await rateLimits.hit(key, CURRENT_PASSWORD_FAILURES, 15 * MINUTE_MS);
        if (!decision.allowed) throw tooManyTries(decision.retryAfterSeconds);
        if (!user.passwordHash || !(await verify(user.passwordHash, body.currentPassword ?? '')))
          throw fieldError('WRONG_PASSWORD', 'Mot de passe actuel incorrect.', 'currentPassword');
        await rateLimits.refund(key, 15 * MINUTE_MS);
        const checked = checkStaffPassword(body.newPassword, {
          isBreached: isBreachedPassword,
          email: user.email,
        });
        if (!checked.ok) throw fieldError(checked.code, checked.message, 'newPassword');
        passwordHash = await hash(body.newPassword);
      }
      const renamed = body.displayName !== undefined && body.displayName !== user.displayName;
      if (!renamed && !passwordHash) return toStaffUser(user);
      const organisation = await organisationOf(user.organisationId);
      const target = `${user.displayName} (${user.email})`;
      await db.transaction(async (tx) => {
        await createPeopleRepository(tx).update(user.id, {
          ...(renamed ? { displayName: body.displayName } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (renamed)
          await recordAudit(tx, actor, {
            action: 'person.profileUpdated',
            organisation,
            target,
            details: `Nom : ${user.displayName} → ${body.displayName}.`,
          });
        if (passwordHash)
          await recordAudit(tx, actor, {
            action: 'person.passwordChanged',
            organisation,
            target,
            details: 'Mot de passe changé ; ses autres sessions ont pris fin.',
          });
      });
      if (passwordHash) await accounts.revokeOtherSessionsOf(user.id, session.token);
      const updated = await createPeopleRepository(db).findById(user.id);
      return toStaffUser(updated ?? user);
    },
  };
}

export type OwnProfile = ReturnType<typeof createOwnProfile>;
