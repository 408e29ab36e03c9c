import { PARTNER_AREA_PATH, type PartnerProfile } from '@voltaire/domain';
import { Link, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import styles from '../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

export const PARTNER_SECTIONS = [
  { to: `${PARTNER_AREA_PATH}/personnes`, label: 'Personnes' },
  { to: `${PARTNER_AREA_PATH}/ventes`, label: 'Ventes' },
  { to: `${PARTNER_AREA_PATH}/journal`, label: 'Journal des modifications' },
  { to: `${PARTNER_AREA_PATH}/mon-compte`, label: 'Mon compte' },
] as const;
export const OWN_ACCOUNT_PATH = `${PARTNER_AREA_PATH}/mon-compte`;
export const PARTNER_ONLY_TITLE = 'Espace réservé aux administrateurs partenaires';

/** `/espace-partenaire`: the partner admin's people, sales and audit log; « Mon compte » for every staff member. */
export function PartnerLayout() {
  const { profile } = useLoaderData() as { profile: PartnerProfile };
  const { pathname } = useLocation();
  const sections = profile.canManagePeople
    ? PARTNER_SECTIONS
    : PARTNER_SECTIONS.filter(({ to }) => to === OWN_ACCOUNT_PATH);
  return (
    <div className={styles.area}>
      <p className={styles.areaName}>Espace partenaire — {profile.organisation.name}</p>
      <nav className={styles.tabs} aria-label="Espace partenaire">
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {profile.canManagePeople || pathname.startsWith(OWN_ACCOUNT_PATH) ? (
        <Outlet context={profile} />
      ) : (
        <PartnerOnly profile={profile} />
      )}
    </div>
  );
}

function PartnerOnly({ profile }: { profile: PartnerProfile }) {
  useDocumentTitle(PARTNER_ONLY_TITLE);
  return (
    <div className={styles.refusal}>
      <h1>{PARTNER_ONLY_TITLE}</h1>
      <p>
        Vous êtes connecté en tant que {profile.displayName} ({profile.email}). La gestion des personnes et
        les ventes de l’organisation sont réservées à ses administrateurs.
      </p>
      <p>
        <Link to={profile.landingPath}>Retourner à mon espace</Link>
      </p>
    </div>
  );
}
