import { type FormEvent, useId, useRef, useState } from 'react';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import formStyles from '../../../ui/form/form.module.css';
import { describedBy } from '../../../ui/form/use-field-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { createAdminApi, EXPORT_PATH } from '../admin-api';

/** The server refuses bodies above 1 MB. */
export const MAX_RULES_FILE_BYTES = 1_048_576;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choisissez un fichier de règles (.json).',
  tooLarge: 'Le fichier dépasse 1 Mo.',
  notJson: 'Ce fichier n’est pas un document JSON valide.',
} as const;

interface Problem {
  message: string;
  field?: string | undefined;
}

/** Reads a chosen rules file: its JSON, or the French reason it cannot be sent. */
export async function readRulesFile(
  file: File | undefined,
): Promise<{ ok: true; document: unknown } | { ok: false; message: string }> {
  if (!file) return { ok: false, message: IMPORT_MESSAGES.fileRequired };
  if (file.size > MAX_RULES_FILE_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  try {
    return { ok: true, document: JSON.parse(await file.text()) };
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.notJson };
  }
}

/** `/admin/eligibilite/import-export`: the whole rules document, as a versioned JSON file. */
export function ImportExportPage() {
  useDocumentTitle('Import et export des règles – Administration');
  const { http } = useAppServices();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const [fileError, setFileError] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState('');
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (isBusy) return;
    setFileError('');
    setProblems([]);
    setStatus('');
    const read = await readRulesFile(fileInput.current?.files?.[0]);
    if (!read.ok) {
      setFileError(read.message);
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { version } = await createAdminApi(http).importRules(read.document);
      setStatus(`Règles importées (version ${version}). Elles s’appliquent dès maintenant.`);
      formElement.reset();
    } catch (error) {
      setProblems(serverErrorsOf(error).map((item) => ({ message: item.message, field: item.field })));
      problemsRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const fileErrorId = `${id}-erreur`;
  const descriptionId = `${id}-description`;
  return (
    <section className={styles.panel} aria-labelledby="import-export-titre">
      <h2 id="import-export-titre">Import et export des règles</h2>

      <h3>Exporter</h3>
      <p>
        Le fichier contient tous les prédicats, compositions et rattachements. Il peut être réimporté tel
        quel, ici ou sur un autre environnement.
      </p>
      <p>
        <a
          href={EXPORT_PATH}
          download="regles-eligibilite.json"
          className={`${buttonClassName('secondary')} ${styles.linkButton}`}
        >
          Télécharger les règles (JSON)
        </a>
      </p>

      <h3>Importer</h3>
      <form
        className={formStyles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Importer des règles"
      >
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            Fichier de règles (JSON)<span aria-hidden="true"> *</span>
          </label>
          <p id={descriptionId} className={formStyles.description}>
            Le fichier remplace toutes les règles actuelles. Tout est vérifié avant&#x202F;: en cas d’erreur,
            rien n’est modifié et chaque problème est listé.
          </p>
          <input
            id={id}
            ref={fileInput}
            type="file"
            name="rules"
            accept=".json,application/json"
            className={formStyles.input}
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy([descriptionId, fileError && fileErrorId])}
          />
          <p id={fileErrorId} className={formStyles.error} aria-live="polite">
            {fileError}
          </p>
        </div>
        <div>
          <button type="submit" className={buttonClassName('primary')} aria-disabled={isBusy || undefined}>
            {isBusy ? 'Import en cours…' : 'Importer'}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div role="alert" ref={problemsRef} tabIndex={-1} className={styles.alert}>
        {problems.length > 0 ? (
          <>
            <p>
              Le fichier n’a pas été importé ({problems.length} problème{problems.length > 1 ? 's' : ''}
              )&#x202F;:
            </p>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field ?? ''}|${problem.message}`}>
                  {problem.message}
                  {problem.field ? (
                    <>
                      {' '}
                      <span className={styles.muted}>
                        (emplacement&#x202F;: <code>{problem.field}</code>)
                      </span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
