import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_LENGTH,
  type Address,
  emptyAddress,
} from '@voltaire/domain';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { FieldError } from '../form/field-error';
import formStyles from '../form/form.module.css';
import { describedBy, useFieldError } from '../form/use-field-error';
import styles from './address-fields.module.css';
import { type AddressSearchFilter, type AddressSuggestion, searchAddresses } from './search-addresses';

export const ADDRESS_SEARCH_DESCRIPTION =
  'Saisissez le numéro et le nom de votre voie, puis choisissez votre adresse dans la liste.';
export const ADDRESS_SEARCHING_MESSAGE = 'Recherche d’adresses en cours…';
export const NO_ADDRESS_FOUND_MESSAGE = 'Aucune adresse trouvée.';
export const CLEAR_ADDRESS_LABEL = 'Effacer l’adresse';

export type AddressFieldNames = Record<keyof Address, string>;

type SearchStatus = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; count: number };

function statusMessage(status: SearchStatus): string {
  if (status.kind === 'searching') return ADDRESS_SEARCHING_MESSAGE;
  if (status.kind !== 'found') return '';
  if (status.count === 0) return NO_ADDRESS_FOUND_MESSAGE;
  return status.count === 1 ? '1 adresse trouvée.' : `${status.count} adresses trouvées.`;
}

/**
 * The search mode of the address group (SPEC §4, §5): an accessible combobox over the national address base.
 * A search starts only when the typed text is longer than ADDRESS_SEARCH_MIN_LENGTH, ADDRESS_SEARCH_DEBOUNCE_MS
 * after the last keystroke, filtered by postal code and INSEE code when given. Choosing a suggestion fills
 * the address fields and makes the address valid (`oneLineSearchValid`); typing again makes it invalid until a
 * new choice; clearing the text empties every address field.
 *
 * The WAI-ARIA editable combobox with list autocomplete (APG): the focus stays in the input, the active
 * suggestion is `aria-activedescendant`; ↓ / ↑ move through the list (Alt+↓ opens it, Alt+↑ and Échap close
 * it), Entrée chooses. Written here rather than taken from react-aria, whose combobox cost the housing step
 * ~55 KB of script (ADR 0035).
 */
