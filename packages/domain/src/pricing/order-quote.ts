import { z } from 'zod';
import { PricedCartSchema } from '../cart/priced-cart-schema.js';
import { PricingOptionSchema } from '../energy/subscribed-power.js';
import { GasUsageClassSchema } from './gas-usage-class.js';
import { GasZoneSchema } from './gas-zone.js';
import { EnergySchema } from './offer.js';
import type { Quote } from './quote.js';

const cents = z.int().describe('Centimes d’euro, TTC');
const millicents = z.int().describe('Cent-millièmes d’euro par kWh, TTC (0,1952 € = 19520)');

/** The domain's `Quote`, as the API returns it. */
export const QuoteSchema = z.object({
  offerId: z.string(),
  offerName: z.string(),
  energy: EnergySchema,
  date: z.string(),
  kva: z.int().nullable().describe('Électricité : puissance après arrondi au palier autorisé'),
  option: PricingOptionSchema.nullable(),
  gasUsageClass: GasUsageClassSchema.nullable(),
  gasZone: GasZoneSchema.nullable(),
  annualKwh: z.int(),
  monthlySubscriptionCents: cents,
  kwhPrices: z.union([z.object({ base: millicents }), z.object({ hp: millicents, hc: millicents })]),
  energyLines: z.array(
    z.object({ band: z.enum(['base', 'hp', 'hc']), kwh: z.int(), pricePerKwh: millicents, cents }),
  ),
  annualSubscriptionCents: cents,
  annualEnergyCents: cents,
  promoDiscountCents: cents,
  annualTotalCents: cents.describe('Total de la première année, TTC : abonnement + énergie − promotion'),
  recommendedMonthlyPaymentCents: cents.describe('Total annuel ÷ 12, arrondi à l’euro supérieur'),
  regulatedAnnualTotalCents: cents.describe(
    'Le tarif de référence pour la même consommation, sans promotion',
  ),
  differenceVsRegulatedCents: cents.describe('Négatif : économie par rapport à la référence'),
  lines: z.array(z.string()).describe('Le calcul expliqué, ligne par ligne, en français'),
}) satisfies z.ZodType<Quote>;

/** An order priced by the server (`cart-config-from-command`): its quote, add-ons and express connection. */
export const OrderQuoteSchema = z.object({
  config: z.record(z.string(), z.unknown()).describe('La configuration du panier tirée de la commande'),
  prices: QuoteSchema.describe('Le devis, code promo de la commande déduit'),
  addOns: PricedCartSchema.nullable().describe('Les options de la commande chiffrées, null sans option'),
  expressFeeCents: cents.describe('La mise en service express, facturée une fois ; 0 sans elle'),
  firstYearTotalCents: cents.describe(
    'Énergie (promotion déduite) + options + mise en service express, la première année',
  ),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;
