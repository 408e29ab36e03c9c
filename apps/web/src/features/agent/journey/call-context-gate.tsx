import { needsCallContext, type OrderView } from '@voltaire/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from './agent-journey.module.css';
import { CallContextForm } from './call-context-form';
import { callContextLines } from './read-back-lines';

/**
 * Telesales: the call context comes before any step (no sale without an inbound call or a dated prior
 * consent). Once saved it is shown, and can be changed while the sale is a draft. Other channels: the step.
 */
export function CallContextGate({ order, children }: { order: OrderView; children: ReactNode }) {
  const call = order.journey.call;
  const [isEditing, setEditing] = useState(call === undefined);
  const { revalidate } = useRevalidator();
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const isShown = !isEditing && call !== undefined;
  // Focused in the render that shows the saved context (the revalidated order may arrive a render after the
  // save), so that nothing typed right after, in the step below, goes astray.
  useEffect(() => {
    if (!isShown || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [isShown]);
  if (!needsCallContext(order.channel)) return children;

  return (
    <>
      <section className={styles.callContext} aria-labelledby="appel-titre">
        <h2 id="appel-titre">Contexte de l’appel</h2>
        {isEditing || !call ? (
          <>
            {call ? null : (
              <p>
                Avant de commencer&#x202F;: appel entrant, ou appel sortant avec le consentement préalable du
                prospect à être appelé.
              </p>
            )}
            <CallContextForm
              order={order}
              onSaved={async () => {
                await revalidate();
                focusEditButton.current = true;
                setEditing(false);
              }}
            />
          </>
        ) : (
          <div className={styles.callSaved}>
            <p role="status">{callContextLines(call).join(' · ')}</p>
            <button
              ref={editButton}
              type="button"
              className={styles.linkButton}
              onClick={() => setEditing(true)}
            >
              Modifier le contexte de l’appel
            </button>
          </div>
        )}
      </section>
      {call ? children : null}
    </>
  );
}
