import { describe, expect, it } from 'vitest';
import { loggablePath } from './logger-options.js';

describe('loggablePath', () => {
  it.each([
    ['/api/node/v1/sfdc/insee?zipCode=75011', '/api/node/v1/sfdc/insee'],
    ['/reprise/Zk3v9_QmA?utm=mail', '/reprise/[masqué]'],
    ['/retractation/abcDEF123', '/retractation/[masqué]'],
    ['/api/node/v1/subscription/withdrawal/abcDEF123', '/api/node/v1/subscription/withdrawal/[masqué]'],
    ['/api/v3/command/8f0c', '/api/v3/command/8f0c'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});
