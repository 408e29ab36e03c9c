export { staffSessions, users } from '../modules/accounts/accounts.table.js';
export { passwordLinks } from '../modules/accounts/password-links.table.js';
export { auditLog } from '../modules/audit/audit.tables.js';
export { callbackRequests } from '../modules/callbacks/callbacks.tables.js';
export { captchaUses } from '../modules/captcha/captcha-use.table.js';
export { carts, orderAddOns } from '../modules/cart/cart.tables.js';
export {
  caseAttachments,
  caseCrmJobs,
  caseNotes,
  caseNumberSequence,
  caseReplies,
  cases,
} from '../modules/cases/cases.tables.js';
export {
  boilers,
  catalogueAddOns,
  catalogueOffers,
  deliveryPrices,
  relayPoints,
} from '../modules/catalogue/catalogue.tables.js';
export { consentProofs } from '../modules/consent/consent-proof.table.js';
export { jobOffers, reviews } from '../modules/content/content.tables.js';
export {
  contractChanges,
  contractCodes,
  contractGrants,
  contractTerminations,
  customerContracts,
  customers,
} from '../modules/customers/customers.tables.js';
export { deliveryPoints, interventions } from '../modules/delivery-points/delivery-points.tables.js';
export {
  eligibilityAttachments,
  eligibilityAudit,
  eligibilityCompositions,
  eligibilityPredicates,
  eligibilityState,
} from '../modules/eligibility/eligibility.tables.js';
export { orderDocuments } from '../modules/field-sales/order-documents.table.js';
export { gatewayAttributions, gatewayRevisions, gateways } from '../modules/gateways/gateways.tables.js';
export { idempotencyKeys } from '../modules/idempotency/idempotency-key.table.js';
export { cancelledBaskets, cancelledProposals, leadSyncJobs, leads } from '../modules/leads/leads.tables.js';
export { newsletterSubscriptions } from '../modules/newsletter/newsletter-subscription.table.js';
export { orders } from '../modules/orders/orders.tables.js';
export {
  accessRefusals,
  organisationIpRanges,
  organisations,
} from '../modules/organisations/organisations.tables.js';
export { outboxMessages } from '../modules/outbox/outbox.tables.js';
export { dataRequests } from '../modules/privacy/data-requests.table.js';
export { codeAttempts, pinCodes, promoCodes, promoRedemptions } from '../modules/promo/promo.tables.js';
export { rateLimitCounters } from '../modules/rate-limit/rate-limit.table.js';
export { resumeLinks } from '../modules/resume/resume.tables.js';
export { webSessions } from '../modules/session/session.table.js';
export {
  contracts,
  signingCodes,
  signingDocuments,
  signingEvents,
  signingEvidence,
  signingLinks,
} from '../modules/signing/signing.tables.js';
export { debugReports } from '../modules/telemetry/debug-report.table.js';
