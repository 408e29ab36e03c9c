import { z } from 'zod';

/** The invoice tutorial (SPEC §7 `tuto-factu/energies`, `tuto-factu/facture-types`): annotated sample invoices. */
export const INVOICE_ENERGIES = ['electricity', 'gas'] as const;
export type InvoiceEnergy = (typeof INVOICE_ENERGIES)[number];

export const INVOICE_TYPES = ['estimated', 'actual', 'annualRegularisation', 'closing'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS = {
  estimated: 'Facture sur index estimé',
  actual: 'Facture sur relevé réel',
  annualRegularisation: 'Facture de régularisation annuelle',
  closing: 'Facture de résiliation',
} as const satisfies Record<InvoiceType, string>;

/** Since 1 August 2025, subscription, consumption, taxes and CTA all bear VAT at 20 %. */
export const INVOICE_VAT_RATE_PERCENT = 20;

export const InvoiceEnergyViewSchema = z.object({
  id: z.enum(INVOICE_ENERGIES),
  label: z.string(),
  description: z.string(),
});
export type InvoiceEnergyView = z.infer<typeof InvoiceEnergyViewSchema>;

export const InvoiceZoneSchema = z.object({
  number: z.number().int().min(1),
  title: z.string(),
  explanation: z.string(),
});
export type InvoiceZone = z.infer<typeof InvoiceZoneSchema>;

export const InvoiceLineSchema = z.object({
  label: z.string(),
  /** How the amount is computed, e.g. « 780 kWh × 0,1296 € ». */
  detail: z.string(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSectionSchema = z.object({
  title: z.string(),
  /** The zone of the tutorial this section illustrates. */
  zone: z.number().int().min(1),
  lines: z.array(InvoiceLineSchema),
});
export type InvoiceSection = z.infer<typeof InvoiceSectionSchema>;

export const InvoiceFactSchema = z.object({ label: z.string(), value: z.string(), zone: z.number().int() });

export const InvoiceSampleSchema = z.object({
  energy: z.enum(INVOICE_ENERGIES),
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  /** References, period, meter readings: label, value and the zone each belongs to. */
  facts: z.array(InvoiceFactSchema),
  sections: z.array(InvoiceSectionSchema),
  totals: z.object({
    excludingVatCents: z.number().int(),
    vatCents: z.number().int(),
    includingVatCents: z.number().int(),
    /** Monthly instalments already paid, deducted on a regularisation or closing invoice. */
    alreadyPaidCents: z.number().int(),
    /** Positive: to pay; negative: refunded. */
    balanceCents: z.number().int(),
    zone: z.number().int(),
    vatZone: z.number().int(),
  }),
  payment: z.object({ text: z.string(), zone: z.number().int() }),
  zones: z.array(InvoiceZoneSchema),
});
export type InvoiceSample = z.infer<typeof InvoiceSampleSchema>;

export const InvoiceTypeViewSchema = z.object({
  id: z.enum(INVOICE_TYPES),
  label: z.string(),
  description: z.string(),
  sample: InvoiceSampleSchema,
});
export type InvoiceTypeView = z.infer<typeof InvoiceTypeViewSchema>;

export const InvoiceTypesQuerySchema = z.object({
  energy: z.enum(INVOICE_ENERGIES, { error: 'Énergie inconnue : electricity ou gas.' }),
});

/**
 * A line's amount in cents from a quantity and a unit price in hundred-thousandths of a euro (0,1296 € = 12960),
 * rounded half up to the cent, as invoices do line by line.
 */
export function invoiceLineCents(quantity: number, unitPriceMillicents: number): number {
  return Math.round((quantity * unitPriceMillicents) / 1000);
}

/** Totals of an invoice whose every line bears VAT at 20 %: VAT is computed once on the total, to the cent. */
export function invoiceTotals(lines: readonly InvoiceLine[], alreadyPaidCents = 0) {
  const excludingVatCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const vatCents = Math.round((excludingVatCents * INVOICE_VAT_RATE_PERCENT) / 100);
  const includingVatCents = excludingVatCents + vatCents;
  return {
    excludingVatCents,
    vatCents,
    includingVatCents,
    alreadyPaidCents,
    balanceCents: includingVatCents - alreadyPaidCents,
  };
}
