import { type ConsumptionPart, formatKwh } from '@voltaire/domain';
import { BarChart } from './bar-chart';

const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** « 52 % » of the total, for the bar's label and the table. */
export function shareOf(kwh: number, totalKwh: number): string {
  return PERCENT.format(totalKwh > 0 ? kwh / totalKwh : 0);
}

/**
 * A consumption estimate use by use (heating, hot water, cooking, other uses, electric car), as horizontal bars,
 * with its text equivalent: a table of the same kWh and shares.
 */
export function ConsumptionBreakdownChart({ title, parts }: { title: string; parts: ConsumptionPart[] }) {
  if (parts.length === 0) return null;
  const total = parts.reduce((sum, part) => sum + part.kwh, 0);
  return (
    <BarChart
      title={title}
      barHeight={24}
      labelWidth={170}
      amountWidth={150}
      bars={parts.map((part) => ({
        key: part.use,
        label: part.label,
        value: part.kwh,
        text: `${formatKwh(part.kwh)} (${shareOf(part.kwh, total)})`,
        tone: 'success',
      }))}
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Usage</th>
              <th scope="col">Consommation par an</th>
              <th scope="col">Part du total</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part) => (
              <tr key={part.use}>
                <th scope="row">{part.label}</th>
                <td>{formatKwh(part.kwh)}</td>
                <td>{shareOf(part.kwh, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
