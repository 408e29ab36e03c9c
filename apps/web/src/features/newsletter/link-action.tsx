import { type ReactNode, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import formStyles from '../../ui/form/form.module.css';

export interface LinkActionProps {
  /** What the button does, e.g. « Confirmer mon inscription ». */
  action: string;
  run: () => Promise<unknown>;
  /** Shown, focused and announced once done. */
  done: ReactNode;
}

/**
 * A link from an e-mail acts only when the person presses the button: a mail scanner that opens the link
 * confirms or unsubscribes nothing. The outcome, or the server's French refusal, is announced.
 */
export function LinkAction({ action, run, done }: LinkActionProps) {
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const [failure, setFailure] = useState('');
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'done') result.current?.focus();
  }, [state]);
  if (state === 'done') {
    return (
      <div ref={result} tabIndex={-1} role="status">
        {done}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClassName('primary')}
        disabled={state === 'running'}
        onClick={async () => {
          setFailure('');
          setState('running');
          try {
            await run();
            setState('done');
          } catch (error) {
            setFailure(serverMessage(error));
            setState('idle');
          }
        }}
      >
        {action}
      </button>
      <p role="alert" className={formStyles.error}>
        {failure}
      </p>
    </>
  );
}
