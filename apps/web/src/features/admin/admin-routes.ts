import { type RouteObject, redirect } from 'react-router';

/**
 * The `/admin` area. Only route objects here: every screen and loader is a lazy module, so the shell that
 * imports this file carries none of them.
 */
export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: {
    loader: async () => (await import('./admin-guard')).adminGuardLoader,
    Component: async () => (await import('./admin-layout')).AdminLayout,
  },
  children: [
    { index: true, loader: () => redirect('/admin/eligibilite') },
    {
      path: 'eligibilite',
      lazy: { Component: async () => (await import('./eligibility/eligibility-layout')).EligibilityLayout },
      children: [
        { index: true, loader: () => redirect('/admin/eligibilite/predicats') },
        {
          path: 'predicats',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).predicatesLoader,
            Component: async () => (await import('./eligibility/predicates-page')).PredicatesPage,
          },
        },
        {
          path: 'predicats/nouveau',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).predicateEditorLoader,
            Component: async () => (await import('./eligibility/predicate-editor-page')).PredicateEditorPage,
          },
        },
        {
          path: 'predicats/:id',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).predicateEditorLoader,
            Component: async () => (await import('./eligibility/predicate-editor-page')).PredicateEditorPage,
          },
        },
        {
          path: 'compositions',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).compositionsLoader,
            Component: async () => (await import('./eligibility/compositions-page')).CompositionsPage,
          },
        },
        {
          path: 'compositions/nouvelle',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).compositionEditorLoader,
            Component: async () =>
              (await import('./eligibility/composition-editor-page')).CompositionEditorPage,
          },
        },
        {
          path: 'compositions/:id',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).compositionEditorLoader,
            Component: async () =>
              (await import('./eligibility/composition-editor-page')).CompositionEditorPage,
          },
        },
        {
          path: 'rattachements',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).attachmentsLoader,
            Component: async () => (await import('./eligibility/attachments-page')).AttachmentsPage,
          },
        },
        {
          path: 'essayer',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).tryLoader,
            Component: async () => (await import('./eligibility/try-page')).TryPage,
          },
        },
        {
          path: 'import-export',
          lazy: {
            Component: async () => (await import('./eligibility/import-export-page')).ImportExportPage,
          },
        },
        {
          path: 'journal',
          lazy: {
            loader: async () => (await import('./eligibility/eligibility-loaders')).auditLoader,
            Component: async () => (await import('./eligibility/audit-page')).AuditPage,
          },
        },
      ],
    },
  ],
};
