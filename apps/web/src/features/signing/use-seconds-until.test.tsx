import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useSecondsUntil } from './use-seconds-until';

describe('secondsUntil', () => {
  const now = Date.parse('2026-05-18T08:30:00.000Z');
  it.each([
    ['2026-05-18T08:31:00.000Z', 60],
    ['2026-05-18T08:30:44.200Z', 45],
    ['2026-05-18T08:30:00.000Z', 0],
    ['2026-05-18T08:29:00.000Z', 0],
    ['pas une date', 0],
    [null, 0],
  ])('%s → %s s', (instant, expected) => {
    expect(secondsUntil(instant, now)).toBe(expected);
  });
});

function Countdown({ until }: { until: string | null }) {
  return <p>Encore {useSecondsUntil(until)} s</p>;
}

describe('useSecondsUntil', () => {
  const now = Date.parse('2026-05-18T08:30:00.000Z');
  const inTenSeconds = '2026-05-18T08:30:10.000Z';
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second, down to 0', () => {
    render(<Countdown until={inTenSeconds} />);
    expect(screen.getByText('Encore 10 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Encore 7 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Encore 0 s')).toBeInTheDocument();
  });

  it('shows nothing left in a page drawn by the server, then the browser’s count once hydrated, without a mismatch', async () => {
    const html = renderToString(<Countdown until={inTenSeconds} />);
    expect(html).toContain('Encore <!-- -->0<!-- --> s');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The page reaches the browser two seconds after the server drew it.
    vi.setSystemTime(now + 2_000);
    const recoverable = vi.fn();
    const root = hydrateRoot(container, <Countdown until={inTenSeconds} />, {
      onRecoverableError: recoverable,
    });
    await act(async () => {});
    expect(container.textContent).toBe('Encore 8 s');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
