import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../modules/accounts/accounts.table.js';
import { DEMO_ORGANISATIONS } from './demo-organisations.js';

const [DOOR_TO_DOOR, , PARTNER_DEMO] = DEMO_ORGANISATIONS;

/**
 * A data folder from before the partner area: partenaire@ was a plain member of « Partenaire Démo ». It becomes the
 * partner admin of « Porte-à-Porte Conseil », once; an account an admin has changed since is left alone.
 */
export async function upgradeDemoPartnerAdmin(db: Database): Promise<void> {
  if (!DOOR_TO_DOOR || !PARTNER_DEMO) return;
  await db
    .update(users)
    .set({
      organisationId: DOOR_TO_DOOR.id,
      orgRole: 'partnerAdmin',
      displayName: 'Administratrice Porte-à-Porte Conseil',
    })
    .where(
      and(
        eq(users.email, 'partenaire@voltaire.demo'),
        eq(users.organisationId, PARTNER_DEMO.id),
        eq(users.orgRole, 'agent'),
      ),
    );
}
