import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import { buttonClassName } from '../../../ui/button/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from '../admin.module.css';
import { type Composition, createAdminApi } from '../admin-api';
import { ConfirmDialog } from '../confirm-dialog';
import { describeComposition } from './composition-value';
import type { CompositionsData } from './eligibility-loaders';
import { useStatusMessage } from './use-flash';

/** `/admin/eligibilite/compositions`: all / any / not over predicates and other compositions. */
export function CompositionsPage() {
  useDocumentTitle('Compositions – Administration');
  const { predicates, compositions, attachments } = useLoaderData() as CompositionsData;
  const { http } = useAppServices();
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [failure, setFailure] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<Composition | null>(null);
  const names = {
    predicates: new Map(predicates.map((predicate) => [predicate.id, predicate.name])),
    compositions: new Map(compositions.map((composition) => [composition.id, composition.name])),
  };

  const usedBy = (composition: Composition) => [
    ...compositions
      .filter((other) =>
        other.children.some((child) => 'compositionId' in child && child.compositionId === composition.id),
      )
      .map((other) => other.name),
    ...attachments
      .filter((attachment) => attachment.compositionId === composition.id)
      .map(
        (attachment) => `${attachment.target.type === 'offer' ? 'offre' : 'option'} ${attachment.target.id}`,
      ),
  ];

  const remove = async (composition: Composition) => {
    setToDelete(null);
    setFailure([]);
    status.setMessage('');
    try {
      await createAdminApi(http).deleteComposition(composition.id);
      status.setMessage(`Composition « ${composition.name} » supprimée.`);
      await revalidator.revalidate();
      status.ref.current?.focus();
    } catch (error) {
      setFailure(serverErrorsOf(error).map((item) => item.message));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="compositions-titre">
      <h2 id="compositions-titre">Compositions</h2>
      <div className={styles.toolbar}>
        <Link to="nouvelle" className={`${buttonClassName('primary')} ${styles.linkButton}`}>
          Nouvelle composition
        </Link>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <div role="alert" className={styles.alert}>
        {failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : null}
      </div>
      {compositions.length === 0 ? (
        <p>Aucune composition pour l’instant.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Compositions ({compositions.length})</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Règle</th>
                <th scope="col">Utilisée par</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {compositions.map((composition) => {
                const users = usedBy(composition);
                return (
                  <tr key={composition.id}>
                    <th scope="row">
                      {composition.name}
                      <br />
                      <code className={styles.muted}>{composition.id}</code>
                    </th>
                    <td>{describeComposition(composition, names)}</td>
                    <td>{users.length > 0 ? users.join(', ') : '—'}</td>
                    <td>
                      <div className={styles.actions}>
                        <Link
                          to={encodeURIComponent(composition.id)}
                          className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                          aria-label={`Modifier la composition « ${composition.name} »`}
                        >
                          Modifier
                        </Link>
                        <button
                          type="button"
                          className={buttonClassName('secondary')}
                          aria-label={`Supprimer la composition « ${composition.name} »`}
                          onClick={() => setToDelete(composition)}
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
        title={'Supprimer cette composition\u202F?'}
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      >
        {toDelete ? (
          <p>
            La composition « {toDelete.name} » sera supprimée. Une composition utilisée par une autre ou
            rattachée à une offre ne peut pas l’être&#x202F;: retirez-la d’abord.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
