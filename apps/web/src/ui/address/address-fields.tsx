import { type Address, type AddressMode, cleanupAddress, LEGACY_ADDRESS_KEYS } from '@voltaire/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { siteIdentity } from '../../app/site-identity';
import { CheckboxField } from '../form/checkbox-field';
import { TextField } from '../form/text-field';
import { PostalAddressFields } from '../postal-address/postal-address-fields';
import styles from './address-fields.module.css';
import { type AddressFieldNames, AddressSearchField } from './address-search-field';
import type { AddressSearchFilter } from './search-addresses';

export const MANUAL_FILL_LABEL = 'Je ne trouve pas mon adresse';
export const SEARCH_FILL_LABEL = 'Recherche automatique';
export const STREET_NUMBER_LABEL = 'Numéro de voie';
export const STREET_NAME_LABEL = 'Nom de la voie';
export const COMPLEMENT_LABEL = 'Complément d’adresse';
export const CONSENT_FIND_POINT_LABEL = `J’accepte que ${siteIdentity.brand} recherche le point de livraison (compteur) de cette adresse.`;

const ADDRESS_KEYS = [
  'streetNumber',
  'streetName',
  'complement',
  'zipCode',
  'city',
  'inseeCode',
  'consentFindPoint',
  'oneLineSearchValid',
  'fullAddress',
] as const satisfies readonly (keyof Address)[];

/** The form field names of the group: `prefix + key` for every Address key (SPEC §3). */
export function addressFieldNames(prefix = ''): AddressFieldNames {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, `${prefix}${key}`])) as AddressFieldNames;
}

/** The address as submitted: the older keys (insee_code, number, street, zip_code) removed (SPEC §3). */
export function addressFromValues<T extends Record<string, unknown>>(values: T) {
  return cleanupAddress(values);
}

export interface AddressFieldsProps {
  /** Prepended to the field names (e.g. 'delivery.'). */
  prefix?: string;
  /** The search field's label, and the manual fields' legend. */
  label?: string;
  /**
   * The mode, when the form controls it: validate with `createAddressSchema({ mode })` (domain), and pass the
   * same mode here with `onModeChange`. Otherwise the group keeps it and starts in `defaultMode`.
   */
  mode?: AddressMode;
  defaultMode?: AddressMode;
  onModeChange?: (mode: AddressMode) => void;
  /** Offers « Je ne trouve pas mon adresse » (manual entry). Default true. */
  allowManualFill?: boolean;
  /** Offers the search, and « Recherche automatique » from manual entry. Default true. */
  allowSearchFill?: boolean;
  /** Manual entry asks only the postal code and the commune. */
  zipAndCityOnly?: boolean;
  /** Shows the consent to look up the delivery point; it must then be ticked. */
  consentFindPoint?: boolean;
  /** Restricts the search to a postal code and / or an INSEE code. */
  searchFilter?: AddressSearchFilter;
}

/**
 * The address field group of SPEC §4–§5: search mode (default), where the address is valid only once a
 * suggestion is chosen, and manual mode (street number, street name, complement, then postal code and
 * commune through the postal-address widget; only the latter with `zipAndCityOnly`). Validate it with
 * domain's `createAddressSchema`, whose errors use SPEC's messages; the « address not found » error shows
 * under the search field. Older keys present in the form are removed when the group mounts.
 */
export function AddressFields({
  prefix = '',
  label = 'Adresse',
  mode: controlledMode,
  defaultMode = 'search',
  onModeChange,
  allowManualFill = true,
  allowSearchFill = true,
  zipAndCityOnly = false,
  consentFindPoint = false,
  searchFilter,
}: AddressFieldsProps) {
  const names = useMemo(() => addressFieldNames(prefix), [prefix]);
  const { getValues, setValue, unregister, setFocus, trigger, formState } = useFormContext();
  const [ownMode, setOwnMode] = useState<AddressMode>(defaultMode);
  const requestedMode = controlledMode ?? ownMode;
  const mode: AddressMode = !allowSearchFill ? 'manual' : !allowManualFill ? 'search' : requestedMode;
  const hasSwitched = useRef(false);
  /** The address fields as the last chosen suggestion set them, to tell whether manual entry changed them. */
  const chosenSnapshot = useRef<string | null>(null);

  // SPEC §3: the older keys are removed.
  useEffect(() => {
    for (const key of LEGACY_ADDRESS_KEYS) {
      if (getValues(`${prefix}${key}`) !== undefined) unregister(`${prefix}${key}`);
    }
  }, [getValues, unregister, prefix]);

  const snapshot = () =>
    JSON.stringify(
      [names.streetNumber, names.streetName, names.zipCode, names.inseeCode].map((name) => getValues(name)),
    );

  const switchTo = (next: AddressMode) => {
    if (next === 'manual' && getValues(names.oneLineSearchValid) === true)
      chosenSnapshot.current = snapshot();
    if (
      next === 'search' &&
      getValues(names.oneLineSearchValid) === true &&
      chosenSnapshot.current !== snapshot()
    ) {
      // Edited by hand since the choice: no longer the address found.
      setValue(names.oneLineSearchValid, false, { shouldDirty: true });
      setValue(names.fullAddress, '', { shouldDirty: true });
    }
    hasSwitched.current = true;
    setOwnMode(next);
    onModeChange?.(next);
  };

  const { submitCount } = formState;
  useEffect(() => {
    if (!hasSwitched.current) return;
    hasSwitched.current = false;
    setFocus(
      mode === 'search' ? names.oneLineSearchValid : zipAndCityOnly ? names.zipCode : names.streetNumber,
    );
    // Errors computed under the other mode's schema are recomputed under this one.
    if (submitCount > 0) void trigger(Object.values(names));
  }, [mode, names, setFocus, submitCount, trigger, zipAndCityOnly]);

  return (
    <div className={styles.group}>
      {mode === 'search' ? (
        <>
          <AddressSearchField
            names={names}
            label={label}
            {...(searchFilter ? { filter: searchFilter } : {})}
          />
          {allowManualFill ? (
            <button type="button" className={styles.linkButton} onClick={() => switchTo('manual')}>
              {MANUAL_FILL_LABEL}
            </button>
          ) : null}
        </>
      ) : (
        <fieldset className={styles.manual}>
          <legend className={styles.legend}>{label}</legend>
          {zipAndCityOnly ? null : (
            <>
              <div className={styles.streetRow}>
                <TextField
                  name={names.streetNumber}
                  label={STREET_NUMBER_LABEL}
                  description="Facultatif, par exemple 12 ou 12 bis"
                  maxLength={20}
                />
                <TextField name={names.streetName} label={STREET_NAME_LABEL} isRequired maxLength={255} />
              </div>
              <TextField
                name={names.complement}
                label={COMPLEMENT_LABEL}
                description="Facultatif : bâtiment, étage, lieu-dit…"
                autoComplete="address-line2"
                maxLength={255}
              />
            </>
          )}
          <PostalAddressFields prefix={prefix} />
          {allowSearchFill ? (
            <button type="button" className={styles.linkButton} onClick={() => switchTo('search')}>
              {SEARCH_FILL_LABEL}
            </button>
          ) : null}
        </fieldset>
      )}
      {consentFindPoint ? (
        <CheckboxField name={names.consentFindPoint} label={CONSENT_FIND_POINT_LABEL} isRequired />
      ) : null}
    </div>
  );
}
