import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { createOrganisationsRepository } from '../modules/organisations/organisations.repository.js';
import { DEMO_ORGANISATIONS, LOCAL_NETWORK_RANGES } from './demo-organisations.js';

/**
 * The demo partner organisations, with ranges for the local networks, each created once. When one is created
 * after its demo accounts (a data folder from before organisations existed), those accounts move to it.
 */
export async function seedDemoOrganisations(db: Database, clock: Clock): Promise<void> {
  const accounts = createAccountsRepository(db);
  for (const { id, name, channels, members } of DEMO_ORGANISATIONS) {
    const created = await db.transaction(async (tx) => {
      const organisations = createOrganisationsRepository(tx);
      const now = clock.now();
      const created = await organisations.insert({
        id,
        name,
        kind: 'partner',
        channels,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      if (created) await organisations.replaceRanges(id, LOCAL_NETWORK_RANGES);
      return created;
    });
    if (created) await accounts.moveToOrganisation(members, id);
  }
}

/** The organisation a demo account belongs to. */
export function demoOrganisationOf(email: string, fallback: string): string {
  return DEMO_ORGANISATIONS.find(({ members }) => members.includes(email))?.id ?? fallback;
}
