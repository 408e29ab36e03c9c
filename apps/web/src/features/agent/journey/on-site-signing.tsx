import type { OrderView, PlaceOfSale, SaleGeolocation } from '@voltaire/domain';
import { type ReactNode, useId, useState } from 'react';
import styles from './agent-journey.module.css';

export type SigningMode = 'onSite' | 'link';

export const ON_SITE_LABEL = 'Signer maintenant avec le client, sur cette tablette';
export const SIGN_NOW_LABEL = 'Signer maintenant avec le client';

/** The tablet's position, when the customer agreed; undefined when the browser cannot or will not give it. */
function currentPosition(): Promise<SaleGeolocation | undefined> {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracyMeters: Math.round(coords.accuracy),
        }),
      () => resolve(undefined),
      { timeout: 5_000, maximumAge: 60_000 },
    );
  });
}

/**
 * Door-to-door: how the customer signs (on the spot on the seller's tablet, or later from a link) and where the
 * sale takes place, prefilled with the home's address. The tablet's position joins only with the customer's
 * consent. The server checks the place (French errors shown by the form).
 */
export function useOnSiteSigning(order: OrderView) {
  const id = useId();
  const address = order.journey.housing?.address;
  const [mode, setMode] = useState<SigningMode>('onSite');
  const [place, setPlace] = useState({
    address: [address?.streetNumber, address?.streetName].filter(Boolean).join(' '),
    postalCode: address?.zipCode ?? '',
    city: address?.city ?? '',
  });
  const [geolocationConsent, setGeolocationConsent] = useState(false);

  const placeOfSale = async (): Promise<PlaceOfSale> => {
    const geolocation = geolocationConsent ? await currentPosition() : undefined;
    return { ...place, geolocationConsent, ...(geolocation ? { geolocation } : {}) };
  };

  const input = (name: keyof typeof place, label: string, autoComplete: string, inputMode?: 'numeric') => (
    <div className={styles.placeField}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={place[name]}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        onChange={(event) => setPlace({ ...place, [name]: event.target.value })}
      />
    </div>
  );

  const modes: { value: SigningMode; label: string }[] = [
    { value: 'onSite', label: ON_SITE_LABEL },
    { value: 'link', label: 'Envoyer un lien de signature (le client signe plus tard)' },
  ];
  const fields: ReactNode = (
    <>
      <fieldset className={styles.linkChannel}>
        <legend>Signature du client</legend>
        {modes.map((each) => (
          <div key={each.value} className={styles.radioRow}>
            <input
              id={`${id}-${each.value}`}
              type="radio"
              name={`${id}-mode`}
              checked={mode === each.value}
              onChange={() => setMode(each.value)}
            />
            <label htmlFor={`${id}-${each.value}`}>{each.label}</label>
          </div>
        ))}
      </fieldset>
      {mode === 'onSite' ? (
        <fieldset className={styles.linkChannel}>
          <legend>Lieu de la vente</legend>
          {input('address', 'Adresse où la vente a lieu', 'street-address')}
          {input('postalCode', 'Code postal du lieu de la vente', 'postal-code', 'numeric')}
          {input('city', 'Commune du lieu de la vente', 'address-level2')}
          <div className={styles.radioRow}>
            <input
              id={`${id}-geo`}
              type="checkbox"
              checked={geolocationConsent}
              onChange={(event) => setGeolocationConsent(event.target.checked)}
            />
            <label htmlFor={`${id}-geo`}>
              Le client accepte que la position de la tablette soit jointe au dossier de preuve
            </label>
          </div>
          <p className={styles.hint}>
            Le client reçoit un code sur son propre téléphone ou sa messagerie et le saisit lui-même sur la
            tablette. Vente hors établissement : il dispose de 14 jours pour se rétracter.
          </p>
        </fieldset>
      ) : null}
    </>
  );
  return { mode, fields, placeOfSale };
}
