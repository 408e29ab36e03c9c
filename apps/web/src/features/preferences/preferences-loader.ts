import { formFromPreferences, type PreferencesForm } from '@voltaire/domain';
import { type ApiEnvelope, createHttpClient, type HttpClient } from '../../app/http-client';

/** The content session (SPEC §6): its flash messages and the visitor's preferences. */
export const CONTENT_SESSION_PATH = '/api/node/v1/session/get-drupal-data';
/** Merges preferences into the content session (creating the session when needed). */
export const SESSION_SAVE_PATH = '/api/v2/session/save';

export type SavedPreferences = ApiEnvelope<{ preferences: Record<string, unknown> }>;

/** `/mes-preferences` starts from what the server keeps, not from the cookie that mirrors it. */
export function createPreferencesLoader(http: () => HttpClient = () => createHttpClient()) {
  return async (): Promise<PreferencesForm> => {
    const answer = await http().post<SavedPreferences>(CONTENT_SESSION_PATH);
    return formFromPreferences(answer.data.preferences);
  };
}

export const preferencesLoader = createPreferencesLoader();
