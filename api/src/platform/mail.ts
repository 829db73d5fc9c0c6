import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
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

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  /** Extra TLS options for the SMTP connection (tests: a private CA). */
  tls?: ConnectionOptions;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from, options.tls)
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

// Bounds on one delivery, so a password-reset request never hangs on a silent relay.
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends through an SMTP relay with nodemailer: smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// uses TLS from the start; the URL's user and password authenticate (the mechanism the server offers).
 * Certificates are verified; `tls` adds options such as a private CA (tests).
 */
export function createSmtpMailer(smtpUrl: string, from: string, tls?: ConnectionOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...(tls ? { tls } : {}),
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
