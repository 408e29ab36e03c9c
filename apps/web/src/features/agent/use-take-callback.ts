import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { takeCallback } from './agent-api';
import { orderPath } from './agent-landings';

/** « Prendre en charge » a call-back request: a new draft for it, opened at its first step. */
export function useTakeCallback() {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [taking, setTaking] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const take = async (id: string) => {
    if (taking) return;
    setTaking(id);
    setFailure('');
    try {
      const { orderId } = await takeCallback(http, id);
      await navigate(orderPath(orderId));
    } catch (error) {
      setFailure(serverMessage(error));
      setTaking(null);
    }
  };
  return { take, taking, failure };
}
