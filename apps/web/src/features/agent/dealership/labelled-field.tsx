import type { ReactNode } from 'react';
import styles from './dealership.module.css';

/** A label, its control, an optional hint and its error (announced, tied to the control). */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const described = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-aide`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erreur`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
