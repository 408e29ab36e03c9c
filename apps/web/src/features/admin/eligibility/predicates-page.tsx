import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import { buttonClassName } from '../../../ui/button/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from '../admin.module.css';
import { createAdminApi, type Predicate } from '../admin-api';
import { ConfirmDialog } from '../confirm-dialog';
import type { PredicatesData } from './eligibility-loaders';
import { describePredicate } from './predicate-value';
import { useStatusMessage } from './use-flash';

/** `/admin/eligibilite/predicats`: the conditions, each on one context field. */
export function PredicatesPage() {
  useDocumentTitle('Prédicats – Administration');
  const { fields, predicates, compositions } = useLoaderData() as PredicatesData;
  const { http } = useAppServices();
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [failure, setFailure] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<Predicate | null>(null);

  const usedBy = (predicate: Predicate) =>
    compositions.filter((composition) =>
      composition.children.some((child) => 'predicateId' in child && child.predicateId === predicate.id),
    );

  const remove = async (predicate: Predicate) => {
    setToDelete(null);
    setFailure([]);
    status.setMessage('');
    try {
      await createAdminApi(http).deletePredicate(predicate.id);
      status.setMessage(`Prédicat « ${predicate.name} » supprimé.`);
      await revalidator.revalidate();
      status.ref.current?.focus();
    } catch (error) {
      setFailure(serverErrorsOf(error).map((item) => item.message));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="predicats-titre">
      <h2 id="predicats-titre">Prédicats</h2>
      <div className={styles.toolbar}>
        <Link to="nouveau" className={`${buttonClassName('primary')} ${styles.linkButton}`}>
          Nouveau prédicat
        </Link>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <div role="alert" className={styles.alert}>
        {failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : null}
      </div>
      {predicates.length === 0 ? (
        <p>Aucun prédicat pour l’instant.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Prédicats ({predicates.length})</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Condition</th>
                <th scope="col">Utilisé par</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {predicates.map((predicate) => {
                const users = usedBy(predicate);
                return (
                  <tr key={predicate.id}>
                    <th scope="row">
                      {predicate.name}
                      <br />
                      <code className={styles.muted}>{predicate.id}</code>
                    </th>
                    <td>{describePredicate(predicate, fields)}</td>
                    <td>
                      {users.length > 0 ? users.map((composition) => composition.name).join(', ') : '—'}
                    </td>
                    <td>
                      <div className={styles.actions}>
                        <Link
                          to={encodeURIComponent(predicate.id)}
                          className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                          aria-label={`Modifier le prédicat « ${predicate.name} »`}
                        >
                          Modifier
                        </Link>
                        <button
                          type="button"
                          className={buttonClassName('secondary')}
                          aria-label={`Supprimer le prédicat « ${predicate.name} »`}
                          onClick={() => setToDelete(predicate)}
                        >
                          Supprimer
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={'Supprimer ce prédicat\u202F?'}
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      >
        {toDelete ? (
          <p>
            Le prédicat « {toDelete.name} » ({describePredicate(toDelete, fields)}) sera supprimé. Un prédicat
            utilisé par une composition ne peut pas l’être&#x202F;: retirez-le d’abord de la composition.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
