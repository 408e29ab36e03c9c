import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

/** A real SMTP peer on loopback: what nodemailer writes on the wire is what a mail server receives. */
describe('createSmtpMailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          if (to.includes('refuse@example.fr')) {
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a French e-mail with its PDF attachment', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Voltaire Énergie <ne-pas-repondre@voltaire.example>',
    });
    await mailer.send({
      to: 'client@example.fr',
      subject: 'Votre contrat d’électricité',
      text: 'Bonjour, voici votre contrat signé.',
      attachments: [
        { filename: 'contrat.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') },
      ],
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('ne-pas-repondre@voltaire.example');
    expect(mail?.to).toEqual(['client@example.fr']);
    expect(mail?.raw).toContain('filename=contrat.pdf');
    expect(mail?.raw).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('writes the one-click unsubscribe headers of RFC 8058 on the wire', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'a@voltaire.example',
    });
    await mailer.send({
      to: 'abonne@example.fr',
      subject: 'Lettre',
      text: 'Bonjour',
      headers: {
        'List-Unsubscribe': '<https://www.voltaire.example/api/node/v1/newsletter/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    mailer.close();
    const raw = (received.at(-1)?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(
      'List-Unsubscribe: <https://www.voltaire.example/api/node/v1/newsletter/unsubscribe/abc>',
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('throws when the server refuses the message, so the outbox retries', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'a@voltaire.example',
    });
    await expect(mailer.send({ to: 'refuse@example.fr', subject: 's', text: 't' })).rejects.toThrow(
      /Mailbox unavailable/,
    );
    mailer.close();
  });
});
