import styles from './form.module.css';

/**
 * The error line under a field. Always in the page (empty without an error), so that screen readers announce
 * the message when it appears; the field points at it with aria-describedby and carries aria-invalid.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message}
    </p>
  );
}
