import {
  AGENT_SALE_STATUS_LABELS,
  AGENT_SALE_STATUSES,
  formatFrenchDate,
  type PartnerProfile,
  SALES_CHANNEL_LABELS,
  type SalesReport,
} from '@voltaire/domain';
import { Form, useLoaderData, useOutletContext } from 'react-router';
import styles from '../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../ui/button/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import partnerStyles from './partner.module.css';
import { SALES_PATH, salesSearch } from './partner-api';
import type { SalesData } from './partner-loaders';
import { SignedPerAgentChart, SignedPerDayChart } from './sales-charts';

export const SALES_TITLE = 'Ventes de l’organisation';
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** `/espace-partenaire/ventes`: the organisation's sales by agent, channel, status and period. */
export function SalesPage() {
  useDocumentTitle(`${SALES_TITLE} – Espace partenaire`);
  const { query, report, problem } = (useLoaderData() as SalesData | null) ?? {
    query: {},
    report: null,
    problem: null,
  };
  const profile = useOutletContext<PartnerProfile>();
  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{SALES_TITLE}</h1>
          <p className={styles.intro}>
            Les ventes des personnes de « {profile.organisation.name} », commencées ou signées pendant la
            période. Les données des clients sont masquées.
          </p>
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="filtres-titre">
        <h2 id="filtres-titre">Filtres</h2>
        <Form method="get" className={partnerStyles.filters}>
          <label>
            Du
            <input type="date" name="from" defaultValue={query.from ?? report?.from ?? ''} />
          </label>
          <label>
            Au
            <input type="date" name="to" defaultValue={query.to ?? report?.to ?? ''} />
          </label>
          <label>
            Conseiller
            <select name="agent" defaultValue={query.agent ?? ''}>
              <option value="">Tous</option>
              {(report?.byAgent ?? []).map(({ agentId, agentName }) => (
                <option key={agentId} value={agentId}>
                  {agentName}
                </option>
              ))}
            </select>
          </label>
          <label>
            Canal
            <select name="channel" defaultValue={query.channel ?? ''}>
              <option value="">Tous</option>
              {profile.organisation.channels.map((channel) => (
                <option key={channel} value={channel}>
                  {SALES_CHANNEL_LABELS[channel]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Statut
            <select name="status" defaultValue={query.status ?? ''}>
              <option value="">Tous</option>
              {AGENT_SALE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {AGENT_SALE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClassName('primary')}>
            Filtrer
          </button>
        </Form>
      </section>
      <div role="alert" className={problem ? styles.alert : undefined}>
        {problem}
      </div>
      {report ? <SalesReportView report={report} search={salesSearch(query)} /> : null}
    </div>
  );
}

function SalesReportView({ report, search }: { report: SalesReport; search: string }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="synthese-titre">
        <h2 id="synthese-titre">
          Du {formatFrenchDate(report.from)} au {formatFrenchDate(report.to)}
        </h2>
        <dl className={partnerStyles.figures}>
          <div>
            <dt>Ventes commencées</dt>
            <dd>{report.conversion.created}</dd>
          </div>
          <div>
            <dt>Dont signées</dt>
            <dd>{report.conversion.signed}</dd>
          </div>
          <div>
            <dt>Taux de conversion (brouillon → signée)</dt>
            <dd>{percent.format(report.conversion.rate)}</dd>
          </div>
          <div>
            <dt>Rétractations</dt>
            <dd>{report.withdrawals}</dd>
          </div>
        </dl>
        <p>
          <a className={buttonClassName('secondary')} href={`${SALES_PATH}.csv${search}`} download>
            Exporter en CSV (données masquées)
          </a>
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="graphiques-titre">
        <h2 id="graphiques-titre">Graphiques</h2>
        <SignedPerDayChart days={report.signedPerDay} />
        <SignedPerAgentChart agents={report.byAgent} />
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Par conseiller</caption>
            <thead>
              <tr>
                <th scope="col">Conseiller</th>
                <th scope="col">Commencées</th>
                <th scope="col">Signées</th>
                <th scope="col">Rétractées</th>
              </tr>
            </thead>
            <tbody>
              {report.byAgent.map((agent) => (
                <tr key={agent.agentId}>
                  <th scope="row">{agent.agentName}</th>
                  <td>{agent.created}</td>
                  <td>{agent.signed}</td>
                  <td>{agent.withdrawn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="ventes-titre">
        <h2 id="ventes-titre">Ventes</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Ventes ({report.sales.length})</caption>
            <thead>
              <tr>
                <th scope="col">Référence</th>
                <th scope="col">Créée le</th>
                <th scope="col">Signée le</th>
                <th scope="col">Conseiller</th>
                <th scope="col">Canal</th>
                <th scope="col">Statut</th>
                <th scope="col">Client</th>
              </tr>
            </thead>
            <tbody>
              {report.sales.map((sale) => (
                <tr key={sale.orderId}>
                  <th scope="row">{sale.reference}</th>
                  <td>{formatFrenchDate(sale.createdOn)}</td>
                  <td>{sale.signedOn ? formatFrenchDate(sale.signedOn) : '—'}</td>
                  <td>{sale.agentName}</td>
                  <td>{SALES_CHANNEL_LABELS[sale.channel]}</td>
                  <td>{AGENT_SALE_STATUS_LABELS[sale.status]}</td>
                  <td>{sale.customer ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
