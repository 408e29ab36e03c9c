import { type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';

type Screens = typeof import('./admin-screens');
type ScreenLoader = { [K in keyof Screens]: K extends `${string}Loader` ? K : never }[keyof Screens];
type ScreenComponent = Exclude<keyof Screens, ScreenLoader>;

/**
 * The `/admin` area. Only route objects here: the screens and loaders are one lazy module, imported from a
 * single place, so the shell that imports this file carries none of them (and a single preload list).
 */
const screens = () => import('./admin-screens');

/**
 * A route of the area. The function form of `lazy`: React Router empties an object-form `lazy` in place once
 * loaded, which would leave these shared route objects unusable by a second router (tests).
 */
function screen(path: string, Component: ScreenComponent, loader?: ScreenLoader): NonIndexRouteObject {
  return {
    path,
    lazy: async () => {
      const module = await screens();
      return { Component: module[Component], ...(loader ? { loader: module[loader] } : {}) };
    },
  };
}

export const adminRoutes: RouteObject = {
  ...screen('admin', 'AdminLayout', 'adminGuardLoader'),
  children: [
    { index: true, loader: () => redirect('/admin/eligibilite'), element: null },
    {
      ...screen('eligibilite', 'EligibilityLayout'),
      children: [
        { index: true, loader: () => redirect('/admin/eligibilite/predicats'), element: null },
        screen('predicats', 'PredicatesPage', 'predicatesLoader'),
        screen('predicats/nouveau', 'PredicateEditorPage', 'predicateEditorLoader'),
        screen('predicats/:id', 'PredicateEditorPage', 'predicateEditorLoader'),
        screen('compositions', 'CompositionsPage', 'compositionsLoader'),
        screen('compositions/nouvelle', 'CompositionEditorPage', 'compositionEditorLoader'),
        screen('compositions/:id', 'CompositionEditorPage', 'compositionEditorLoader'),
        screen('rattachements', 'AttachmentsPage', 'attachmentsLoader'),
        screen('essayer', 'TryPage', 'tryLoader'),
        screen('import-export', 'ImportExportPage'),
        screen('journal', 'AuditPage', 'auditLoader'),
      ],
    },
    screen('organisations', 'OrganisationsPage', 'organisationsLoader'),
    screen('organisations/:id', 'OrganisationEditorPage', 'organisationEditorLoader'),
    screen('passerelles', 'GatewaysPage', 'gatewaysLoader'),
    screen('passerelles/nouvelle', 'GatewayEditorPage', 'gatewayEditorLoader'),
    screen('passerelles/:id', 'GatewayEditorPage', 'gatewayEditorLoader'),
    screen('avis', 'ReviewsAdminPage', 'reviewsAdminLoader'),
    screen('avis/:id', 'ReviewModerationPage', 'reviewModerationLoader'),
    screen('recrutement', 'JobOffersAdminPage', 'jobOffersAdminLoader'),
    screen('recrutement/nouvelle', 'JobOfferEditorPage', 'jobOfferEditorLoader'),
    screen('recrutement/:id', 'JobOfferEditorPage', 'jobOfferEditorLoader'),
    screen('demandes', 'CasesPage', 'casesLoader'),
    screen('demandes/:id', 'CasePage', 'caseLoader'),
    screen('codes-promo', 'PromoCodesPage', 'promoCodesLoader'),
    screen('boite-envoi', 'OutboxPage', 'outboxLoader'),
    screen('prospects', 'LeadsPage', 'leadsLoader'),
    screen('donnees-personnelles', 'DataRequestsPage', 'dataRequestsLoader'),
  ],
};
