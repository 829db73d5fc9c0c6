import { randomBytes, randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_JOB, RUNS_QUEUE } from '@fcs/shared/workflows/jobs';
import { createRedis } from '@fcs/core/platform/redis';
import { runJobId } from '@fcs/core/platform/queues';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { TEST_DB_KINDS } from '@fcs/core/testing/db';
import { useTestApi } from '../../testing/use-test-api';

const SECRET = `admin-${randomBytes(16).toString('hex')}`;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('operator endpoints without ADMIN_SECRET', () => {
  const ctx = useTestApi('pglite');

  it('when no secret is configured, then /metrics and /admin/queues do not exist, whatever is sent', async () => {
    for (const path of ['/metrics', '/admin/queues', '/admin/queues/api/queues']) {
      expect((await fetch(`${ctx.api.url}${path}`)).status).toBe(404);
      expect((await fetch(`${ctx.api.url}${path}`, { headers: { authorization: 'Bearer anything' } })).status).toBe(
        404,
      );
    }
  });
});

describe('operator endpoints with ADMIN_SECRET', () => {
  const ctx = useTestApi('pglite', { ADMIN_SECRET: SECRET }, { clearRedisKeys: true });
  let queue: Queue;
  beforeAll(async () => {
    queue = new Queue(RUNS_QUEUE, { connection: ctx.api.redis, prefix: ctx.api.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue.close();
  });

  it('when the secret is missing or wrong, then both endpoints answer 401 and ask for basic auth', async () => {
    const wrong = [
      undefined,
      'Bearer not-the-secret',
      basic('ops', 'not-the-secret'),
      `Bearer ${SECRET}x`,
      basic(SECRET, ''),
      'Basic !!!',
      SECRET,
    ];
    for (const path of ['/metrics', '/admin/queues', '/admin/queues/api/queues']) {
      for (const authorization of wrong) {
        const res = await fetch(`${ctx.api.url}${path}`, { headers: authorization ? { authorization } : {} });
        expect(res.status, `${path} with ${authorization}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
        expect(await res.text()).not.toContain('fcs_queue_jobs');
      }
    }
  });

  it('when the secret comes as a bearer token or as the basic-auth password, then the dashboard opens', async () => {
    const html = await fetch(`${ctx.api.url}/admin/queues`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<div id="root">');

    const queues = await fetch(`${ctx.api.url}/admin/queues/api/queues`, {
      headers: { authorization: basic('ops', SECRET) },
    });
    expect(queues.status).toBe(200);
    const body = (await queues.json()) as { queues: { name: string; readOnlyMode: boolean }[] };
    expect(body.queues.map((q) => q.name)).toContain(RUNS_QUEUE);
    expect(body.queues.every((q) => q.readOnlyMode)).toBe(true);
  });

  it('when wrong secrets keep coming from one address, then they get 429 while the right secret still works', async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: 'Bearer guess' } })).status;
    }
    expect(status).toBe(429);
    expect((await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(
      200,
    );
  });

  it('when a run job waits in the queue, then /metrics reports it in the queue depth gauge', async () => {
    const before = await (
      await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })
    ).text();
    expect(before).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="waiting"} 0`);

    const runId = randomUUID();
    const execId = randomUUID();
    await queue.add(RUN_JOB.name, { v: 1, runId, type: 'ai_impact', execId }, { jobId: runJobId(runId, execId) });
    await queue.add(RUN_JOB.name, { v: 1, runId, type: 'ai_impact', execId: randomUUID() }, { delay: 60_000 });

    const res = await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: basic('prometheus', SECRET) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('# TYPE fcs_queue_jobs gauge');
    expect(text).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="waiting"} 1`);
    expect(text).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="delayed"} 1`);
    expect(text).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="active"} 0`);
    expect(text).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="failed"} 0`);
    await queue.obliterate({ force: true });
  });
});

describe.each(TEST_DB_KINDS)('run metrics on %s', (kind) => {
  const ctx = useTestApi(kind, { ADMIN_SECRET: SECRET }, { clearRedisKeys: true });
  let queue: Queue;
  let worker: Worker | undefined;
  const workerRedis = createRedis(TEST_REDIS_URL);
  beforeAll(async () => {
    queue = new Queue(RUNS_QUEUE, { connection: ctx.api.redis, prefix: ctx.api.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await worker?.close();
    await workerRedis.quit();
    await queue.close();
  });

  async function insertRun(type: string, execId: string) {
    const id = randomUUID();
    await ctx.db.query(
      `INSERT INTO runs (id, owner_uid, type, input, steps, exec_id) VALUES ($1, 'metrics-user', $2, '{}', '[]', $3)`,
      [id, type, execId],
    );
    return id;
  }

  async function metricsText() {
    return (await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).text();
  }

  it('when workers finish runs, then started, completed and failed counters and the duration histogram follow', async () => {
    // The first scrape waits until the metrics follow the queue's events.
    expect((await fetch(`${ctx.api.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(
      200,
    );
    // A stand-in worker with the engine's contract: it moves the run row through running to its end.
    worker = new Worker(
      RUNS_QUEUE,
      async (job) => {
        const { runId, execId } = RUN_JOB.schema.parse(job.data);
        await ctx.db.query(
          `UPDATE runs SET status = 'running', started_at = now() - interval '3 seconds' WHERE id = $1`,
          [runId],
        );
        const fail = job.data.type === 'job_match';
        await ctx.db.query(`UPDATE runs SET status = $2, finished_at = now() WHERE id = $1 AND exec_id = $3`, [
          runId,
          fail ? 'failed' : 'completed',
          execId,
        ]);
        if (fail) throw new UnrecoverableError('Failed to analyze job match');
      },
      { connection: workerRedis, prefix: ctx.api.config.REDIS_PREFIX },
    );
    const jobs = [
      { type: 'ai_impact', execId: randomUUID() },
      { type: 'ai_impact', execId: randomUUID() },
      { type: 'job_match', execId: randomUUID() },
    ];
    for (const job of jobs) {
      const runId = await insertRun(job.type, job.execId);
      await queue.add(
        RUN_JOB.name,
        { v: 1, runId, type: job.type, execId: job.execId },
        { jobId: runJobId(runId, job.execId) },
      );
    }

    let text = '';
    for (let i = 0; i < 100; i++) {
      text = await metricsText();
      if (
        text.includes('fcs_runs_completed_total{workflow="ai_impact"} 2') &&
        text.includes('fcs_runs_failed_total{workflow="job_match"} 1')
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(text).toContain('fcs_runs_started_total{workflow="ai_impact"} 2');
    expect(text).toContain('fcs_runs_started_total{workflow="job_match"} 1');
    expect(text).toContain('fcs_runs_completed_total{workflow="ai_impact"} 2');
    expect(text).toContain('fcs_runs_failed_total{workflow="job_match"} 1');
    expect(text).toContain('fcs_run_duration_seconds_count{workflow="ai_impact",status="completed"} 2');
    // Both took about three seconds: inside the 5 s bucket, outside the 2 s one.
    expect(text).toContain('fcs_run_duration_seconds_bucket{le="2",workflow="ai_impact",status="completed"} 0');
    expect(text).toContain('fcs_run_duration_seconds_bucket{le="5",workflow="ai_impact",status="completed"} 2');
    expect(text).toContain('fcs_run_duration_seconds_count{workflow="job_match",status="failed"} 1');
    expect(text).toContain(`fcs_queue_jobs{queue="${RUNS_QUEUE}",state="failed"} 1`);
  });
});
