import type { OrderView } from '@voltaire/domain';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { workspacePathOf } from '../agent-landings';
import { AgentBar } from './agent-bar';
import styles from './agent-journey.module.css';

const TITLES: Record<Exclude<OrderView['status'], 'draft'>, string> = {
  submitted: 'Vente envoyée au client pour signature',
  signed: 'Vente signée par le client',
  completed: 'Vente signée par le client',
  cancelled: 'Vente annulée',
};

/** An agent's sale that is no longer a draft: where it stands, and the way back to the workspace. */
export function AgentClosedOrder({
  order,
  headingRef,
}: {
  order: OrderView;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const status = order.status === 'draft' ? 'submitted' : order.status;
  return (
    <div className={styles.frame}>
      <AgentBar order={order} />
      <h1 ref={headingRef} tabIndex={-1} className={styles.closedTitle}>
        {TITLES[status]}
      </h1>
      <p>Référence de la vente&#x202F;: {order.reference}</p>
      <p>
        {status === 'submitted'
          ? 'Le client a reçu un lien de signature : la vente ne l’engage qu’une fois qu’il a signé, sur son propre appareil. Suivez son statut et renvoyez le lien depuis votre espace.'
          : status === 'cancelled'
            ? 'Cette vente a été annulée : elle ne peut plus être modifiée.'
            : 'Le client a signé son contrat : cette vente ne peut plus être modifiée.'}
      </p>
      <p>
        <Link to={workspacePathOf(order.channel)}>Retour à mon espace conseiller</Link>
      </p>
    </div>
  );
}
