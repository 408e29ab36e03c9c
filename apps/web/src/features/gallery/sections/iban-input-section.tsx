import { IbanSchema } from '@voltaire/domain';
import { useState } from 'react';
import { IbanInput } from '../../../ui/iban-input/iban-input';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

function IbanInputSection() {
  const [iban, setIban] = useState('');
  const [isLeft, setIsLeft] = useState(false);
  const check = IbanSchema.safeParse(iban);
  const error = isLeft && !check.success ? check.error.issues[0]?.message : undefined;
  return (
    <>
      <GalleryState
        title="Vide, validé par le schéma du domaine en quittant le champ"
        note="Les cases suivantes s’ouvrent quand la première compte 4 caractères ; un collage remplit tout l’IBAN."
      >
        <IbanInput value={iban} onChange={setIban} onBlur={() => setIsLeft(true)} errorMessage={error} />
        <GalleryValue value={iban} />
      </GalleryState>
      <GalleryState title="Renseigné">
        <IbanInput defaultValue="FR7630006000011234567890189" />
      </GalleryState>
      <GalleryState title="En erreur">
        <IbanInput defaultValue="FR7630006000011234567890188" errorMessage="IBAN invalide" />
      </GalleryState>
      <GalleryState title="Désactivé">
        <IbanInput label="IBAN enregistré" defaultValue="FR7630006000011234567890189" isDisabled />
      </GalleryState>
    </>
  );
}

export const ibanInputSection: GallerySection = {
  id: 'iban',
  title: 'Saisie d’IBAN',
  Component: IbanInputSection,
};
