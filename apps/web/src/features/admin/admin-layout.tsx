import { Link, NavLink, Outlet, useLoaderData } from 'react-router';
import styles from '../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { StaffUser } from '../auth/staff-session';

export const ADMIN_SECTIONS = [
  { to: '/admin/eligibilite', label: 'Règles d’éligibilité' },
  { to: '/admin/organisations', label: 'Organisations et plages IP' },
  { to: '/admin/passerelles', label: 'Passerelles comparateurs' },
  { to: '/admin/avis', label: 'Avis clients' },
  { to: '/admin/recrutement', label: 'Offres d’emploi' },
  // Every organisation's changes, in the partner area's journal (an admin reads them all).
  { to: '/espace-partenaire/journal', label: 'Journal des modifications' },
  { to: '/admin/demandes', label: 'Demandes des clients' },
  { to: '/admin/codes-promo', label: 'Codes promo et PIN' },
  { to: '/admin/boite-envoi', label: 'Boîte d’envoi' },
  { to: '/admin/prospects', label: 'Prospects' },
  { to: '/admin/donnees-personnelles', label: 'Données personnelles' },
] as const;

export const ADMIN_ONLY_TITLE = 'Accès réservé aux administrateurs';

/** `/admin`: the admin area, for administrators only; anyone else logged in is told so. */
export function AdminLayout() {
  const { user } = useLoaderData() as { user: StaffUser };
  if (!user.isAdmin) return <AdminOnly user={user} />;
  return (
    <div className={styles.area}>
      <p className={styles.areaName}>Administration</p>
      <nav className={styles.tabs} aria-label="Administration">
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

function AdminOnly({ user }: { user: StaffUser }) {
  useDocumentTitle(ADMIN_ONLY_TITLE);
  return (
    <div className={styles.refusal}>
      <h1>{ADMIN_ONLY_TITLE}</h1>
      <p>
        Vous êtes connecté en tant que {user.displayName} ({user.email}). Cet espace sert à gérer les règles
        d’éligibilité des offres, les organisations, les passerelles des comparateurs, les avis clients et les
        offres d’emploi&#x202F;: il est réservé aux administrateurs.
      </p>
      <p>
        <Link to={user.landingPath}>Retourner à mon espace</Link>
      </p>
    </div>
  );
}
