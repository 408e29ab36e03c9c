import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CodeEntryForm } from './code-entry-form';
import { CodeRequestForm } from './code-request-form';
import { ContractSummary } from './contract-summary';
import { OrderNotFound } from './order-not-found';
import { SignedPanel } from './signed-panel';
import styles from './signing.module.css';
import type { SigningState } from './signing-api';
import type { SigningPageData } from './signing-loader';
import { summaryPath } from './signing-paths';
import { useCompletion } from './use-completion';
import { useSigningApi } from './use-signing-api';

/**
 * `/signature/:orderId`: the contract to read or download, the one-time code to receive (SMS or e-mail) and
 * to type, then the completion of the order and the thank-you page.
 */
export function SigningPage() {
  const data = useLoaderData() as SigningPageData;
  if (data.kind === 'not-found') return <OrderNotFound />;
  if (data.kind === 'draft') return <NotSubmitted orderId={data.orderId} message={data.message} />;
  if (data.kind === 'refused') return <NothingToSign message={data.message} />;
  // A new state for each order: nothing of one order's page survives on another's.
  return <SigningFlow key={data.state.orderId} initialState={data.state} />;
}

function SigningFlow({ initialState }: { initialState: SigningState }) {
  useDocumentTitle('Signature de votre contrat');
  const [state, setState] = useState(initialState);
  /** What the customer did last on this page, to move the focus where the next step is. */
  const [lastAction, setLastAction] = useState<'none' | 'code-sent' | 'signed'>('none');
  const completion = useCompletion(state.orderId, state.kind);
  const api = useSigningApi();
  const isAwaitingSignature = initialState.status === 'submitted';
  useEffect(() => {
    if (!isAwaitingSignature) return;
    // The evidence file's « document shown » line: if it fails, the signature still records its own evidence,
    // so the customer is not stopped for it.
    api.shown(initialState.orderId).catch(() => undefined);
  }, [api, initialState.orderId, isAwaitingSignature]);

  if (state.status === 'cancelled') {
    return (
      <NothingToSign
        message={`Cette commande (${state.reference}) a été annulée\u202F: il n’y a plus de contrat à signer.`}
      />
    );
  }

  const { code } = state;
  return (
    <div className={styles.page}>
      <h1>Signature de votre contrat</h1>
      <p className={styles.lead}>
        {state.status === 'signed'
          ? 'Merci, votre signature est enregistrée.'
          : 'Vérifiez votre contrat, puis signez-le avec le code à 6 chiffres que nous vous envoyons.'}
      </p>
      <ContractSummary state={state} />
      {state.status === 'signed' ? (
        <SignedPanel state={state} completion={completion} isFocusRequested={lastAction === 'signed'} />
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="code-titre">
            <h2 id="code-titre">1. Recevoir votre code</h2>
            <CodeRequestForm
              state={state}
              onSent={(sent) => {
                setState(sent);
                setLastAction('code-sent');
              }}
            />
          </section>
          {code ? (
            <section className={styles.panel} aria-labelledby="signer-titre">
              <h2 id="signer-titre">2. Signer votre contrat</h2>
              <CodeEntryForm
                state={{ ...state, code }}
                isFocusRequested={lastAction === 'code-sent'}
                onSigned={async (signed) => {
                  setState(signed);
                  setLastAction('signed');
                  await completion.complete();
                }}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** An order still being filled in: nothing to sign yet. */
function NotSubmitted({ orderId, message }: { orderId: string; message: string }) {
  useDocumentTitle('Signature de votre contrat');
  return (
    <div className={styles.page}>
      <h1>Signature de votre contrat</h1>
      <p className={styles.lead}>{message}</p>
      <p>
        Votre contrat sera prêt à signer dès que vous aurez vérifié et validé le récapitulatif de votre
        commande.
      </p>
      <p>
        <Link to={summaryPath(orderId)}>Revenir au récapitulatif de ma commande</Link>
      </p>
    </div>
  );
}

/** An order that cannot be signed (cancelled…): why, in the server's words. */
function NothingToSign({ message }: { message: string }) {
  useDocumentTitle('Signature de votre contrat');
  return (
    <div className={styles.page}>
      <h1>Signature de votre contrat</h1>
      <p className={styles.lead}>{message}</p>
      <p>
        <Link to="/offres">Découvrir nos offres</Link>
      </p>
    </div>
  );
}
