import type { JourneyStep, OrderQuote, OrderView, Quote } from '@voltaire/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { stepChangeEvent } from '../../app/analytics';
import { useAppServices } from '../../app/app-services';
import { useDocumentTitle } from '../../ui/use-document-title';
import { agentJourneyOf } from './agent-journey';
import { JourneyActions } from './journey-actions';
import type { JourneyData } from './journey-loader';
import { STEPS, stepInfo } from './journey-steps';
import { PriceSummary } from './price-summary';
import { Stepper } from './stepper';
import styles from './subscription.module.css';
import { useFocusOnNavigation } from './use-focus-on-navigation';

export interface StepContext {
  order: OrderView;
  cart: OrderQuote | null;
  /** Shows in the price panel the quote of the offer being chosen, before it is saved. */
  previewQuote?: (quote: Quote | null) => void;
}

/**
 * The frame of every journey step: the stepper, the step's heading (focused after each navigation), the
 * step itself, the price summary and the « reprendre plus tard » / « abandonner » actions. An order that is
 * not this visitor's, or no longer a draft, is explained instead.
 */
export function JourneyPage({
  step,
  children,
}: {
  step: JourneyStep;
  children: (context: StepContext) => ReactNode;
}) {
  const data = useLoaderData() as JourneyData;
  const { search } = useLocation();
  const { revalidate } = useRevalidator();
  const info = stepInfo(step);
  const title =
    data.kind === 'missing'
      ? 'Commande introuvable'
      : data.kind === 'closed'
        ? closedTitle(data.order)
        : `${info.title} – Étape ${info.number} sur ${STEPS.length}`;
  useDocumentTitle(title);
  const heading = useFocusOnNavigation(data.kind === 'open' ? step : data.kind);
  useStepChangeEvent(step, data);
  const [preview, setPreview] = useState<{ step: JourneyStep; quote: Quote | null }>({ step, quote: null });
  const previewQuote = useCallback(
    (quote: Quote | null) =>
      setPreview((shown) => (shown.step === step && shown.quote === quote ? shown : { step, quote })),
    [step],
  );

  if (data.kind === 'missing') return <MissingOrder headingRef={heading} />;
  const agentJourney = agentJourneyOf(data.order);
  if (data.kind === 'closed') {
    return agentJourney ? (
      <agentJourney.AgentClosedOrder order={data.order} headingRef={heading} />
    ) : (
      <ClosedOrder order={data.order} headingRef={heading} />
    );
  }

  const { order, cart } = data;
  const stepper = (
    <Stepper
      orderId={order.id}
      kind={order.kind}
      current={step}
      completed={order.completedSteps}
      search={search}
    />
  );
  const stepHeading = (
    <h1 id="etape-titre" ref={heading} tabIndex={-1} className={styles.stepTitle}>
      {info.title}
    </h1>
  );
  const priceSummary = (
    <PriceSummary order={order} cart={cart} preview={preview.step === step ? preview.quote : null} />
  );
  const actions = <JourneyActions order={order} onStopped={() => void revalidate()} />;
  if (agentJourney) {
    return (
      <agentJourney.AgentJourneyFrame
        order={order}
        cart={cart}
        stepper={stepper}
        heading={stepHeading}
        priceSummary={priceSummary}
        actions={actions}
      >
        {children({ order, cart, previewQuote })}
      </agentJourney.AgentJourneyFrame>
    );
  }
  return (
    <div className={styles.journey}>
      {stepper}
      <div className={styles.columns}>
        <section className={styles.step} aria-labelledby="etape-titre">
          {stepHeading}
          {children({ order, cart, previewQuote })}
        </section>
        {priceSummary}
      </div>
      {actions}
    </div>
  );
}

/**
 * `{product}StepChange` (SPEC §3) each time a step of an open order is shown, through the consent-gated
 * analytics: `subscriptionStepChange` with the step, its number and the energy once known.
 */
function useStepChangeEvent(step: JourneyStep, data: JourneyData) {
  const { analytics } = useAppServices();
  const orderId = data.kind === 'open' ? data.order.id : undefined;
  const energy = data.kind === 'open' ? data.order.journey.situation?.energy : undefined;
  useEffect(() => {
    if (!orderId) return;
    const { slug, number } = stepInfo(step);
    stepChangeEvent(analytics, 'subscription', {
      step: slug,
      stepNumber: number,
      ...(energy ? { energy } : {}),
    });
  }, [analytics, orderId, step, energy]);
}

function MissingOrder({ headingRef }: { headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className={styles.notice}>
      <h1 ref={headingRef} tabIndex={-1}>
        Commande introuvable
      </h1>
      <p>
        Cette souscription n’existe pas, ou elle a été commencée sur un autre appareil ou dans un autre
        navigateur. Pour la retrouver ailleurs, utilisez le lien reçu par e-mail après «&nbsp;Enregistrer et
        reprendre plus tard&nbsp;».
      </p>
      <p>
        <Link to="/souscription">Commencer une nouvelle souscription</Link>
      </p>
    </div>
  );
}

function closedTitle(order: OrderView): string {
  switch (order.status) {
    case 'submitted':
      return 'Votre contrat est prêt à être signé';
    case 'signed':
      return 'Votre contrat est signé';
    case 'completed':
      return 'Votre souscription est terminée';
    default:
      return 'Souscription abandonnée';
  }
}

function ClosedOrder({
  order,
  headingRef,
}: {
  order: OrderView;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className={styles.notice}>
      <h1 ref={headingRef} tabIndex={-1}>
        {closedTitle(order)}
      </h1>
      <p>Référence de votre commande&#x202F;: {order.reference}</p>
      {order.status === 'submitted' ? (
        <>
          <p>Toutes les étapes sont complètes&#x202F;: il ne reste qu’à signer votre contrat.</p>
          <p>
            <Link to={`/signature/${encodeURIComponent(order.id)}`}>Signer mon contrat</Link>
          </p>
        </>
      ) : order.status === 'signed' || order.status === 'completed' ? (
        <>
          <p>Votre contrat est signé&#x202F;; cette souscription ne peut plus être modifiée.</p>
          <p>
            <Link to={`/souscription/${encodeURIComponent(order.id)}/confirmation`}>
              Voir la confirmation de ma souscription
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Cette souscription a été abandonnée&#x202F;: elle ne peut plus être modifiée ni reprise, et le
            code promo éventuel a été libéré. Vous pouvez en commencer une nouvelle à tout moment.
          </p>
          <p>
            <Link to="/souscription">Commencer une nouvelle souscription</Link>
          </p>
        </>
      )}
    </div>
  );
}
