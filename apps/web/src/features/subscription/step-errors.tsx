import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiErrorItem } from '../../app/http-client';
import { serverErrorsOf } from '../../app/server-errors';
import styles from './subscription.module.css';

/**
 * The server's refusals of a step, shown where they belong: on the field they name (the form keeps what was
 * typed), or in an alert above the button when no field of the form matches.
 */
export function useServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  /** The form field an error belongs to, from its `field` path ('' when it names none). */
  fieldOf: (path: string, item: ApiErrorItem) => string | undefined = (path) => path || undefined,
) {
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    /** Runs a call on the server, the previous errors cleared first and its own shown if it fails. */
    async attempt(call: () => Promise<unknown>): Promise<void> {
      setMessages([]);
      try {
        await call();
      } catch (error) {
        this.show(error);
      }
    },
    /** Shows the errors of a failed call; the first field in error takes the focus. */
    show(error: unknown) {
      const rest: string[] = [];
      let focused = false;
      for (const item of serverErrorsOf(error)) {
        const field = fieldOf(item.field ?? '', item);
        if (field && hasField(form, field)) {
          form.setError(field, { type: 'server', message: item.message }, { shouldFocus: !focused });
          focused = true;
        } else if (!rest.includes(item.message)) {
          rest.push(item.message);
        }
      }
      setMessages(rest);
    },
  };
}

/** Whether the form shows an input for this name (react-hook-form keeps the registered ones in `_fields`). */
function hasField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: string,
): name is Path<T> {
  let node: unknown = form.control._fields;
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

/** Errors of the whole form: an alert, announced as soon as it is filled. */
export function FormAlert({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className={messages.length > 0 ? styles.formAlert : undefined}>
      {messages.length === 1 ? <p>{messages[0]}</p> : null}
      {messages.length > 1 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
