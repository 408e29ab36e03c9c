import { type OrderView, SALES_CHANNEL_LABELS } from '@voltaire/domain';
import { Link } from 'react-router';
import { workspacePathOf } from '../agent-landings';
import styles from './agent-journey.module.css';

/** Above every step of an agent's sale: whose sale this is, and the way back to the workspace. */
export function AgentBar({ order }: { order: OrderView }) {
  return (
    <nav className={styles.bar} aria-label="Vente conseiller">
      <p>
        <strong>Vente conseiller</strong> · {SALES_CHANNEL_LABELS[order.channel]} · {order.reference}
      </p>
      <Link to={workspacePathOf(order.channel)}>Retour à mon espace conseiller</Link>
    </nav>
  );
}
