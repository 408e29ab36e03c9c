import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button';
import { type ModalOpenStateProps, useModalOpenState } from '../named-modal/use-modal-open-state';
import { PopupTemplate, type PopupTemplateConfig } from '../popup-template/popup-template';
import styles from './modal-popup.module.css';

export interface ModalPopupProps extends ModalOpenStateProps {
  /** Shows a top bar with a « Fermer » control. */
  hasTopBar?: boolean;
  /** False: a click on the backdrop does not close it. Default true. */
  isDismissable?: boolean;
  /** True: the Escape key does not close it. */
  isKeyboardDismissDisabled?: boolean;
  /** Templated body: title, optional subtitle, HTML content (sanitised), status emoji, closing action button. */
  template?: PopupTemplateConfig;
  /** Accessible name of arbitrary content; with a template, its title names the popup. */
  'aria-label'?: string;
  /** Arbitrary content, when there is no template. A `Heading slot="title"` inside names the popup. */
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/** The centred modal popup of SPEC §2. Focus is trapped inside and returns to the opener on close. */
export function ModalPopup({
  hasTopBar = false,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  template,
  'aria-label': ariaLabel,
  children,
  ...openState
}: ModalPopupProps) {
  const { isOpen, setOpen } = useModalOpenState(openState);
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={styles.popup}>
        <Dialog className={styles.dialog} aria-label={template ? undefined : ariaLabel}>
          {({ close }) => (
            <>
              {hasTopBar ? (
                <div className={styles.topBar}>
                  <Button variant="icon" slot="close" aria-label="Fermer">
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
              ) : null}
              <div className={styles.body}>
                {template ? (
                  <PopupTemplate {...template} />
                ) : typeof children === 'function' ? (
                  children(close)
                ) : (
                  children
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
