import { type DisplayPreferences, readPreferencesCookie } from '@voltaire/domain';

/** Set on `<html>` while the visitor asked for fewer animations (« Mes préférences »); see global.css. */
export const REDUCE_MOTION_ATTRIBUTE = 'data-reduce-motion';

/** Applies the site-wide display preferences to the document (at start-up, and after a save). */
export function applyDisplayPreferences(root: HTMLElement, preferences: DisplayPreferences): void {
  root.toggleAttribute(REDUCE_MOTION_ATTRIBUTE, preferences.reduceMotion === true);
}

/**
 * The preferences a loader honours: from the request's cookies when rendered on the server, from the page's
 * cookies in the browser (whose requests carry none).
 */
export function displayPreferencesOf(request: Request): DisplayPreferences {
  const cookies = request.headers.get('Cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
  return readPreferencesCookie(cookies);
}
