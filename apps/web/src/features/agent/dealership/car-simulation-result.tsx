import { consumptionParts, formatEuros, formatKwh, type OfferYearlyCost } from '@voltaire/domain';
import { useEffect, useId, useRef } from 'react';
import { ConsumptionBreakdownChart } from '../../../ui/chart/consumption-breakdown-chart';
import type { CarSimulationResult } from '../agent-api';
import styles from './dealership.module.css';

const OPTION_LABELS = { BASE: 'Base', HPHC: 'Heures pleines / Heures creuses' } as const;
const BAR_HEIGHT = 14;
const ROW_HEIGHT = 44;
const LABEL_WIDTH = 190;
const CHART_WIDTH = 640;

/** Each offer's yearly cost without and with the car, as horizontal bars; the table below says the same. */
function CostChart({ offers, titleId }: { offers: readonly OfferYearlyCost[]; titleId: string }) {
  const max = Math.max(...offers.map((offer) => offer.withCarCents), 1);
  const scale = (cents: number) => ((CHART_WIDTH - LABEL_WIDTH - 110) * cents) / max;
  const height = offers.length * ROW_HEIGHT + 24;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title>
        Coût annuel de chaque offre, sans et avec la voiture ; le tableau suivant donne les montants
      </title>
      {offers.map((offer, index) => {
        const y = index * ROW_HEIGHT + 4;
        return (
          <g key={offer.offerId}>
            <text className={styles.chartText} x={0} y={y + BAR_HEIGHT + 4}>
              {offer.name}
            </text>
            <rect
              className={styles.barWithout}
              x={LABEL_WIDTH}
              y={y}
              height={BAR_HEIGHT}
              width={scale(offer.withoutCarCents)}
            />
            <rect
              className={styles.barWith}
              x={LABEL_WIDTH}
              y={y + BAR_HEIGHT + 2}
              height={BAR_HEIGHT}
              width={scale(offer.withCarCents)}
            />
            <text
              className={styles.chartText}
              x={LABEL_WIDTH + scale(offer.withCarCents) + 6}
              y={y + 2 * BAR_HEIGHT}
            >
              {formatEuros(offer.withCarCents)}
            </text>
          </g>
        );
      })}
      <g transform={`translate(${LABEL_WIDTH}, ${height - 8})`}>
        <rect className={styles.barWithout} width={12} height={8} y={-8} />
        <text className={styles.chartText} x={16}>
          sans la voiture
        </text>
        <rect className={styles.barWith} x={130} width={12} height={8} y={-8} />
        <text className={styles.chartText} x={146}>
          avec la voiture
        </text>
      </g>
    </svg>
  );
}

/** What the car changes: kWh, power and option, the charging notes, then each eligible offer's yearly cost. */
export function CarSimulationResultView({ simulation }: { simulation: CarSimulationResult }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { before, estimate, charging, offers } = simulation;
  return (
    <section aria-labelledby={`${id}-resultat`} className={styles.panel}>
      <h3 id={`${id}-resultat`} ref={heading} tabIndex={-1}>
        Résultat de la simulation
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>Recharge à domicile</dt>
          <dd>{formatKwh(estimate.electricity.breakdown.electricCar)} par an</dd>
        </div>
        <div>
          <dt>Consommation d’électricité</dt>
          <dd>
            {formatKwh(before.electricity.annualKwh)} → {formatKwh(estimate.electricity.annualKwh)}
          </dd>
        </div>
        <div>
          <dt>Puissance conseillée</dt>
          <dd>
            {before.recommendedKva}&nbsp;kVA → {estimate.recommendedKva}&nbsp;kVA
          </dd>
        </div>
        <div>
          <dt>Option conseillée</dt>
          <dd>{OPTION_LABELS[estimate.recommendedOption]}</dd>
        </div>
      </dl>
      <ConsumptionBreakdownChart
        title="Consommation d’électricité estimée avec la voiture, usage par usage"
        parts={consumptionParts(estimate.electricity.breakdown)}
      />
      {charging ? (
        <ul>
          {charging.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>Le détail du calcul</summary>
        <ul>
          {estimate.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      {offers.length === 0 ? (
        <p>Aucune offre ne peut être proposée pour ce profil.</p>
      ) : (
        <>
          <h3 id={`${id}-graphique`}>Coût annuel de chaque offre, sans et avec la voiture (TTC)</h3>
          <CostChart offers={offers} titleId={`${id}-graphique`} />
          <table className={styles.table}>
            <caption>Coût annuel TTC par offre, de la moins chère à la plus chère avec la voiture</caption>
            <thead>
              <tr>
                <th scope="col">Offre</th>
                <th scope="col">Sans la voiture</th>
                <th scope="col">Avec la voiture</th>
                <th scope="col">Dont la recharge</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.offerId}>
                  <th scope="row">{offer.name}</th>
                  <td>{formatEuros(offer.withoutCarCents)}</td>
                  <td>{formatEuros(offer.withCarCents)}</td>
                  <td>{formatEuros(offer.carCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
