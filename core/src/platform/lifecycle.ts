import type { Logger } from './logger';

/**
 * Runs the stop functions in order once, on SIGTERM/SIGINT, then exits. A second signal or a stop that
 * hangs past timeoutMs exits at once with code 1.
 */
export function onShutdown(logger: Logger, stops: Array<() => Promise<unknown>>, timeoutMs = 15_000): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    (async () => {
      for (const stop of stops) {
        try {
          await stop();
        } catch (err) {
          logger.error({ err }, 'error while shutting down');
        }
      }
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/** Loads configuration or prints what is wrong and exits with code 1 (fail fast at boot). */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
