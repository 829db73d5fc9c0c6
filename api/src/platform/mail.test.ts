import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, createSmtpMailer, readOutbox } from './mail';

interface Received {
  auth: string | null;
  from: string;
  to: string;
  data: string;
}

/** A tiny SMTP server (RFC 5321 subset, AUTH PLAIN) that records what it receives. */
function startSmtp(credentials: {
  user: string;
  pass: string;
}): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    const current: Received = { auth: null, from: '', to: '', data: '' };
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...current });
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (/^EHLO /i.test(line)) socket.write('250-fake.smtp\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        else if (/^AUTH PLAIN /i.test(line)) {
          const [, user, pass] = Buffer.from(line.slice(11), 'base64').toString().split('\0');
          const ok = user === credentials.user && pass === credentials.pass;
          current.auth = ok ? user! : null;
          socket.write(ok ? '235 ok\r\n' : '535 bad credentials\r\n');
        } else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to = line.slice(8);
          socket.write('250 ok\r\n');
        } else if (/^DATA$/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT$/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('502 unknown\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

describe('mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let dir: string;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'mailer', pass: 's3cret:pass' });
    dir = mkdtempSync(join(tmpdir(), 'fcs-outbox-'));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when SMTP_URL is set, then the mail is sent by SMTP with AUTH PLAIN, UTF-8 and dot-stuffing', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret:pass')}@127.0.0.1:${smtp.port}`,
      from: 'FCS <no-reply@fcs.example>',
      dataDir: dir,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Réinitialiser £',
      text: 'Line one\n.starts with a dot\nhttp://x.test/reset?token=abc',
      html: '<p>Hi</p>',
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail).toMatchObject({ auth: 'mailer', from: '<no-reply@fcs.example>', to: '<ada@example.test>' });
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mail.data).toMatch(/multipart\/alternative/);
    const textPart =
      /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
        mail.data,
      )![1]!;
    expect(Buffer.from(textPart.replace(/\r\n/g, ''), 'base64').toString()).toBe(
      'Line one\n.starts with a dot\nhttp://x.test/reset?token=abc',
    );
    // Nothing written to the outbox when SMTP is configured.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('when the SMTP server refuses the credentials, then sending fails with its answer', async () => {
    const mailer = createSmtpMailer(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`, 'no-reply@fcs.example');
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow(/535/);
  });

  it('when no SMTP is configured, then mails land in the outbox, newest first, with their links', async () => {
    const mailer = createMailer({ from: 'FCS <no-reply@fcs.example>', dataDir: dir });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'one@example.test',
      subject: 'First',
      text: 'Open http://127.0.0.1:3000/reset-password?token=abc123 now.',
    });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'two@example.test', subject: 'Second', text: 'No link here' });
    const all = await readOutbox(join(dir, 'outbox'));
    expect(all.map((m) => m.subject)).toEqual(['Second', 'First']);
    const [first] = await readOutbox(join(dir, 'outbox'), { to: 'ONE@example.test' });
    expect(first).toMatchObject({
      to: 'one@example.test',
      from: 'FCS <no-reply@fcs.example>',
      links: ['http://127.0.0.1:3000/reset-password?token=abc123'],
    });
  });
});
