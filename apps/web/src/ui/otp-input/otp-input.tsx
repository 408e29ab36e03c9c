import { isValidOtpValue, OTP_DEFAULT_DIGITS, sanitizeNumeric } from '@voltaire/domain';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import styles from './otp-input.module.css';

export interface OtpInputProps {
  /** Default « Code de vérification ». */
  label?: string;
  /** Number of digits; default 4 (SPEC §9). */
  digits?: number;
  /** Empty, or digits only. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

const toBoxes = (value: string, digits: number) =>
  Array.from({ length: digits }, (_, index) => sanitizeNumeric(value).charAt(index));

/**
 * The one-time-code input of SPEC §5: one box per digit, digits only; typing moves on, Backspace on an empty
 * box moves back, and pasting a whole code fills every box.
 */
export function OtpInput({
  label = 'Code de vérification',
  digits = OTP_DEFAULT_DIGITS,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onBlur,
  description,
  errorMessage,
  isDisabled,
  name,
  ref,
}: OtpInputProps) {
  const id = useId();
  const [ownBoxes, setOwnBoxes] = useState(() => toBoxes(defaultValue, digits));
  const boxes = value === undefined || ownBoxes.join('') === value ? ownBoxes : toBoxes(value, digits);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    pendingFocus.current = null;
    if (index !== null) inputs.current[index]?.focus();
  });

  const update = (next: string[]) => {
    const code = next.join('');
    if (!isValidOtpValue(code, digits)) return;
    setOwnBoxes(next);
    onChange?.(code);
    if (code.length === digits) onComplete?.(code);
  };

  /** Writes `text`'s digits from box `index` on (a typed digit, an SMS autofill, a paste). */
  const fillFrom = (index: number, text: string) => {
    const typed = sanitizeNumeric(text);
    if (!typed) return;
    const next = [...boxes];
    for (const [offset, digit] of [...typed].entries()) {
      if (index + offset < digits) next[index + offset] = digit;
    }
    // A gap before the typed digits would split the code: pack the digits to the left.
    const packed = toBoxes(next.join(''), digits);
    update(packed);
    // The box after the last one written takes the focus, never beyond the code typed so far.
    pendingFocus.current = Math.min(index + typed.length, packed.join('').length, digits - 1);
  };

  const change = (index: number, input: HTMLInputElement) => {
    if (input.value === '') {
      update(toBoxes(boxes.filter((_, each) => each !== index).join(''), digits));
      return;
    }
    // A digit typed next to the one the box held replaces it; more than that is an autofill or a paste.
    const held = boxes[index] ?? '';
    const typed = input.value.length === 2 && held ? input.value.replace(held, '') : input.value;
    fillFrom(index, typed);
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = sanitizeNumeric(event.clipboardData.getData('text'));
    // A whole code fills every box, wherever it is pasted.
    fillFrom(pasted.length >= digits ? 0 : index, pasted);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      update(toBoxes(boxes.filter((_, each) => each !== index - 1).join(''), digits));
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  const errorId = `${id}-erreur`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean);

  return (
    <div className={styles.otp} data-invalid={errorMessage ? true : undefined}>
      <fieldset
        ref={fieldset}
        className={styles.fieldset}
        onBlur={(event) => {
          // Touched once focus leaves the whole group, not when it moves from one box to the next.
          if (!fieldset.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
      >
        <legend className={styles.label}>{label}</legend>
        <div className={styles.boxes}>
          {boxes.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: one box per position.
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
                if (index === 0 && ref) {
                  if (typeof ref === 'function') ref(element);
                  else ref.current = element;
                }
              }}
              className={styles.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Chiffre ${index + 1} sur ${digits}`}
              aria-invalid={errorMessage ? true : undefined}
              value={digit}
              disabled={isDisabled}
              onChange={(event) => change(index, event.target)}
              onPaste={(event) => paste(index, event)}
              onKeyDown={(event) => keyDown(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
        {name ? <input type="hidden" name={name} value={boxes.join('')} /> : null}
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
