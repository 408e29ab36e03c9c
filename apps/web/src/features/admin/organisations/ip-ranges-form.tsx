import { zodResolver } from '@hookform/resolvers/zod';
import {
  IpRangesBodySchema,
  MAX_IP_RANGES,
  type OrganisationIpRange,
  type OrganisationKind,
} from '@voltaire/domain';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverErrorsOf } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { InputField } from '../form-controls';

type RangesInput = z.input<typeof IpRangesBodySchema>;
type RangesOutput = z.output<typeof IpRangesBodySchema>;

const RANGE_FIELD = /^ipRanges\.\d+\.(rangeStart|rangeEnd|label)$/;
const EMPTY_RANGE = { rangeStart: '', rangeEnd: '', label: '' };

export interface IpRangesFormProps {
  kind: OrganisationKind;
  ipRanges: readonly OrganisationIpRange[];
  /** The organisation is the admin's own: its ranges must keep the admin's address. */
  isOwn: boolean;
  clientAddress: string;
  /** Sends the ranges; a rejection with the server's errors shows them where they belong. */
  onSave: (ipRanges: OrganisationIpRange[]) => Promise<void>;
}

/** What an empty list means for this kind of organisation (DECISIONS §1, fail closed for partners). */
export function emptyRangesMeaning(kind: OrganisationKind): string {
  return kind === 'partner'
    ? 'Aucune plage : personne de cette organisation ne peut se connecter (refus par défaut).'
    : 'Aucune plage : les équipes internes peuvent se connecter depuis n’importe quelle adresse.';
}

/**
 * The allowed ranges of an organisation, bounds included, IPv4 or IPv6: one row per range, checked with the
 * domain's schema as you type, and the server's message under the bound it refuses.
 */
export function IpRangesForm({ kind, ipRanges, isOwn, clientAddress, onSave }: IpRangesFormProps) {
  const alertId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useForm<RangesInput, unknown, RangesOutput>({
    resolver: zodResolver(IpRangesBodySchema),
    mode: 'onTouched',
    defaultValues: { ipRanges: ipRanges.map((range) => ({ ...range })) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ipRanges' });

  const removeRange = (index: number) => {
    remove(index);
    setStatus(`Plage ${index + 1} retirée. Enregistrez pour confirmer.`);
    addButton.current?.focus();
  };

  const save = async ({ ipRanges: ranges }: RangesOutput) => {
    setFormErrors([]);
    setStatus('');
    try {
      await onSave(ranges);
      form.reset({ ipRanges: ranges });
      setStatus(`Plages enregistrées (${ranges.length}).`);
    } catch (error) {
      const others: string[] = [];
      let first: string | undefined;
      for (const item of serverErrorsOf(error)) {
        if (item.field && RANGE_FIELD.test(item.field)) {
          form.setError(item.field as `ipRanges.${number}.rangeStart`, {
            type: 'server',
            message: item.message,
          });
          first ??= item.field;
        } else others.push(item.message);
      }
      setFormErrors(others);
      if (first) form.setFocus(first as `ipRanges.${number}.rangeStart`);
      else document.getElementById(alertId)?.focus();
    }
  };

  return (
    <Form form={form} onSubmit={save} className={styles.formWide} aria-labelledby={`${alertId}-titre`}>
      <h2 id={`${alertId}-titre`}>Plages IP autorisées</h2>
      <p className={styles.intro}>
        Les membres de l’organisation ne peuvent se connecter, et chacune de leurs requêtes n’est acceptée,
        que depuis une adresse comprise dans l’une de ces plages (bornes incluses). Saisissez les deux bornes
        dans la même famille&#x202F;: IPv4 (192.0.2.0 à 192.0.2.255) ou IPv6 (2001:db8:: à 2001:db8::ffff).
        Pour une seule adresse, mettez-la en début et en fin.
      </p>
      {isOwn ? (
        <p className={styles.preview}>
          C’est votre organisation&#x202F;: votre adresse actuelle, {clientAddress}, doit rester dans ces
          plages, sinon l’enregistrement est refusé (vous perdriez aussitôt l’accès).
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
        {formErrors.length > 0 ? (
          <>
            <p>Les plages n’ont pas été enregistrées&#x202F;:</p>
            <ul>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {fields.length === 0 ? <p>{emptyRangesMeaning(kind)}</p> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className={styles.builder}>
            <legend>Plage {number}</legend>
            <div className={styles.range}>
              <InputField
                name={`ipRanges.${index}.rangeStart`}
                label={`Début de la plage ${number}`}
                isRequired
                maxLength={64}
              />
              <InputField
                name={`ipRanges.${index}.rangeEnd`}
                label={`Fin de la plage ${number}`}
                isRequired
                maxLength={64}
              />
              <InputField
                name={`ipRanges.${index}.label`}
                label={`Libellé de la plage ${number} (facultatif)`}
                maxLength={120}
              />
            </div>
            <button type="button" className={buttonClassName('secondary')} onClick={() => removeRange(index)}>
              Retirer la plage {number}
            </button>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <button
          ref={addButton}
          type="button"
          className={buttonClassName('secondary')}
          disabled={fields.length >= MAX_IP_RANGES}
          onClick={() => append({ ...EMPTY_RANGE })}
        >
          Ajouter une plage
        </button>
        <SubmitButton>Enregistrer les plages</SubmitButton>
      </div>
    </Form>
  );
}
