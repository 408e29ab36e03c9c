import { firstUnfinishedStep } from '@voltaire/domain';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { stepPath } from './journey-steps';
import styles from './subscription.module.css';
import { createOrder, findDraftOrderId, getOrder, type OrderView } from './subscription-api';

export const START_FAILED_MESSAGE =
  'Votre souscription n’a pas pu démarrer. Vérifiez votre connexion, puis réessayez dans quelques instants.';

/**
 * `/souscription`: the session's latest draft, or a new order, then its first unfinished step. The offer and
 * energy chosen on `/offres` (`?offre=…&energie=…`) travel along in the address.
 */
export function createStartLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ error: string }> => {
    const client = http();
    let order: OrderView | undefined;
    try {
      const draftId = await findDraftOrderId(client, request.signal);
      if (draftId) order = await getOrder(client, draftId, request.signal).catch(() => undefined);
      if (order?.status !== 'draft') order = await createOrder(client);
    } catch (error) {
      return {
        error:
          error instanceof HttpError && error.status < 500 && error.errors[0]
            ? error.errors[0].message
            : START_FAILED_MESSAGE,
      };
    }
    const step = firstUnfinishedStep(order.completedSteps) ?? 'summary';
    throw redirect(stepPath(order.id, step, new URL(request.url).search));
  };
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
