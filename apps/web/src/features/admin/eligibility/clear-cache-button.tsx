import { useState } from 'react';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { type CacheStatus, createAdminApi } from '../admin-api';
import eligibilityStyles from './eligibility.module.css';

const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium', timeZone: 'Europe/Paris' });

/** « Cache vidé : règles recompilées à 10:42:05 (version 12 : 4 prédicats, 3 compositions, 5 rattachements). » */
export function describeCacheStatus(status: CacheStatus): string {
  const at = status.compiledAt ? ` à ${time.format(new Date(status.compiledAt))}` : '';
  const counts = [
    status.predicates !== undefined
      ? `${status.predicates} prédicat${status.predicates > 1 ? 's' : ''}`
      : undefined,
    status.compositions !== undefined
      ? `${status.compositions} composition${status.compositions > 1 ? 's' : ''}`
      : undefined,
    status.attachments !== undefined
      ? `${status.attachments} rattachement${status.attachments > 1 ? 's' : ''}`
      : undefined,
  ].filter(Boolean);
  return `Cache vidé\u202F: règles recompilées${at} (version ${status.version}${counts.length ? `\u202F: ${counts.join(', ')}` : ''}).`;
}

/** « Vider le cache »: recompiles the rules now, on this instance (the others follow through the database). */
export function ClearCacheButton() {
  const { http } = useAppServices();
  const [isBusy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  const clear = async () => {
    if (isBusy) return;
    setBusy(true);
    setStatus('');
    setFailure('');
    try {
      setStatus(describeCacheStatus(await createAdminApi(http).clearCache()));
    } catch (error) {
      setFailure(
        serverErrorsOf(error)
          .map((item) => item.message)
          .join(' '),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={eligibilityStyles.cache}>
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-disabled={isBusy || undefined}
        onClick={() => void clear()}
      >
        {isBusy ? 'Vidage du cache…' : 'Vider le cache'}
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <p role="alert" className={styles.alert}>
        {failure}
      </p>
    </div>
  );
}
