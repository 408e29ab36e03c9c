import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { preventZodEval } from './zod-without-eval';

describe('preventZodEval', () => {
  it('sets zod’s own configuration to jitless, so that no schema probes for eval', () => {
    preventZodEval();
    expect(config().jitless).toBe(true);
  });
});
