import { Link } from 'react-router';
import { AccountCorner } from '../features/auth/account-corner';
import styles from './site-header.module.css';
import { siteIdentity } from './site-identity';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="6" fill="#0b3d91" />
            <path d="M18 4 8 18h7l-2 10 10-14h-7z" fill="#ffd23f" />
          </svg>
          {siteIdentity.brand}
        </Link>
        <nav className={styles.nav} aria-label="Navigation principale">
          <ul>
            <li>
              <Link to="/offres">Nos offres</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <AccountCorner />
      </div>
    </header>
  );
}
