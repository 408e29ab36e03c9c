import { sanitizePhonePaste } from '@voltaire/domain';
import type { ClipboardEvent, ComponentPropsWithRef } from 'react';

export type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * Inserts `text` at the caret as if typed, so that React (and a form library listening to `input` events)
 * sees the change.
 */
export function insertAtCaret(input: HTMLInputElement, text: string): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  input.setRangeText(text, start, end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A telephone input (SPEC §5): a pasted number keeps only its digits. */
export function PhoneInput({ onPaste, ...props }: PhoneInputProps) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    insertAtCaret(event.currentTarget, sanitizePhonePaste(event.clipboardData.getData('text')));
  };
  return <input autoComplete="tel" inputMode="tel" {...props} type="tel" onPaste={paste} />;
}
