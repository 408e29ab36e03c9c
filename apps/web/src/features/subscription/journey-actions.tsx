import type { OrderView } from '@voltaire/domain';
import { lazy, Suspense, useState } from 'react';
import { buttonClassName } from '../../ui/button/button';
import type { JourneyDialog } from './journey-dialogs';
import styles from './subscription.module.css';

export const SAVE_FOR_LATER_LABEL = 'Enregistrer et reprendre plus tard';
export const ABANDON_LABEL = 'Abandonner';

const JourneyDialogs = lazy(async () => ({ default: (await import('./journey-dialogs')).JourneyDialogs }));

/** « Enregistrer et reprendre plus tard » and « Abandonner », under every step. */
export function JourneyActions({ order, onStopped }: { order: OrderView; onStopped: () => void }) {
  const [dialog, setDialog] = useState<JourneyDialog | null>(null);
  const [hasOpened, setOpened] = useState(false);
  const open = (next: JourneyDialog) => {
    setOpened(true);
    setDialog(next);
  };
  return (
    <div className={styles.journeyActions}>
      <button type="button" className={buttonClassName('secondary')} onClick={() => open('later')}>
        {SAVE_FOR_LATER_LABEL}
      </button>
      <button type="button" className={styles.linkButton} onClick={() => open('stop')}>
        {ABANDON_LABEL}
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <JourneyDialogs order={order} dialog={dialog} onDialogChange={setDialog} onStopped={onStopped} />
        </Suspense>
      ) : null}
    </div>
  );
}
