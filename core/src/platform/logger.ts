import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths that must never reach a log line: secrets, tokens, passwords and CV text. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.resume',
  '*.resumeContext',
  '*.cvData',
  '*.content',
  'password',
  'token',
];

export function createLogger(options: { level: string; name?: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      name: options.name,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}
