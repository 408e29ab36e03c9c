import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ActionMessages } from '../admin-list';
import { useAdminAction } from '../use-admin-action';
import { createBackOfficeApi, type PinList, type PromoView } from './back-office-api';

export const PROMO_TITLE = 'Codes promo, codes PIN et campagnes';
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const effectOf = ({ effect }: PromoView) =>
  effect.kind === 'fixedAmount'
    ? `${euros.format(effect.cents / 100)} de remise`
    : effect.kind === 'percentOnKwh'
      ? `${effect.percent} % sur le kWh`
      : `${effect.months} mois d’abonnement offerts`;

const limitOf = (limit: number | null) => (limit === null ? 'illimité' : String(limit));

function Field({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input id={id} className={formStyles.input} {...input} />
    </div>
  );
}

/** `/admin/codes-promo`: promo codes (validity, limits, usage, deactivation), PIN codes grouped by campaign. */
export function PromoCodesPage() {
  useDocumentTitle(`${PROMO_TITLE} – Administration`);
  const { promos, pins } = useLoaderData() as { promos: PromoView[]; pins: PinList };
  const api = createBackOfficeApi(useAppServices().http);
  const action = useAdminAction();
  const [formKey, setFormKey] = useState(0);

  const createPromo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const limit = (name: string) => (form.get(name) ? Number(form.get(name)) : null);
    void action
      .run(
        () =>
          api.createPromo({
            code: form.get('code'),
            label: form.get('label'),
            effect: { kind: 'fixedAmount', cents: Math.round(Number(form.get('euros')) * 100) },
            validFrom: form.get('validFrom'),
            validTo: form.get('validTo'),
            globalLimit: limit('globalLimit'),
            perCustomerLimit: limit('perCustomerLimit'),
          }),
        `Code ${String(form.get('code')).toUpperCase()} créé.`,
      )
      .then((done) => done && setFormKey((key) => key + 1));
  };
  const savePin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void action
      .run(
        () => api.savePin(Object.fromEntries(form)),
        `Code PIN ${String(form.get('code')).toUpperCase()} enregistré.`,
      )
      .then((done) => done && setFormKey((key) => key + 1));
  };

  return (
    <section className={styles.panel} aria-labelledby="promo-titre">
      <h1 id="promo-titre">{PROMO_TITLE}</h1>
      <ActionMessages action={action} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Codes promo ({promos.length})</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Avantage</th>
              <th scope="col">Validité</th>
              <th scope="col">Utilisations</th>
              <th scope="col">État</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {promos.map((promo) => (
              <tr key={promo.code}>
                <th scope="row">
                  {promo.code}
                  <br />
                  <span className={styles.muted}>{promo.label}</span>
                </th>
                <td>{effectOf(promo)}</td>
                <td>
                  du {promo.validFrom} au {promo.validTo}
                </td>
                <td>
                  {promo.uses} / {limitOf(promo.globalLimit)} (par client : {limitOf(promo.perCustomerLimit)})
                </td>
                <td>{promo.active ? 'Actif' : 'Inactif'}</td>
                <td>
                  {promo.active ? (
                    <button
                      type="button"
                      className={buttonClassName('secondary')}
                      aria-label={`Désactiver le code ${promo.code}`}
                      onClick={() =>
                        void action.run(
                          () => api.deactivatePromo(promo.code),
                          `Code ${promo.code} désactivé.`,
                        )
                      }
                    >
                      Désactiver
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="nouveau-code">Nouveau code promo (remise fixe)</h2>
      <form
        key={`promo-${formKey}`}
        onSubmit={createPromo}
        aria-labelledby="nouveau-code"
        className={styles.formWide}
      >
        <Field id="promo-code" name="code" label="Code" required maxLength={32} />
        <Field id="promo-label" name="label" label="Libellé" required maxLength={200} />
        <Field
          id="promo-euros"
          name="euros"
          label="Remise en euros"
          type="number"
          min={1}
          step="0.01"
          required
        />
        <Field id="promo-from" name="validFrom" label="Valable du" type="date" required />
        <Field id="promo-to" name="validTo" label="au" type="date" required />
        <Field
          id="promo-global"
          name="globalLimit"
          label="Utilisations au total (vide : illimité)"
          type="number"
          min={1}
        />
        <Field
          id="promo-customer"
          name="perCustomerLimit"
          label="Utilisations par client (vide : illimité)"
          type="number"
          min={1}
          defaultValue={1}
        />
        <button type="submit" className={buttonClassName('primary')}>
          Créer le code
        </button>
      </form>

      <h2>Campagnes</h2>
      <ul>
        {pins.campaigns.map((campaign) => (
          <li key={campaign.campaign}>
            {campaign.campaign} : {campaign.pins} code(s) PIN, dont {campaign.activePins} actif(s)
          </li>
        ))}
      </ul>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Codes PIN ({pins.pins.length})</caption>
          <thead>
            <tr>
              <th scope="col">Code PIN</th>
              <th scope="col">Campagne</th>
              <th scope="col">Libellé</th>
              <th scope="col">Validité</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            {pins.pins.map((pin) => (
              <tr key={pin.code}>
                <th scope="row">{pin.code}</th>
                <td>{pin.campaign}</td>
                <td>{pin.label}</td>
                <td>
                  du {pin.validFrom} au {pin.validTo}
                </td>
                <td>{pin.active ? 'Actif' : 'Inactif'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="nouveau-pin">Nouveau code PIN</h2>
      <form
        key={`pin-${formKey}`}
        onSubmit={savePin}
        aria-labelledby="nouveau-pin"
        className={styles.formWide}
      >
        <Field id="pin-code" name="code" label="Code PIN" required maxLength={32} />
        <Field id="pin-campaign" name="campaign" label="Campagne" required maxLength={64} />
        <Field id="pin-label" name="label" label="Libellé" required maxLength={200} />
        <Field id="pin-from" name="validFrom" label="Valable du" type="date" required />
        <Field id="pin-to" name="validTo" label="au" type="date" required />
        <button type="submit" className={buttonClassName('primary')}>
          Enregistrer le code PIN
        </button>
      </form>
    </section>
  );
}
