import {
  attachmentFileRule,
  formatFileSize,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
} from '@voltaire/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { buttonClassName } from '../../ui/button/button';
import { FieldError } from '../../ui/form/field-error';
import formStyles from '../../ui/form/form.module.css';
import { describedBy, useFieldError } from '../../ui/form/use-field-error';
import { type UploadedFile, UploadRefused, uploadAttachment } from './cases-api';
import styles from './contact.module.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic';

/**
 * « Pièces jointes »: each chosen file is checked (name and size) then sent at once; the server checks its real
 * content. The form holds the ids of the files kept. Refusals are announced; each file can be removed.
 */
export function AttachmentsField({
  name,
  upload = uploadAttachment,
}: {
  name: string;
  upload?: typeof uploadAttachment;
}) {
  const id = useId();
  const { field } = useController({ name, defaultValue: [] });
  const error = useFieldError(name);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [isSending, setSending] = useState(false);

  const keep = (next: UploadedFile[]) => {
    setFiles(next);
    field.onChange(next.map((file) => file.id));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    let kept = files;
    setSending(true);
    setStatus(`Envoi de ${chosen.length} fichier${chosen.length > 1 ? 's' : ''} en cours…`);
    for (const file of chosen) {
      if (kept.length >= UPLOAD_MAX_FILES) {
        problems.push(UPLOAD_MESSAGES.UPLOAD_TOO_MANY);
        break;
      }
      const checked = attachmentFileRule.safeParse(file);
      if (!checked.success) {
        problems.push(`« ${file.name} » : ${checked.error.issues[0]?.message}`);
        continue;
      }
      try {
        kept = [...kept, await upload(file)];
      } catch (failure) {
        problems.push(...(failure instanceof UploadRefused ? failure.messages : [String(failure)]));
      }
    }
    keep(kept);
    setRefusals(problems);
    setSending(false);
    setStatus(`${kept.length} fichier${kept.length > 1 ? 's' : ''} joint${kept.length > 1 ? 's' : ''}.`);
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Pièces jointes
      </label>
      <p id={`${id}-description`} className={formStyles.description}>
        PDF, JPEG, PNG ou HEIC, {UPLOAD_MAX_BYTES / 1024 / 1024}&#x00A0;Mo au plus par fichier,{' '}
        {UPLOAD_MAX_FILES} fichiers au plus.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={isSending || files.length >= UPLOAD_MAX_FILES}
        onChange={(event) => void choose(event)}
        onBlur={field.onBlur}
        ref={field.ref}
        className={styles.fileInput}
        aria-describedby={describedBy([`${id}-description`, error && `${id}-erreur`])}
      />
      <p role="status" className={styles.uploadStatus}>
        {status}
      </p>
      <div role="alert">
        {refusals.map((message) => (
          <p key={message} className={formStyles.error}>
            {message}
          </p>
        ))}
      </div>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label="Fichiers joints">
          {files.map((file) => (
            <li key={file.id}>
              <span>
                {file.filename} ({formatFileSize(file.size)})
              </span>
              <button
                type="button"
                className={buttonClassName('secondary')}
                aria-label={`Retirer ${file.filename}`}
                onClick={() => keep(files.filter((other) => other.id !== file.id))}
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}
