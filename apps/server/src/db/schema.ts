export { staffSessions, users } from '../modules/accounts/accounts.table.js';
export { captchaUses } from '../modules/captcha/captcha-use.table.js';
export {
  boilers,
  catalogueAddOns,
  catalogueOffers,
  deliveryPrices,
  relayPoints,
} from '../modules/catalogue/catalogue.tables.js';
export { consentProofs } from '../modules/consent/consent-proof.table.js';
export {
  eligibilityAttachments,
  eligibilityAudit,
  eligibilityCompositions,
  eligibilityPredicates,
  eligibilityState,
} from '../modules/eligibility/eligibility.tables.js';
export { idempotencyKeys } from '../modules/idempotency/idempotency-key.table.js';
export { newsletterSubscriptions } from '../modules/newsletter/newsletter-subscription.table.js';
export { orders } from '../modules/orders/orders.tables.js';
export { outboxMessages } from '../modules/outbox/outbox.tables.js';
export { codeAttempts, pinCodes, promoCodes, promoRedemptions } from '../modules/promo/promo.tables.js';
export { webSessions } from '../modules/session/session.table.js';
export { debugReports } from '../modules/telemetry/debug-report.table.js';
