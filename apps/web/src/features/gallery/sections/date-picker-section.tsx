import { useState } from 'react';
import { DatePicker } from '../../../ui/date-picker/date-picker';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

function DatePickerSection() {
  const [startDate, setStartDate] = useState<string | null>(null);
  const [workingDay, setWorkingDay] = useState<string | null>(null);
  return (
    <>
      <GalleryState
        title="Par défaut : à partir d’aujourd’hui"
        note="Saisie jj/mm/aaaa ou calendrier (semaine du lundi) ; le titre du mois ouvre la vue des années."
      >
        <DatePicker label="Date de mise en service" value={startDate} onChange={setStartDate} />
        <GalleryValue value={startDate} />
      </GalleryState>
      <GalleryState title="Jours ouvrés seulement" note="Week-ends et jours fériés français indisponibles.">
        <DatePicker
          label="Date d’intervention"
          workingDaysOnly
          value={workingDay}
          onChange={setWorkingDay}
          description="Du lundi au vendredi, hors jours fériés."
        />
        <GalleryValue value={workingDay} />
      </GalleryState>
      <GalleryState title="Sans minimum, date renseignée">
        <DatePicker label="Date de naissance" minValue={null} defaultValue="1985-03-14" />
      </GalleryState>
      <GalleryState title="En erreur">
        <DatePicker label="Date de déménagement" errorMessage="Champ obligatoire" isRequired />
      </GalleryState>
    </>
  );
}

export const datePickerSection: GallerySection = {
  id: 'calendrier',
  title: 'Sélecteur de date',
  Component: DatePickerSection,
};
