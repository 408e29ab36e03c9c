import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../ui/button/button';
import type { useAdminAction } from './use-admin-action';

/** The pieces every list screen of the admin area shares: its create link, its messages, a row's actions. */

/** Where an action's confirmation and refusals appear (a live region each, always in the page). */
export function ActionMessages({ action }: { action: ReturnType<typeof useAdminAction> }) {
  return (
    <>
      <p role="status" ref={action.status.ref} tabIndex={-1} className={styles.status}>
        {action.status.message}
      </p>
      <div role="alert" className={styles.alert}>
        {action.failures.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </>
  );
}

/** The list's link to its « Nouveau … » editor, styled as the primary button. */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      <Link to={to} className={`${buttonClassName('primary')} ${styles.linkButton}`}>
        {children}
      </Link>
    </div>
  );
}

/**
 * A row's « Modifier » link and one more action (delete, deactivate…). Both are named after the item, since a
 * screen reader lists every row's buttons together: « Modifier la passerelle « Comparateur A » ».
 */
export function RowActions({
  editTo,
  itemName,
  action,
  onAction,
}: {
  editTo: string;
  /** « la passerelle « Comparateur A » », « le prédicat « Corse » »… */
  itemName: string;
  /** The second button's label: « Supprimer », « Désactiver »… */
  action: string;
  onAction: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Link
        to={editTo}
        className={`${buttonClassName('secondary')} ${styles.linkButton}`}
        aria-label={`Modifier ${itemName}`}
      >
        Modifier
      </Link>
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-label={`${action} ${itemName}`}
        onClick={onAction}
      >
        {action}
      </button>
    </div>
  );
}
