import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useStatusMessage } from '../../../ui/use-status-message';
import { IpRangesForm } from './ip-ranges-form';
import { OrganisationDetailsForm } from './organisation-forms';
import { createOrganisationsApi } from './organisations-api';
import type { OrganisationEditorData } from './organisations-loaders';

/** `/admin/organisations/:id`: an organisation's name, channels and status, and its IP ranges. */
export function OrganisationEditorPage() {
  const { organisation, clientAddress, isOwn } = useLoaderData() as OrganisationEditorData;
  useDocumentTitle(`${organisation.name} – Organisations et plages IP – Administration`);
  const { http } = useAppServices();
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const api = createOrganisationsApi(http);

  return (
    <div className={styles.area}>
      <p>
        <Link to="/admin/organisations">Retour aux organisations</Link>
      </p>
      <h1>{organisation.name}</h1>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <section className={styles.panel} aria-labelledby="informations-titre">
        <h2 id="informations-titre">Informations</h2>
        <OrganisationDetailsForm
          organisation={organisation}
          isOwn={isOwn}
          onSave={async (changes) => {
            await api.update(organisation.id, changes);
            await revalidator.revalidate();
          }}
        />
      </section>
      <section className={styles.panel}>
        <IpRangesForm
          kind={organisation.kind}
          ipRanges={organisation.ipRanges}
          isOwn={isOwn}
          clientAddress={clientAddress}
          onSave={async (ipRanges) => {
            await api.replaceIpRanges(organisation.id, ipRanges);
          }}
        />
      </section>
    </div>
  );
}
