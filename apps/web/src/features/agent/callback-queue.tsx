import { CALLBACK_SLOT_LABELS, type CallbackView } from '@voltaire/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { fetchCallbacks } from './agent-api';
import { formatDateTime } from './agent-format';
import { orderPath } from './agent-landings';
import { usePolling } from './use-polling';
import { useTakeCallback } from './use-take-callback';

/** « Demandes de rappel »: the prospects who asked on the site to be called (telesales), pending ones first. */
export function CallbackQueue() {
  const { http } = useAppServices();
  const [callbacks, setCallbacks] = useState<CallbackView[] | null>(null);
  const [loadFailure, setLoadFailure] = useState('');
  const { take, taking, failure } = useTakeCallback();

  const refresh = useCallback(async () => {
    try {
      setCallbacks(await fetchCallbacks(http));
      setLoadFailure('');
    } catch (error) {
      setLoadFailure(serverMessage(error));
    }
  }, [http]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  usePolling(() => void refresh());

  const pending = callbacks?.filter((each) => each.status === 'pending').length ?? 0;
  return (
    <section aria-labelledby="rappels-titre" className={styles.panel}>
      <h2 id="rappels-titre">
        Demandes de rappel{callbacks ? <span className={styles.badge}> {pending} en attente</span> : null}
      </h2>
      <p role="alert" className={styles.rowError}>
        {failure || loadFailure}
      </p>
      {callbacks === null ? (
        loadFailure ? null : (
          <p>Chargement des demandes…</p>
        )
      ) : callbacks.length === 0 ? (
        <p>Aucune demande de rappel.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>Demandes de rappel ({callbacks.length})</caption>
            <thead>
              <tr>
                <th scope="col">Prospect</th>
                <th scope="col">Téléphone</th>
                <th scope="col">Créneau</th>
                <th scope="col">Objet</th>
                <th scope="col">Demandée le</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {callbacks.map((callback) => {
                const name = `${callback.firstName} ${callback.lastName}`;
                return (
                  <tr key={callback.id}>
                    <th scope="row">{name}</th>
                    <td>{callback.phone}</td>
                    <td>{CALLBACK_SLOT_LABELS[callback.slot]}</td>
                    <td>{callback.topic ?? '—'}</td>
                    <td>{formatDateTime(callback.requestedAt)}</td>
                    <td>
                      {callback.status === 'pending' ? (
                        <button
                          type="button"
                          className={styles.smallButton}
                          aria-disabled={taking !== null || undefined}
                          onClick={() => void take(callback.id)}
                        >
                          Prendre en charge <VisuallyHidden>la demande de {name}</VisuallyHidden>
                        </button>
                      ) : (
                        <>
                          Prise en charge{callback.takenBy ? ` par ${callback.takenBy}` : ''}
                          {callback.orderId ? (
                            <>
                              {' · '}
                              <Link to={orderPath(callback.orderId)}>
                                Ouvrir la vente <VisuallyHidden>de {name}</VisuallyHidden>
                              </Link>
                            </>
                          ) : null}
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
