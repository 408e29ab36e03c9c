import { needsCallContext, type OrderQuote, type OrderView } from '@voltaire/domain';
import styles from './agent-journey.module.css';
import { callContextLines, readBackEntries } from './read-back-lines';

/** « Réponses du client »: every saved step summed up, for the agent to read back to the customer. */
export function ReadBackPanel({ order, cart }: { order: OrderView; cart: OrderQuote | null }) {
  const entries = readBackEntries(order.journey, cart);
  const call = needsCallContext(order.channel) ? callContextLines(order.journey.call) : null;
  return (
    <section className={styles.readBack} aria-labelledby="reponses-titre">
      <h2 id="reponses-titre">Réponses du client</h2>
      <dl>
        {call ? (
          <div>
            <dt>Appel</dt>
            {call.length > 0 ? call.map((line) => <dd key={line}>{line}</dd>) : <NotYet />}
          </div>
        ) : null}
        {entries.map((entry) => (
          <div key={entry.label}>
            <dt>{entry.label}</dt>
            {entry.lines.length > 0 ? entry.lines.map((line) => <dd key={line}>{line}</dd>) : <NotYet />}
          </div>
        ))}
      </dl>
    </section>
  );
}

function NotYet() {
  return <dd className={styles.notYet}>Pas encore renseigné</dd>;
}
