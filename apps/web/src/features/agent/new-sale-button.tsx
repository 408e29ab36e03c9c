import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import styles from './agent.module.css';
import { createSale } from './agent-api';
import { orderPath } from './agent-landings';

/** « Nouvelle vente »: a new draft (the server sets its channel and agent from the session), at its first step. */
export function NewSaleButton() {
  const { http } = useAppServices();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState('');
  const start = async () => {
    if (isCreating) return;
    setCreating(true);
    setFailure('');
    try {
      const order = await createSale(http);
      await navigate(orderPath(order.id));
    } catch (error) {
      setFailure(serverMessage(error));
      setCreating(false);
    }
  };
  return (
    <div className={styles.newSale}>
      <button
        type="button"
        className={buttonClassName('primary')}
        aria-disabled={isCreating || undefined}
        onClick={() => void start()}
      >
        Nouvelle vente
      </button>
      <p role="alert" className={styles.rowError}>
        {failure}
      </p>
    </div>
  );
}
