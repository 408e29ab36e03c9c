/** Where uploaded files' bytes live, by an opaque key (never a name a user chose). */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}
