import {
  EXPRESS_CONNECTION_FEE_CENTS,
  formatEuros,
  formatFrenchDate,
  type SupplyStart,
} from '@voltaire/domain';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { LazyDatePickerField } from '../../../ui/form/lazy-date-picker-field';
import type { Meetings } from '../subscription-api';
import { TechnicianAppointment } from '../technician-appointment';

type SituationStartFieldsProps = {
  kind: SupplyStart | undefined;
  express: boolean | undefined;
  earliest: string;
  today: string;
  meetings: Meetings | 'unavailable' | null;
};

/** When the supply starts: the date, the express connection and the technician's visit when one is needed. */
export function SituationStartFields({
  kind,
  express,
  earliest,
  today,
  meetings,
}: SituationStartFieldsProps) {
  return (
    <>
      {kind ? (
        <LazyDatePickerField
          name="startDate"
          label="Date de début de fourniture"
          minValue={earliest}
          workingDaysOnly
          today={today}
          description={
            kind === 'switching'
              ? `Un changement de fournisseur prend environ 3 semaines : au plus tôt le ${formatFrenchDate(earliest)}, sans coupure ni démarche auprès de votre ancien fournisseur. Format jj/mm/aaaa.`
              : `Mise en service au plus tôt le ${formatFrenchDate(earliest)}${express ? ' (express)' : ''}. Format jj/mm/aaaa.`
          }
          isRequired
        />
      ) : null}
      {kind === 'connection' ? (
        <CheckboxField
          name="express"
          label={`Mise en service express, dès le prochain jour ouvré (${formatEuros(EXPRESS_CONNECTION_FEE_CENTS)} TTC, facturés une fois)`}
        />
      ) : null}
      <TechnicianAppointment meetings={meetings} />
    </>
  );
}
