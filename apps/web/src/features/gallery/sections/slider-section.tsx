import { useState } from 'react';
import { Slider } from '../../../ui/slider/slider';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

function SliderSection() {
  const [surface, setSurface] = useState(190);
  return (
    <>
      <GalleryState title="Par défaut (0 à 100, pas de 1)">
        <Slider title="Part d’énergie verte" unit="%" defaultValue={50} />
      </GalleryState>
      <GalleryState title="Suffixe affiché seulement au maximum" note="« et plus » apparaît à 200 m².">
        <Slider
          title="Surface du logement"
          unit="m²"
          suffix="et plus"
          min={20}
          max={200}
          step={10}
          value={surface}
          onChange={setSurface}
        />
        <GalleryValue value={surface} />
      </GalleryState>
      <GalleryState
        title="Valeur hors bornes ramenée dans l’intervalle"
        note="Valeur demandée : 50 ; bornes 3 à 36."
      >
        <Slider
          title="Puissance souscrite"
          unit="kVA"
          suffix="ou plus"
          min={3}
          max={36}
          step={3}
          defaultValue={50}
        />
      </GalleryState>
      <GalleryState title="Désactivé">
        <Slider title="Nombre d’occupants" min={1} max={8} defaultValue={2} isDisabled />
      </GalleryState>
    </>
  );
}

export const sliderSection: GallerySection = { id: 'curseur', title: 'Curseur', Component: SliderSection };
