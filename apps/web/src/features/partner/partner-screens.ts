// Every screen and loader of the partner area, loaded together on the first visit (see partner-routes.ts).
export { AuditPage } from './audit-page';
export { OwnAccountPage } from './own-account-page';
export { PartnerLayout } from './partner-layout';
export { auditLoader, partnerGuardLoader, peopleLoader, personLoader, salesLoader } from './partner-loaders';
export { PeoplePage } from './people-page';
export { PersonEditorPage } from './person-editor-page';
export { SalesPage } from './sales-page';
