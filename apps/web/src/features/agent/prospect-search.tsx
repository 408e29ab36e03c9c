import { type ProspectMatch, ProspectSearchQuerySchema } from '@voltaire/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { searchProspects } from './agent-api';
import { formatDateTime } from './agent-format';
import { orderPath } from './agent-landings';
import { useTakeCallback } from './use-take-callback';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; query: string; matches: ProspectMatch[] }
  | { kind: 'failed'; message: string };

/** Search of the agent's own sales and their channel's call-back requests, by name, phone, e-mail or PDL/PCE. */
export function ProspectSearch() {
  const { http } = useAppServices();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const callbacks = useTakeCallback();

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ProspectSearchQuerySchema.safeParse({ q: input.current?.value ?? '' });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '');
      input.current?.focus();
      return;
    }
    setFieldError('');
    setState({ kind: 'searching' });
    try {
      const matches = await searchProspects(http, parsed.data.q);
      setState({ kind: 'done', query: parsed.data.q, matches });
    } catch (error) {
      setState({ kind: 'failed', message: serverMessage(error) });
    }
  };

  const errorId = `${id}-erreur`;
  return (
    <section aria-labelledby="recherche-titre" className={styles.panel}>
      <h2 id="recherche-titre">Rechercher un client ou un prospect</h2>
      <search>
        <form aria-labelledby="recherche-titre" className={styles.searchForm} onSubmit={search}>
          <div className={styles.searchField}>
            <label htmlFor={id}>Nom, téléphone, e-mail ou PDL/PCE</label>
            <input
              ref={input}
              id={id}
              type="search"
              maxLength={100}
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
            />
            <p id={errorId} className={styles.fieldError} aria-live="polite">
              {fieldError}
            </p>
          </div>
          <button type="submit" className={styles.smallButton}>
            Rechercher
          </button>
        </form>
      </search>
      <p role="status" className={styles.live}>
        {state.kind === 'searching'
          ? 'Recherche en cours…'
          : state.kind === 'done'
            ? resultCount(state.matches.length, state.query)
            : ''}
      </p>
      <p role="alert" className={styles.rowError}>
        {state.kind === 'failed' ? state.message : callbacks.failure}
      </p>
      {state.kind === 'done' && state.matches.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>Résultats pour «&nbsp;{state.query}&nbsp;»</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Type</th>
                <th scope="col">Contact</th>
                <th scope="col">PDL/PCE</th>
                <th scope="col">Statut</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {state.matches.map((match) => (
                <tr key={`${match.kind}-${match.id}`}>
                  <th scope="row">{match.name ?? <span className={styles.muted}>Sans nom</span>}</th>
                  <td>{match.kind === 'order' ? `Vente ${match.reference ?? ''}` : 'Demande de rappel'}</td>
                  <td>{[match.phone, match.email].filter(Boolean).join(' · ') || '—'}</td>
                  <td>{match.deliveryPointId ?? '—'}</td>
                  <td>
                    {match.status}
                    <span className={styles.muted}> · {formatDateTime(match.updatedAt)}</span>
                  </td>
                  <td>
                    {match.kind === 'order' ? (
                      <Link to={orderPath(match.id)}>
                        Ouvrir <VisuallyHidden>la vente {match.reference}</VisuallyHidden>
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={styles.smallButton}
                        aria-disabled={callbacks.taking !== null || undefined}
                        onClick={() => void callbacks.take(match.id)}
                      >
                        Prendre en charge <VisuallyHidden>la demande de {match.name}</VisuallyHidden>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function resultCount(count: number, query: string): string {
  if (count === 0) return `Aucun résultat pour «\u00a0${query}\u00a0».`;
  return `${count} résultat${count > 1 ? 's' : ''} pour «\u00a0${query}\u00a0».`;
}
