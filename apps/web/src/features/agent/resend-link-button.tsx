import type { AgentSale } from '@voltaire/domain';
import { useState } from 'react';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { sendSigningLink } from './agent-api';

type LinkChannel = NonNullable<AgentSale['signingLink']>['channel'];

/**
 * « Renvoyer le lien »: a new signing link (the previous one stops working), by the same means unless the
 * agent chooses the other one (the customer did not get the e-mail, or has no signal).
 */
export function ResendLinkButton({ sale, onResent }: { sale: AgentSale; onResent: () => void }) {
  const { http } = useAppServices();
  const [channel, setChannel] = useState<LinkChannel>(sale.signingLink?.channel ?? 'email');
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string }
  >({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      const { link } = await sendSigningLink(http, sale.orderId, channel);
      setState({ kind: 'done', text: `Nouveau lien envoyé à ${link.sentTo}.` });
      onResent();
    } catch (error) {
      setState({ kind: 'failed', text: serverMessage(error) });
    }
  };
  return (
    <>
      <label className={styles.rowChoice}>
        <VisuallyHidden>Envoyer le lien de la vente {sale.reference}</VisuallyHidden>
        <select value={channel} onChange={(event) => setChannel(event.target.value as LinkChannel)}>
          <option value="email">par e-mail</option>
          <option value="sms">par SMS</option>
        </select>
      </label>
      <button
        type="button"
        className={styles.smallButton}
        aria-disabled={state.kind === 'sending' || undefined}
        onClick={() => {
          if (state.kind !== 'sending') void resend();
        }}
      >
        Renvoyer le lien <VisuallyHidden>de la vente {sale.reference}</VisuallyHidden>
      </button>
      <span role="status" className={styles.rowMessage}>
        {state.kind === 'done' ? state.text : ''}
      </span>
      <span role="alert" className={styles.rowError}>
        {state.kind === 'failed' ? state.text : ''}
      </span>
    </>
  );
}
