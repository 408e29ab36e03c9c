import { useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import { serverErrorsOf } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { buttonClassName } from '../../../ui/button/button';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { type Attachment, createAdminApi, type EligibilityTarget } from '../admin-api';
import { SelectField } from '../form-controls';
import type { AttachmentsData, NamedTarget } from './eligibility-loaders';

interface NewAttachmentValues {
  /** `offer:elec-fixe` */
  target: string;
  compositionId: string;
}

export const ATTACHMENT_MESSAGES = {
  targetRequired: 'Choisissez une offre ou une option.',
  compositionRequired: 'Choisissez une composition.',
  duplicate: 'Cette composition est déjà rattachée à cette offre ou option.',
} as const;

const targetKey = (target: EligibilityTarget) => `${target.type}:${target.id}`;

function parseTargetKey(key: string): EligibilityTarget | undefined {
  const [type, ...rest] = key.split(':');
  const id = rest.join(':');
  return (type === 'offer' || type === 'product') && id ? { type, id } : undefined;
}

function newAttachmentResolver(current: () => readonly Attachment[]): Resolver<NewAttachmentValues> {
  return async (values) => {
    const attachments = current();
    const errors: Record<string, { type: string; message: string }> = {};
    const target = parseTargetKey(values.target);
    if (!target) errors.target = { type: 'required', message: ATTACHMENT_MESSAGES.targetRequired };
    if (!values.compositionId)
      errors.compositionId = { type: 'required', message: ATTACHMENT_MESSAGES.compositionRequired };
    if (
      target &&
      values.compositionId &&
      attachments.some(
        (attachment) =>
          targetKey(attachment.target) === values.target && attachment.compositionId === values.compositionId,
      )
    ) {
      errors.compositionId = { type: 'duplicate', message: ATTACHMENT_MESSAGES.duplicate };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** `/admin/eligibilite/rattachements`: which composition must hold for which offer or option to be offered. */
export function AttachmentsPage() {
  useDocumentTitle('Rattachements – Administration');
  const { attachments, compositions, targets } = useLoaderData() as AttachmentsData;
  const { http } = useAppServices();
  const revalidator = useRevalidator();
  const statusId = useId();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string[]>([]);
  const latest = useRef(attachments);
  latest.current = attachments;
  const form = useForm<NewAttachmentValues>({
    resolver: newAttachmentResolver(() => latest.current),
    mode: 'onTouched',
    defaultValues: { target: '', compositionId: '' },
  });

  const targetName = (target: EligibilityTarget) =>
    targets.find((candidate) => candidate.type === target.type && candidate.id === target.id)?.name ??
    target.id;
  const compositionName = (id: string) =>
    compositions.find((composition) => composition.id === id)?.name ?? id;

  const replace = async (next: Attachment[], message: string) => {
    setStatus('');
    setFailure([]);
    try {
      await createAdminApi(http).replaceAttachments(next);
      setStatus(message);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setFailure(serverErrorsOf(error).map((item) => item.message));
      return false;
    }
  };

  const add = async (values: NewAttachmentValues) => {
    const target = parseTargetKey(values.target);
    if (!target) return;
    const saved = await replace(
      [...attachments, { target, compositionId: values.compositionId }],
      `« ${compositionName(values.compositionId)} » est rattachée à « ${targetName(target)} ».`,
    );
    if (saved) form.reset({ target: '', compositionId: '' });
  };

  const removeAt = async (index: number) => {
    const removed = attachments[index];
    if (!removed) return;
    await replace(
      attachments.filter((_, position) => position !== index),
      `« ${compositionName(removed.compositionId)} » n’est plus rattachée à « ${targetName(removed.target)} ».`,
    );
    document.getElementById(statusId)?.focus();
  };

  const targetOptions = (type: NamedTarget['type']) =>
    targets
      .filter((target) => target.type === type)
      .map((target) => ({ value: targetKey(target), label: `${target.name} (${target.detail})` }));

  return (
    <section className={styles.panel} aria-labelledby="rattachements-titre">
      <h2 id="rattachements-titre">Rattachements</h2>
      <p className={styles.muted}>
        Une offre ou une option n’est proposée que si toutes les compositions qui lui sont rattachées sont
        remplies. Sans rattachement, elle est proposée à tous.
      </p>
      <p id={statusId} role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      <div role="alert" className={styles.alert}>
        {failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : null}
      </div>
      {attachments.length === 0 ? (
        <p>Aucun rattachement&#x202F;: toutes les offres et options sont proposées à tous.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Rattachements ({attachments.length})</caption>
            <thead>
              <tr>
                <th scope="col">Offre ou option</th>
                <th scope="col">Composition</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {attachments.map((attachment, index) => (
                <tr key={`${targetKey(attachment.target)}/${attachment.compositionId}`}>
                  <th scope="row">
                    {targetName(attachment.target)}
                    <br />
                    <code className={styles.muted}>{attachment.target.id}</code>
                  </th>
                  <td>{compositionName(attachment.compositionId)}</td>
                  <td>
                    <button
                      type="button"
                      className={buttonClassName('secondary')}
                      aria-label={`Retirer « ${compositionName(attachment.compositionId)} » de « ${targetName(attachment.target)} »`}
                      onClick={() => void removeAt(index)}
                    >
                      Retirer
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Ajouter un rattachement</h3>
      <Form form={form} onSubmit={add} aria-label="Ajouter un rattachement">
        <SelectField
          name="target"
          label="Offre ou option"
          isRequired
          placeholder="Choisissez une offre ou une option"
          options={[]}
          groups={[
            { label: 'Offres', options: targetOptions('offer') },
            { label: 'Options', options: targetOptions('product') },
          ]}
        />
        <SelectField
          name="compositionId"
          label="Composition"
          isRequired
          placeholder="Choisissez une composition"
          options={compositions.map((composition) => ({ value: composition.id, label: composition.name }))}
        />
        <SubmitButton>Rattacher</SubmitButton>
      </Form>
    </section>
  );
}
