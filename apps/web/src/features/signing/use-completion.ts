import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../app/server-errors';
import { useActionKeys } from './idempotency-keys';
import type { SigningState } from './signing-api';
import { thanksPathOf } from './signing-paths';
import { useSigningApi } from './use-signing-api';

export type CompletionStatus = 'idle' | 'running' | 'failed';

/**
 * Completes a signed order, then goes to its thank-you page. One `Idempotency-Key` per attempt, reused when
 * the previous attempt's outcome is unknown (network failure, 5xx): the order is completed once, whatever
 * the retries.
 */
export function useCompletion(orderId: string, kind: SigningState['kind'] = 'subscription') {
  const api = useSigningApi();
  const keys = useActionKeys();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CompletionStatus>('idle');
  const [error, setError] = useState<string>();

  const complete = async () => {
    setStatus('running');
    setError(undefined);
    try {
      await keys.run(orderId, (key) => api.complete(orderId, key, kind));
    } catch (failure) {
      setError(serverMessage(failure));
      setStatus('failed');
      return;
    }
    await navigate(thanksPathOf(kind, orderId));
  };

  return { status, error, complete };
}
