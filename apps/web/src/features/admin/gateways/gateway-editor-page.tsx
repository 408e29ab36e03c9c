import type { Gateway } from '@voltaire/domain';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { FlashState } from '../../../ui/use-status-message';
import { createGatewayApi } from './gateway-api';
import { GatewayForm } from './gateway-form';
import type { GatewayEditorData } from './gateways-loaders';

export const GATEWAYS_PATH = '/admin/passerelles';

/** `/admin/passerelles/nouvelle` and `/admin/passerelles/:id`. */
export function GatewayEditorPage() {
  const { gateway } = useLoaderData() as GatewayEditorData;
  const title = gateway ? `Modifier la passerelle « ${gateway.label} »` : 'Nouvelle passerelle';
  useDocumentTitle(`${title} – Administration`);
  const { http } = useAppServices();
  const navigate = useNavigate();

  const save = async (next: Gateway) => {
    await createGatewayApi(http).save(next);
    const flash: FlashState = { flash: `Passerelle « ${next.label} » ${gateway ? 'modifiée' : 'créée'}.` };
    await navigate(GATEWAYS_PATH, { state: flash });
  };

  return (
    <section className={styles.panel} aria-labelledby="passerelle-titre">
      <p>
        <Link to={GATEWAYS_PATH}>Retour aux passerelles</Link>
      </p>
      <h1 id="passerelle-titre">{title}</h1>
      <GatewayForm
        key={gateway?.id ?? 'nouvelle'}
        gateway={gateway}
        onSave={save}
        submitLabel={gateway ? 'Enregistrer les modifications' : 'Créer la passerelle'}
      />
    </section>
  );
}
