import { NavLink, Outlet } from 'react-router';
import styles from '../../../ui/back-office/back-office.module.css';
import { ClearCacheButton } from './clear-cache-button';

export const ELIGIBILITY_TABS = [
  { to: 'predicats', label: 'Prédicats' },
  { to: 'compositions', label: 'Compositions' },
  { to: 'rattachements', label: 'Rattachements' },
  { to: 'essayer', label: 'Essayer' },
  { to: 'import-export', label: 'Import / export' },
  { to: 'journal', label: 'Journal' },
] as const;

/** `/admin/eligibilite`: the rules that decide which offers each visitor or agent is offered. */
export function EligibilityLayout() {
  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>Règles d’éligibilité</h1>
          <p className={styles.intro}>
            Un prédicat est une condition sur le contexte (code postal, canal, énergie…). Une composition
            combine des prédicats et d’autres compositions. Une composition rattachée à une offre doit être
            remplie pour que l’offre soit proposée.
          </p>
        </div>
        <ClearCacheButton />
      </div>
      <nav className={styles.tabs} aria-label="Règles d’éligibilité">
        <ul>
          {ELIGIBILITY_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
