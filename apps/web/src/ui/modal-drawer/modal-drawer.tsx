import { type ReactNode, useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button';
import { type ModalOpenStateProps, useModalOpenState } from '../named-modal/use-modal-open-state';
import { PopupTemplate, type PopupTemplateConfig } from '../popup-template/popup-template';
import styles from './modal-drawer.module.css';
import { useDrawerPlacement } from './use-drawer-placement';

export interface ModalDrawerProps extends ModalOpenStateProps {
  title?: string;
  subtitle?: string;
  /** Accessible name when there is no title (and no template). */
  'aria-label'?: string;
  /** Shows the « Fermer » button in the top bar. Default true. */
  hasCloseButton?: boolean;
  /** False: a click on the backdrop does not close it. Default true. */
  isDismissable?: boolean;
  /** True: the Escape key does not close it. */
  isKeyboardDismissDisabled?: boolean;
  /** A templated popup (title, subtitle, content, status or icon, one closing button) instead of children. */
  template?: PopupTemplateConfig;
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The modal drawer of SPEC §2: from the right on wide screens, from the bottom below 960 px. Focus is trapped
 * inside, returns to the opener on close, and the dialog is labelled by its title.
 */
export function ModalDrawer({
  name,
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  subtitle,
  'aria-label': ariaLabel,
  hasCloseButton = true,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  template,
  children,
}: ModalDrawerProps) {
  const { isOpen: open, setOpen } = useModalOpenState({ name, isOpen, defaultOpen, onOpenChange });
  const placement = useDrawerPlacement();
  const titleText = template?.title ?? title;
  const subtitleId = useId();
  const describedBy = !template && subtitle ? subtitleId : undefined;

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.drawer} data-placement={placement}>
        <Dialog
          className={styles.dialog}
          aria-label={titleText ? undefined : ariaLabel}
          aria-describedby={describedBy}
        >
          {({ close }) => (
            <>
              {hasCloseButton ? (
                <div className={styles.topBar}>
                  <Button variant="icon" slot="close" aria-label="Fermer">
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
              ) : null}
              <div className={styles.body}>
                {template ? (
                  <PopupTemplate {...template} />
                ) : (
                  <>
                    {title ? (
                      <Heading slot="title" level={2} className={styles.title}>
                        {title}
                      </Heading>
                    ) : null}
                    {subtitle ? (
                      <p id={subtitleId} className={styles.subtitle}>
                        {subtitle}
                      </p>
                    ) : null}
                    <div className={styles.content}>
                      {typeof children === 'function' ? children(close) : children}
                    </div>
                  </>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
