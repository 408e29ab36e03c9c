import { type ChannelOffer, ENERGY_LABELS } from '@voltaire/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './agent.module.css';
import { createSaleWithOffer, fetchChannelCatalogue } from './agent-api';
import { orderPath } from './agent-landings';

/**
 * The special channel's own catalogue: the offers reserved to it (no other channel sees them), then the others
 * it may sell; « Vendre cette offre » opens a sale with the offer chosen.
 */
export function ChannelCataloguePanel() {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [offers, setOffers] = useState<ChannelOffer[]>();
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchChannelCatalogue(http, controller.signal)
      .then(setOffers)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(serverMessage(error));
      });
    return () => controller.abort();
  }, [http]);

  const sell = async (offer: ChannelOffer) => {
    setFailure('');
    try {
      await navigate(orderPath((await createSaleWithOffer(http, offer.id)).id));
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  const reserved = offers?.filter((offer) => offer.reserved) ?? [];
  const others = offers?.filter((offer) => !offer.reserved) ?? [];
  const list = (items: ChannelOffer[]) => (
    <ul className={styles.offerList}>
      {items.map((offer) => (
        <li key={offer.id} className={styles.offerCard}>
          <h4>{offer.name}</h4>
          <p className={styles.muted}>{ENERGY_LABELS[offer.energy]}</p>
          <p>{offer.shortDescription}</p>
          <button type="button" className={buttonClassName('secondary')} onClick={() => void sell(offer)}>
            Vendre cette offre <VisuallyHidden>: {offer.name}</VisuallyHidden>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="catalogue-canal-titre" className={styles.panel}>
      <h2 id="catalogue-canal-titre">Catalogue du canal</h2>
      <p role="alert" className={styles.rowError}>
        {failure}
      </p>
      {offers === undefined ? (
        <p>Chargement du catalogue…</p>
      ) : (
        <>
          <h3>Offres réservées au canal</h3>
          {reserved.length === 0 ? <p>Aucune offre réservée pour le moment.</p> : list(reserved)}
          <h3>Autres offres</h3>
          {list(others)}
        </>
      )}
    </section>
  );
}
