import { describe, expect, it, vi } from 'vitest';
import { createFakeLogCapture } from '../test/render-route';
import { captureConsole } from './console-capture';

describe('captureConsole', () => {
  it('records every console level and still prints', () => {
    const printed = { log: vi.fn(), error: vi.fn(), warn: vi.fn(), debug: vi.fn(), info: vi.fn() };
    const target = { ...printed } as unknown as Console;
    const capture = createFakeLogCapture();

    const restore = captureConsole(target, capture);
    target.log('un', 2);
    target.error('deux');
    target.warn('trois');
    target.debug('quatre');
    target.info('cinq');

    expect(capture.entries().map((entry) => [entry.type, entry.message])).toEqual([
      ['log', 'un 2'],
      ['error', 'deux'],
      ['warn', 'trois'],
      ['debug', 'quatre'],
      ['info', 'cinq'],
    ]);
    expect(printed.log).toHaveBeenCalledWith('un', 2);
    expect(printed.info).toHaveBeenCalledWith('cinq');

    restore();
    target.log('après');
    expect(capture.entries()).toHaveLength(5);
    expect(target.log).toBe(printed.log);
  });

  it('keeps printing when recording fails', () => {
    const log = vi.fn();
    const target = {
      log,
      error: vi.fn(),
      warn: vi.fn(),
      debug: vi.fn(),
      info: vi.fn(),
    } as unknown as Console;
    captureConsole(target, {
      record: () => {
        throw new Error('plein');
      },
    });
    target.log('message');
    expect(log).toHaveBeenCalledWith('message');
  });
});
