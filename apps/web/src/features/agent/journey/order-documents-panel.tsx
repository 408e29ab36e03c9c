import {
  attachmentFileRule,
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocumentKind,
  type OrderDocumentView,
  SELLER_DOCUMENT_KINDS,
} from '@voltaire/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAppServices } from '../../../app/app-services';
import { serverMessage } from '../../../app/server-errors';
import { buttonClassName } from '../../../ui/button/button';
import { fetchDocuments, uploadDocument } from '../agent-api';
import styles from './agent-journey.module.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic';
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

/**
 * Door-to-door: the documents the seller collects at the customer's (identity, proof of address), photographed
 * or picked on the tablet and tied to the order. The server checks their real type and size; only the seller
 * and the back office read them again.
 */
export function OrderDocumentsPanel({ orderId }: { orderId: string }) {
  const { http } = useAppServices();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documents, setDocuments] = useState<OrderDocumentView[]>([]);
  const [kind, setKind] = useState<OrderDocumentKind>('identity');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchDocuments(http, orderId, controller.signal)
      .then(setDocuments)
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, orderId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const file = fileInput.current?.files?.[0];
    const checked = attachmentFileRule.safeParse(file);
    if (!file || !checked.success) {
      setError(file ? checked.error?.issues[0]?.message : 'Choisissez un fichier à joindre.');
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const added = await uploadDocument(http, orderId, kind, file);
      setDocuments((current) => [...current, added]);
      setStatus(`${added.kindLabel} « ${added.fileName} » jointe à la vente.`);
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setError(serverMessage(failure));
      fileInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.documents} aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`}>Documents du client</h2>
      {documents.length === 0 ? (
        <p>Aucun document joint.</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.id}>
              {document.kindLabel} : <a href={document.url}>{document.fileName}</a> ({sizeOf(document.size)})
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.placeField}>
          <label htmlFor={`${id}-type`}>Type de document</label>
          <select
            id={`${id}-type`}
            value={kind}
            onChange={(event) => setKind(event.target.value as OrderDocumentKind)}
          >
            {SELLER_DOCUMENT_KINDS.map((each) => (
              <option key={each} value={each}>
                {ORDER_DOCUMENT_KIND_LABELS[each]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.placeField}>
          <label htmlFor={`${id}-fichier`}>
            Fichier (PDF, JPEG, PNG ou HEIC, 10 Mo au plus, 5 par vente)
          </label>
          <input
            ref={fileInput}
            id={`${id}-fichier`}
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-erreur` : undefined}
          />
          <p id={`${id}-erreur`} role="alert" className={styles.error}>
            {error}
          </p>
        </div>
        <button type="submit" className={buttonClassName('secondary')} disabled={busy}>
          Joindre le document
        </button>
      </form>
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </section>
  );
}
