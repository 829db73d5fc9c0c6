import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, createSmtpMailer, readOutbox } from './mail';

interface Received {
  user: string | null;
  /** Whether the session was under TLS when the mail arrived (STARTTLS or smtps). */
  secure: boolean;
  from: string;
  to: string[];
  data: string;
}

const USER = 'mailer';
const PASS = 's3cret:pass';

/** A self-signed certificate for 127.0.0.1, made for this test run (the client trusts it as its CA). */
function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate: ${result.stderr}`);
  return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
}

/** A real SMTP server (smtp-server) on a random port that records what it receives. */
async function startSmtp(options: SMTPServerOptions) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  // A client that refuses the certificate drops the socket mid-handshake; the server reports it as an error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail', () => {
  let dir: string;
  let tls: { key: string; cert: string };
  let starttls: Awaited<ReturnType<typeof startSmtp>>;
  let implicit: Awaited<ReturnType<typeof startSmtp>>;
  let plain: Awaited<ReturnType<typeof startSmtp>>;
  const auth = `${USER}:${encodeURIComponent(PASS)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fcs-mail-'));
    tls = selfSignedCertificate(dir);
    // AUTH only after TLS (smtp-server's default): a login that succeeds proves the session was upgraded.
    starttls = await startSmtp({ key: tls.key, cert: tls.cert });
    implicit = await startSmtp({ secure: true, key: tls.key, cert: tls.cert });
    // A relay without TLS and without AUTH (a local relay): the mail still goes, in the clear.
    plain = await startSmtp({ disabledCommands: ['STARTTLS', 'AUTH'] });
  });
  afterAll(async () => {
    await Promise.all([starttls?.close(), implicit?.close(), plain?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('when SMTP_URL is smtp:// and the server offers STARTTLS, then the mail goes over TLS with AUTH, UTF-8 headers and dot-stuffing undone', async () => {
    const outbox = join(dir, 'smtp-data');
    const mailer = createMailer({
      smtpUrl: `smtp://${auth}@127.0.0.1:${starttls.port}`,
      from: 'FCS <no-reply@fcs.example>',
      dataDir: outbox,
      tls: { ca: tls.cert },
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Réinitialiser £',
      text: 'Line one\n.starts with a dot\nhttp://x.test/reset?token=abc',
      html: '<p>Hi</p>',
    });
    expect(starttls.received).toHaveLength(1);
    const mail = starttls.received[0]!;
    expect(mail).toMatchObject({ user: USER, secure: true, from: 'no-reply@fcs.example', to: ['ada@example.test'] });
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.data).toMatch(/multipart\/alternative/);
    expect(mail.data).toContain('\r\n.starts with a dot\r\n');
    expect(mail.data).toContain('http://x.test/reset?token=abc');
    // Nothing written to the outbox when SMTP is configured.
    expect(() => readdirSync(join(outbox, 'outbox'))).toThrow();
  });

  it('when SMTP_URL is smtps://, then TLS is used from the first byte', async () => {
    const mailer = createSmtpMailer(`smtps://${auth}@127.0.0.1:${implicit.port}`, 'no-reply@fcs.example', {
      ca: tls.cert,
    });
    await mailer.send({ to: 'bo@example.test', subject: 'Hello', text: 'Over TLS.' });
    expect(implicit.received).toMatchObject([{ user: USER, secure: true, to: ['bo@example.test'] }]);
  });

  it('when the server offers no STARTTLS, then the mail is still delivered', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${plain.port}`, 'no-reply@fcs.example');
    await mailer.send({ to: 'cy@example.test', subject: 'Plain', text: 'Local relay.' });
    expect(plain.received).toMatchObject([{ user: null, secure: false, to: ['cy@example.test'] }]);
  });

  it("when the server's certificate is not trusted, then nothing is sent", async () => {
    const mailer = createSmtpMailer(`smtps://${auth}@127.0.0.1:${implicit.port}`, 'no-reply@fcs.example');
    const before = implicit.received.length;
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow(/certificate/i);
    expect(implicit.received).toHaveLength(before);
  });

  it('when the SMTP server refuses the credentials, then sending fails with its answer', async () => {
    const mailer = createSmtpMailer(`smtp://${USER}:wrong@127.0.0.1:${starttls.port}`, 'no-reply@fcs.example', {
      ca: tls.cert,
    });
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
