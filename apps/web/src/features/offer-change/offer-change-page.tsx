import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALLBACK_SLOT_LABELS,
  CALLBACK_SLOTS,
  formatEuros,
  formatFrenchDate,
  type OfferChangeRecap,
  PRICING_OPTION_LABELS,
  pendingChangeMessage,
  yearlyDifferenceText,
} from '@voltaire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form as RouterForm, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import { Form } from '../../ui/form/form';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from '../customers/customers.module.css';
import { CUSTOMER_PATHS, createCustomersApi } from '../customers/customers-api';
import type { OfferChangeData } from './offer-change-loaders';
import { OfferChangeRefused } from './offer-change-refused';
import { OffersChart } from './offers-chart';

const ChoiceSchema = z.object({
  offerId: z.string({ error: 'Choisissez une offre' }).min(1, { error: 'Choisissez une offre' }),
});
const CallbackSchema = z.object({ slot: z.enum(CALLBACK_SLOTS, { error: 'Choisissez un créneau' }) });

const powerText = (kva: number | null, option: 'BASE' | 'HPHC' | null) =>
  kva === null ? 'Gaz naturel' : `${kva} kVA, option ${PRICING_OPTION_LABELS[option ?? 'BASE']}`;

/**
 * `/changement-offre/contrat/:contractId`: the current contract and its yearly cost, the power and option to
 * price with, every eligible offer side by side (a chart and its table), the choice, and a call-back.
 */
export function OfferChangePage() {
  const page = useLoaderData() as OfferChangeData<OfferChangeRecap>;
  useDocumentTitle('Changer d’offre');
  if (page.kind === 'refused') return <OfferChangeRefused message={page.message} />;
  return <OfferChange recap={page.data} />;
}

