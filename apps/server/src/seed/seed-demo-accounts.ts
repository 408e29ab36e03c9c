import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { hashPassword } from '../modules/accounts/accounts.service.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

/** One account per role, created when no user exists yet. */
export async function seedDemoAccounts(db: Database, clock: Clock): Promise<DemoLogin[]> {
  const accounts = createAccountsRepository(db);
  if ((await accounts.countUsers()) === 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await accounts.insertUsers(
      DEMO_ACCOUNTS.map((account) => ({
        id: randomUUID(),
        email: account.email,
        passwordHash,
        displayName: account.displayName,
        role: account.role,
        isAdmin: 'isAdmin' in account,
        specialChannel: 'specialChannel' in account,
        createdAt: clock.now(),
      })),
    );
  }
  return DEMO_ACCOUNTS.map(({ label, email }) => ({ label, email, password: DEMO_PASSWORD }));
}
