import { useEffect, useEffectEvent } from 'react';

/**
 * Named modals (SPEC §2): an application-wide event carries the name of the modal to open, and every modal
 * whose `name` matches opens. Kept free of any widget code so that the shell can dispatch it for nothing.
 */
export const OPEN_MODAL_EVENT = 'voltaire:open-modal';

/** The attribute that makes any element open a named modal on click: `data-open-modal="<name>"`. */
export const OPEN_MODAL_ATTRIBUTE = 'data-open-modal';

export interface OpenModalDetail {
  name: string;
}

declare global {
  interface WindowEventMap {
    [OPEN_MODAL_EVENT]: CustomEvent<OpenModalDetail>;
  }
}

/** Opens the modal(s) named `name`, wherever they are mounted. */
export function openModal(name: string): void {
  window.dispatchEvent(new CustomEvent<OpenModalDetail>(OPEN_MODAL_EVENT, { detail: { name } }));
}

/** Calls `onOpen` each time the modal named `name` is asked to open; does nothing without a name. */
export function useOpenModalRequest(name: string | undefined, onOpen: () => void): void {
  const open = useEffectEvent(onOpen);
  useEffect(() => {
    if (!name) return;
    const listener = (event: CustomEvent<OpenModalDetail>) => {
      if (event.detail?.name === name) open();
    };
    window.addEventListener(OPEN_MODAL_EVENT, listener);
    return () => window.removeEventListener(OPEN_MODAL_EVENT, listener);
  }, [name]);
}

/**
 * The single delegated click listener behind `data-open-modal` (SPEC §2): a click on such an element, or
 * inside it, opens the modal it names. Returns the function that removes the listener.
 */
export function listenToOpenModalClicks(target: Document): () => void {
  const listener = (event: MouseEvent) => {
    const origin = event.target instanceof Element ? event.target : null;
    const trigger = origin?.closest(`[${OPEN_MODAL_ATTRIBUTE}]`);
    const name = trigger?.getAttribute(OPEN_MODAL_ATTRIBUTE);
    if (!name) return;
    // A link that opens a modal should not also navigate.
    if (trigger instanceof HTMLAnchorElement) event.preventDefault();
    openModal(name);
  };
  target.addEventListener('click', listener);
  return () => target.removeEventListener('click', listener);
}
