import { z } from 'zod';
import { ENERGIES } from '../pricing/offer.js';

/**
 * « Mes préférences »: what a visitor may set once and every page then honours, kept in the content-system
 * session (SPEC §6, `/api/v2/session/save`). `null` removes a preference (back to the page's default).
 */
export const PREFERENCE_MESSAGES = {
  energy: 'Choisissez l’électricité, le gaz ou « Pas de préférence ».',
  reduceMotion: 'Indiquez si les animations doivent être réduites (oui ou non).',
} as const;

export const VisitorPreferencesSchema = z.object({
  energy: z.enum(ENERGIES, { error: PREFERENCE_MESSAGES.energy }).nullable().optional(),
  reduceMotion: z.boolean({ error: PREFERENCE_MESSAGES.reduceMotion }).nullable().optional(),
});
export type VisitorPreferences = z.infer<typeof VisitorPreferencesSchema>;

/** The form of « Mes préférences »: a radio needs a value for « Pas de préférence ». */
export const NO_PREFERENCE = 'none';
export const PreferencesFormSchema = z.object({
  energy: z.enum([...ENERGIES, NO_PREFERENCE], { error: PREFERENCE_MESSAGES.energy }),
  reduceMotion: z.boolean({ error: PREFERENCE_MESSAGES.reduceMotion }),
});
export type PreferencesForm = z.infer<typeof PreferencesFormSchema>;

export function preferencesFromForm(form: PreferencesForm): VisitorPreferences {
  return { energy: form.energy === NO_PREFERENCE ? null : form.energy, reduceMotion: form.reduceMotion };
}

export function formFromPreferences(preferences: Record<string, unknown>): PreferencesForm {
  const energy = ENERGIES.find((value) => value === preferences.energy) ?? NO_PREFERENCE;
  return { energy, reduceMotion: preferences.reduceMotion === true };
}

type PreferenceValue = string | number | boolean;

/** Merges changes into saved preferences: a value replaces, `null` removes, anything absent stays. */
export function mergePreferences(
  saved: Record<string, PreferenceValue>,
  changes: Record<string, PreferenceValue | null | undefined>,
): Record<string, PreferenceValue> {
  const merged = { ...saved };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete merged[name];
    else if (value !== undefined) merged[name] = value;
  }
  return merged;
}
