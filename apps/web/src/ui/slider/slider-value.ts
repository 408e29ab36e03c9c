/**
 * Pure helpers of the slider widget (SPEC §2). Not business rules: the bounds come from the caller, the
 * defaults (0, 100, 1) from @voltaire/domain's SLIDER_DEFAULTS.
 */

/** The value brought back into [min, max]. */
export function clampSliderValue(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** « 12 kVA », and at the maximum with the suffix: « 36 kVA et plus ». */
export function formatSliderValue(
  value: number,
  { max, unit, suffix }: { max: number; unit?: string | undefined; suffix?: string | undefined },
): string {
  const number = new Intl.NumberFormat('fr-FR').format(value);
  const withUnit = unit ? `${number}\u00a0${unit}` : number;
  return value === max && suffix ? `${withUnit} ${suffix}` : withUnit;
}
