/** Money is never a float in our data: integer cents, and micro-euros (10⁻⁶ €) for per-kWh prices. */

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const kwhEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 4,
  maximumFractionDigits: 5,
});

/** 1547 → « 15,47 € » */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

/** 195200 → « 0,1952 € », 101920 → « 0,10192 € » */
export function formatPricePerKwh(microEuros: number): string {
  return kwhEuros.format(microEuros / 1_000_000);
}
