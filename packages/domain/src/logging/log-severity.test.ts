import { describe, expect, it } from 'vitest';
import { formatLogLine, LOG_SEVERITY, type LogLevelName, shouldLog } from './log-severity.js';

describe('LOG_SEVERITY', () => {
  it('orders DEBUG 0 < INFO 1 < WARN 2 < ERROR 3 < CRITICAL 4', () => {
    expect(LOG_SEVERITY).toEqual({ DEBUG: 0, INFO: 1, WARN: 2, ERROR: 3, CRITICAL: 4 });
  });
});

describe('shouldLog', () => {
  it.each<[LogLevelName, LogLevelName, boolean]>([
    ['DEBUG', 'INFO', false],
    ['INFO', 'INFO', true],
    ['ERROR', 'WARN', true],
    ['WARN', 'ERROR', false],
    ['CRITICAL', 'CRITICAL', true],
  ])('%s with minimum %s → %s', (level, min, expected) => {
    expect(shouldLog(level, min)).toBe(expected);
  });
});

describe('formatLogLine', () => {
  it.each<[LogLevelName, string, unknown, string]>([
    ['INFO', 'Commande enregistrée', undefined, '[INFO] Commande enregistrée'],
    ['ERROR', 'Échec', { orderId: 12 }, '[ERROR] Échec {"orderId":12}'],
    ['WARN', 'ligne 1\nligne 2\r\n  ligne 3', undefined, '[WARN] ligne 1 ligne 2 ligne 3'],
    ['DEBUG', 'x', { text: 'a\nb' }, '[DEBUG] x {"text":"a\\nb"}'],
    ['DEBUG', 'x', 'raw\ndata', '[DEBUG] x raw data'],
    ['CRITICAL', 'x', null, '[CRITICAL] x null'],
  ])('[%s] %j + %j → %j', (level, message, data, expected) => {
    expect(formatLogLine(level, message, data)).toBe(expected);
  });

  it('always gives a single line', () => {
    const line = formatLogLine('ERROR', 'boom', new Error('multi\nline'));
    expect(line).not.toMatch(/[\r\n]/);
  });
});
