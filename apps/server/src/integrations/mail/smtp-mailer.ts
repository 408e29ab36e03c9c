import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.fr:587` or `smtps://…:465`. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
