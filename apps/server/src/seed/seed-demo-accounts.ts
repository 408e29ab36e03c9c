import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { hashPassword } from '../modules/accounts/accounts.service.js';
import { INTERNAL_ORGANISATION_ID } from '../modules/organisations/internal-organisation.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { demoOrganisationOf, seedDemoOrganisations } from './seed-demo-organisations.js';
import { upgradeDemoPartnerAdmin } from './upgrade-demo-partner-admin.js';

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

/** One account per role, in its demo organisation, created when no user exists yet. */
export async function seedDemoAccounts(db: Database, clock: Clock): Promise<DemoLogin[]> {
  await seedDemoOrganisations(db, clock);
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
        orgRole: 'orgRole' in account ? account.orgRole : 'agent',
        organisationId: demoOrganisationOf(account.email, INTERNAL_ORGANISATION_ID),
        createdAt: clock.now(),
      })),
    );
  }
  await upgradeDemoPartnerAdmin(db);
  return DEMO_ACCOUNTS.map(({ label, email }) => ({ label, email, password: DEMO_PASSWORD }));
}
