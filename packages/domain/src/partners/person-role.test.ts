import { describe, expect, it } from 'vitest';
import {
  accountFieldsOfRole,
  canManage,
  checkRoleGrant,
  PERSON_ROLES,
  personRoleOf,
  rolesOfOrganisation,
} from './person-role.js';

describe('roles within an organisation', () => {
  it('an organisation offers partner admin and an agent role per channel of its own', () => {
    expect(rolesOfOrganisation(['doorToDoor'])).toEqual(['partnerAdmin', 'doorToDoor']);
    expect(rolesOfOrganisation(['telesales', 'web', 'customerRelations'])).toEqual([
      'partnerAdmin',
      'telesales',
    ]);
  });

  it('nobody gives a role above their own', () => {
    expect(checkRoleGrant('agent', 'partnerAdmin', ['doorToDoor'])).toEqual({
      ok: false,
      code: 'ROLE_ABOVE_OWN',
      message: 'Vous ne pouvez pas donner un rôle supérieur au vôtre.',
    });
    expect(checkRoleGrant('partnerAdmin', 'partnerAdmin', ['doorToDoor']).ok).toBe(true);
    expect(checkRoleGrant('admin', 'partnerAdmin', []).ok).toBe(true);
  });

  it('an agent’s channel is one of the organisation’s channels', () => {
    expect(checkRoleGrant('partnerAdmin', 'telesales', ['doorToDoor'])).toEqual({
      ok: false,
      code: 'CHANNEL_NOT_IN_ORGANISATION',
      message: 'Le canal « Télévente » n’est pas l’un des canaux de l’organisation.',
    });
    expect(checkRoleGrant('partnerAdmin', 'doorToDoor', ['doorToDoor'])).toEqual({
      ok: true,
      value: 'doorToDoor',
    });
  });

  it('an agent manages nobody; a partner admin manages agents and partner admins', () => {
    expect(canManage('agent', 'doorToDoor')).toBe(true);
    expect(canManage('agent', 'partnerAdmin')).toBe(false);
    expect(canManage('partnerAdmin', 'partnerAdmin')).toBe(true);
  });

  it.each(PERSON_ROLES)('%s is stored and read back as itself', (role) => {
    const fields = accountFieldsOfRole(role);
    const channel = fields.specialChannel
      ? 'specialChannel'
      : fields.role === 'default'
        ? 'partner'
        : fields.role;
    expect(personRoleOf({ orgRole: fields.orgRole, channel })).toBe(role);
  });
});
