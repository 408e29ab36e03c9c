import type { Config } from '../../config.js';
import { createClamdScanner } from './clamd-scanner.js';
import { noVirusScanner, type VirusScanner } from './virus-scanner.js';

/** clamd when `CLAMD_HOST` is set, else no antivirus (uploads are still checked by type and size). */
export function virusScannerFrom(
  config: Pick<Config, 'CLAMD_HOST' | 'CLAMD_PORT' | 'CLAMD_TIMEOUT_MS'>,
): VirusScanner {
  return config.CLAMD_HOST
    ? createClamdScanner({
        host: config.CLAMD_HOST,
        port: config.CLAMD_PORT,
        timeoutMs: config.CLAMD_TIMEOUT_MS,
      })
    : noVirusScanner;
}
