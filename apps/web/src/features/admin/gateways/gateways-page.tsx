import { GATEWAY_ROUTING_LABELS, type Gateway } from '@voltaire/domain';
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import { buttonClassName } from '../../../ui/button/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from '../admin.module.css';
import { useStatusMessage } from '../eligibility/use-flash';
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
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [failure, setFailure] = useState<string[]>([]);

  const toggle = async (gateway: Gateway) => {
    setFailure([]);
    status.setMessage('');
    try {
      await createGatewayApi(http).save({ ...gateway, active: !gateway.active });
      status.setMessage(`Passerelle « ${gateway.label} » ${gateway.active ? 'désactivée' : 'réactivée'}.`);
      await revalidator.revalidate();
      status.ref.current?.focus();
    } catch (error) {
      setFailure(serverErrorsOf(error).map((item) => item.message));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="passerelles-titre">
      <h1 id="passerelles-titre">{GATEWAYS_TITLE}</h1>
      <p className={styles.intro}>
        Un visiteur qui arrive avec les paramètres UTM d’un comparateur est orienté vers la page de sa
        passerelle (ou vers le rappel par un conseiller pendant les heures d’ouverture), et sa souscription
        lui est attribuée.
      </p>
      <div className={styles.toolbar}>
        <Link to="nouvelle" className={`${buttonClassName('primary')} ${styles.linkButton}`}>
          Nouvelle passerelle
        </Link>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <div role="alert" className={styles.alert}>
        {failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : null}
      </div>
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
                    <div className={styles.actions}>
                      <Link
                        to={encodeURIComponent(gateway.id)}
                        className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                        aria-label={`Modifier la passerelle « ${gateway.label} »`}
                      >
                        Modifier
                      </Link>
                      <button
                        type="button"
                        className={buttonClassName('secondary')}
                        aria-label={`${gateway.active ? 'Désactiver' : 'Réactiver'} la passerelle « ${gateway.label} »`}
                        onClick={() => void toggle(gateway)}
                      >
                        {gateway.active ? 'Désactiver' : 'Réactiver'}
                      </button>
                    </div>
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
