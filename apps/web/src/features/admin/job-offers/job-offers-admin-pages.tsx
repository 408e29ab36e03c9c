import {
  CONTRACT_TYPE_LABELS,
  formatFrenchDate,
  JOB_CATEGORY_LABELS,
  JOB_OFFER_STATUS_LABELS,
  type JobOffer,
  type JobOfferInput,
} from '@voltaire/domain';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverMessage } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useStatusMessage } from '../../../ui/use-status-message';
import { JobOfferForm } from './job-offer-form';
import { EMPTY_JOB_OFFER_FORM, toJobOfferFormValues } from './job-offer-form-values';
import { createJobOffersAdminApi } from './job-offers-admin-api';

export const JOB_OFFERS_ADMIN_TITLE = 'Offres d’emploi';

/** `/admin/recrutement`: every offer, open and closed; write, edit, close. */
export function JobOffersAdminPage() {
  useDocumentTitle(`${JOB_OFFERS_ADMIN_TITLE} – Administration`);
  const { offers } = useLoaderData() as { offers: JobOffer[] };
  const { http } = useAppServices();
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [closing, setClosing] = useState<JobOffer | undefined>();

  const close = async () => {
    if (!closing) return;
    const offer = closing;
    setClosing(undefined);
    try {
      await createJobOffersAdminApi(http).close(offer.id);
      status.setMessage(`Offre « ${offer.title} » clôturée : elle a quitté la page Recrutement.`);
      await revalidator.revalidate();
    } catch (error) {
      status.setMessage(serverMessage(error));
    }
    status.ref.current?.focus();
  };

  return (
    <div className={styles.area}>
      <div className={styles.header}>
        <div>
          <h1>{JOB_OFFERS_ADMIN_TITLE}</h1>
          <p className={styles.intro}>
            Les offres ouvertes paraissent sur la page Recrutement, avec leurs données structurées pour les
            moteurs de recherche d’emploi. Une offre clôturée quitte la liste&#x202F;; sa page indique qu’elle
            est pourvue.
          </p>
        </div>
        <Link
          to="/admin/recrutement/nouvelle"
          className={`${buttonClassName('primary')} ${styles.linkButton}`}
        >
          Nouvelle offre
        </Link>
      </div>
      <p role="status" ref={status.ref} tabIndex={-1} className={styles.status}>
        {status.message}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Offres d’emploi ({offers.length})</caption>
          <thead>
            <tr>
              <th scope="col">Intitulé</th>
              <th scope="col">Catégorie</th>
              <th scope="col">Lieu</th>
              <th scope="col">Contrat</th>
              <th scope="col">Publiée le</th>
              <th scope="col">Statut</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <th scope="row">{offer.title}</th>
                <td>{JOB_CATEGORY_LABELS[offer.category]}</td>
                <td>{offer.place}</td>
                <td>{CONTRACT_TYPE_LABELS[offer.contractType]}</td>
                <td>{formatFrenchDate(offer.publishedAt)}</td>
                <td>{JOB_OFFER_STATUS_LABELS[offer.status]}</td>
                <td>
                  {offer.status === 'open' ? (
                    <div className={styles.actions}>
                      <Link
                        to={`/admin/recrutement/${offer.id}`}
                        className={`${buttonClassName('secondary')} ${styles.linkButton}`}
                        aria-label={`Modifier l’offre « ${offer.title} »`}
                      >
                        Modifier
                      </Link>
                      <Button
                        variant="secondary"
                        onPress={() => setClosing(offer)}
                        aria-label={`Clôturer l’offre « ${offer.title} »`}
                      >
                        Clôturer
                      </Button>
                    </div>
                  ) : (
                    <span className={styles.muted}>
                      Clôturée le {formatFrenchDate(offer.closedAt ?? offer.publishedAt)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={closing !== undefined}
        title="Clôturer cette offre ?"
        confirmLabel="Clôturer l’offre"
        onConfirm={close}
        onCancel={() => setClosing(undefined)}
      >
        <p>
          « {closing?.title} » quittera la page Recrutement. Une offre clôturée ne se rouvre pas&#x202F;:
          publiez-en une nouvelle si besoin.
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** `/admin/recrutement/nouvelle` and `/admin/recrutement/:id`. */
export function JobOfferEditorPage() {
  const { offer } = useLoaderData() as { offer: JobOffer | undefined };
  const title = offer ? `Modifier l’offre « ${offer.title} »` : 'Nouvelle offre d’emploi';
  useDocumentTitle(`${title} – Administration`);
  const { http } = useAppServices();
  const navigate = useNavigate();
  const save = async (input: JobOfferInput) => {
    const api = createJobOffersAdminApi(http);
    const saved = offer ? await api.update(offer.id, input) : await api.create(input);
    await navigate('/admin/recrutement', {
      state: { flash: `Offre « ${saved.title} » ${offer ? 'modifiée' : 'publiée'}.` },
    });
  };
  return (
    <div className={styles.area}>
      <p>
        <Link to="/admin/recrutement">Retour aux offres</Link>
      </p>
      <h1>{title}</h1>
      <JobOfferForm
        initial={offer ? toJobOfferFormValues(offer) : EMPTY_JOB_OFFER_FORM}
        onSave={save}
        submitLabel={offer ? 'Enregistrer les modifications' : 'Publier l’offre'}
      />
    </div>
  );
}
