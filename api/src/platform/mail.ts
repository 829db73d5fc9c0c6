import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { ZOutboxMail, type OutboxMail } from '@fcs/shared/accounts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: by SMTP when SMTP_URL is set, otherwise into the development outbox under DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(outboxDir(options.dataDir), options.from);
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** Writes each mail as one JSON file (`<time>-<id>.json`), readable through GET /api/dev/outbox. */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = randomBytes(6).toString('hex');
      const mail: OutboxMail = { id, from, ...message, links: extractLinks(message.text), createdAt };
      await writeFile(join(dir, `${createdAt.replace(/[:.]/g, '-')}-${id}.json`), JSON.stringify(mail, null, 2), {
        mode: 0o600,
      });
    },
  };
}

/** The newest outbox mails first, optionally only those to one address. */
export async function readOutbox(dir: string, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  files.sort().reverse();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = ZOutboxMail.safeParse(JSON.parse(await readFile(join(dir, file), 'utf8').catch(() => 'null')));
    if (!parsed.success) continue;
    if (options.to && parsed.data.to.toLowerCase() !== options.to.toLowerCase()) continue;
    mails.push(parsed.data);
    if (mails.length >= (options.limit ?? 50)) break;
  }
  return mails;
}

// ------------------------------------------------------------------------------------------------ SMTP

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

const SMTP_TIMEOUT_MS = 30_000;

/**
 * A small SMTP client (RFC 5321): smtp:// upgrades with STARTTLS when the server offers it, smtps:// uses TLS
 * from the start; AUTH PLAIN with the URL's user and password. Enough for transactional mail through a relay.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port || (implicitTls ? 465 : 587));
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return {
    kind: 'smtp',
    async send(message) {
      const session = await SmtpSession.open(url.hostname, port, implicitTls);
      try {
        await session.expect(220);
        let features = await session.ehlo();
        if (!implicitTls && /^STARTTLS$/im.test(features)) {
          await session.command('STARTTLS', 220);
          await session.upgrade(url.hostname);
          features = await session.ehlo();
        }
        if (user) {
          if (!/^AUTH\b.*\bPLAIN\b/im.test(features)) throw new SmtpError('SMTP server does not offer AUTH PLAIN');
          await session.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, 235);
        }
        await session.command(`MAIL FROM:<${addressOf(from)}>`, 250);
        await session.command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251]);
        await session.command('DATA', 354);
        await session.command(`${dotStuff(formatMessage(from, message))}\r\n.`, 250);
        await session.command('QUIT', 221).catch(() => undefined);
      } finally {
        session.close();
      }
    },
  };
}

class SmtpSession {
  private buffer = '';
  private waiter: (() => void) | undefined;
  private failure: Error | undefined;

  private constructor(private socket: Socket | TLSSocket) {
    this.listen(socket);
  }

  static open(host: string, port: number, tls: boolean): Promise<SmtpSession> {
    return new Promise((resolve, reject) => {
      const socket = tls ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port });
      socket.setTimeout(SMTP_TIMEOUT_MS, () => socket.destroy(new SmtpError('SMTP server timed out')));
      socket.once(tls ? 'secureConnect' : 'connect', () => resolve(new SmtpSession(socket)));
      socket.once('error', reject);
    });
  }

  private listen(socket: Socket | TLSSocket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.waiter?.();
    });
    socket.on('error', (err) => {
      this.failure = err;
      this.waiter?.();
    });
    socket.on('close', () => {
      this.failure ??= new SmtpError('SMTP connection closed');
      this.waiter?.();
    });
  }

  /** Resolves with the next complete reply (multi-line replies end with "NNN " on their last line). */
  private async reply(): Promise<{ code: number; text: string }> {
    for (;;) {
      const match = /^(?:\d{3}-.*\r\n)*(\d{3})(?: .*)?\r\n/.exec(this.buffer);
      if (match) {
        this.buffer = this.buffer.slice(match[0].length);
        return { code: Number(match[1]), text: match[0] };
      }
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.waiter = resolve));
      this.waiter = undefined;
    }
  }

  async expect(codes: number | number[]): Promise<string> {
    const reply = await this.reply();
    const ok = Array.isArray(codes) ? codes.includes(reply.code) : reply.code === codes;
    if (!ok) throw new SmtpError(`SMTP server answered ${reply.text.trim()}`, reply.code);
    return reply.text;
  }

  async command(line: string, codes: number | number[]): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.expect(codes);
  }

  ehlo(): Promise<string> {
    return this.command(`EHLO ${hostname().replace(/[^a-z0-9.-]/gi, '') || 'localhost'}`, 250).then((text) =>
      text
        .split('\r\n')
        .map((l) => l.slice(4))
        .join('\n'),
    );
  }

  upgrade(host: string): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('close');
    return new Promise((resolve, reject) => {
      const secure = tlsConnect({ socket: plain, servername: host }, () => {
        this.socket = secure;
        this.buffer = '';
        this.listen(secure);
        resolve();
      });
      secure.once('error', reject);
    });
  }

  close() {
    this.socket.destroy();
  }
}

function addressOf(mailbox: string): string {
  const angle = /<([^>]+)>/.exec(mailbox);
  const address = (angle?.[1] ?? mailbox).trim();
  if (/[\r\n<>]/.test(address)) throw new SmtpError('Invalid e-mail address');
  return address;
}

function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean).toString('base64')}?=`;
}

function base64Body(text: string): string {
  return (
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

function formatMessage(from: string, message: MailMessage): string {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${encodeHeader(from)}`,
    `To: ${encodeHeader(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Body(body)].join('\r\n');
  if (!message.html) return [...headers, part('text/plain', message.text)].join('\r\n');
  const boundary = `b_${randomBytes(12).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
  ].join('\r\n');
}

/** Lines starting with a dot get a second one, so the message cannot end the DATA section early. */
function dotStuff(data: string): string {
  return data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
}
