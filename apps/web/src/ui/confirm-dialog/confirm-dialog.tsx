import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../button/button';
import { ModalPopup } from '../modal-popup/modal-popup';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action. « Annuler » has the focus first, so Enter pressed out of habit destroys
 * nothing; Escape cancels, and the focus returns to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  confirmLabel,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalPopup isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Heading slot="title" level={2}>
        {title}
      </Heading>
      <div>{children}</div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} autoFocus>
          Annuler
        </Button>
        <Button onPress={onConfirm}>{confirmLabel}</Button>
      </div>
    </ModalPopup>
  );
}
