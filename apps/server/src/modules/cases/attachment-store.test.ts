import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttachmentStore } from './attachment-store.js';

describe('the attachment store', () => {
  const roots: string[] = [];
  const newRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'voltaire-attachments-'));
    roots.push(root);
    return root;
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('discarding an upload refused before a byte was written leaves no file behind, even one still opening', async () => {
    const root = newRoot();
    const store = createAttachmentStore(root);
    const incoming = await store.newIncoming();
    await store.discard(incoming);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(join(root, 'incoming'))).toEqual([]);
  });

  it('after a discard, removing the whole directory raises nothing late', async () => {
    const root = newRoot();
    const store = createAttachmentStore(root);
    const incoming = await store.newIncoming();
    await store.discard(incoming);
    rmSync(root, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(incoming.stream.destroyed).toBe(true);
  });
});
