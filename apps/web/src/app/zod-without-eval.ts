/*
 * Part of the shell: no import here (importing zod's `config` would put ~4 KB of zod's core on every cold load).
 */

interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * The CSP allows no eval, and zod probes for it (`new Function('')`) when it builds its first object schema:
 * the probe fails quietly, but Chrome reports it as a CSP issue (Lighthouse: best practices 96). zod reads its
 * configuration from `globalThis.__zod_globalConfig`, shared by every copy of zod and the same object as
 * `z.config()` returns; `jitless` skips the probe. Call before the first page module loads.
 */
export function preventZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  if (holder.__zod_globalConfig) holder.__zod_globalConfig.jitless = true;
  else holder.__zod_globalConfig = { jitless: true };
}
