import { consumptionParts, type Energy, type HousingType } from '@voltaire/domain';
import { lazy, Suspense } from 'react';
import { ConsumptionEstimator, type Simulation } from '../consumption-estimator';
import { totalKwh } from '../offer-quotes';
import styles from '../subscription.module.css';
import type { DeliveryPointInfo } from '../subscription-api';

const kwhFormat = new Intl.NumberFormat('fr-FR');

// Drawn once an estimate is asked for: its code is not part of the step's first load.
const ConsumptionBreakdownChart = lazy(async () => ({
  default: (await import('../../../ui/chart/consumption-breakdown-chart')).ConsumptionBreakdownChart,
}));

type SituationConsumptionProps = {
  energy: Energy;
  meter: DeliveryPointInfo | null;
  simulation: Simulation | null;
  housingType: HousingType | undefined;
  inseeCode: string | undefined;
  onEstimate: (result: Simulation) => void;
};

/** What the meter says of the consumption, or the estimator and its result when it says nothing. */
export function SituationConsumption({
  energy,
  meter,
  simulation,
  housingType,
  inseeCode,
  onEstimate,
}: SituationConsumptionProps) {
  return (
    <section aria-labelledby="consommation-titre" className={styles.subSection}>
      <h2 id="consommation-titre" className={styles.sectionTitle}>
        Votre consommation
      </h2>
      {meter ? (
        <p>
          D’après votre compteur ({meter.meter.label})&#x202F;:{' '}
          {meter.energy === 'electricity' && meter.subscribedKva
            ? `${meter.subscribedKva} kVA, option ${meter.option === 'HPHC' ? 'heures creuses' : 'Base'}, `
            : ''}
          {meter.annualKwh ? `${kwhFormat.format(meter.annualKwh)} kWh par an.` : 'consommation inconnue.'}{' '}
          Vous pouvez ajuster ces valeurs ci-dessous.
        </p>
      ) : (
        <p>
          Vous ne connaissez pas votre consommation&#x202F;? Répondez à quelques questions sur votre logement,
          nous l’estimons pour vous.
        </p>
      )}
      {meter?.annualKwh ? null : (
        <ConsumptionEstimator housingType={housingType} inseeCode={inseeCode} onEstimate={onEstimate} />
      )}
      {simulation ? (
        <div role="status" className={styles.estimateResult}>
          <p>
            {energy === 'gas'
              ? `Estimation : ${kwhFormat.format(simulation.gas?.annualKwh ?? 0)} kWh de gaz par an.`
              : `Estimation : ${simulation.electricity.kva} kVA, option ${
                  simulation.electricity.option === 'HPHC' ? 'heures creuses' : 'Base'
                }, ${kwhFormat.format(totalKwh(simulation.electricity.consumption))} kWh par an.`}
          </p>
          <details className={styles.details}>
            <summary>Comment nous l’avons estimée</summary>
            <ul>
              {simulation.estimate.explanation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
      {simulation ? (
        <Suspense fallback={null}>
          <ConsumptionBreakdownChart
            title={`Votre consommation ${energy === 'gas' ? 'de gaz' : 'd’électricité'} estimée, usage par usage`}
            parts={consumptionParts(simulation.estimate[energy].breakdown)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
