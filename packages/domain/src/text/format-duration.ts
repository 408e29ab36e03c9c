export const DURATION_STEP_MINUTES = 30;

/**
 * French display of a duration, rounded UP to 30-minute steps (SPEC §9):
 * 0 → '0 min', 1–30 → '30 min', 60 → '1 h', 61–90 → '1 h 30', 125 → '2 h 30'.
 * Throws on a negative or non-finite duration (a caller bug).
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Invalid duration: ${minutes} min`);
  const rounded = Math.ceil(minutes / DURATION_STEP_MINUTES) * DURATION_STEP_MINUTES;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest}`;
}
