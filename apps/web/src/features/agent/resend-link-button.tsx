import type { AgentSale } from '@voltaire/domain';
import { useState } from 'react';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { sendSigningLink } from './agent-api';

/** « Renvoyer le lien »: a new signing link by the same means (the previous one stops working). */
export function ResendLinkButton({ sale, onResent }: { sale: AgentSale; onResent: () => void }) {
  const { http } = useAppServices();
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string }
  >({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      const { link } = await sendSigningLink(http, sale.orderId, sale.signingLink?.channel ?? 'email');
      setState({ kind: 'done', text: `Nouveau lien envoyé à ${link.sentTo}.` });
      onResent();
    } catch (error) {
      setState({ kind: 'failed', text: serverMessage(error) });
    }
  };
  return (
    <>
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
