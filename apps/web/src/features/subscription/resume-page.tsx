import { firstUnfinishedStep } from '@voltaire/domain';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { createHttpClient, type HttpClient, HttpError } from '../../app/http-client';
import { useDocumentTitle } from '../../ui/use-document-title';
import { stepPath } from './journey-steps';
import styles from './subscription.module.css';
import { resumeJourney } from './subscription-api';

export const RESUME_FAILED_MESSAGE =
  'Ce lien de reprise n’est plus valable : il a expiré (les liens durent 30 jours), a déjà servi, ou est incomplet.';

/** `/reprise/:token`: the e-mailed link restores the journey on this device, at its next step. */
export function createResumeLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<{ error: string }> => {
    let target: string;
    try {
      const resumed = await resumeJourney(http(), params.token ?? '', request.signal);
      // A saved cart (not a subscription) goes back to the offers, where the cart lives.
      if (resumed.kind === 'cart') throw redirect('/offres');
      const { order, nextStep } = resumed;
      target = stepPath(order.id, nextStep ?? firstUnfinishedStep(order.completedSteps) ?? 'summary');
    } catch (error) {
      if (error instanceof Response) throw error;
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        return { error: error.errors[0]?.message ?? RESUME_FAILED_MESSAGE };
      }
      return {
        error: 'Votre souscription n’a pas pu être reprise pour le moment. Réessayez dans quelques instants.',
      };
    }
    throw redirect(target);
  };
}

export const resumeLoader = createResumeLoader();

export function ResumePage() {
  useDocumentTitle('Reprendre ma souscription');
  const { error } = useLoaderData() as { error: string };
  return (
    <div className={styles.notice}>
      <h1>Reprendre ma souscription</h1>
      <p role="alert">{error}</p>
      <p>
        Vous pouvez <Link to="/souscription">commencer une nouvelle souscription</Link>. Sur l’appareil où
        vous l’aviez commencée, la précédente vous attend&#x202F;: «&nbsp;Enregistrer et reprendre plus
        tard&nbsp;» vous enverra un nouveau lien.
      </p>
    </div>
  );
}
