import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { envelope, fakeApi } from '../../test/fake-api';
import { createFakeLogCapture } from '../../test/render-route';
import { CODE_AVAILABLE_AGAIN, CodeRequestForm } from './code-request-form';
import type { SigningState } from './signing-api';
import { ORDER_ID, sentCode, signingState } from './signing-test-support';

const NOW = Date.parse('2026-05-18T08:30:00.000Z');

function renderForm(state: SigningState) {
  const api = fakeApi({
    [`POST /api/node/v1/signing/${ORDER_ID}/send-code`]: () => ({
      body: envelope(signingState({ code: sentCode(Date.now()) })),
    }),
  });
  const onSent = vi.fn();
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: api.fetch }), logCapture: createFakeLogCapture() }}
    >
      <CodeRequestForm state={state} onSent={onSent} />
    </AppServicesProvider>,
  );
  return { requests: api.requests, onSent };
}

const resend = () => screen.getByRole('button', { name: 'Recevoir un nouveau code' });
/** Lets the fake API's promises and React's updates run. */
const settle = () => act(async () => {});

describe('the cool-down before a new code', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second on screen, blocks the button meanwhile, and announces only its start and end', async () => {
    const { requests } = renderForm(signingState({ code: sentCode(NOW, 15) }));
    expect(screen.getByText('Vous pourrez demander un nouveau code dans 45 s')).toBeInTheDocument();
    expect(resend()).toHaveAttribute('aria-disabled', 'true');
    expect(resend()).toHaveAccessibleDescription('Vous pourrez demander un nouveau code dans 45\u00a0s');
    // The e-mail chosen for the code sent is kept.
    expect(screen.getByRole('radio', { name: /^Par e-mail/ })).toBeChecked();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Vous pourrez demander un nouveau code dans 44 s')).toBeInTheDocument();
    // The countdown itself is not a live region: screen readers are not told every second.
    expect(screen.getByText(/dans 44 s/).closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(resend());
    await settle();
    expect(requests).toEqual([]);

    act(() => vi.advanceTimersByTime(44_000));
    expect(screen.queryByText(/Vous pourrez demander un nouveau code/)).not.toBeInTheDocument();
    expect(resend()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent(CODE_AVAILABLE_AGAIN);
  });

  it('after a new code, starts again and announces the wait once', async () => {
    const { requests, onSent } = renderForm(signingState({ code: sentCode(NOW, 90) }));
    expect(resend()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(resend());
    await settle();
    expect(requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/node/v1/signing/${ORDER_ID}/send-code`, body: { channel: 'email' } },
    ]);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ code: expect.objectContaining({}) }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous pourrez demander un nouveau code dans 60 s.');
  });
});
