/**
 * The wording shown next to the (unticked) marketing opt-in. From 11 Aug 2026 a cold call needs the
 * prospect's prior consent (DECISIONS §2): the exact wording and the time it was ticked are its proof.
 */
export const MARKETING_CONSENT_TEXT =
  'J’accepte d’être contacté(e) par téléphone, e-mail ou SMS pour recevoir des offres commerciales.';

export const COLD_CALL_OPT_IN_REQUIRED_FROM = '2026-08-11';

export interface MarketingConsent {
  optIn: boolean;
  /** The wording the prospect agreed to; null without consent. */
  proofText: string | null;
  proofAt: Date | null;
}

export const NO_MARKETING_CONSENT: MarketingConsent = { optIn: false, proofText: null, proofAt: null };

/**
 * The consent after the prospect's latest answer: a new yes is proven by its wording and time, a yes
 * repeated keeps the first proof, a no withdraws the consent and its proof.
 */
export function decideMarketingConsent(
  previous: MarketingConsent,
  answer: { optIn: boolean; text: string; at: Date },
): MarketingConsent {
  if (!answer.optIn) return NO_MARKETING_CONSENT;
  if (previous.optIn && previous.proofText === answer.text && previous.proofAt) return previous;
  return { optIn: true, proofText: answer.text, proofAt: answer.at };
}

/** Whether an agent may call the prospect unprompted: only with a proven opt-in. */
export function canColdCall(consent: MarketingConsent): boolean {
  return consent.optIn && consent.proofText !== null && consent.proofAt !== null;
}
