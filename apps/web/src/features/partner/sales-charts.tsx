import { formatFrenchDate } from '@voltaire/domain';
import { useId } from 'react';
import styles from './partner.module.css';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 40 };
const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

/** Whole-number ticks from 0 to at least `max`, at most five of them. */
export function ticksUpTo(max: number): number[] {
  const top = Math.max(1, max);
  const step = Math.max(1, Math.ceil(top / 4));
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

const DAY_TITLE = 'Ventes signées par jour';
const AGENT_TITLE = 'Ventes signées par conseiller';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * Signed sales per day as a line, in SVG: the picture carries a text summary (`role="img"`, title and description),
 * and the same figures follow in a table for whoever cannot see it.
 */
export function SignedPerDayChart({ days }: { days: readonly { date: string; signed: number }[] }) {
  const id = useId();
  const ticks = ticksUpTo(Math.max(0, ...days.map(({ signed }) => signed)));
  const top = ticks.at(-1) ?? 1;
  const x = (index: number) =>
    MARGIN.left + (days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (days.length - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value * plotHeight) / top;
  const total = days.reduce((sum, { signed }) => sum + signed, 0);
  const best = days.reduce<{ date: string; signed: number } | undefined>(
    (found, day) => (day.signed > (found?.signed ?? 0) ? day : found),
    undefined,
  );
  const summary =
    days.length === 0
      ? 'Aucun jour dans la période.'
      : `${plural(total, 'vente signée', 'ventes signées')} du ${formatFrenchDate(days[0]?.date ?? '')} au ${formatFrenchDate(days.at(-1)?.date ?? '')}${best ? ` ; le plus : ${plural(best.signed, 'vente', 'ventes')} le ${formatFrenchDate(best.date)}` : ''}.`;
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-titre`}>{DAY_TITLE}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-titre ${id}-resume`}>
        <title>{DAY_TITLE}</title>
        <desc id={`${id}-resume`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={styles.gridLine}
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className={styles.label} x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        <g>
          <line className={styles.axis} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
          {days.map((day, index) =>
            index % labelEvery === 0 || index === days.length - 1 ? (
              <text key={day.date} className={styles.label} x={x(index)} y={HEIGHT - 16} textAnchor="middle">
                {formatFrenchDate(day.date).slice(0, 5)}
              </text>
            ) : null,
          )}
          <polyline
            className={styles.line}
            points={days.map((day, index) => `${x(index)},${y(day.signed)}`).join(' ')}
          />
          {days.map((day, index) =>
            day.signed > 0 ? (
              <circle key={day.date} className={styles.point} cx={x(index)} cy={y(day.signed)} r={4} />
            ) : null,
          )}
        </g>
      </svg>
      <p>{summary}</p>
      <details>
        <summary>Tableau des ventes signées par jour</summary>
        <table>
          <caption>Ventes signées par jour</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Ventes signées</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatFrenchDate(day.date)}</th>
                <td>{day.signed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Signed sales per agent as horizontal bars, with the same figures in a table. */
export function SignedPerAgentChart({
  agents,
}: {
  agents: readonly { agentName: string; signed: number }[];
}) {
  const id = useId();
  const barHeight = 28;
  const labelWidth = 200;
  const height = Math.max(1, agents.length) * (barHeight + 12) + 8;
  const top = Math.max(1, ...agents.map(({ signed }) => signed));
  const width = (value: number) => ((WIDTH - labelWidth - 48) * value) / top;
  const summary =
    agents.length === 0
      ? 'Aucune vente dans la période.'
      : agents
          .map(
            ({ agentName, signed }) => `${agentName} : ${plural(signed, 'vente signée', 'ventes signées')}`,
          )
          .join(' ; ');
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-titre`}>{AGENT_TITLE}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-titre ${id}-resume`}>
        <title>{AGENT_TITLE}</title>
        <desc id={`${id}-resume`}>{summary}</desc>
        <g>
          {agents.map((agent, index) => {
            const rowTop = 8 + index * (barHeight + 12);
            return (
              <g key={agent.agentName}>
                <text
                  className={styles.label}
                  x={labelWidth - 8}
                  y={rowTop + barHeight / 2 + 4}
                  textAnchor="end"
                >
                  {agent.agentName.length > 26 ? `${agent.agentName.slice(0, 25)}…` : agent.agentName}
                </text>
                <rect
                  className={styles.bar}
                  x={labelWidth}
                  y={rowTop}
                  width={width(agent.signed)}
                  height={barHeight}
                />
                <text
                  className={styles.label}
                  x={labelWidth + width(agent.signed) + 6}
                  y={rowTop + barHeight / 2 + 4}
                >
                  {agent.signed}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <p>{summary}</p>
    </figure>
  );
}
