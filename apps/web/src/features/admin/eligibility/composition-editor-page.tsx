import { Link, useLoaderData, useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { FlashState } from '../../../ui/use-status-message';
import { type Composition, createAdminApi } from '../admin-api';
import { CompositionForm } from './composition-form';
import type { CompositionEditorData } from './eligibility-loaders';

/** `/admin/eligibilite/compositions/nouvelle` and `/admin/eligibilite/compositions/:id`. */
export function CompositionEditorPage() {
  const { fields, predicates, compositions, composition } = useLoaderData() as CompositionEditorData;
  const title = composition ? `Modifier la composition « ${composition.name} »` : 'Nouvelle composition';
  useDocumentTitle(`${title} – Administration`);
  const { http } = useAppServices();
  const navigate = useNavigate();
  const api = createAdminApi(http);

  const save = async (next: Composition) => {
    if (composition) await api.updateComposition(next);
    else await api.createComposition(next);
    const flash: FlashState = {
      flash: `Composition « ${next.name} » ${composition ? 'modifiée' : 'créée'}.`,
    };
    await navigate('/admin/eligibilite/compositions', { state: flash });
  };

  return (
    <section className={styles.panel} aria-labelledby="composition-titre">
      <p>
        <Link to="/admin/eligibilite/compositions">Retour aux compositions</Link>
      </p>
      <h2 id="composition-titre">{title}</h2>
      <CompositionForm
        key={composition?.id ?? 'nouvelle'}
        fields={fields}
        predicates={predicates}
        compositions={compositions}
        composition={composition}
        onSave={save}
        submitLabel={composition ? 'Enregistrer les modifications' : 'Créer la composition'}
      />
    </section>
  );
}
