import { validateRulesDocument } from '@voltaire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { createEligibilityRepository } from '../modules/eligibility/eligibility.repository.js';
import { DEMO_ELIGIBILITY_RULES } from './demo-eligibility-rules.js';
import { seedDemoEligibilityRules } from './seed-demo-eligibility-rules.js';

describe('seedDemoEligibilityRules', () => {
  let database: DatabaseHandle;
  const repository = createEligibilityRepository();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are valid rules', () => {
    expect(validateRulesDocument(DEMO_ELIGIBILITY_RULES)).toMatchObject({ ok: true });
  });

  it('writes the demo rules on first start', async () => {
    await seedDemoEligibilityRules(database.db);
    expect(await repository.loadDocument(database.db)).toEqual(DEMO_ELIGIBILITY_RULES);
    expect(await repository.version(database.db)).toBe(1);
  });

  it('leaves the rules alone on later starts, even when an admin emptied them', async () => {
    await database.db.transaction(async (tx) => {
      await repository.bumpVersion(tx);
      await repository.replaceAll(tx, { version: 1, predicates: [], compositions: [], attachments: [] });
    });
    await seedDemoEligibilityRules(database.db);
    expect((await repository.loadDocument(database.db)).predicates).toEqual([]);
    expect(await repository.version(database.db)).toBe(2);
  });
});
