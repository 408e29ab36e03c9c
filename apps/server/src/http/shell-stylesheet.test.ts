import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShellStylesheet } from './shell-stylesheet.js';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-s1.css">';

describe('readShellStylesheet', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'voltaire-css-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), `<head>\n    ${LINK}\n  </head>`);
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('gives the link of index.html and the text of the stylesheet it names', async () => {
    await writeFile(join(dist, 'assets', 'style-s1.css'), 'main{color:#0b3d91}');
    expect(readShellStylesheet(dist)).toEqual({ link: LINK, text: 'main{color:#0b3d91}' });
  });

  it('gives nothing without a build, or when the stylesheet is missing', () => {
    expect(readShellStylesheet(undefined)).toBeUndefined();
    expect(readShellStylesheet(join(dist, 'absent'))).toBeUndefined();
    expect(readShellStylesheet(dist)).toBeUndefined();
  });

  it('leaves the link in place when the text would close its <style> element', async () => {
    await writeFile(join(dist, 'assets', 'style-s1.css'), 'a::after{content:"</STYLE><script>"}');
    expect(readShellStylesheet(dist)).toBeUndefined();
  });
});
