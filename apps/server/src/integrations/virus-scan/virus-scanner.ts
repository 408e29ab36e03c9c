import type { Readable } from 'node:stream';

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** Checks an uploaded file before it is kept; throws when the scanner could not answer. */
export interface VirusScanner {
  readonly name: string;
  scan(content: Readable): Promise<ScanVerdict>;
}

/** The default: no antivirus configured, every file passes (uploads are still checked by type and size). */
export const noVirusScanner: VirusScanner = {
  name: 'none',
  async scan(content) {
    content.resume();
    return { clean: true };
  },
};
