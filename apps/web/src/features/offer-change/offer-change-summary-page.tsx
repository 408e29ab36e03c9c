import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatFrenchDate,
  needsExpressStartRequest,
  type OfferChangeRecap,
  PRICING_OPTION_LABELS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { Form } from '../../ui/form/form';
import { SubmitButton } from '../../ui/form/submit-button';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from '../customers/customers.module.css';
import { CUSTOMER_PATHS, createCustomersApi } from '../customers/customers-api';
import type { OfferChangeData } from './offer-change-loaders';
import { OfferChangeRefused } from './offer-change-refused';

const summarySchema = (expressRequired: boolean) =>
  z.object({
    termsAccepted: z.literal(true, { error: 'Vous devez accepter les conditions générales de vente.' }),
    meterDataConsent: z.literal(true, {
      error: 'Votre accord est nécessaire pour que nous accédions aux données de votre compteur.',
    }),
    expressStartRequested: expressRequired
      ? z.literal(true, {
          error:
            'Votre nouvelle offre démarre pendant le délai de rétractation : confirmez que vous le demandez expressément.',
        })
      : z.boolean().optional(),
  });

const powerText = (kva: number | null, option: 'BASE' | 'HPHC' | null) =>
  kva === null ? null : `${kva} kVA, option ${PRICING_OPTION_LABELS[option ?? 'BASE']}`;

/** `/changement-offre/contrat/:contractId/recapitulatif`: what changes and when, then signing the amendment. */
export function OfferChangeSummaryPage() {
  const page = useLoaderData() as OfferChangeData<OfferChangeRecap>;
  useDocumentTitle('Récapitulatif de votre changement d’offre');
  if (page.kind === 'refused') return <OfferChangeRefused message={page.message} />;
  return <Summary recap={page.data} />;
}

function Summary({ recap }: { recap: OfferChangeRecap }) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const draft = recap.draft as NonNullable<OfferChangeRecap['draft']>;
  const chosen = recap.offers.find((offer) => offer.offerId === draft.offerId && offer.kva === draft.kva);
  const expressRequired = needsExpressStartRequest(recap.effectiveDate, toIsoDateInTimeZone(new Date()));
  const form = useForm({
    resolver: zodResolver(summarySchema(expressRequired)),
    mode: 'onTouched',
    defaultValues: { termsAccepted: false, meterDataConsent: false, expressStartRequested: false } as never,
  });
  const api = createCustomersApi(http);
  const before = powerText(recap.contract.kva, recap.contract.option);
  const after = powerText(draft.kva, draft.option);
  return (
    <div className={styles.page}>
      <h1>Récapitulatif de votre changement d’offre</h1>
      <section className={styles.panel} aria-labelledby="change-titre">
        <h2 id="change-titre">Ce qui change</h2>
        <dl className={styles.facts}>
          <dt>Offre</dt>
          <dd>
            {recap.contract.offerName} → {chosen?.offerName ?? draft.offerId}
          </dd>
          {before && after && before !== after ? (
            <>
              <dt>Abonnement</dt>
              <dd>
                {before} → {after}
              </dd>
            </>
          ) : null}
          <dt>À partir du</dt>
          <dd>{formatFrenchDate(recap.effectiveDate)}</dd>
          {chosen ? (
            <>
              <dt>Coût annuel estimé</dt>
              <dd>{chosen.verdict}</dd>
            </>
          ) : null}
          <dt>Ne change pas</dt>
          <dd>
            Votre compteur, votre adresse, votre titulaire et votre prélèvement ({recap.contract.ibanMasked})
          </dd>
        </dl>
        <p>
          <Link to={CUSTOMER_PATHS.offerChange(recap.contract.id)}>Modifier mon choix</Link>
        </p>
      </section>
      {draft.status === 'draft' ? (
        <Form
          form={form}
          className={styles.form}
          onSubmit={async (values) => {
            setFailure(undefined);
            try {
              await api.saveSummary(recap.contract.id, values as never);
              const { url } = await api.signUrl(draft.orderId);
              await navigate(url);
            } catch (error) {
              setFailure(serverMessage(error));
            }
          }}
        >
          <CheckboxField
            name="termsAccepted"
            isRequired
            label="J’ai lu les informations précontractuelles et j’accepte les conditions générales de vente de ma nouvelle offre."
          />
          <CheckboxField
            name="meterDataConsent"
            isRequired
            label="J’accepte que Voltaire accède aux données de mon compteur pour me facturer."
          />
          {expressRequired ? (
            <CheckboxField
              name="expressStartRequested"
              isRequired
              label={`Je demande que ma nouvelle offre s’applique dès le ${formatFrenchDate(recap.effectiveDate)}, pendant mon délai de rétractation de 14 jours.`}
            />
          ) : null}
          <div role="alert" className={styles.alert}>
            {failure}
          </div>
          <SubmitButton>Signer mon avenant</SubmitButton>
        </Form>
      ) : (
        <p>
          <Link to={`/signature/${encodeURIComponent(draft.orderId)}`}>Signer mon avenant</Link>
        </p>
      )}
    </div>
  );
}
