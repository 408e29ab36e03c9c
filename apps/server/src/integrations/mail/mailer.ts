export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/** Sends one e-mail; throws when the server refuses it, so that the outbox retries later. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
