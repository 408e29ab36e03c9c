import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { splitServerErrors } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { createAdminApi, type EligibilityDecisionView, type EligibilityFieldView } from '../admin-api';
import { InputField, SelectField } from '../form-controls';
import eligibilityStyles from './eligibility.module.css';
import type { NamedTarget, TryData } from './eligibility-loaders';
import { toTryContext } from './try-context';

type TryValues = Record<string, string>;

function tryResolver(fields: readonly EligibilityFieldView[]): Resolver<TryValues> {
  return async (values) => {
    const result = toTryContext(values, fields);
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(result.errors).map(([key, message]) => [key, { type: 'validate', message }]),
      ),
    };
  };
}

const NOT_SET = 'Non renseigné';

/** One input per field of the registry, shaped by the field's type. */
function ContextInput({ field }: { field: EligibilityFieldView }) {
  switch (field.type) {
    case 'enum':
      return (
        <SelectField
          name={field.key}
          label={field.label}
          placeholder={NOT_SET}
          options={field.options ?? []}
        />
      );
    case 'boolean':
      return (
        <SelectField
          name={field.key}
          label={field.label}
          placeholder={NOT_SET}
          options={[
            { value: 'true', label: 'Oui' },
            { value: 'false', label: 'Non' },
          ]}
        />
      );
    case 'date':
      return <InputField name={field.key} label={field.label} type="date" />;
    case 'number':
      return <InputField name={field.key} label={field.label} inputMode="decimal" />;
    default:
      return <InputField name={field.key} label={field.label} />;
  }
}

interface Outcome {
  decisions: EligibilityDecisionView[];
  /** How many fields were filled in. */
  filled: number;
}

/** `/admin/eligibilite/essayer`: evaluates a context and shows which offers pass, and why the others fail. */
export function TryPage() {
  useDocumentTitle('Essayer les règles – Administration');
  const { fields, targets } = useLoaderData() as TryData;
  const { http } = useAppServices();
  const [outcome, setOutcome] = useState<Outcome>();
  const [failure, setFailure] = useState<string[]>([]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<TryValues>({
    resolver: tryResolver(fields),
    mode: 'onTouched',
    defaultValues: Object.fromEntries(fields.map((field) => [field.key, ''])),
  });

  const run = async (values: TryValues) => {
    const result = toTryContext(values, fields);
    if (!result.ok) return;
    setFailure([]);
    try {
      const decisions = await createAdminApi(http).tryContext(
        result.context,
        targets.length > 0 ? targets.map(({ type, id }) => ({ type, id })) : undefined,
      );
      setOutcome({ decisions, filled: Object.keys(result.context).length });
    } catch (error) {
      const keys = new Set(fields.map((field) => field.key));
      const { fieldErrors, formErrors } = splitServerErrors<string>(error, (path) => {
        const last = path.at(-1);
        return last && keys.has(last) ? last : undefined;
      });
      for (const [key, message] of fieldErrors) form.setError(key, { type: 'server', message });
      setFailure(formErrors);
    }
  };

  // Each new result takes the focus: its heading says what was evaluated, the lists follow.
  useEffect(() => {
    if (outcome) resultsHeading.current?.focus();
  }, [outcome]);

  const nameOf = (decision: EligibilityDecisionView): NamedTarget | undefined =>
    targets.find((target) => target.type === decision.target.type && target.id === decision.target.id);
  const eligible = outcome?.decisions.filter((decision) => decision.eligible) ?? [];
  const refused = outcome?.decisions.filter((decision) => !decision.eligible) ?? [];
  const label = (decision: EligibilityDecisionView) => {
    const target = nameOf(decision);
    return target ? `${target.name} (${target.detail})` : decision.target.id;
  };

  return (
    <section className={styles.panel} aria-labelledby="essayer-titre">
      <h2 id="essayer-titre">Essayer les règles</h2>
      <p className={styles.muted}>
        Décrivez un visiteur ou un agent&#x202F;: les champs laissés vides ne sont pas renseignés (une
        condition sur un champ non renseigné n’est pas remplie). Le résultat dit quelles offres et options
        seraient proposées, et pourquoi les autres ne le seraient pas.
      </p>
      <Form
        form={form}
        onSubmit={run}
        validateOnMount
        className={styles.formWide}
        aria-label="Contexte à essayer"
      >
        <div className={eligibilityStyles.tryGrid}>
          {fields.map((field) => (
            <ContextInput key={field.key} field={field} />
          ))}
        </div>
        <SubmitButton>Essayer</SubmitButton>
      </Form>
      <div role="alert" className={styles.alert}>
        {failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : null}
      </div>
      {outcome ? (
        <section className={styles.results} aria-labelledby="essayer-resultat">
          <h3 id="essayer-resultat" ref={resultsHeading} tabIndex={-1}>
            Résultat pour ce contexte (
            {outcome.filled === 0
              ? 'aucun champ renseigné'
              : `${outcome.filled} champ${outcome.filled > 1 ? 's' : ''} renseigné${outcome.filled > 1 ? 's' : ''}`}
            )
          </h3>
          <div>
            <h4>Proposées ({eligible.length})</h4>
            {eligible.length === 0 ? (
              <p>Aucune offre ni option.</p>
            ) : (
              <ul>
                {eligible.map((decision) => (
                  <li key={`${decision.target.type}:${decision.target.id}`}>{label(decision)}</li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h4>Non proposées ({refused.length})</h4>
            {refused.length === 0 ? (
              <p>Aucune&#x202F;: tout est proposé.</p>
            ) : (
              <ul>
                {refused.map((decision) => (
                  <li key={`${decision.target.type}:${decision.target.id}`}>
                    {label(decision)}
                    <ul>
                      {decision.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ) : null}
    </section>
  );
}
