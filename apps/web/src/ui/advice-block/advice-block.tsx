import { type ReactNode, useId, useState } from 'react';
import styles from './advice-block.module.css';

export const DEFAULT_ADVICE_TITLE = 'Petite précision';

export interface AdviceBlockProps {
  /** Default « Petite précision ». */
  title?: string;
  /** Starts expanded. */
  defaultOpen?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  variant?: 'info' | 'error';
  /** Level of the heading that holds the toggle button. Default 3. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * The advice block of SPEC §2: a titled note the user expands or collapses, in an info or error style.
 * The disclosure pattern with a native button (aria-expanded, aria-controls): no widget library on the journey's
 * steps, which all show one.
 */
export function AdviceBlock({
  title = DEFAULT_ADVICE_TITLE,
  defaultOpen = false,
  isOpen,
  onOpenChange,
  variant = 'info',
  headingLevel = 3,
  children,
}: AdviceBlockProps) {
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const expanded = isOpen ?? ownOpen;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setOwnOpen(!expanded);
    onOpenChange?.(!expanded);
  };

  return (
    <div className={styles.block} data-variant={variant} data-expanded={expanded || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className={styles.icon} aria-hidden="true">
            {variant === 'error' ? '!' : 'i'}
          </span>
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
