import { LOADER_IMAGE_SIZE_PX } from '@voltaire/domain';
import styles from './loader.module.css';

export const DEFAULT_LOADER_MESSAGE = 'Chargement en cours';

export interface LoaderProps {
  /** Default « Chargement en cours ». */
  message?: string;
  /** True: the message is a paragraph; false (default): a heading. */
  isText?: boolean;
  /** Heading level when `isText` is false. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

/** The loader of SPEC §2: an animated 60 × 60 image and a message, announced politely to screen readers. */
export function Loader({ message = DEFAULT_LOADER_MESSAGE, isText = false, headingLevel = 2 }: LoaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <svg
        className={styles.image}
        width={LOADER_IMAGE_SIZE_PX}
        height={LOADER_IMAGE_SIZE_PX}
        viewBox="0 0 60 60"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="30" cy="30" r="24" fill="none" stroke="var(--color-surface-alt)" strokeWidth="6" />
        <path
          className={styles.arc}
          d="M30 6a24 24 0 0 1 24 24"
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path d="M33 18 24 32h6l-2 10 9-14h-6z" fill="var(--color-accent)" />
      </svg>
      {isText ? (
        <p className={styles.message}>{message}</p>
      ) : (
        <Heading className={styles.message}>{message}</Heading>
      )}
    </div>
  );
}
