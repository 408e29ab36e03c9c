import type { ReactNode } from 'react';
import { siteIdentity } from '../../app/site-identity';
import styles from './reassurance-band.module.css';

/**
 * What a customer wants to know before trusting a supplier: no commitment, green origin, the energy
 * ombudsman, a reachable service. `children` adds more proofs (a rating, for instance) to the band.
 */
export function ReassuranceBand({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.band} aria-labelledby="confiance-titre">
      <h2 id="confiance-titre" className={styles.title}>
        Souscrire en confiance
      </h2>
      <ul className={styles.items}>
        <li>
          <strong>Sans engagement</strong>
          <span>Résiliation gratuite à tout moment, 14 jours pour vous rétracter.</span>
        </li>
        <li>
          <strong>Électricité d’origine renouvelable</strong>
          <span>Notre offre verte est couverte par des garanties d’origine françaises.</span>
        </li>
        <li>
          <strong>Médiateur national de l’énergie</strong>
          <span>Un recours gratuit et indépendant si un litige n’est pas réglé avec nous.</span>
        </li>
        <li>
          <strong>Service clients en France</strong>
          <span>
            {siteIdentity.customerServicePhone}, {siteIdentity.customerServiceHours}.
          </span>
        </li>
      </ul>
      {children}
    </section>
  );
}
