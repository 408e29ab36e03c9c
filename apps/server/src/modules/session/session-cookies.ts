import { PREFERENCES_COOKIE } from '@voltaire/domain';

/** The session kinds of SPEC §6, each carried by its own cookie; all are cleared on logout or reset. */
export const SESSION_COOKIES = {
  webApp: 'voltaire_session',
  contentSystem: 'voltaire_cms_session',
  partner: 'voltaire_partner_session',
  partnerProfile: 'voltaire_partner_profile',
  admin: 'voltaire_admin_session',
  customerRelationsPseudoLogin: 'voltaire_crc_pseudo_login',
  /** Not a session: a flag the page can read (not httpOnly) that flash messages wait, so it asks only then. */
  flashPending: 'voltaire_flash',
  /** Not a session either: the display preferences of the content session, readable by the page (see domain). */
  displayPreferences: PREFERENCES_COOKIE,
} as const;
