/**
 * Money is never a float (ARCHITECTURE §2). Two integer units:
 *
 * - `Cents`: euro cents. Every amount (subscription, line, total, promo) is in cents.
 * - `MillicentsPerKwh`: unit prices in millicents per kWh, 1 millicent = 1/1,000 cent = 1/100,000 €.
 *   0.1952 €/kWh = 19,520; 0.10192 €/kWh = 10,192. Five decimals of a euro hold every published
 *   French tariff (the CRE gas reference has five).
 *
 * ROUNDING RULE, written once and used everywhere in pricing:
 * 1. A line (quantity × unit price, or a percentage of an amount) is computed exactly in integers,
 *    then rounded ONCE to the cent, half away from zero (0.5 cent → 1 cent, −0.5 cent → −1 cent).
 * 2. Totals are sums of already-rounded lines, so the lines shown to the customer always add up.
 * 3. A derived unit price (an indexed offer's "reference minus n %") is rounded half away from
 *    zero to the millicent before use.
 * 4. Percentages are taken to the hundredth (basis points).
 * 5. The recommended monthly payment is the only amount rounded UP (to the whole euro): see
 *    `recommendedMonthlyPayment`.
 */
export type Cents = number;
export type MillicentsPerKwh = number;

export const MILLICENTS_PER_CENT = 1_000;
export const CENTS_PER_EURO = 100;

function requireSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer: ${value}`);
}

/**
 * Integer division rounded half away from zero: `divideRoundingHalfAwayFromZero(5, 10)` = 1,
 * `(-5, 10)` = −1, `(4, 10)` = 0. Both arguments are integers and `divisor` > 0 (else a bug: throws).
 */
export function divideRoundingHalfAwayFromZero(numerator: number, divisor: number): number {
  requireSafeInteger(numerator, 'numerator');
  requireSafeInteger(divisor, 'divisor');
  if (divisor <= 0) throw new RangeError(`divisor must be positive: ${divisor}`);
  const magnitude = Math.floor((Math.abs(numerator) * 2 + divisor) / (divisor * 2));
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Integer division rounded up (towards +∞). Integers, `divisor` > 0. */
export function divideRoundingUp(numerator: number, divisor: number): number {
  requireSafeInteger(numerator, 'numerator');
  requireSafeInteger(divisor, 'divisor');
  if (divisor <= 0) throw new RangeError(`divisor must be positive: ${divisor}`);
  return Math.ceil(numerator / divisor) + 0; // + 0 turns −0 into 0
}

/** An exact amount in millicents, rounded to the cent (rule 1). */
export function millicentsToCents(millicents: number): Cents {
  return divideRoundingHalfAwayFromZero(millicents, MILLICENTS_PER_CENT);
}

/** One energy line: `kwh` (an integer) × unit price, rounded to the cent (rule 1). */
export function energyCostCents(kwh: number, pricePerKwh: MillicentsPerKwh): Cents {
  requireSafeInteger(kwh, 'kwh');
  requireSafeInteger(pricePerKwh, 'pricePerKwh');
  return millicentsToCents(kwh * pricePerKwh);
}

/** 12.5 % → 1,250 basis points (rule 4). */
export function percentToBasisPoints(percent: number): number {
  if (!(percent >= 0 && percent <= 100)) throw new RangeError(`percent must be within 0–100: ${percent}`);
  return Math.round(percent * 100);
}

/** `percent` % of an integer amount (cents or millicents), rounded half away from zero (rule 1). */
export function percentOf(amount: number, percent: number): number {
  requireSafeInteger(amount, 'amount');
  return divideRoundingHalfAwayFromZero(amount * percentToBasisPoints(percent), 10_000);
}

/** A unit price lowered by `percent` %, rounded to the millicent (rule 3). */
export function discountedPrice(price: MillicentsPerKwh, percent: number): MillicentsPerKwh {
  return price - percentOf(price, percent);
}

/**
 * The recommended monthly payment: the annual total ÷ 12, rounded UP to the whole euro (rule 5).
 * Conservative on purpose: the customers' top complaint is a monthly payment that was too low
 * and a large catch-up bill at the yearly reading. 673.64 € → 56.14 € → 57 €.
 */
export function recommendedMonthlyPayment(annualTotal: Cents): Cents {
  if (annualTotal <= 0) return 0;
  return divideRoundingUp(annualTotal, 12 * CENTS_PER_EURO) * CENTS_PER_EURO;
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const EUROS_PER_KWH = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 4,
  maximumFractionDigits: 5,
});
const INTEGER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * French display of an amount in cents, as `Intl` gives it: `1547` → `15,47 €` (U+00A0 before
 * the sign), `156694` → `1 566,94 €` (U+202F between thousands).
 */
export function formatEuros(cents: Cents): string {
  requireSafeInteger(cents, 'cents');
  return EUROS.format(cents / CENTS_PER_EURO);
}

/** `19520` → `0,1952 €` ; `10192` → `0,10192 €` (four to five decimals). */
export function formatPricePerKwh(price: MillicentsPerKwh): string {
  requireSafeInteger(price, 'price');
  return EUROS_PER_KWH.format(price / (MILLICENTS_PER_CENT * CENTS_PER_EURO));
}

/** `2500` → `2 500 kWh` (U+202F between thousands, U+00A0 before the unit). */
export function formatKwh(kwh: number): string {
  return `${INTEGER.format(kwh)}\u00A0kWh`;
}
