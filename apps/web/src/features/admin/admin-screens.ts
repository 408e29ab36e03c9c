// Every screen and loader of the admin area, loaded together on the first visit to /admin (see admin-routes.ts).
export { adminGuardLoader } from './admin-guard';
export { AdminLayout } from './admin-layout';
export {
  dataRequestsLoader,
  leadsLoader,
  outboxLoader,
  promoCodesLoader,
} from './back-office/back-office-loaders';
export { DataRequestsPage } from './back-office/data-requests-page';
export { LeadsPage } from './back-office/leads-page';
export { OutboxPage } from './back-office/outbox-page';
export { PromoCodesPage } from './back-office/promo-codes-page';
export { CasePage } from './cases/case-page';
export { caseLoader, casesLoader } from './cases/cases-loaders';
export { CasesPage } from './cases/cases-page';
export { AttachmentsPage } from './eligibility/attachments-page';
export { AuditPage } from './eligibility/audit-page';
export { CompositionEditorPage } from './eligibility/composition-editor-page';
export { CompositionsPage } from './eligibility/compositions-page';
export { EligibilityLayout } from './eligibility/eligibility-layout';
export {
  attachmentsLoader,
  auditLoader,
  compositionEditorLoader,
  compositionsLoader,
  predicateEditorLoader,
  predicatesLoader,
  tryLoader,
} from './eligibility/eligibility-loaders';
export { ImportExportPage } from './eligibility/import-export-page';
export { PredicateEditorPage } from './eligibility/predicate-editor-page';
export { PredicatesPage } from './eligibility/predicates-page';
export { TryPage } from './eligibility/try-page';
export { GatewayEditorPage } from './gateways/gateway-editor-page';
export { gatewayEditorLoader, gatewaysLoader } from './gateways/gateways-loaders';
export { GatewaysPage } from './gateways/gateways-page';
export { jobOfferEditorLoader, jobOffersAdminLoader } from './job-offers/job-offers-admin-loaders';
export { JobOfferEditorPage, JobOffersAdminPage } from './job-offers/job-offers-admin-pages';
export { OrganisationEditorPage } from './organisations/organisation-editor-page';
export { organisationEditorLoader, organisationsLoader } from './organisations/organisations-loaders';
export { OrganisationsPage } from './organisations/organisations-page';
export { ReviewModerationPage } from './reviews/review-moderation-page';
export { reviewModerationLoader, reviewsAdminLoader } from './reviews/reviews-admin-loaders';
export { ReviewsAdminPage } from './reviews/reviews-admin-page';
