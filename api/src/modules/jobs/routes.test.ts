import { describe, expect, it } from 'vitest';
import { ROLES } from '@fcs/shared/catalog/roles';
import { ZJobListItem, ZJobProfile } from '@fcs/shared/catalog/schema';
import { useTestApi } from '../../testing/use-test-api';

describe('jobs endpoints', () => {
  const ctx = useTestApi('pglite');

  it('when the full job list is asked, then every catalogue role comes back as a list item with caching headers', async () => {
    const res = await fetch(`${ctx.api.url}/api/jobs/full`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=3600');
    expect(res.headers.get('etag')).toBeTruthy();
    const body = (await res.json()) as { data: unknown[]; count: number };
    expect(body.count).toBe(ROLES.length);
    expect(body.data.length).toBeGreaterThanOrEqual(130);
    const items = body.data.map((item) => ZJobListItem.strict().parse(item));
    expect(new Set(items.map((i) => i.job_id)).size).toBe(items.length);
    expect(items.find((i) => i.job_id === 'equity_research_analyst')?.title).toBe('Equity Research Analyst');
  });

  it('when the list is asked again with its ETag, then the answer is 304 without a body', async () => {
    const first = await fetch(`${ctx.api.url}/api/jobs/full`);
    const etag = first.headers.get('etag')!;
    // A browser revalidating sends max-age=0 (fetch would otherwise add no-cache, which forbids a 304).
    const again = await fetch(`${ctx.api.url}/api/jobs/full`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('when the quiz variant is asked, then items also carry the job profile fields', async () => {
    const res = await fetch(`${ctx.api.url}/api/jobs/full?for_quiz=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    expect(body.data).toHaveLength(ROLES.length);
    const first = body.data[0]!;
    expect(ZJobProfile.safeParse(first).success).toBe(true);
    expect(first).not.toHaveProperty('matching');
    const plain = await fetch(`${ctx.api.url}/api/jobs/full`);
    expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('when for_quiz is not true or false, then the answer is 400 naming the parameter', async () => {
    const res = await fetch(`${ctx.api.url}/api/jobs/full?for_quiz=maybe`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(['for_quiz']);
  });

  it('when a known job profile is asked, then it comes back in the spec shape without the matching tags', async () => {
    const res = await fetch(`${ctx.api.url}/api/job/equity_research_analyst`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = (await res.json()) as Record<string, unknown>;
    const profile = ZJobProfile.parse(body);
    expect(profile.title).toBe('Equity Research Analyst');
    expect(body.job_id).toBe('equity_research_analyst');
    expect(body).not.toHaveProperty('matching');
  });

  it('when an unknown job id is asked, then the answer is 404 naming the id', async () => {
    const res = await fetch(`${ctx.api.url}/api/job/chief_unicorn_officer`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: "No role with id 'chief_unicorn_officer' exists in the catalogue" },
    });
  });

  it('when the job id is malformed, then the answer is 400 naming jobId', async () => {
    const res = await fetch(`${ctx.api.url}/api/job/Not%20A%20Job`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(['jobId']);
  });
});
