import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserSessionStorage } from '../../app/analytics-session';
import { useAppServices } from '../../app/app-services';
import { resetAnalyticsSession } from '../../app/staff-analytics-session';
import styles from './account-menu.module.css';
import { announceSession, hasSessionHint, SESSION_CHANGED_EVENT } from './session-hint';
import { fetchCurrentUser, logOut, type StaffUser } from './staff-session';

export const LOGOUT_FAILED_MESSAGE = 'La déconnexion a échoué. Réessayez.';

/**
 * The header's account corner for agents, partners and administrators: who is logged in, a link to the admin
 * area for admins, and « Se déconnecter ». Loaded by `AccountCorner` only once this browser has logged in.
 */
export function AccountMenu() {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [user, setUser] = useState<StaffUser | null>(null);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let controller: AbortController | undefined;
    const refresh = () => {
      controller?.abort();
      if (!hasSessionHint()) {
        setUser(null);
        return;
      }
      const current = new AbortController();
      controller = current;
      fetchCurrentUser(http, current.signal).then(
        (found) => {
          if (current.signal.aborted) return;
          setUser(found);
          if (!found) announceSession(false);
        },
        () => {
          if (!current.signal.aborted) setUser(null);
        },
      );
    };
    refresh();
    window.addEventListener(SESSION_CHANGED_EVENT, refresh);
    return () => {
      controller?.abort();
      window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
    };
  }, [http]);

  if (!user) return null;

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
    await navigate('/');
  };

  return (
    <div className={styles.account}>
      <span className={styles.who}>
        <span className={styles.label}>Connecté en tant que</span> {user.displayName}
      </span>
      {user.isAdmin ? <Link to="/admin">Administration</Link> : null}
      <button type="button" className={styles.logout} onClick={() => void logOutAndLeave()}>
        Se déconnecter
      </button>
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
    </div>
  );
}
