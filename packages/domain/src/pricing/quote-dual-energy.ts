import { ok, type Result } from '../result.js';
import { type Cents, formatEuros } from './money.js';
import type { ElectricityOffer, GasOffer } from './offer.js';
import {
  type ElectricityQuoteInput,
  type GasQuoteInput,
  type Quote,
  type QuoteError,
  quote,
} from './quote.js';
import { REGULATED_TARIFFS, type RegulatedTariffs } from './regulated-tariff.js';

export type DualEnergyQuote = {
  electricity: Quote;
  gas: Quote;
  /** Sum of the two annual totals. */
  annualTotalCents: Cents;
  /** Sum of the two monthly payments: each contract has its own payment schedule. */
  recommendedMonthlyPaymentCents: Cents;
  /** Sum of the two differences against the references (negative = saving). */
  differenceVsRegulatedCents: Cents;
  lines: string[];
};

/**
 * A dual-energy bundle: the electricity and gas quotes side by side and their sums. No bundle
 * discount is invented here: a bundle promo is a promo effect on one of the two inputs.
 */
export function quoteDualEnergy(
  electricity: { input: ElectricityQuoteInput; offer: ElectricityOffer },
  gas: { input: GasQuoteInput; offer: GasOffer },
  references: RegulatedTariffs = REGULATED_TARIFFS,
): Result<DualEnergyQuote, QuoteError> {
  const electricityQuote = quote(electricity.input, electricity.offer, references);
  if (!electricityQuote.ok) return electricityQuote;
  const gasQuote = quote(gas.input, gas.offer, references);
  if (!gasQuote.ok) return gasQuote;
  const e = electricityQuote.value;
  const g = gasQuote.value;
  const annualTotalCents = e.annualTotalCents + g.annualTotalCents;
  const recommendedMonthlyPaymentCents = e.recommendedMonthlyPaymentCents + g.recommendedMonthlyPaymentCents;
  const differenceVsRegulatedCents = e.differenceVsRegulatedCents + g.differenceVsRegulatedCents;
  const lines = [
    `Électricité : ${formatEuros(e.annualTotalCents)} par an`,
    `Gaz : ${formatEuros(g.annualTotalCents)} par an`,
    `Total annuel estimé TTC des deux énergies : ${formatEuros(annualTotalCents)}`,
    `Mensualités conseillées : ${formatEuros(e.recommendedMonthlyPaymentCents)} + ${formatEuros(g.recommendedMonthlyPaymentCents)} = ${formatEuros(recommendedMonthlyPaymentCents)} par mois`,
  ];
  return ok({
    electricity: e,
    gas: g,
    annualTotalCents,
    recommendedMonthlyPaymentCents,
    differenceVsRegulatedCents,
    lines,
  });
}
