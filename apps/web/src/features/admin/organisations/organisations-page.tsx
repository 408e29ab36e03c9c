import {
  ORGANISATION_KIND_LABELS,
  ORGANISATION_STATUS_LABELS,
  type Organisation,
  SALES_CHANNEL_LABELS,
} from '@voltaire/domain';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useStatusMessage } from '../../../ui/use-status-message';
import { AccessRefusalsTable } from './access-refusals-table';
import { emptyRangesMeaning } from './ip-ranges-form';
import { OrganisationCreateForm } from './organisation-forms';
import { createOrganisationsApi } from './organisations-api';
import type { OrganisationsData } from './organisations-loaders';

export const ORGANISATIONS_TITLE = 'Organisations et plages IP';

function rangesSummary(organisation: Organisation): string {
  const count = organisation.ipRanges.length;
  if (count === 0) return emptyRangesMeaning(organisation.kind);
  return `${count} plage${count > 1 ? 's' : ''} : ${organisation.ipRanges
    .map((range) =>
      range.label
        ? `${range.label} (${range.rangeStart} – ${range.rangeEnd})`
        : `${range.rangeStart} – ${range.rangeEnd}`,
    )
    .join(' ; ')}`;
}

/** `/admin/organisations`: every organisation, where its people may work from, and the latest refusals. */
export function OrganisationsPage() {
  useDocumentTitle(`${ORGANISATIONS_TITLE} – Administration`);
  const { organisations, clientAddress, ownOrganisationId, refusals } = useLoaderData() as OrganisationsData;
  const { http } = useAppServices();
  const navigate = useNavigate();
  const status = useStatusMessage<HTMLParagraphElement>();
  const own = organisations.find(({ id }) => id === ownOrganisationId);

  const create = async (body: Parameters<ReturnType<typeof createOrganisationsApi>['create']>[0]) => {
    const created = await createOrganisationsApi(http).create(body);
    await navigate(created.id, {
      state: { flash: `Organisation « ${created.name} » créée. Saisissez maintenant ses plages IP.` },
    });
  };

  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{ORGANISATIONS_TITLE}</h1>
          <p className={styles.intro}>
            Chaque compte du personnel appartient à une organisation. Un partenaire (vente à domicile, centre
            d’appels, concessions, comparateur) n’accède à l’application que depuis ses plages IP&#x202F;:
            sans plage, personne ne peut se connecter. Les équipes internes peuvent se connecter de partout
            tant que leur organisation n’a pas de plage. Le contrôle a lieu à la connexion et à chaque
            requête.
          </p>
          <p className={styles.intro}>
            Votre adresse IP vue par le serveur&#x202F;: <code>{clientAddress}</code>
            {own ? ` (organisation « ${own.name} »)` : ''}.
          </p>
        </div>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <section className={styles.panel} aria-labelledby="organisations-titre">
        <h2 id="organisations-titre">Organisations</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Organisations ({organisations.length})</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Type</th>
                <th scope="col">Canaux</th>
                <th scope="col">Statut</th>
                <th scope="col">Plages IP</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {organisations.map((organisation) => (
                <tr key={organisation.id}>
                  <th scope="row">{organisation.name}</th>
                  <td>{ORGANISATION_KIND_LABELS[organisation.kind]}</td>
                  <td>
                    {organisation.channels.map((channel) => SALES_CHANNEL_LABELS[channel]).join(', ') || '—'}
                  </td>
                  <td>{ORGANISATION_STATUS_LABELS[organisation.status]}</td>
                  <td>{rangesSummary(organisation)}</td>
                  <td>
                    <Link
                      to={encodeURIComponent(organisation.id)}
                      className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                      aria-label={`Modifier l’organisation « ${organisation.name} » et ses plages IP`}
                    >
                      Modifier
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="nouvelle-organisation-titre">
        <h2 id="nouvelle-organisation-titre">Nouvelle organisation</h2>
        <OrganisationCreateForm onCreate={create} />
      </section>
      <AccessRefusalsTable refusals={refusals} />
    </div>
  );
}
