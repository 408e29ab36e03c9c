import { type Energy, firstUnfinishedStep, type OrderView } from '@voltaire/domain';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { carriedAddition, carriedEnergy, carriedOffer, stepPath } from './journey-steps';
import styles from './subscription.module.css';
import {
  createOrder,
  createOrderWithOffer,
  findDraftOrderId,
  getOrder,
  selectOffer,
} from './subscription-api';

export const START_FAILED_MESSAGE =
  'Votre souscription n’a pas pu démarrer. Vérifiez votre connexion, puis réessayez dans quelques instants.';

/**
 * `/souscription`: the session's latest draft, or a new order, then its first unfinished step. The offer and
 * energy chosen on `/offres` (`?offre=…&energie=…`) travel along in the address.
 */
export function createStartLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ error: string }> => {
    const client = http();
    const search = new URL(request.url).search;
    let order: OrderView;
    try {
      const addingTo = carriedAddition(search);
      const offerId = carriedOffer(search);
      // Adding the other energy: a new order taking over the first one's steps; its refusals are shown.
      order =
        addingTo && offerId
          ? await createOrderWithOffer(client, offerId, carriedEnergy(search), addingTo)
          : await openDraft(client, offerId, carriedEnergy(search), request.signal);
    } catch (error) {
      return {
        error:
          error instanceof HttpError && error.status < 500 && error.errors[0]
            ? error.errors[0].message
            : START_FAILED_MESSAGE,
      };
    }
    const step = firstUnfinishedStep(order.completedSteps) ?? 'summary';
    throw redirect(stepPath(order.id, step, search));
  };
}

/** The session's latest draft (with the offer chosen on /offres, if any), or a new one. */
async function openDraft(
  http: HttpClient,
  offerId: string | undefined,
  energy: Energy | undefined,
  signal: AbortSignal,
): Promise<OrderView> {
  const draftId = await findDraftOrderId(http, signal);
  const draft = draftId ? await getOrder(http, draftId, signal).catch(() => undefined) : undefined;
  if (draft?.status === 'draft') {
    // The offer chosen replaces the draft's; one of another energy than a saved situation is refused: kept.
    return offerId ? selectOffer(http, draft.id, offerId).catch(() => draft) : draft;
  }
  if (!offerId) return createOrder(http);
  // An offer the catalogue no longer sells: the journey starts anyway, the customer picks another.
  return createOrderWithOffer(http, offerId, energy).catch(() => createOrder(http));
}

export const startLoader = createStartLoader();

/** Shown only when no order could be opened: the loader otherwise sends to the journey. */
export function StartPage() {
  useDocumentTitle('Souscription');
  const { error } = useLoaderData() as { error: string };
  return (
    <div className={styles.notice}>
      <h1>Souscrire en ligne</h1>
      <p role="alert">{error}</p>
      <p>
        <Link to="/souscription">Réessayer</Link> ou <Link to="/offres">revenir aux offres</Link>.
      </p>
    </div>
  );
}
