import { PostalCodeSchema } from '@voltaire/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { FieldError } from '../form/field-error';
import formStyles from '../form/form.module.css';
import { describedBy, useFieldError } from '../form/use-field-error';
import { NumericInput } from '../numeric-input/numeric-input';
import { type Commune, lookUpCommunes } from './look-up-communes';
import styles from './postal-address-fields.module.css';

export const POSTAL_CODE_LABEL = 'Code postal';
export const CITY_LABEL = 'Commune';
export const COMMUNES_SEARCHING_MESSAGE = 'Recherche des communes en cours…';
export const CHOOSE_CITY_OPTION = 'Choisissez votre commune';
export const TYPE_POSTAL_CODE_FIRST_OPTION = 'Saisissez d’abord le code postal';

export interface PostalAddressFieldsProps {
  /** Prepended to the field names: `prefix + 'zipCode'`, `prefix + 'city'`, `prefix + 'inseeCode'` (e.g. 'billing.'). */
  prefix?: string;
  isRequired?: boolean;
}

const setOptions = { shouldDirty: true, shouldValidate: true } as const;
const isValidPostalCode = (value: string) => PostalCodeSchema.safeParse(value).success;

/**
 * The postal-address widget of SPEC §4, inside a react-hook-form form (the design system's `Form`):
 * « Code postal » (text, numeric, at most 5 digits), « Commune » (a list filled from the commune lookup) and
 * the INSEE code (hidden).
 *
 * - A typed postal code without validation error (domain PostalCodeSchema) starts a lookup, shown and
 *   announced by a progress indicator that clears on completion. With a validation error there is no lookup
 *   and the list is emptied. The same postal code as the last lookup causes no new request.
 * - Changing the postal code clears the commune and its INSEE code. A single commune found is selected with
 *   its INSEE code; otherwise the visitor picks one.
 * - On load, a filled valid postal code triggers the lookup; initial values holding an INSEE code start the
 *   list with that commune.
 * - A failed lookup is swallowed (SPEC §8): indicator cleared, list emptied, no message.
 */
export function PostalAddressFields({ prefix = '', isRequired = true }: PostalAddressFieldsProps) {
  const names = { zipCode: `${prefix}zipCode`, city: `${prefix}city`, inseeCode: `${prefix}inseeCode` };
  const id = useId();
  const { http } = useAppServices();
  const { control, getValues, setValue, register } = useFormContext();
  const { field: zipField } = useController({ control, name: names.zipCode, defaultValue: '' });
  const zipCode = zipField.value as string | undefined;
  const { field: cityField } = useController({ control, name: names.city, defaultValue: '' });
  const zipError = useFieldError(names.zipCode);
  const cityError = useFieldError(names.city);

  const [communes, setCommunes] = useState<Commune[]>(() => {
    const city = getValues(names.city) as string | undefined;
    const insee = getValues(names.inseeCode) as string | undefined;
    return city && insee ? [{ city, insee }] : [];
  });
  const [isSearching, setSearching] = useState(false);
  const lastLookup = useRef<{ zipCode: string; communes: Commune[] } | null>(null);
  const isFirstRun = useRef(true);

  useEffect(() => {
    const firstRun = isFirstRun.current;
    isFirstRun.current = false;
    const value = zipCode ?? '';

    const show = (found: Commune[]) => {
      setCommunes(found);
      const only = found.length === 1 ? found[0] : undefined;
      if (only) {
        setValue(names.city, only.city, setOptions);
        setValue(names.inseeCode, only.insee, setOptions);
      }
    };

    if (!isValidPostalCode(value)) {
      // The initial commune stays until the postal code is touched.
      if (!firstRun) setCommunes([]);
      setSearching(false);
      return;
    }
    if (lastLookup.current?.zipCode === value) {
      setSearching(false);
      show(lastLookup.current.communes);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    void lookUpCommunes(http, value, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      lastLookup.current = { zipCode: value, communes: found };
      setSearching(false);
      show(found);
    });
    return () => controller.abort();
  }, [zipCode, http, setValue, names.city, names.inseeCode]);

  const chooseCity = (city: string) => {
    const commune = communes.find((candidate) => candidate.city === city);
    cityField.onChange(commune?.city ?? '');
    setValue(names.inseeCode, commune?.insee ?? '', setOptions);
  };

  const zipId = `${id}-code-postal`;
  const cityId = `${id}-commune`;
  const statusId = `${id}-recherche`;
  const cityValue = (cityField.value as string | undefined) ?? '';

  return (
    <div className={styles.group}>
      <div className={formStyles.field}>
        <label htmlFor={zipId} className={formStyles.label}>
          {POSTAL_CODE_LABEL}
          {isRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <NumericInput
          id={zipId}
          ref={zipField.ref}
          name={zipField.name}
          value={(zipField.value as string | undefined) ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== (getValues(names.zipCode) ?? '')) {
              setValue(names.city, '', setOptions);
              setValue(names.inseeCode, '', setOptions);
            }
            zipField.onChange(next);
          }}
          onBlur={zipField.onBlur}
          className={`${formStyles.input} ${styles.zipCode}`}
          maxLength={5}
          autoComplete="postal-code"
          aria-required={isRequired || undefined}
          aria-invalid={zipError ? true : undefined}
          aria-describedby={describedBy([zipError && `${zipId}-erreur`])}
        />
        <FieldError id={`${zipId}-erreur`} message={zipError} />
      </div>

      <div className={formStyles.field}>
        <label htmlFor={cityId} className={formStyles.label}>
          {CITY_LABEL}
          {isRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <select
          id={cityId}
          ref={cityField.ref}
          name={cityField.name}
          value={cityValue}
          onChange={(event) => chooseCity(event.target.value)}
          onBlur={cityField.onBlur}
          className={`${formStyles.input} ${styles.city}`}
          aria-required={isRequired || undefined}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={describedBy([statusId, cityError && `${cityId}-erreur`])}
          aria-busy={isSearching || undefined}
        >
          {communes.length !== 1 ? (
            <option value="">
              {communes.length === 0 ? TYPE_POSTAL_CODE_FIRST_OPTION : CHOOSE_CITY_OPTION}
            </option>
          ) : null}
          {communes.map((commune) => (
            <option key={commune.insee} value={commune.city}>
              {commune.city}
            </option>
          ))}
        </select>
        <p id={statusId} role="status" className={styles.status}>
          {isSearching ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {COMMUNES_SEARCHING_MESSAGE}
            </>
          ) : null}
        </p>
        <FieldError id={`${cityId}-erreur`} message={cityError} />
      </div>
      <input type="hidden" {...register(names.inseeCode)} />
    </div>
  );
}
