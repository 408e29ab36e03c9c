import { act, render, waitFor } from '@testing-library/react';
import { CAPTCHA_CLEANUP_DELAY_MS } from '@voltaire/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_CHALLENGE_URL, Captcha } from './captcha';

/** Stands in for the ALTCHA module: the element stays an unknown `<altcha-widget>`. */
const loadWidget = () => Promise.resolve();

function emitState(widget: Element, state: string, payload?: string) {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

async function renderCaptcha(onChange = vi.fn()) {
  const view = render(<Captcha onChange={onChange} loadWidget={loadWidget} name="captcha" />);
  const widget = await waitFor(() => {
    const element = view.container.querySelector('altcha-widget');
    if (!element) throw new Error('widget not mounted yet');
    return element;
  });
  return { ...view, widget, onChange };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Captcha', () => {
  it('mounts the self-hosted ALTCHA widget on our challenge URL, in French', async () => {
    const { widget } = await renderCaptcha();
    expect(CAPTCHA_CHALLENGE_URL).toBe('/api/node/v1/captcha/challenge');
    expect(widget).toHaveAttribute('challengeurl', '/api/node/v1/captcha/challenge');
    expect(widget).toHaveAttribute('language', 'fr-fr');
    expect(widget).toHaveAttribute('name', 'captcha');
  });

  it('yields the base64 payload once verified', async () => {
    const { widget, onChange } = await renderCaptcha();
    emitState(widget, 'verifying');
    emitState(widget, 'verified', 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=');
    expect(onChange).toHaveBeenLastCalledWith('eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=');
  });

  it.each(['error', 'expired'])('sets the value back to null on %s', async (state) => {
    const { widget, onChange } = await renderCaptcha();
    emitState(widget, 'verified', 'cGF5bG9hZA==');
    emitState(widget, state);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('loads the widget only once its place comes near the screen', async () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const observed: { margin: string | undefined; target: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
          options?: IntersectionObserverInit,
        ) {
          report = callback;
          this.margin = options?.rootMargin;
        }
        margin: string | undefined;
        observe(target: Element) {
          observed.push({ margin: this.margin, target });
        }
        disconnect() {
          report = undefined;
        }
      },
    );
    try {
      const load = vi.fn(() => Promise.resolve());
      const view = render(<Captcha onChange={() => {}} loadWidget={load} />);
      expect(observed).toEqual([{ margin: '600px 0px', target: view.container.firstElementChild }]);
      act(() => report?.([{ isIntersecting: false }]));
      expect(load).not.toHaveBeenCalled();
      act(() => report?.([{ isIntersecting: true }]));
      expect(load).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(view.container.querySelector('altcha-widget')).not.toBeNull());
      expect(report).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('yields null when the widget cannot be loaded', async () => {
    const onChange = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Captcha onChange={onChange} loadWidget={() => Promise.reject(new Error('hors ligne'))} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });

  it(`releases the widget ${CAPTCHA_CLEANUP_DELAY_MS / 1000} s after unmount, not before`, async () => {
    const { widget, unmount, onChange } = await renderCaptcha();
    vi.useFakeTimers();
    unmount();

    act(() => vi.advanceTimersByTime(CAPTCHA_CLEANUP_DELAY_MS - 1));
    expect(widget.parentNode).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(widget.parentNode).toBeNull();
    onChange.mockClear();
    emitState(widget, 'error');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps one widget through a remount within the delay (React strict mode)', async () => {
    const { StrictMode } = await import('react');
    const view = render(
      <StrictMode>
        <Captcha onChange={() => {}} loadWidget={loadWidget} />
      </StrictMode>,
    );
    await waitFor(() => expect(view.container.querySelectorAll('altcha-widget')).toHaveLength(1));
  });
});
