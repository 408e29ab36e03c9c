import { analyticsSessionFor } from '@voltaire/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { browserSessionStorage } from '../../app/analytics-session';
import { siteIdentity } from '../../app/site-identity';
import { writeAnalyticsSession } from '../../app/staff-analytics-session';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';
import { announceSession } from './session-hint';
import { safeReturnPath } from './staff-session';

/**
 * `/connexion`: login of agents, partners and administrators. Once logged in, the user goes back to the page
 * that sent them here (`?retour=`, same site only), or else to their role's landing page (admins: /admin).
 */
export function LoginPage() {
  useDocumentTitle('Connexion');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('retour'));

  return (
    <div className={styles.page}>
      <h1>Connexion</h1>
      <p className={styles.intro}>
        Espace réservé aux conseillers, aux partenaires et aux administrateurs de {siteIdentity.brand}.
      </p>
      {returnPath ? <p className={styles.notice}>Connectez-vous pour accéder à la page demandée.</p> : null}
      <LoginForm
        onLoggedIn={(user) => {
          announceSession(true);
          writeAnalyticsSession(browserSessionStorage(), analyticsSessionFor(user.channel));
          void navigate(returnPath ?? (user.isAdmin ? '/admin' : user.landingPath), { replace: true });
        }}
      />
    </div>
  );
}
