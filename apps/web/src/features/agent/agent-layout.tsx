import { analyticsSessionFor, SALES_CHANNEL_LABELS } from '@voltaire/domain';
import { useEffect, useState } from 'react';
import { Link, Outlet, useNavigate, useRouteLoaderData } from 'react-router';
import { browserSessionStorage } from '../../app/analytics-session';
import { useAppServices } from '../../app/app-services';
import { siteIdentity } from '../../app/site-identity';
import { resetAnalyticsSession, writeAnalyticsSession } from '../../app/staff-analytics-session';
import { LOGOUT_FAILED_MESSAGE } from '../auth/account-menu';
import { announceSession } from '../auth/session-hint';
import { logOut, type StaffUser } from '../auth/staff-session';
import styles from './agent.module.css';

const MAIN_ID = 'contenu-conseiller';

/** The logged-in agent, from the area's guard. */
export function useAgentUser(): StaffUser {
  return (useRouteLoaderData('agent') as { user: StaffUser }).user;
}

/**
 * The agents' area: a working-day frame of its own (no public header or footer) with who is logged in, on
 * which channel, and « Se déconnecter ». The analytics session follows the agent: their channel, assisted sales.
 */
export function AgentLayout() {
  const user = useAgentUser();
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    writeAnalyticsSession(browserSessionStorage(), analyticsSessionFor(user.channel));
  }, [user.channel]);

  const logOutAndLeave = async () => {
    setFailure(undefined);
    try {
      await logOut(http);
    } catch {
      setFailure(LOGOUT_FAILED_MESSAGE);
      return;
    }
    announceSession(false);
    resetAnalyticsSession(browserSessionStorage());
    await navigate('/connexion');
  };

  return (
    <div className={user.channel === 'doorToDoor' ? `${styles.shell} ${styles.touch}` : styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Aller au contenu
      </a>
      <header className={styles.header}>
        <Link to={user.landingPath} className={styles.brand}>
          {siteIdentity.brand} · Espace conseiller
        </Link>
        <p className={styles.who}>
          <span>{user.displayName}</span>
          <span className={styles.channel}>{SALES_CHANNEL_LABELS[user.channel]}</span>
        </p>
        <button type="button" className={styles.logout} onClick={() => void logOutAndLeave()}>
          Se déconnecter
        </button>
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
