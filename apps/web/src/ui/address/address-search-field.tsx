import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_LENGTH,
  type Address,
  emptyAddress,
} from '@voltaire/domain';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
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

  const [inputValue, setInputValue] = useState<string>(() =>
    field.value === true ? ((getValues(names.fullAddress) as string | undefined) ?? '') : '',
  );
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [selectedKey, setSelectedKey] = useState<Key | null>(null);
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  /** Bumped by every answer, so the list opens on answers that arrive after the typing. */
  const [answers, setAnswers] = useState(0);
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
        setAnswers((count) => count + 1);
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

  const clear = () => {
    chosenText.current = null;
    setInputValue('');
    setQuery('');
    setSuggestions([]);
    setSelectedKey(null);
    setFields(emptyAddress());
  };

  const onInputChange = (text: string) => {
    setInputValue(text);
    if (text === chosenText.current) return;
    if (text.trim() === '') {
      clear();
      return;
    }
    setSelectedKey(null);
    setQuery(text);
    if (field.value === true) field.onChange(false);
  };

  const onSelectionChange = (key: Key | null) => {
    const chosen =
      key === null ? undefined : suggestions.find((suggestion) => suggestion.fullAddress === key);
    if (!chosen) return;
    chosenText.current = chosen.fullAddress;
    setSelectedKey(key);
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

  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  const statusId = `${id}-statut`;

  return (
    <div className={formStyles.field}>
      <ComboBox
        className={styles.search}
        items={suggestions}
        inputValue={inputValue}
        onInputChange={onInputChange}
        selectedKey={selectedKey}
        onSelectionChange={onSelectionChange}
        onBlur={field.onBlur}
        allowsCustomValue
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        isRequired
      >
        <Label className={formStyles.label}>
          {label}
          <span aria-hidden="true"> *</span>
        </Label>
        <p id={descriptionId} className={formStyles.description}>
          {ADDRESS_SEARCH_DESCRIPTION}
        </p>
        <div className={styles.inputRow}>
          <Input
            ref={field.ref}
            className={`${formStyles.input} ${styles.searchInput}`}
            autoComplete="off"
            aria-describedby={describedBy([descriptionId, error && errorId, statusId])}
          />
          {inputValue !== '' ? (
            <button
              type="button"
              className={styles.clearButton}
              aria-label={CLEAR_ADDRESS_LABEL}
              onClick={clear}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </div>
        <OpenOnAnswer answers={answers} hasSuggestions={suggestions.length > 0} />
        <Popover className={styles.popover} offset={4}>
          <ListBox<AddressSuggestion> className={styles.listBox}>
            {(suggestion) => (
              <ListBoxItem
                id={suggestion.fullAddress}
                textValue={suggestion.fullAddress}
                className={styles.option}
              >
                {suggestion.fullAddress}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* data-live-announcer: react-aria leaves it readable while the list is open (ariaHideOutside). */}
      <p id={statusId} role="status" className={styles.status} data-live-announcer="true">
        {statusMessage(status)}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * react-aria opens the list while typing only when it already has items; suggestions arrive 500 ms after the
 * last keystroke, so the list is opened when they do (if the field still has the focus).
 */
function OpenOnAnswer({ answers, hasSuggestions }: { answers: number; hasSuggestions: boolean }) {
  const state = useContext(ComboBoxStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer opens the list, not a focus change.
  useEffect(() => {
    if (answers > 0 && hasSuggestions && state?.isFocused && !state.isOpen) state.open(null, 'input');
  }, [answers]);
  return null;
}
