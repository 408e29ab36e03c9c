import { maskEmail, maskPhone, type OrderView } from '@voltaire/domain';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../app/app-services';
import type { SignatureEnding } from '../../subscription/steps/summary-step';
import { type LinkChannel, sendSigningLink, startOnSiteSigning } from '../agent-api';
import { workspacePathOf } from '../agent-landings';
import type { LinkSentState } from '../workspace-page';
import styles from './agent-journey.module.css';
import { SIGN_NOW_LABEL, useOnSiteSigning } from './on-site-signing';

export const SEND_LINK_LABEL = 'Envoyer le lien de signature au client';

/**
 * The end of an agent's sale: never a verbal « oui » (L221-16) but a signing link sent to the customer, by
 * SMS or e-mail, to the contact saved in the holder step. Sending submits the order (every check of the
 * order engine, and the call consent for telesales); then the workspace tells the link's status.
 */
export function AgentSendLink({
  order,
  children,
}: {
  order: OrderView;
  children: (ending: SignatureEnding) => ReactNode;
}) {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const id = useId();
  const [channel, setChannel] = useState<LinkChannel>('email');
  const onSite = useOnSiteSigning(order);
  const isDoorToDoor = order.channel === 'doorToDoor';
  const signsNow = isDoorToDoor && onSite.mode === 'onSite';
  const holder = order.journey.holder;
  const destinations: { value: LinkChannel; label: string; to: string | undefined }[] = [
    { value: 'email', label: 'Par e-mail', to: holder && maskEmail(holder.email) },
    { value: 'sms', label: 'Par SMS', to: holder && maskPhone(holder.phone) },
  ];

  const fields = (
    <fieldset className={styles.linkChannel}>
      <legend>Envoi du lien de signature</legend>
      {destinations.map((destination) => (
        <div key={destination.value} className={styles.radioRow}>
          <input
            id={`${id}-${destination.value}`}
            type="radio"
            name={`${id}-canal`}
            value={destination.value}
            checked={channel === destination.value}
            onChange={() => setChannel(destination.value)}
          />
          <label htmlFor={`${id}-${destination.value}`}>
            {destination.label}
            {destination.to ? ` (${destination.to})` : ''}
          </label>
        </div>
      ))}
      <p className={styles.hint}>
        Le client reçoit le lien, lit son contrat et les informations précontractuelles, puis signe sur son
        propre appareil avec un code à usage unique.
      </p>
    </fieldset>
  );

  if (signsNow) {
    return children({
      fields: onSite.fields,
      submitLabel: SIGN_NOW_LABEL,
      afterSave: async () => {
        const started = await startOnSiteSigning(http, order.id, await onSite.placeOfSale());
        await navigate(started.signingPath);
      },
    });
  }
  return children({
    fields: isDoorToDoor ? (
      <>
        {onSite.fields}
        {fields}
      </>
    ) : (
      fields
    ),
    submitLabel: SEND_LINK_LABEL,
    afterSave: async () => {
      const sent = await sendSigningLink(http, order.id, channel);
      const state: LinkSentState = { linkSent: { reference: sent.reference, sentTo: sent.link.sentTo } };
      await navigate(workspacePathOf(order.channel), { state });
    },
  });
}
