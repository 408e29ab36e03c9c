import { type ReactNode, useId, useState } from 'react';
import { NumericInput } from '../../../ui/numeric-input/numeric-input';
import { PhoneInput } from '../../../ui/phone-input/phone-input';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';
import styles from './sections.module.css';

function LabelledInput({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function PhoneNumericSection() {
  const [phone, setPhone] = useState('');
  const [zip, setZip] = useState('');
  return (
    <>
      <GalleryState
        title="Téléphone"
        note="Un numéro collé ne garde que ses chiffres : « 06 12-34.56 78 » → 0612345678."
      >
        <LabelledInput label="Téléphone">
          {(id) => (
            <PhoneInput
              id={id}
              className={styles.input}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
        </LabelledInput>
        <GalleryValue value={phone} />
      </GalleryState>
      <GalleryState
        title="Champ numérique"
        note="Tout ce qui n’est pas un chiffre est retiré, saisi ou collé."
      >
        <LabelledInput label="Code postal">
          {(id) => (
            <NumericInput
              id={id}
              className={styles.input}
              maxLength={5}
              autoComplete="postal-code"
              value={zip}
              onChange={(event) => setZip(event.target.value)}
            />
          )}
        </LabelledInput>
        <GalleryValue value={zip} />
      </GalleryState>
      <GalleryState title="Nombre" note="Les touches e, E, point, moins et virgule sont refusées.">
        <LabelledInput label="Nombre d’occupants">
          {(id) => (
            <NumericInput id={id} className={styles.input} type="number" min={1} max={20} defaultValue={2} />
          )}
        </LabelledInput>
      </GalleryState>
    </>
  );
}

export const phoneNumericSection: GallerySection = {
  id: 'telephone-et-nombres',
  title: 'Téléphone et champs numériques',
  Component: PhoneNumericSection,
};
