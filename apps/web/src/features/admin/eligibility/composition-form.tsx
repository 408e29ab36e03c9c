import { COMPOSITION_KIND_LABELS } from '@voltaire/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { splitServerErrors } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { FieldError } from '../../../ui/form/field-error';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import type { Composition, EligibilityFieldView, Predicate } from '../admin-api';
import { CheckboxGroupField } from '../form-controls';
import {
  COMPOSITION_MESSAGES,
  type CompositionFormField,
  type CompositionFormValues,
  childrenProblem,
  EMPTY_COMPOSITION_FORM,
  possibleChildCompositions,
  toComposition,
  toCompositionFormValues,
} from './composition-value';
import { describePredicate, slugify } from './predicate-value';

const KIND_DESCRIPTIONS = {
  all: 'Chaque élément coché doit être rempli.',
  any: 'Un seul élément rempli suffit.',
  not: 'Remplie quand son unique élément ne l’est pas (par exemple, « hors Corse »).',
} as const;

export function compositionResolver(previous: Composition | undefined): Resolver<CompositionFormValues> {
  return async (values) => {
    const result = toComposition(values, previous);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<CompositionFormValues> & { children?: { type: string; message: string } } = {};
    for (const [name, message] of Object.entries(result.errors)) {
      (errors as Record<string, { type: string; message: string }>)[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

export interface CompositionFormProps {
  fields: readonly EligibilityFieldView[];
  predicates: readonly Predicate[];
  compositions: readonly Composition[];
  composition?: Composition | undefined;
  onSave: (composition: Composition) => Promise<void>;
  submitLabel: string;
}

const FORM_FIELDS = new Set<string>(['name', 'id', 'kind', 'children']);

/** A composition: all / any / not over predicates and other compositions (a `not` has exactly one element). */
export function CompositionForm({
  fields,
  predicates,
  compositions,
  composition,
  onSave,
  submitLabel,
}: CompositionFormProps) {
  const isNew = composition === undefined;
  const alertId = useId();
  const childrenErrorId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<CompositionFormValues>({
    resolver: compositionResolver(composition),
    mode: 'onTouched',
    defaultValues: composition ? toCompositionFormValues(composition) : EMPTY_COMPOSITION_FORM,
  });
  const { control, getValues, setValue, setError, setFocus, formState } = form;
  const [name, kind, predicateIds, compositionIds] = useWatch({
    control,
    name: ['name', 'kind', 'predicateIds', 'compositionIds'],
  });
  // The rule on the elements spans both lists and depends on the kind: worked out live, shown once submitted.
  // A server's objection to them holds until they change.
  const [serverChildrenError, setServerChildrenError] = useState<{ key: string; message: string }>();
  const childrenKey = JSON.stringify([kind, predicateIds, compositionIds]);
  const childrenError =
    formState.submitCount > 0
      ? (childrenProblem(kind, predicateIds.length + compositionIds.length) ??
        (serverChildrenError?.key === childrenKey ? serverChildrenError.message : undefined))
      : undefined;

  const suggestedId = useRef(getValues('id'));
  useEffect(() => {
    if (!isNew || getValues('id') !== suggestedId.current) return;
    suggestedId.current = slugify(name);
    setValue('id', suggestedId.current, { shouldValidate: suggestedId.current !== '' });
  }, [isNew, name, getValues, setValue]);

  const childCompositions = possibleChildCompositions(compositions, composition?.id);

  const save = async (values: CompositionFormValues) => {
    setFormErrors([]);
    const result = toComposition(values, composition);
    if (!result.ok) return;
    try {
      await onSave(result.composition);
    } catch (error) {
      const { fieldErrors, formErrors: others } = splitServerErrors<CompositionFormField>(
        error,
        (path, item) => {
          if (item.code === 'ALREADY_EXISTS') return 'id';
          const last = path.at(-1);
          return last && FORM_FIELDS.has(last) ? (last as CompositionFormField) : undefined;
        },
      );
      for (const [input, message] of fieldErrors) {
        if (input === 'children') setServerChildrenError({ key: childrenKey, message });
        else setError(input, { type: 'server', message });
      }
      setFormErrors(others);
      const first = fieldErrors[0]?.[0];
      if (first && first !== 'children') setFocus(first);
      else document.getElementById(first ? childrenErrorId : alertId)?.focus();
    }
  };

  return (
    <Form form={form} onSubmit={save} className={styles.formWide}>
      <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
        {formErrors.length > 0 ? (
          <>
            <p>La composition n’a pas été enregistrée&#x202F;:</p>
            <ul>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <TextField name="name" label="Nom" isRequired maxLength={255} />
      {isNew ? (
        <TextField
          name="id"
          label="Identifiant"
          isRequired
          maxLength={100}
          description="Référence stable de la composition (lettres minuscules, chiffres et tirets). Proposé d’après le nom."
        />
      ) : (
        <p>
          Identifiant&#x202F;: <code>{composition.id}</code>
        </p>
      )}
      <RadioOptionField
        name="kind"
        label="Type"
        isRequired
        options={(['all', 'any', 'not'] as const).map((value) => ({
          value,
          label: COMPOSITION_KIND_LABELS[value],
          description: KIND_DESCRIPTIONS[value],
        }))}
      />
      <fieldset className={styles.builder} aria-describedby={childrenError ? childrenErrorId : undefined}>
        <legend>Éléments</legend>
        <p className={styles.muted}>
          {kind === 'not'
            ? COMPOSITION_MESSAGES.notExactlyOne
            : 'Cochez les prédicats et les compositions à combiner.'}
        </p>
        <CheckboxGroupField
          name="predicateIds"
          legend="Prédicats"
          errorName="predicateIds"
          emptyText={'Aucun prédicat\u202F: créez-en un d’abord.'}
          options={predicates.map((predicate) => ({
            value: predicate.id,
            label: predicate.name,
            description: describePredicate(predicate, fields),
          }))}
        />
        <CheckboxGroupField
          name="compositionIds"
          legend="Compositions"
          errorName="compositionIds"
          emptyText="Aucune autre composition à combiner."
          options={childCompositions.map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
            description: COMPOSITION_KIND_LABELS[candidate.kind],
          }))}
        />
        <div tabIndex={-1} id={childrenErrorId}>
          <FieldError id={`${childrenErrorId}-message`} message={childrenError} />
        </div>
      </fieldset>
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
