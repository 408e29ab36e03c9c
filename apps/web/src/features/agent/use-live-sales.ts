import {
  AGENT_SALE_STATUS_LABELS,
  type AgentSale,
  type AgentSales,
  type SalesPeriod,
} from '@voltaire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../app/app-services';
import { fetchSales } from './agent-api';
import { usePolling } from './use-polling';

/** What is announced when a sale the agent is following gets signed. */
export function signedAnnouncement(sale: AgentSale): string {
  const who = sale.customerName ? ` de ${sale.customerName}` : '';
  return `La vente ${sale.reference}${who} est passée au statut «\u00a0${AGENT_SALE_STATUS_LABELS.signed}\u00a0».`;
}

/** The sales that were not signed in `before` and are in `after`. */
export function newlySigned(before: readonly AgentSale[], after: readonly AgentSale[]): AgentSale[] {
  const previous = new Map(before.map((sale) => [sale.orderId, sale.status]));
  return after.filter((sale) => sale.status === 'signed' && previous.get(sale.orderId) !== 'signed');
}

/**
 * The agent's sales of the period, kept up to date while the page is in view. A sale that becomes signed is
 * announced (for the aria-live region).
 */
export function useLiveSales(period: SalesPeriod, initial: AgentSales) {
  const { http } = useAppServices();
  const [sales, setSales] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(initial);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    current.current = initial;
    setSales(initial);
  }, [initial]);

  const refresh = useCallback(async () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    try {
      const next = await fetchSales(http, period, controller.signal);
      if (controller.signal.aborted) return;
      const signed = newlySigned(current.current.sales, next.sales);
      current.current = next;
      setSales(next);
      if (signed.length > 0) setAnnouncement(signed.map(signedAnnouncement).join(' '));
    } catch {
      // A missed refresh is caught up by the next one.
    }
  }, [http, period]);

  useEffect(() => () => pending.current?.abort(), []);
  usePolling(() => void refresh());
  return { sales, announcement, refresh };
}
