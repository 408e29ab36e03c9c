import type { ReactNode } from 'react';
import styles from './gallery.module.css';

/** One state of a widget in the gallery: a level-3 heading, the widget, and an optional note. */
export function GalleryState({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <h3 className={styles.stateTitle}>{title}</h3>
      {note ? <p className={styles.note}>{note}</p> : null}
      <div className={styles.stage}>{children}</div>
    </div>
  );
}

/** Shows a widget's current value under it, e.g. « Valeur : 2026-05-20 ». */
export function GalleryValue({ label = 'Valeur', value }: { label?: string; value: unknown }) {
  const shown = value === null || value === undefined || value === '' ? '(vide)' : String(value);
  return (
    <p className={styles.value}>
      {label}&#x202F;: <code>{shown}</code>
    </p>
  );
}
