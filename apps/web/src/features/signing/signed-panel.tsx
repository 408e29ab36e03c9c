import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button/button';
import { Loader } from '../../ui/loader/loader';
import styles from './signing.module.css';
import { downloadUrl, type SigningState } from './signing-api';
import { formatInstantDay, formatInstantTime } from './signing-dates';
import type { useCompletion } from './use-completion';

export interface SignedPanelProps {
  state: SigningState;
  completion: ReturnType<typeof useCompletion>;
  /** Takes the focus when it replaces the code form (the customer has just signed). */
  isFocusRequested: boolean;
}

/** A signed order waiting for completion: « Finaliser », or the completion under way, or why it failed. */
export function SignedPanel({ state, completion, isFocusRequested }: SignedPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocusRequested) heading.current?.focus();
  }, [isFocusRequested]);
  const { status, error, complete } = completion;

  return (
    <section className={styles.panel} aria-labelledby="signe-titre">
      <h2 id="signe-titre" ref={heading} tabIndex={-1}>
        Votre contrat est signé
      </h2>
      {state.signedAt ? (
        <p>
          Signé le {formatInstantDay(state.signedAt)} à {formatInstantTime(state.signedAt)}.{' '}
          <a href={downloadUrl(state.document.url)} download>
            Télécharger le contrat signé (PDF)
          </a>
        </p>
      ) : null}
      <div role="alert" className={styles.alert}>
        {error}
      </div>
      {status === 'running' ? (
        <Loader message="Finalisation de votre souscription en cours" isText />
      ) : (
        <>
          <p>Il ne reste plus qu’à finaliser votre souscription.</p>
          <Button onPress={() => void complete()}>Finaliser</Button>
        </>
      )}
    </section>
  );
}
