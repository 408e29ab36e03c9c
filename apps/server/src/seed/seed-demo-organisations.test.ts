import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { INTERNAL_ORGANISATION_ID } from '../modules/organisations/internal-organisation.js';
import { createOrganisationsRepository } from '../modules/organisations/organisations.repository.js';
import { DEMO_ORGANISATIONS } from './demo-organisations.js';
import { seedDemoAccounts } from './seed-demo-accounts.js';

describe('seedDemoOrganisations', () => {
  let database: DatabaseHandle;
  const clock = { now: () => new Date('2026-11-22T08:00:00Z') };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('moves demo accounts from before organisations existed to their partner, once', async () => {
    const accounts = createAccountsRepository(database.db);
    // A data folder from the previous release: the migration put this seller in the internal organisation.
    await accounts.insertUsers([
      {
        id: randomUUID(),
        email: 'vad@voltaire.demo',
        passwordHash: 'x',
        displayName: 'Vendeur à domicile',
        role: 'doorToDoor',
        organisationId: INTERNAL_ORGANISATION_ID,
        createdAt: clock.now(),
      },
    ]);
    await seedDemoAccounts(database.db, clock);
    const doorToDoor = DEMO_ORGANISATIONS[0]?.id;
    expect((await accounts.findUserByEmail('vad@voltaire.demo'))?.organisationId).toBe(doorToDoor);
    expect(
      (await createOrganisationsRepository(database.db).findWithRanges(doorToDoor ?? ''))?.ipRanges,
    ).toHaveLength(5);

    // Later starts leave people where an admin put them.
    await accounts.moveToOrganisation(['vad@voltaire.demo'], INTERNAL_ORGANISATION_ID);
    await seedDemoAccounts(database.db, clock);
    expect((await accounts.findUserByEmail('vad@voltaire.demo'))?.organisationId).toBe(
      INTERNAL_ORGANISATION_ID,
    );
  });
});
