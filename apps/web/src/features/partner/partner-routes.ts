import { type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';

type Screens = typeof import('./partner-screens');
type ScreenLoader = { [K in keyof Screens]: K extends `${string}Loader` ? K : never }[keyof Screens];
type ScreenComponent = Exclude<keyof Screens, ScreenLoader>;

/** The area's screens and loaders: one lazy module, so the shell carries none of them. */
const screens = () => import('./partner-screens');

/** A route of the area (function-form `lazy`, so that the route objects stay usable by a second router). */
function screen(path: string, Component: ScreenComponent, loader?: ScreenLoader): NonIndexRouteObject {
  return {
    path,
    lazy: async () => {
      const module = await screens();
      return { Component: module[Component], ...(loader ? { loader: module[loader] } : {}) };
    },
  };
}

/** `/espace-partenaire`: the partner admin's people, sales, audit log, and everyone's own account. */
export const partnerRoutes: RouteObject = {
  ...screen('espace-partenaire', 'PartnerLayout', 'partnerGuardLoader'),
  children: [
    { index: true, loader: () => redirect('/espace-partenaire/personnes'), element: null },
    screen('personnes', 'PeoplePage', 'peopleLoader'),
    screen('personnes/:id', 'PersonEditorPage', 'personLoader'),
    screen('ventes', 'SalesPage', 'salesLoader'),
    screen('journal', 'AuditPage', 'auditLoader'),
    screen('mon-compte', 'OwnAccountPage'),
  ],
};

/** The page an invitation or reset e-mail opens (public: the token in its fragment is the capability). */
export const setPasswordRoute: RouteObject = {
  path: 'definir-mot-de-passe',
  lazy: async () => ({ Component: (await import('./set-password-page')).SetPasswordPage }),
};
