import {
  RGAA_CRITERION_IDS,
  RGAA_CRITERION_TITLES,
  RGAA_RESULT_LABELS,
  RGAA_THEMES,
  rgaaResultOf,
} from '@voltaire/domain';
import styles from './rgaa-results-table.module.css';

/** Every RGAA 4.1 criterion and its result, theme by theme; each theme folds away with a native disclosure. */
export function RgaaResultsTable() {
  return (
    <div>
      {RGAA_THEMES.map((theme, index) => {
        const prefix = `${index + 1}.`;
        const criteria = RGAA_CRITERION_IDS.filter((id) => id.startsWith(prefix));
        const failing = criteria.filter((id) => rgaaResultOf(id) === 'notConforming').length;
        return (
          <details key={theme} className={styles.theme}>
            <summary>
              {index + 1}. {theme} ({criteria.length} critères
              {failing > 0 ? `, dont ${failing} non conforme${failing > 1 ? 's' : ''}` : ''})
            </summary>
            <table className={styles.table}>
              <caption>Critères du thème « {theme} »</caption>
              <thead>
                <tr>
                  <th scope="col">Critère</th>
                  <th scope="col">Intitulé</th>
                  <th scope="col">Résultat</th>
                </tr>
              </thead>
              <tbody>
                {criteria.map((id) => {
                  const result = rgaaResultOf(id);
                  return (
                    <tr key={id} className={result === 'notConforming' ? styles.failing : undefined}>
                      <th scope="row">{id}</th>
                      <td>{RGAA_CRITERION_TITLES[id]}</td>
                      <td>{RGAA_RESULT_LABELS[result]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        );
      })}
    </div>
  );
}
