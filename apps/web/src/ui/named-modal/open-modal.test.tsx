import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_MODAL_EVENT, openModal } from './open-modal';
import { OpenModalOnClick } from './open-modal-on-click';

describe('named modals', () => {
  it('openModal(name) dispatches the app-wide event carrying the name', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_MODAL_EVENT, listener);
    openModal('aide-iban');
    window.removeEventListener(OPEN_MODAL_EVENT, listener);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ detail: { name: 'aide-iban' } });
  });

  it('a click on (or inside) an element with data-open-modal asks for the modal with that id', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener(OPEN_MODAL_EVENT, listener);
    const { getByRole, unmount } = render(
      <>
        <OpenModalOnClick />
        <button type="button" data-open-modal="aide-iban">
          <span>Où trouver mon IBAN ?</span>
        </button>
        <button type="button">Autre bouton</button>
      </>,
    );

    await user.click(getByRole('button', { name: 'Autre bouton' }));
    expect(listener).not.toHaveBeenCalled();
    await user.click(getByRole('button', { name: 'Où trouver mon IBAN ?' }).firstElementChild as Element);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ detail: { name: 'aide-iban' } });

    unmount();
    window.removeEventListener(OPEN_MODAL_EVENT, listener);
  });

  it('installs one listener while mounted and removes it on unmount', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener(OPEN_MODAL_EVENT, listener);
    const { unmount } = render(<OpenModalOnClick />);
    const trigger = document.createElement('a');
    trigger.href = '#aide';
    trigger.textContent = 'Aide';
    trigger.dataset.openModal = 'aide';
    document.body.append(trigger);

    await user.click(trigger);
    expect(listener).toHaveBeenCalledTimes(1);
    unmount();
    await user.click(trigger);
    expect(listener).toHaveBeenCalledTimes(1);

    trigger.remove();
    window.removeEventListener(OPEN_MODAL_EVENT, listener);
  });
});
