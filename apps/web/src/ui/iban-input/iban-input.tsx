import {
  canEditLaterIbanGroups,
  IBAN_INPUT_GROUP_SIZES,
  IBAN_INPUT_MAX_LENGTHS,
  joinIbanGroups,
  splitIbanGroups,
} from '@voltaire/domain';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './iban-input.module.css';

export interface IbanInputProps {
  /** Default « IBAN ». */
  label?: string;
  /** The IBAN without spaces, upper case. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** The first box, for a form library to focus on error. */
  ref?: Ref<HTMLInputElement>;
}

/** « Caractères 5 à 8 de l’IBAN » for each box, from the domain's group sizes. */
export const IBAN_GROUP_LABELS = IBAN_INPUT_GROUP_SIZES.map((size, index) => {
  const first = IBAN_INPUT_GROUP_SIZES.slice(0, index).reduce((sum, each) => sum + each, 0) + 1;
  return `Caractères ${first} à ${first + size - 1} de l’IBAN`;
});

const keepIbanCharacters = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The IBAN input of SPEC §5: 7 boxes (4 characters each, the last 3; up to 5 while typing, the overflow moving
 * on), later boxes disabled until the first holds 4 characters, and a paste anywhere fills the whole IBAN.
 */
export function IbanInput({
  label = 'IBAN',
  value,
  defaultValue = '',
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  ref,
}: IbanInputProps) {
  const id = useId();
  const [ownGroups, setOwnGroups] = useState(() => splitIbanGroups(defaultValue));
  // Controlled: the boxes follow `value` unless they already spell it (keeps a half-typed group as typed).
  const groups =
    value === undefined || joinIbanGroups(ownGroups) === joinIbanGroups(splitIbanGroups(value))
      ? ownGroups
      : splitIbanGroups(value);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const laterGroupsEnabled = canEditLaterIbanGroups(groups[0] ?? '');

  const update = (next: string[]) => {
    setOwnGroups(next);
    onChange?.(joinIbanGroups(next));
  };

  // Focus moves after the render that enables the box it goes to.
  const pendingFocus = useRef<{ index: number; caret: 'start' | 'end' } | null>(null);
  const focusBox = (index: number, caret: 'start' | 'end' = 'end') => {
    pendingFocus.current = { index, caret };
  };
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    const input = pending ? inputs.current[pending.index] : null;
    if (!pending || !input || input.disabled) return;
    input.focus();
    const position = pending.caret === 'end' ? input.value.length : 0;
    input.setSelectionRange(position, position);
  });

  const lastIndex = IBAN_INPUT_GROUP_SIZES.length - 1;

  const changeGroup = (index: number, input: HTMLInputElement) => {
    const typed = keepIbanCharacters(input.value);
    const size = IBAN_INPUT_GROUP_SIZES[index] ?? 0;
    if (typed.length <= size) {
      update(groups.map((group, each) => (each === index ? typed : group)));
      // A box just filled by typing at its end: on to the next one.
      const isCaretAtEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
      if (typed.length === size && index < lastIndex && isCaretAtEnd) focusBox(index + 1, 'start');
      return;
    }
    // Overflow (up to IBAN_INPUT_MAX_LENGTHS while typing): the characters flow on into the next boxes.
    update(splitIbanGroups([...groups.slice(0, index), typed, ...groups.slice(index + 1)].join('')));
    focusBox(Math.min(index + 1, lastIndex));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = splitIbanGroups(keepIbanCharacters(event.clipboardData.getData('text')));
    update(next);
    const lastFilled = Math.max(
      0,
      next.findLastIndex((group) => group.length > 0),
    );
    focusBox(canEditLaterIbanGroups(next[0] ?? '') ? lastFilled : 0);
  };

  const moveFocusNow = (index: number, caret: 'start' | 'end') => {
    const input = inputs.current[index];
    if (!input) return;
    input.focus();
    const position = caret === 'end' ? input.value.length : 0;
    input.setSelectionRange(position, position);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    if (event.key === 'Backspace' && atStart && index > 0) {
      event.preventDefault();
      const previous = groups[index - 1] ?? '';
      update(groups.map((group, each) => (each === index - 1 ? previous.slice(0, -1) : group)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && atStart && index > 0) {
      event.preventDefault();
      moveFocusNow(index - 1, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && index < lastIndex && laterGroupsEnabled) {
      event.preventDefault();
      moveFocusNow(index + 1, 'start');
    }
  };

  const errorId = `${id}-erreur`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean);

  return (
    <div className={styles.iban} data-invalid={errorMessage ? true : undefined}>
      <fieldset
        ref={fieldset}
        className={styles.fieldset}
        onBlur={(event) => {
          // Touched once focus leaves the whole group, not when it moves from one box to the next.
          if (!fieldset.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
      >
        <legend className={styles.label}>
          {label}
          {isRequired ? <span aria-hidden="true"> *</span> : null}
        </legend>
        <div className={styles.boxes}>
          {groups.map((group, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are a fixed list of 7 positions.
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
                if (index === 0 && ref) {
                  if (typeof ref === 'function') ref(element);
                  else ref.current = element;
                }
              }}
              className={styles.box}
              data-size={IBAN_INPUT_GROUP_SIZES[index]}
              type="text"
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-label={IBAN_GROUP_LABELS[index]}
              aria-invalid={errorMessage ? true : undefined}
              aria-required={isRequired || undefined}
              maxLength={IBAN_INPUT_MAX_LENGTHS[index]}
              value={group}
              disabled={isDisabled || (index > 0 && !laterGroupsEnabled)}
              onChange={(event) => changeGroup(index, event.target)}
              onPaste={paste}
              onKeyDown={(event) => keyDown(index, event)}
            />
          ))}
        </div>
        {name ? <input type="hidden" name={name} value={joinIbanGroups(groups)} /> : null}
      </fieldset>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live="polite">
        {errorMessage}
      </p>
    </div>
  );
}
