import type { AppointmentSlot } from '@voltaire/domain';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import styles from './subscription.module.css';
import type { Meetings } from './subscription-api';

const slotDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « Mardi 1 décembre, 08h00–12h00 » */
function slotLabel(slot: AppointmentSlot): string {
  const day = slotDay.format(new Date(`${slot.date}T00:00:00Z`));
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${slot.label}`;
}

const NO_SLOT_HINT =
  'choisissez une autre date de début, ou le gestionnaire du réseau vous appellera pour fixer le rendez-vous.';

/** `noSlotHint` says what to do when no half-day is free (by default, for a start of supply). */
export function TechnicianAppointment({
  meetings,
  noSlotHint = NO_SLOT_HINT,
}: {
  meetings: Meetings | 'unavailable' | null;
  noSlotHint?: string;
}) {
  if (meetings === null) return null;
  if (meetings === 'unavailable') {
    return (
      <p className={styles.note}>
        Si un technicien doit passer chez vous, le gestionnaire du réseau vous contactera pour fixer un
        rendez-vous.
      </p>
    );
  }
  if (!meetings.needed) return <p className={styles.note}>{meetings.reason}</p>;
  if (meetings.slots.length === 0) {
    return (
      <p className={styles.note}>
        {meetings.reason} Aucun créneau n’est libre à cette date&#x202F;: {noSlotHint}
      </p>
    );
  }
  return (
    <RadioOptionField
      name="slot"
      label="Rendez-vous avec le technicien"
      description={`${meetings.reason} Une personne majeure doit être présente.`}
      options={meetings.slots.map((slot) => ({
        value: `${slot.date}|${slot.period}`,
        label: slotLabel(slot),
      }))}
      isRequired
    />
  );
}
