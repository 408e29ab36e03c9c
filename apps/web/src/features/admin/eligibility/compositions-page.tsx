import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { type Composition, createAdminApi } from '../admin-api';
import { ActionMessages, NewItemLink, RowActions } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { describeComposition } from './composition-value';
import type { CompositionsData } from './eligibility-loaders';

/** `/admin/eligibilite/compositions`: all / any / not over predicates and other compositions. */
export function CompositionsPage() {
  useDocumentTitle('Compositions – Administration');
  const { predicates, compositions, attachments } = useLoaderData() as CompositionsData;
  const { http } = useAppServices();
  const action = useAdminAction();
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

  const remove = (composition: Composition) => {
    setToDelete(null);
    void action.run(
      () => createAdminApi(http).deleteComposition(composition.id),
      `Composition « ${composition.name} » supprimée.`,
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="compositions-titre">
      <h2 id="compositions-titre">Compositions</h2>
      <NewItemLink to="nouvelle">Nouvelle composition</NewItemLink>
      <ActionMessages action={action} />
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
                      <RowActions
                        editTo={encodeURIComponent(composition.id)}
                        itemName={`la composition « ${composition.name} »`}
                        action="Supprimer"
                        onAction={() => setToDelete(composition)}
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
        title={'Supprimer cette composition\u202F?'}
        confirmLabel="Supprimer"
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove(toDelete)}
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
