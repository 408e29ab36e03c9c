import { Link, useLoaderData, useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { FlashState } from '../../../ui/use-status-message';
import { createAdminApi, type Predicate } from '../admin-api';
import type { PredicateEditorData } from './eligibility-loaders';
import { PredicateForm } from './predicate-form';

/** `/admin/eligibilite/predicats/nouveau` and `/admin/eligibilite/predicats/:id`. */
export function PredicateEditorPage() {
  const { fields, predicate } = useLoaderData() as PredicateEditorData;
  const title = predicate ? `Modifier le prédicat « ${predicate.name} »` : 'Nouveau prédicat';
  useDocumentTitle(`${title} – Administration`);
  const { http } = useAppServices();
  const navigate = useNavigate();
  const api = createAdminApi(http);

  const save = async (next: Predicate) => {
    if (predicate) await api.updatePredicate(next);
    else await api.createPredicate(next);
    const flash: FlashState = {
      flash: `Prédicat « ${next.name} » ${predicate ? 'modifié' : 'créé'}.`,
    };
    await navigate('/admin/eligibilite/predicats', { state: flash });
  };

  return (
    <section className={styles.panel} aria-labelledby="predicat-titre">
      <p>
        <Link to="/admin/eligibilite/predicats">Retour aux prédicats</Link>
      </p>
      <h2 id="predicat-titre">{title}</h2>
      <PredicateForm
        key={predicate?.id ?? 'nouveau'}
        fields={fields}
        predicate={predicate}
        onSave={save}
        submitLabel={predicate ? 'Enregistrer les modifications' : 'Créer le prédicat'}
      />
    </section>
  );
}
