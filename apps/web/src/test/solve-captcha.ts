import { act, waitFor } from '@testing-library/react';

/**
 * The ALTCHA widget does not run in jsdom (not shipped: only tests import this): the test plays its « verified »
 * event, whose payload the form then sends.
 */
export async function solveCaptcha(payload = 'cGF5bG9hZA==') {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('not yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
