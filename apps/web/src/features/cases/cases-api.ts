import type { CaseReceipt, ContactTheme } from '@voltaire/domain';
import type { ApiEnvelope, ApiErrorItem, HttpClient } from '../../app/http-client';

export const CONTACT_FORM_CONFIG_PATH = '/api/v2/contact-form-config';
export const CASE_PATH = '/api/node/v1/sfdc/case';
export const ATTACHMENT_PATH = '/api/v2/attachment/post';

export interface ContactFormConfig {
  themes: ContactTheme[];
  attachments: {
    maxFiles: number;
    maxBytes: number;
    types: { contentType: string; extensions: string[]; label: string }[];
  };
  complaint: { themeIds: string[]; answerWithinDays: number; notice: string; mediatorUrl: string };
}

export interface UploadedFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/** An upload refused by the server, with its French messages. */
export class UploadRefused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

const UPLOAD_FAILED = 'L’envoi du fichier a échoué. Réessayez dans quelques instants.';

/** attachment post: one file as multipart/form-data (the JSON client does not send files). */
export async function uploadAttachment(file: File, fetcher: typeof fetch = fetch): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetcher(ATTACHMENT_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new UploadRefused([UPLOAD_FAILED]);
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<{
    attachments: UploadedFile[];
  }> | null;
  const uploaded = envelope?.data?.attachments?.[0];
  if (response.ok && uploaded) return uploaded;
  const messages =
    response.status < 500 ? (envelope?.errors ?? []).map((item: ApiErrorItem) => item.message) : [];
  throw new UploadRefused(messages.length > 0 ? messages : [UPLOAD_FAILED]);
}

export function createCasesApi(http: HttpClient) {
  return {
    config: async () => (await http.get<ApiEnvelope<ContactFormConfig>>(CONTACT_FORM_CONFIG_PATH)).data,
    send: async (request: unknown) => (await http.post<ApiEnvelope<CaseReceipt>>(CASE_PATH, request)).data,
  };
}
