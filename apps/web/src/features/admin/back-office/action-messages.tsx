import styles from '../admin.module.css';
import type { useAdminAction } from './use-admin-action';

/** Where an action's confirmation and refusals appear (a live region each). */
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
