import { z } from 'zod';

/**
 * Step 6, before signing: general terms, access to meter data, and — when supply starts inside the
 * 14-day withdrawal period — the customer's express request (Code de la consommation L221-25).
 */
export function createSummarySchema({
  startsWithinWithdrawalPeriod,
}: {
  startsWithinWithdrawalPeriod: boolean;
}) {
  return z.object({
    termsAccepted: z.literal(true, { error: 'Vous devez accepter les conditions générales de vente.' }),
    meterDataConsent: z.literal(true, {
      error: 'Votre accord est nécessaire pour que nous accédions aux données de votre compteur.',
    }),
    expressStartRequested: startsWithinWithdrawalPeriod
      ? z.literal(true, {
          error:
            'Votre fourniture démarre pendant le délai de rétractation : confirmez que vous le demandez expressément.',
        })
      : z.boolean().optional(),
  });
}
export type Summary = z.infer<ReturnType<typeof createSummarySchema>>;
