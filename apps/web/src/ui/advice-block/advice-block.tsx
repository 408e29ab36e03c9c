import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
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

/** The advice block of SPEC §2: a titled note the user expands or collapses, in an info or error style. */
export function AdviceBlock({
  title = DEFAULT_ADVICE_TITLE,
  defaultOpen = false,
  isOpen,
  onOpenChange,
  variant = 'info',
  headingLevel = 3,
  children,
}: AdviceBlockProps) {
  return (
    <Disclosure
      className={styles.block}
      data-variant={variant}
      defaultExpanded={defaultOpen}
      {...(isOpen === undefined ? {} : { isExpanded: isOpen })}
      onExpandedChange={onOpenChange}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.icon} aria-hidden="true">
            {variant === 'error' ? '!' : 'i'}
          </span>
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
