import { z } from 'zod';
import { IbanSchema } from '../validation/iban.js';
import { requiredName } from '../validation/name.js';

/** Days of the month the monthly direct debit may fall on. */
export const DEBIT_DAYS = [1, 5, 10, 15, 20, 25] as const;

/** Step 5, monthly direct debit: the SEPA mandate is shown with its RUM and must be accepted. */
export const PaymentSchema = z.object({
  iban: IbanSchema,
  accountHolder: requiredName,
  debitDay: z.union(
    DEBIT_DAYS.map((day) => z.literal(day)),
    { error: 'Choisissez un jour de prélèvement' },
  ),
  paperlessBilling: z.boolean().default(true),
  mandateAccepted: z.literal(true, { error: 'Vous devez accepter le mandat de prélèvement SEPA.' }),
});
export type Payment = z.infer<typeof PaymentSchema>;
