import { SALES_CHANNEL_LABELS } from '@voltaire/domain';
import { useEffect, useRef } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './agent.module.css';
import { useAgentUser } from './agent-layout';
import { CallbackQueue } from './callback-queue';
import { ChannelCataloguePanel } from './channel-catalogue-panel';
import { CarSimulationPanel } from './dealership/car-simulation-panel';
import { NewSaleButton } from './new-sale-button';
import { ProspectSearch } from './prospect-search';
import { SalesPanel } from './sales-panel';
import type { WorkspaceData } from './workspace-loader';

/** What the journey tells the workspace after sending a signing link (navigation state). */
export interface LinkSentState {
  linkSent: { reference: string; sentTo: string };
}

function linkSentOf(state: unknown): LinkSentState['linkSent'] | undefined {
  return typeof state === 'object' && state !== null && 'linkSent' in state
    ? (state as LinkSentState).linkSent
    : undefined;
}

/**
 * The workspace at a channel's landing: start a sale, follow today's or this month's sales live, resume a
 * draft or resend a link, search a prospect; telesales work the call-back queue, the dealership simulates an
 * electric car for a buyer, the special channel sells from its own catalogue; door-to-door is laid out for a
 * tablet.
 */
export function WorkspacePage() {
  const user = useAgentUser();
  const { period, sales } = useLoaderData() as WorkspaceData;
  const linkSent = linkSentOf(useLocation().state);
  const channel = SALES_CHANNEL_LABELS[user.channel];
  useDocumentTitle(`Espace conseiller – ${channel}`);
  return (
    <div className={styles.workspace}>
      <div className={styles.workspaceHead}>
        <h1>Espace conseiller – {channel}</h1>
        <NewSaleButton />
      </div>
      {linkSent ? <LinkSentNotice {...linkSent} /> : null}
      {user.channel === 'dealership' ? <CarSimulationPanel /> : null}
      {user.channel === 'specialChannel' ? <ChannelCataloguePanel /> : null}
      <div className={styles.workspaceGrid}>
        {sales ? <SalesPanel key={period} period={period} initial={sales} /> : null}
        <div className={styles.side}>
          <ProspectSearch />
          {user.channel === 'telesales' ? <CallbackQueue /> : null}
        </div>
      </div>
    </div>
  );
}

/** Back from the journey: the link sent, told and focused so that it is heard first. */
function LinkSentNotice({ reference, sentTo }: LinkSentState['linkSent']) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <p ref={notice} tabIndex={-1} className={styles.flash}>
      Lien de signature de la vente {reference} envoyé à {sentTo}. La vente sera conclue quand le client
      l’aura signée.
    </p>
  );
}
