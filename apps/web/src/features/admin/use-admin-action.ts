import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { serverErrorsOf } from '../../app/server-errors';
import { useStatusMessage } from '../../ui/use-status-message';

/** An action of a back-office screen: its French refusal shown, or its confirmation announced and focused. */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const status = useStatusMessage<HTMLParagraphElement>();
  const [failures, setFailures] = useState<string[]>([]);
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setFailures([]);
    status.setMessage('');
    try {
      await action();
      status.setMessage(done);
      await revalidator.revalidate();
      status.ref.current?.focus();
      return true;
    } catch (error) {
      setFailures(serverErrorsOf(error).map((item) => item.message));
      return false;
    }
  };
  return { run, status, failures };
}
