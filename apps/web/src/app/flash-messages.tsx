import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '../ui/button/button-class';
import { useAppServices } from './app-services';
import styles from './flash-messages.module.css';
import { flashPending } from './flash-messages-slot';
import type { ApiEnvelope } from './http-client';

export interface FlashMessage {
  type: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

const LABELS: Record<FlashMessage['type'], string> = {
  info: 'Information',
  success: 'Succès',
  warning: 'Attention',
  error: 'Erreur',
};

/**
 * The content session's flash messages (SPEC §6), shown once on the page a redirect lands on: after each
 * navigation where the server's flag cookie says some wait, the frame mounts a live region, asks for them
 * (`session/get-drupal-data`), shows them in it (so screen readers announce them), then clears them on the
 * server (`session/clear-flash-messages`, which drops the flag). They stay until the next page or « Fermer ».
 * Pages without messages make no call and carry no extra live region.
 */
export function FlashMessages() {
  const { http } = useAppServices();
  const { pathname } = useLocation();
  const [messages, setMessages] = useState<FlashMessage[]>([]);
  const [waiting, setWaiting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (pathname) asks for its messages.
  useEffect(() => {
    let live = true;
    setMessages([]);
    const pending = flashPending();
    setWaiting(pending);
    if (!pending) return;
    http
      .post<ApiEnvelope<{ flashMessages: FlashMessage[] }>>('/api/node/v1/session/get-drupal-data')
      .then(async (answer) => {
        const shown = answer?.data?.flashMessages ?? [];
        if (!live || shown.length === 0) return;
        setMessages(shown);
        await http.post('/api/node/v1/session/clear-flash-messages');
      })
      // A page without its messages is still a page: nothing to tell the visitor.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, pathname]);

  // The live region stays in the page, empty, so that what arrives in it is announced.
  if (!waiting && messages.length === 0) return null;
  return (
    <div className={messages.length > 0 ? styles.panel : undefined}>
      <div role="status" className={styles.region}>
        {messages.length > 0 && (
          <ul className={styles.list}>
            {messages.map((message) => (
              <li key={`${message.type}-${message.text}`} className={styles[message.type]}>
                <span className={styles.label}>{LABELS[message.type]}&nbsp;: </span>
                {message.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {messages.length > 0 && (
        // A native button with the design system's class: react-aria's would put ~12 KB on every cold load.
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => {
            setMessages([]);
            setWaiting(false);
          }}
        >
          Fermer
        </button>
      )}
    </div>
  );
}
