import {
  AGENT_SALE_STATUS_LABELS,
  AGENT_SALE_STATUSES,
  type AgentSale,
  type AgentSales,
  ENERGY_LABELS,
  SALES_PERIOD_LABELS,
  SALES_PERIODS,
  type SalesPeriod,
} from '@voltaire/domain';
import { Link, useSearchParams } from 'react-router';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { formatDateTime } from './agent-format';
import { orderPath } from './agent-landings';
import { ResendLinkButton } from './resend-link-button';
import { useLiveSales } from './use-live-sales';
import { PERIOD_PARAM, PERIOD_SLUGS } from './workspace-loader';

const RESENDABLE = new Set<AgentSale['status']>(['sent', 'opened', 'expired']);

/** The agent's sales of today or of this month: counts per status and a table, refreshed while in view. */
export function SalesPanel({ period, initial }: { period: SalesPeriod; initial: AgentSales }) {
  const { sales, announcement, refresh } = useLiveSales(period, initial);
  const [, setSearchParams] = useSearchParams();
  const periodLabel = SALES_PERIOD_LABELS[period];
  return (
    <section aria-labelledby="ventes-titre" className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 id="ventes-titre">Mes ventes</h2>
        <fieldset className={styles.toggle}>
          <VisuallyHidden>
            <legend>Période</legend>
          </VisuallyHidden>
          {SALES_PERIODS.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={each === period}
              onClick={() => setSearchParams({ [PERIOD_PARAM]: PERIOD_SLUGS[each] })}
            >
              {SALES_PERIOD_LABELS[each]}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className={styles.counts} aria-label={`Ventes par statut, ${periodLabel.toLowerCase()}`}>
        {AGENT_SALE_STATUSES.map((status) => (
          <li key={status} data-status={status}>
            {AGENT_SALE_STATUS_LABELS[status]}&#x202F;: <strong>{sales.counts[status] ?? 0}</strong>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.live}>
        {announcement}
      </p>
      {sales.sales.length === 0 ? (
        <p>Aucune vente pour la période «&nbsp;{periodLabel}&nbsp;».</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              Mes ventes – {periodLabel} ({sales.sales.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Référence</th>
                <th scope="col">Client</th>
                <th scope="col">Énergie</th>
                <th scope="col">Statut</th>
                <th scope="col">Mis à jour</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {sales.sales.map((sale) => (
                <SaleRow key={sale.orderId} sale={sale} onChanged={() => void refresh()} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SaleRow({ sale, onChanged }: { sale: AgentSale; onChanged: () => void }) {
  return (
    <tr>
      <th scope="row">{sale.reference}</th>
      <td>{sale.customerName ?? <span className={styles.muted}>Non renseigné</span>}</td>
      <td>{sale.energy ? ENERGY_LABELS[sale.energy] : '—'}</td>
      <td>
        <span className={styles.status} data-status={sale.status}>
          {AGENT_SALE_STATUS_LABELS[sale.status]}
        </span>
        {sale.signingLink && RESENDABLE.has(sale.status) ? (
          <span className={styles.muted}>
            {' '}
            ({sale.signingLink.channel === 'sms' ? 'SMS' : 'e-mail'} à {sale.signingLink.sentTo})
          </span>
        ) : null}
      </td>
      <td>{formatDateTime(sale.updatedAt)}</td>
      <td>
        {sale.status === 'draft' ? (
          <Link to={orderPath(sale.orderId)}>
            Reprendre <VisuallyHidden>la vente {sale.reference}</VisuallyHidden>
          </Link>
        ) : RESENDABLE.has(sale.status) ? (
          <ResendLinkButton sale={sale} onResent={onChanged} />
        ) : null}
      </td>
    </tr>
  );
}