export function AddressSearchField({
  names,
  label,
  filter = {},
}: {
  names: AddressFieldNames;
  label: string;
  filter?: AddressSearchFilter;
}) {
  const id = useId();
  const { http } = useAppServices();
  const { getValues, setValue } = useFormContext();
  const { field } = useController({ name: names.oneLineSearchValid, defaultValue: false });
  const error = useFieldError(names.oneLineSearchValid);
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMemo(() => mergeRefs(field.ref, input), [field.ref]);

  const [inputValue, setInputValue] = useState<string>(() =>
    field.value === true ? ((getValues(names.fullAddress) as string | undefined) ?? '') : '',
  );
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [isOpen, setOpen] = useState(false);
  /** Index of the active suggestion, -1 for none. */
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  const chosenText = useRef<string | null>(field.value === true ? inputValue : null);

  const { zipCode: filterZipCode, inseeCode: filterInseeCode } = filter;
  useEffect(() => {
    const text = query.trim();
    if (text.length <= ADDRESS_SEARCH_MIN_LENGTH || text === chosenText.current) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ kind: 'searching' });
      void searchAddresses(
        http,
        text,
        { zipCode: filterZipCode, inseeCode: filterInseeCode },
        controller.signal,
      ).then((found) => {
        if (controller.signal.aborted) return;
        setSuggestions(found);
        setStatus({ kind: 'found', count: found.length });
        setActive(-1);
        // Suggestions arrive after the typing: the list opens then, if the field still has the focus.
        setOpen(found.length > 0 && document.activeElement === input.current);
      });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, http, filterZipCode, filterInseeCode]);

  const setFields = (values: Partial<Address>) => {
    for (const [key, value] of Object.entries(values)) {
      if (key === 'oneLineSearchValid') continue;
      setValue(names[key as keyof Address], value, { shouldDirty: true, shouldValidate: true });
    }
    field.onChange(values.oneLineSearchValid === true);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    chosenText.current = null;
    setInputValue('');
    setQuery('');
    setSuggestions([]);
    close();
    setFields(emptyAddress());
  };

  const onInputChange = (text: string) => {
    setInputValue(text);
    if (text === chosenText.current) return;
    if (text.trim() === '') {
      clear();
      return;
    }
    setActive(-1);
    setOpen(suggestions.length > 0);
    setQuery(text);
    if (field.value === true) field.onChange(false);
  };

  const choose = (chosen: AddressSuggestion) => {
    chosenText.current = chosen.fullAddress;
    close();
    setInputValue(chosen.fullAddress);
    setQuery(chosen.fullAddress);
    setFields({
      streetNumber: chosen.streetNumber ?? '',
      streetName: chosen.streetName ?? '',
      zipCode: chosen.zipCode,
      city: chosen.city,
      inseeCode: chosen.inseeCode,
      fullAddress: chosen.fullAddress,
      oneLineSearchValid: true,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    const listShown = isOpen && count > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (event.altKey) {
        if (event.key === 'ArrowDown') setOpen(true);
        else close();
        return;
      }
      setOpen(true);
      const down = event.key === 'ArrowDown';
      if (!listShown || active === -1) setActive(down ? 0 : count - 1);
      else setActive(down ? Math.min(active + 1, count - 1) : Math.max(active - 1, 0));
    } else if (event.key === 'Enter' && listShown && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && listShown) {
      event.preventDefault();
      close();
    }
  };

  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  const statusId = `${id}-statut`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const listShown = isOpen && suggestions.length > 0;

  return (
    <div className={formStyles.field}>
      <div className={styles.search}>
        <label htmlFor={`${id}-champ`} id={`${id}-libelle`} className={formStyles.label}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <p id={descriptionId} className={formStyles.description}>
          {ADDRESS_SEARCH_DESCRIPTION}
        </p>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            id={`${id}-champ`}
            type="text"
            role="combobox"
            className={`${formStyles.input} ${styles.searchInput}`}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy([descriptionId, error && errorId, statusId])}
            value={inputValue}
            onChange={(event) => onInputChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              close();
              field.onBlur();
            }}
          />
          {inputValue !== '' ? (
            <button
              type="button"
              className={styles.clearButton}
              aria-label={CLEAR_ADDRESS_LABEL}
              onClick={() => {
                clear();
                input.current?.focus();
              }}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-labelledby={`${id}-libelle`}
            className={styles.listBox}
            hidden={!listShown}
            // Keeps the focus in the input when a suggestion is clicked.
            onMouseDown={(event) => event.preventDefault()}
          >
            {listShown
              ? suggestions.map((suggestion, index) => (
                  <SuggestionOption
                    key={suggestion.fullAddress}
                    id={optionId(index)}
                    suggestion={suggestion}
                    isActive={index === active}
                    onChoose={() => choose(suggestion)}
                    onPoint={() => setActive(index)}
                  />
                ))
              : null}
          </div>
        </div>
      </div>
      <p id={statusId} role="status" className={styles.status}>
        {statusMessage(status)}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function SuggestionOption({
  id,
  suggestion,
  isActive,
  onChoose,
  onPoint,
}: {
  id: string;
  suggestion: AddressSuggestion;
  isActive: boolean;
  onChoose: () => void;
  onPoint: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The browser does not scroll to an aria-activedescendant: the list does, for the arrow keys.
    if (isActive) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isActive]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the input (aria-activedescendant).
    <div
      ref={ref}
      id={id}
      role="option"
      // Options are not tab stops: the input keeps the focus (aria-activedescendant).
      tabIndex={-1}
      aria-selected={isActive}
      className={styles.option}
      data-active={isActive || undefined}
      onClick={onChoose}
      onPointerMove={isActive ? undefined : onPoint}
    >
      {suggestion.fullAddress}
    </div>
  );
}

/** One element for react-hook-form (focus on error) and for this field (focus checks, refocus after clearing). */
function mergeRefs<T>(...refs: Ref<T>[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
