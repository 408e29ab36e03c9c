import type { JourneyStep, OrderKind } from '@voltaire/domain';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import { STEPS, stepInfo, stepPath } from './journey-steps';
import styles from './subscription.module.css';

/**
 * « Étape n sur 6 » and the list of steps: the current one marked `aria-current="step"`, the saved ones
 * links back to themselves, the others plain text.
 */
export function Stepper({
  orderId,
  current,
  completed,
  search = '',
  kind = 'subscription',
}: {
  orderId: string;
  /** A move's new home goes through the same steps, under `/demenagement`. */
  kind?: OrderKind;
  current: JourneyStep;
  completed: readonly JourneyStep[];
  search?: string;
}) {
  const { number } = stepInfo(current);
  return (
    <nav className={styles.stepper} aria-label="Étapes de la souscription">
      <p className={styles.stepCount}>
        Étape {number} sur {STEPS.length}
      </p>
      <ol className={styles.steps}>
        {STEPS.map((info) => {
          const isCurrent = info.step === current;
          const isDone = completed.includes(info.step);
          const label = `${info.number}. ${info.shortTitle}`;
          const state = isCurrent ? 'en cours' : isDone ? 'terminée' : 'à venir';
          return (
            <li
              key={info.step}
              className={styles.stepItem}
              data-state={isCurrent ? 'current' : isDone ? 'done' : 'todo'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {isDone && !isCurrent ? (
                <Link to={stepPath(orderId, info.step, search, kind)}>
                  {label} <VisuallyHidden>({state})</VisuallyHidden>
                </Link>
              ) : (
                <span>
                  {label} <VisuallyHidden>({state})</VisuallyHidden>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
