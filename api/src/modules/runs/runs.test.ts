import { describe, expect, it } from 'vitest';
import { ZRunList } from '@fcs/shared/runs';
import { useTestApi } from '../../testing/use-test-api';

describe('run history (GET /api/runs)', () => {
  const ctx = useTestApi('pglite', {}, { clearRedisKeys: true });

  const start = async (uid: string, path: string, body: unknown) => {
    const res = await fetch(`${ctx.api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await ctx.api.authHeader(uid)) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { runId: string }).runId;
  };
  const get = async (uid: string, path: string) =>
    fetch(`${ctx.api.url}/api${path}`, { headers: await ctx.api.authHeader(uid) });

  it('when a user has runs of several tools, then pages of them come newest first, by type, and only theirs', async () => {
    const ids: string[] = [];
    for (const jobId of ['restructuring_analyst', 'equity_research_analyst', 'corporate_broker'])
      ids.push(await start('hana', '/ai-jobs/analyze', { jobId }));
    ids.push(
      await start('hana', '/research-report/generate', { jobId: 'equity_research_analyst', companyName: 'Aviva' }),
    );
    ids.push(await start('hana', '/day-in-life/simulate', { jobId: 'equity_research_analyst' }));
    const theirs = await start('ivan', '/ai-jobs/analyze', { jobId: 'restructuring_analyst' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get('hana', `/runs?limit=2${cursor ? `&before=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = ZRunList.parse(await res.json());
      expect(page.runs.length).toBeLessThanOrEqual(2);
      seen.push(...page.runs.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const tools = ZRunList.parse(await (await get('hana', '/runs?type=research_report,day_in_life')).json());
    expect(tools.runs.map((r) => [r.type, r.label])).toEqual([
      ['day_in_life', 'Equity Research Analyst'],
      ['research_report', 'Aviva — Equity Research Analyst'],
    ]);
    expect(tools.nextCursor).toBeNull();
    expect(ZRunList.parse(await (await get('ivan', '/runs')).json()).runs.map((r) => r.id)).toEqual([theirs]);
  });

  it("when someone opens, retries or cancels another user's run, then it is 404 as if it did not exist", async () => {
    const runId = await start('jules', '/ai-jobs/analyze', { jobId: 'restructuring_analyst' });
    expect((await get('kim', `/runs/${runId}`)).status).toBe(404);
    for (const action of ['retry', 'cancel']) {
      const res = await fetch(`${ctx.api.url}/api/runs/${runId}/${action}`, {
        method: 'POST',
        headers: await ctx.api.authHeader('kim'),
      });
      expect(res.status, action).toBe(404);
    }
    expect((await get('jules', `/runs/${runId}`)).status).toBe(200);
  });

  it("when another user asks for the tools' history, then none of the owner's entries are listed and each is 404", async () => {
    const owned = [
      await start('lena', '/day-in-life/simulate', { jobId: 'credit_controller' }),
      await start('lena', '/research-report/generate', { jobId: 'equity_research_analyst', companyName: 'Aviva' }),
      await start('lena', '/ai-jobs/analyze', { jobId: 'corporate_broker' }),
    ];
    const types = 'day_in_life,research_report,ai_impact';
    const theirs = ZRunList.parse(await (await get('lena', `/runs?type=${types}`)).json());
    expect(theirs.runs.map((r) => r.id)).toEqual([...owned].reverse());

    const mine = await get('milo', `/runs?type=${types}`);
    expect(mine.status).toBe(200);
    expect(ZRunList.parse(await mine.json()).runs).toEqual([]);
    for (const runId of owned) expect((await get('milo', `/runs/${runId}`)).status, runId).toBe(404);
  });

  it('when the list is asked for with a bad type or cursor, then 400 names the field', async () => {
    const badType = await get('hana', '/runs?type=ai_impact,nope');
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'type.1',
    );
    const badCursor = await get('hana', '/runs?before=not-a-cursor');
    expect(badCursor.status).toBe(400);
    expect(((await badCursor.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      before: 'Not a cursor this list gave out',
    });
  });
});