function OfferChange({ recap }: { recap: OfferChangeRecap }) {
  const { contract, consumption, current, offers, pending, draft, chosen } = recap;
  const blocked = pending !== null && draft === null;
  return (
    <div className={styles.page}>
      <h1>Changer d’offre</h1>
      {blocked ? (
        <div className={styles.refusal} role="status">
          <p>{pendingChangeMessage(pending)}</p>
        </div>
      ) : null}
      <section className={styles.panel} aria-labelledby="actuel-titre">
        <h2 id="actuel-titre">Votre contrat actuel</h2>
        <dl className={styles.facts}>
          <dt>Offre</dt>
          <dd>{contract.offerName}</dd>
          <dt>Abonnement</dt>
          <dd>{powerText(contract.kva, contract.option)}</dd>
          <dt>Adresse</dt>
          <dd>{contract.address}</dd>
          <dt>Consommation</dt>
          <dd>
            {new Intl.NumberFormat('fr-FR').format(consumption.annualKwh)} kWh par an (
            {consumption.label.toLowerCase()})
          </dd>
          <dt>Coût annuel estimé</dt>
          <dd>
            {formatEuros(current.annualTotalCents)} par an, soit{' '}
            {yearlyDifferenceText(current.differenceVsRegulatedCents)} que le tarif réglementé
          </dd>
        </dl>
      </section>
      {contract.energy === 'electricity' ? <PowerForm recap={recap} /> : null}
      <section aria-labelledby="offres-titre">
        <h2 id="offres-titre">Les offres pour votre consommation</h2>
        <p>
          Prix estimés pour {new Intl.NumberFormat('fr-FR').format(consumption.annualKwh)} kWh par an
          {chosen.kva !== null ? `, ${powerText(chosen.kva, chosen.option)}` : ''}. Un nouveau tarif
          s’appliquerait à partir du {formatFrenchDate(recap.effectiveDate)}.
        </p>
        <OffersChart offers={offers} />
        <table className={styles.comparison}>
          <caption className={styles.lead}>Comparaison des offres, de la moins chère à la plus chère</caption>
          <thead>
            <tr>
              <th scope="col">Offre</th>
              <th scope="col">Coût annuel estimé</th>
              <th scope="col">Par rapport à votre offre</th>
              <th scope="col">Par rapport au tarif réglementé</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={`${offer.offerId}-${offer.kva}-${offer.option}`}>
                <th scope="row">
                  {offer.offerName}
                  {offer.isCurrent ? ' (votre offre)' : ''}
                </th>
                <td className={styles.amount}>{formatEuros(offer.annualTotalCents)}</td>
                <td>{offer.isCurrent ? '—' : offer.verdict}</td>
                <td>{yearlyDifferenceText(offer.differenceVsRegulatedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {blocked ? null : <OfferChoice recap={recap} />}
      <CallbackForm contractId={contract.id} />
    </div>
  );
}

function PowerForm({ recap }: { recap: OfferChangeRecap }) {
  const { chosen, allowedPowers, notices } = recap;
  const option = chosen.option ?? 'BASE';
  return (
    <section aria-labelledby="puissance-titre">
      <h2 id="puissance-titre">Puissance et option</h2>
      <RouterForm method="get" className={styles.powerForm}>
        <label>
          Puissance souscrite
          <select name="kva" defaultValue={String(chosen.kva ?? 6)}>
            {[...new Set([...allowedPowers.BASE, ...allowedPowers.HPHC])]
              .sort((a, b) => a - b)
              .map((kva) => (
                <option key={kva} value={kva}>
                  {kva} kVA
                </option>
              ))}
          </select>
        </label>
        <label>
          Option tarifaire
          <select name="option" defaultValue={option}>
            <option value="BASE">{PRICING_OPTION_LABELS.BASE}</option>
            <option value="HPHC">{PRICING_OPTION_LABELS.HPHC}</option>
          </select>
        </label>
        <button type="submit" className={buttonClassName('secondary')}>
          Recalculer les prix
        </button>
      </RouterForm>
      <div role="status">
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
    </section>
  );
}

function OfferChoice({ recap }: { recap: OfferChangeRecap }) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const choices = recap.offers.filter((offer) => !offer.isCurrent);
  const form = useForm({
    resolver: zodResolver(ChoiceSchema),
    mode: 'onTouched',
    defaultValues: { offerId: recap.draft?.offerId ?? '' },
  });
  return (
    <section aria-labelledby="choix-titre">
      <h2 id="choix-titre">Votre nouvelle offre</h2>
      <Form
        form={form}
        validateOnMount={recap.draft !== null}
        className={styles.form}
        onSubmit={async ({ offerId }) => {
          setFailure(undefined);
          try {
            await createCustomersApi(http).saveOffer(recap.contract.id, {
              offerId,
              ...(recap.chosen.kva !== null ? { kva: recap.chosen.kva } : {}),
              ...(recap.chosen.option !== null ? { option: recap.chosen.option } : {}),
            });
            await navigate(CUSTOMER_PATHS.offerChangeSummary(recap.contract.id));
          } catch (error) {
            setFailure(serverMessage(error));
          }
        }}
      >
        <RadioOptionField
          name="offerId"
          label="Choisissez votre nouvelle offre"
          isRequired
          options={choices.map((offer) => ({
            value: offer.offerId,
            label: `${offer.offerName} — ${formatEuros(offer.annualTotalCents)} par an`,
            description: offer.verdict,
          }))}
        />
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
        <SubmitButton>Continuer</SubmitButton>
      </Form>
    </section>
  );
}

function CallbackForm({ contractId }: { contractId: string }) {
  const { http } = useAppServices();
  const [answer, setAnswer] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(CallbackSchema), mode: 'onTouched' });
  return (
    <section className={styles.panel} aria-labelledby="rappel-titre">
      <h2 id="rappel-titre">Besoin de conseils&#x202F;?</h2>
      <p>Un conseiller peut vous rappeler au numéro de votre contrat pour choisir avec vous.</p>
      <Form
        form={form}
        className={styles.form}
        onSubmit={async ({ slot }) => {
          setFailure(undefined);
          try {
            setAnswer((await createCustomersApi(http).handOver(contractId, slot)).message);
          } catch (error) {
            setFailure(serverMessage(error));
          }
        }}
      >
        <SelectField
          name="slot"
          label="Créneau de rappel"
          isRequired
          placeholder="Choisissez un créneau"
          options={CALLBACK_SLOTS.map((slot) => ({ value: slot, label: CALLBACK_SLOT_LABELS[slot] }))}
        />
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
        <SubmitButton>Être rappelé</SubmitButton>
        <p role="status" className={styles.status}>
          {answer}
        </p>
      </Form>
    </section>
  );
}
