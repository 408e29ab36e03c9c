import type { ComponentPropsWithoutRef } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return (
    <span
      {...props}
      className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden}
    />
  );
}
