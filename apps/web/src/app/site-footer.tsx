import { Link } from 'react-router';
import { useAppServices } from './app-services';
import { FooterNewsletter } from './footer-newsletter';
import styles from './site-footer.module.css';
import { siteIdentity } from './site-identity';

/** The RGAA compliance level shown site-wide (DECISIONS §2), computed at build from the self-audit of /accessibilite. */
export const ACCESSIBILITY_STATUS = __ACCESSIBILITY_STATUS__;

const footerLinks = [
  { to: '/mentions-legales', label: 'Mentions légales' },
  { to: '/accessibilite', label: 'Accessibilité' },
  { to: '/cookies', label: 'Politique de cookies' },
  { to: '/donnees-personnelles', label: 'Données personnelles' },
  { to: '/conditions-generales-de-vente', label: 'Conditions générales de vente' },
  { to: '/avis-clients', label: 'Avis clients' },
  { to: '/comprendre-ma-facture', label: 'Comprendre ma facture' },
  { to: '/recrutement', label: 'Recrutement' },
  { to: '/contact', label: 'Contact' },
  { to: '/donnees-personnelles/demande', label: 'Mes données personnelles' },
  { to: '/mes-preferences', label: 'Mes préférences' },
  { to: '/connexion', label: 'Espace professionnel' },
] as const;

export function SiteFooter() {
  const { consent } = useAppServices();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Liens utiles">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              {/* Reopens the cookie preferences on any page (CNIL: withdrawing is as easy as consenting). */}
              <button type="button" className={styles.linkButton} onClick={consent.openPreferences}>
                Gestion des cookies
              </button>
            </li>
          </ul>
        </nav>
        <FooterNewsletter />
        <p className={styles.compliance}>Accessibilité&#x202F;: {ACCESSIBILITY_STATUS}</p>
        <p className={styles.copyright}>© {siteIdentity.brand}</p>
      </div>
    </footer>
  );
}
