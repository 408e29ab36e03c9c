import { formatEuros } from '@voltaire/domain';
import { BarChart } from './bar-chart';
import { describeSaving } from './describe-saving';

export interface YearlyCost {
  label: string;
  /** Estimated cost for a year, tax included. */
  cents: number;
  /** The regulated tariff every offer is compared with. */
  isReference?: boolean;
}

/**
 * Each offer's estimated yearly cost beside the regulated tariff's, as horizontal bars, with its text equivalent:
 * a table of the same figures and savings.
 */
export function YearlyCostChart({ title, costs }: { title: string; costs: YearlyCost[] }) {
  const reference = costs.find((cost) => cost.isReference);
  return (
    <BarChart
      title={title}
      barHeight={28}
      labelWidth={180}
      amountWidth={110}
      bars={costs.map((cost) => ({
        key: cost.label,
        label: cost.label,
        value: cost.cents,
        text: formatEuros(cost.cents),
        tone: cost.isReference ? 'reference' : 'brand',
      }))}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Offre</th>
              <th scope="col">Coût estimé par an</th>
              {reference ? <th scope="col">Par rapport au tarif réglementé</th> : null}
            </tr>
          </thead>
          <tbody>
            {costs.map((cost) => (
              <tr key={cost.label}>
                <th scope="row">{cost.label}</th>
                <td>{formatEuros(cost.cents)}</td>
                {reference ? (
                  <td>{cost.isReference ? 'référence' : describeSaving(cost.cents, reference.cents)}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
