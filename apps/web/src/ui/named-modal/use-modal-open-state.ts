import { useContext, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useOpenModalRequest } from './open-modal';

export interface ModalOpenStateProps {
  /** Opens on `openModal(name)` and on a click on any `data-open-modal="<name>"` element. */
  name?: string;
  /** Controlled open state. Without it (and without `name`), a surrounding `DialogTrigger` drives it. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The open state of a drawer or popup: controlled, driven by a surrounding react-aria `DialogTrigger`, or
 * its own, and opened by name through the app-wide event.
 */
export function useModalOpenState({ name, isOpen, defaultOpen, onOpenChange }: ModalOpenStateProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const [localOpen, setLocalOpen] = useState(defaultOpen ?? false);
  const isControlled = isOpen !== undefined;
  const followsTrigger = !isControlled && !name && defaultOpen === undefined && trigger !== null;
  const open = isControlled ? isOpen : followsTrigger ? trigger.isOpen : localOpen;

  const setOpen = (next: boolean) => {
    if (followsTrigger) trigger.setOpen(next);
    else if (!isControlled) setLocalOpen(next);
    onOpenChange?.(next);
  };
  useOpenModalRequest(name, () => setOpen(true));
  return { isOpen: open, setOpen };
}
