import { isBlockedNumberInputKey, sanitizeNumeric } from '@voltaire/domain';
import type { ChangeEvent, ComponentPropsWithRef, KeyboardEvent } from 'react';

export interface NumericInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /**
   * 'text' (default): a text box that keeps only digits, whatever is typed or pasted.
   * 'number': a native number input that refuses the keys e, E, '.', '-' and ','.
   */
  type?: 'text' | 'number';
}

/** Numeric fields of SPEC §5: text boxes strip non-digits; number inputs block e, E, '.', '-', ','. */
export function NumericInput({ type = 'text', onChange, onKeyDown, ...props }: NumericInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (type === 'text') {
      const input = event.target;
      const digits = sanitizeNumeric(input.value);
      if (digits !== input.value) {
        const caret = (input.selectionStart ?? input.value.length) - (input.value.length - digits.length);
        input.value = digits;
        input.setSelectionRange(Math.max(0, caret), Math.max(0, caret));
      }
    }
    onChange?.(event);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (type === 'number' && isBlockedNumberInputKey(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <input
      inputMode="numeric"
      {...(type === 'text' ? { pattern: '[0-9]*' } : {})}
      {...props}
      type={type}
      onChange={change}
      onKeyDown={keyDown}
    />
  );
}
