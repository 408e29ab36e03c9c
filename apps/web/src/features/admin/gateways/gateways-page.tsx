import { GATEWAY_ROUTING_LABELS, type Gateway } from '@voltaire/domain';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionMessages, NewItemLink, RowActions } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { createGatewayApi } from './gateway-api';
import { WEEKDAY_LABELS } from './gateway-form-values';
import type { GatewaysData } from './gateways-loaders';

export const GATEWAYS_TITLE = 'Passerelles comparateurs';

const utmOf = ({ utm }: Gateway) =>
  [
    `utm_source=${utm.source}`,
    utm.medium && `utm_medium=${utm.medium}`,
    utm.campaign && `utm_campaign=${utm.campaign}`,
  ]
    .filter(Boolean)
    .join(' & ');

const hoursOf = ({ callback }: Gateway) =>
  callback.enabled
    ? callback.openingHours
        .map((slot) => `${WEEKDAY_LABELS[slot.day - 1]} ${slot.opens}–${slot.closes}`)
        .join(', ')
    : 'Pas de rappel';

/** `/admin/passerelles`: the comparison sites whose visitors we route and whose sales we attribute. */
export function GatewaysPage() {
  useDocumentTitle(`${GATEWAYS_TITLE} – Administration`);
  const { gateways } = useLoaderData() as GatewaysData;
  const { http } = useAppServices();
  const action = useAdminAction();

  const toggle = (gateway: Gateway) =>
    void action.run(
      () => createGatewayApi(http).save({ ...gateway, active: !gateway.active }),
      `Passerelle « ${gateway.label} » ${gateway.active ? 'désactivée' : 'réactivée'}.`,
    );

  return (
    <section className={styles.panel} aria-labelledby="passerelles-titre">
      <h1 id="passerelles-titre">{GATEWAYS_TITLE}</h1>
      <p className={styles.intro}>
        Un visiteur qui arrive avec les paramètres UTM d’un comparateur est orienté vers la page de sa
        passerelle (ou vers le rappel par un conseiller pendant les heures d’ouverture), et sa souscription
        lui est attribuée.
      </p>
      <NewItemLink to="nouvelle">Nouvelle passerelle</NewItemLink>
      <ActionMessages action={action} />
      {gateways.length === 0 ? (
        <p>Aucune passerelle pour l’instant.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Passerelles ({gateways.length})</caption>
            <thead>
              <tr>
                <th scope="col">Comparateur</th>
                <th scope="col">Paramètres UTM</th>
                <th scope="col">Orientation</th>
                <th scope="col">Rappel</th>
                <th scope="col">État</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {gateways.map((gateway) => (
                <tr key={gateway.id}>
                  <th scope="row">
                    {gateway.label}
                    <br />
                    <code className={styles.muted}>{gateway.id}</code>
                  </th>
                  <td>
                    <code>{utmOf(gateway)}</code>
                  </td>
                  <td>
                    {GATEWAY_ROUTING_LABELS[gateway.routing]}
                    <br />
                    <code className={styles.muted}>{gateway.landingPath}</code>
                  </td>
                  <td>{hoursOf(gateway)}</td>
                  <td>{gateway.active ? 'Active' : 'Désactivée'}</td>
                  <td>
                    <RowActions
                      editTo={encodeURIComponent(gateway.id)}
                      itemName={`la passerelle « ${gateway.label} »`}
                      action={gateway.active ? 'Désactiver' : 'Réactiver'}
                      onAction={() => toggle(gateway)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
