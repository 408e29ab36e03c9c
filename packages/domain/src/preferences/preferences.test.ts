import { describe, expect, it } from 'vitest';
import { PREFERENCES_COOKIE, readPreferencesCookie, writePreferencesCookie } from './display-preferences.js';
import {
  formFromPreferences,
  mergePreferences,
  PREFERENCE_MESSAGES,
  preferencesFromForm,
  VisitorPreferencesSchema,
} from './visitor-preferences.js';

describe('the preferences cookie', () => {
  it('round-trips the energy and reduced motion, among other cookies, URL-encoded as the server sets it', () => {
    const value = writePreferencesCookie({ energy: 'gas', reduceMotion: true, reviewsRating: 5 });
    expect(value).toBe('energy=gas&motion=reduce');
    const header = `voltaire_session=abc; ${PREFERENCES_COOKIE}=${encodeURIComponent(value)}; other=1`;
    expect(readPreferencesCookie(header)).toEqual({ energy: 'gas', reduceMotion: true });
  });

  it('is empty for the defaults, and reads as no preference', () => {
    expect(writePreferencesCookie({ reduceMotion: false })).toBe('');
    expect(readPreferencesCookie(`${PREFERENCES_COOKIE}=`)).toEqual({});
    expect(readPreferencesCookie(undefined)).toEqual({});
  });

  it('ignores unknown or malformed values', () => {
    expect(readPreferencesCookie(`${PREFERENCES_COOKIE}=energy%3Dfioul%26motion%3Dfast`)).toEqual({});
    expect(readPreferencesCookie(`${PREFERENCES_COOKIE}=%E0%A4%A`)).toEqual({});
    expect(readPreferencesCookie(`x${PREFERENCES_COOKIE}=energy%3Dgas`)).toEqual({});
  });
});

describe('visitor preferences', () => {
  it('refuses an unknown energy or a non-boolean motion setting in French', () => {
    const result = VisitorPreferencesSchema.safeParse({ energy: 'fioul', reduceMotion: 'oui' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ message }) => message)).toEqual([
      PREFERENCE_MESSAGES.energy,
      PREFERENCE_MESSAGES.reduceMotion,
    ]);
  });

  it('merges: a value replaces, null removes, absent stays', () => {
    expect(
      mergePreferences(
        { energy: 'gas', reduceMotion: true, reviewsRating: 5 },
        { energy: null, reduceMotion: false },
      ),
    ).toEqual({ reduceMotion: false, reviewsRating: 5 });
  });

  it('maps « Pas de préférence » to a removal, and back', () => {
    expect(preferencesFromForm({ energy: 'none', reduceMotion: false })).toEqual({
      energy: null,
      reduceMotion: false,
    });
    expect(formFromPreferences({ energy: 'gas' })).toEqual({ energy: 'gas', reduceMotion: false });
    expect(formFromPreferences({ energy: 'fioul', reduceMotion: true })).toEqual({
      energy: 'none',
      reduceMotion: true,
    });
  });
});
