import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { createAdminApi, type Predicate } from '../admin-api';
import { ActionMessages, NewItemLink, RowActions } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import type { PredicatesData } from './eligibility-loaders';
import { describePredicate } from './predicate-value';

/** `/admin/eligibilite/predicats`: the conditions, each on one context field. */
export function PredicatesPage() {
  useDocumentTitle('Prédicats – Administration');
  const { fields, predicates, compositions } = useLoaderData() as PredicatesData;
  const { http } = useAppServices();
  const action = useAdminAction();
  const [toDelete, setToDelete] = useState<Predicate | null>(null);

  const usedBy = (predicate: Predicate) =>
    compositions.filter((composition) =>
      composition.children.some((child) => 'predicateId' in child && child.predicateId === predicate.id),
    );

  const remove = (predicate: Predicate) => {
    setToDelete(null);
    void action.run(
      () => createAdminApi(http).deletePredicate(predicate.id),
      `Prédicat « ${predicate.name} » supprimé.`,
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="predicats-titre">
      <h2 id="predicats-titre">Prédicats</h2>
      <NewItemLink to="nouveau">Nouveau prédicat</NewItemLink>
      <ActionMessages action={action} />
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
                      <RowActions
                        editTo={encodeURIComponent(predicate.id)}
                        itemName={`le prédicat « ${predicate.name} »`}
                        action="Supprimer"
                        onAction={() => setToDelete(predicate)}
                      />
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
        onConfirm={() => toDelete && remove(toDelete)}
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
