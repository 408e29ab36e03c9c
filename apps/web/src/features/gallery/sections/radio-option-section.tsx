import { useState } from 'react';
import { RadioOptionGroup } from '../../../ui/radio-option/radio-option-group';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

const pricingOptions = [
  { value: 'base', label: 'Base', description: 'Un seul prix du kWh, à toute heure.' },
  {
    value: 'hphc',
    label: 'Heures pleines / heures creuses',
    description: 'Un prix réduit 8 heures par jour.',
  },
  { value: 'tempo', label: 'Tempo', description: 'Non disponible pour ce logement.', isDisabled: true },
];

function RadioOptionSection() {
  const [option, setOption] = useState<string | null>(null);
  return (
    <>
      <GalleryState
        title="Sans choix, avec une option désactivée"
        note="Les flèches passent d’une option à l’autre."
      >
        <RadioOptionGroup
          label="Option tarifaire"
          options={pricingOptions}
          value={option}
          onChange={setOption}
        />
        <GalleryValue value={option} />
      </GalleryState>
      <GalleryState title="Choix initial, en ligne">
        <RadioOptionGroup
          label="Civilité"
          orientation="horizontal"
          defaultValue="Mme"
          options={[
            { value: 'Mme', label: 'Madame' },
            { value: 'M.', label: 'Monsieur' },
          ]}
        />
      </GalleryState>
      <GalleryState title="En erreur">
        <RadioOptionGroup
          label="Énergie"
          options={[
            { value: 'electricity', label: 'Électricité' },
            { value: 'gas', label: 'Gaz naturel' },
          ]}
          errorMessage="Champ obligatoire"
          isRequired
        />
      </GalleryState>
    </>
  );
}

export const radioOptionSection: GallerySection = {
  id: 'options-radio',
  title: 'Options à choix unique',
  Component: RadioOptionSection,
};
