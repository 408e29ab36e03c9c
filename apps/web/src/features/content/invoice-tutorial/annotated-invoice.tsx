import { formatEuros, INVOICE_VAT_RATE_PERCENT, type InvoiceSample } from '@voltaire/domain';
import styles from './invoice-tutorial.module.css';

/** A numbered marker on the sample: a link to the zone's explanation, which links back to it. */
function ZoneMarker({ number, title }: { number: number; title: string }) {
  return (
    <a id={`repere-${number}`} href={`#zone-${number}`} className={styles.marker}>
      <span aria-hidden="true">{number}</span>
      <span className={styles.visuallyHidden}>
        Zone {number}&#x202F;: {title}, voir l’explication
      </span>
    </a>
  );
}

/**
 * The sample invoice, drawn in HTML (so that every figure is text), with a numbered marker on each zone, and
 * the list of zones explained beside it. Markers and explanations link to each other: Tab and Entrée are enough.
 */
export function AnnotatedInvoice({ sample, brand }: { sample: InvoiceSample; brand: string }) {
  const titleOf = (zone: number) => sample.zones.find((each) => each.number === zone)?.title ?? '';
  const marked = new Set<number>();
  const markerOnce = (zone: number) => {
    if (marked.has(zone)) return null;
    marked.add(zone);
    return <ZoneMarker number={zone} title={titleOf(zone)} />;
  };
  const factZones = [...new Set(sample.facts.map((fact) => fact.zone))];
  const { totals } = sample;
  return (
    <div className={styles.layout}>
      <figure className={styles.figure} aria-labelledby="exemple-titre">
        <figcaption id="exemple-titre" className={styles.caption}>
          Exemple annoté&#x202F;: {sample.title}
        </figcaption>
        <div className={styles.paper}>
          <p className={styles.brand}>{brand}</p>
          {factZones.map((zone) => (
            <div key={zone} className={styles.zone}>
              {markerOnce(zone)}
              <dl className={styles.facts}>
                {sample.facts
                  .filter((fact) => fact.zone === zone)
                  .map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
              </dl>
            </div>
          ))}
          <table className={styles.lines}>
            <caption>Détail de la facture</caption>
            <thead>
              <tr>
                <th scope="col">Zone</th>
                <th scope="col">Rubrique</th>
                <th scope="col">Calcul</th>
                <th scope="col">Montant HT</th>
              </tr>
            </thead>
            <tbody>
              {sample.sections.flatMap((section) =>
                section.lines.map((line) => (
                  <tr key={line.label}>
                    <td>{markerOnce(section.zone)}</td>
                    <th scope="row">{line.label}</th>
                    <td>{line.detail}</td>
                    <td className={styles.amount}>{formatEuros(line.amountCents)}</td>
                  </tr>
                )),
              )}
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">Total hors taxes</th>
                <td />
                <td className={styles.amount}>{formatEuros(totals.excludingVatCents)}</td>
              </tr>
              <tr>
                <td>{markerOnce(totals.vatZone)}</td>
                <th scope="row">TVA {INVOICE_VAT_RATE_PERCENT}&nbsp;%</th>
                <td>sur {formatEuros(totals.excludingVatCents)}</td>
                <td className={styles.amount}>{formatEuros(totals.vatCents)}</td>
              </tr>
              <tr>
                <td>{markerOnce(totals.zone)}</td>
                <th scope="row">Total toutes taxes comprises</th>
                <td />
                <td className={styles.amount}>{formatEuros(totals.includingVatCents)}</td>
              </tr>
              {totals.alreadyPaidCents > 0 ? (
                <>
                  <tr>
                    <td />
                    <th scope="row">Mensualités déjà payées</th>
                    <td />
                    <td className={styles.amount}>− {formatEuros(totals.alreadyPaidCents)}</td>
                  </tr>
                  <tr>
                    <td />
                    <th scope="row">{totals.balanceCents < 0 ? 'Solde en votre faveur' : 'Reste à payer'}</th>
                    <td />
                    <td className={styles.amount}>{formatEuros(Math.abs(totals.balanceCents))}</td>
                  </tr>
                </>
              ) : null}
            </tfoot>
          </table>
          <div className={styles.zone}>
            {markerOnce(sample.payment.zone)}
            <p>{sample.payment.text}</p>
          </div>
        </div>
      </figure>
      <section aria-labelledby="zones-titre" className={styles.explanations}>
        <h2 id="zones-titre">Les zones de la facture, une à une</h2>
        <ol className={styles.zones}>
          {sample.zones.map((zone) => (
            <li key={zone.number} id={`zone-${zone.number}`} tabIndex={-1}>
              <h3>
                <span className={styles.zoneNumber} aria-hidden="true">
                  {zone.number}
                </span>
                <span className={styles.visuallyHidden}>Zone {zone.number}&#x202F;: </span>
                {zone.title}
              </h3>
              <p>{zone.explanation}</p>
              <a href={`#repere-${zone.number}`}>Revenir à la zone {zone.number} de la facture</a>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
