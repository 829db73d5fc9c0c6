// A run worker in its own process, for tests that kill it (SIGKILL) mid-run.
// argv[2]: JSON { prefix, schema, llmUrl, lockDurationMs, stalledIntervalMs }.
import { openPostgres } from '@fcs/core/platform/db';
import { TEST_POSTGRES_URL } from '@fcs/core/testing/db';
import { startWorker } from '@fcs/worker/testing/harness';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  prefix: string;
  schema: string;
  llmUrl: string;
  lockDurationMs: number;
  stalledIntervalMs: number;
};
const db = openPostgres(TEST_POSTGRES_URL, { schema: options.schema, max: 3 });
await startWorker(db, options.prefix, options.llmUrl, {
  lockDurationMs: options.lockDurationMs,
  stalledIntervalMs: options.stalledIntervalMs,
});
process.stdout.write('ready\n');
