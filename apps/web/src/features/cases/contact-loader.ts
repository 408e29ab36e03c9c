import {
  COMPLAINT_CONFIG,
  CONTACT_THEMES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '@voltaire/domain';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { type ContactFormConfig, createCasesApi } from './cases-api';

/** The domain's own configuration, shown when the server cannot be reached (the form still checks the same rules). */
const FALLBACK: ContactFormConfig = {
  themes: [...CONTACT_THEMES],
  attachments: {
    maxFiles: UPLOAD_MAX_FILES,
    maxBytes: UPLOAD_MAX_BYTES,
    types: UPLOAD_TYPES.map((type) => ({ ...type, extensions: [...type.extensions] })),
  },
  complaint: { ...COMPLAINT_CONFIG, themeIds: [...COMPLAINT_CONFIG.themeIds] },
};

export function createContactLoader(http: () => HttpClient = () => createHttpClient()) {
  return async (): Promise<{ config: ContactFormConfig }> => {
    try {
      return { config: await createCasesApi(http()).config() };
    } catch {
      return { config: FALLBACK };
    }
  };
}

export const contactLoader = createContactLoader();
