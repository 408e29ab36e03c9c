/**
 * The supplier's own teams: created by migration 0015 on every database (fresh or existing), since admins and
 * internal agents belong to it. Its id is fixed so that the migration could give it the users already there.
 */
export const INTERNAL_ORGANISATION_ID = '00000000-0000-4000-8000-000000000001';
export const INTERNAL_ORGANISATION_NAME = 'Voltaire — équipes internes';
