import { brotliCompressSync, gzipSync } from 'node:zlib';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, makeZip } from '../testing/documents';
import { createUserWithPlan, useTestApi } from '../testing/use-test-api';

// Issue 11, item 8: malformed requests answered 500. Each case here answered 500 before the edge cleaning
// (shared/src/text.ts through parseInput) and the error mapping by the error's own status; Postgres is the real
// one, because it is Postgres that refuses NUL in text and lone surrogates in jsonb.

const WEBHOOK_SECRET = 'whsec_hardening_malformed_input';
const webhooks = new Stripe('sk_webhooks_only').webhooks;
const JSON_TYPE = { 'content-type': 'application/json' };
type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

describe('hardening: malformed input never answers 500 (issue 11 item 8)', () => {
  const ctx = useTestApi('postgres', { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { clearRedisKeys: true });

  const send = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${ctx.api.url}${path}`, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (an html page): keep the text
    }
    return { status: res.status, body: body as ErrorBody & Record<string, unknown> };
  };
  const elite = (uid: string) => createUserWithPlan(ctx.api, ctx.db, uid, { tier: 'elite', status: 'active', max: -1 });

  it('when text fields hold NUL bytes or lone surrogates, then they are cleaned and stored, not a 500', async () => {
    const auth = await elite('malformed-text');
    const patch = await send('/api/profile', {
      method: 'PATCH',
      headers: { ...JSON_TYPE, ...auth },
      body: '{"displayName":"Ada\\u0000 Love\\ud800lace\\u0007"}',
    });
    expect(patch.status).toBe(200);
    expect(patch.body.displayName).toBe('Ada Love\uFFFDlace');

    // A run's input is jsonb: a lone surrogate there used to be refused by Postgres.
    const run = await send('/api/ai-jobs/analyze', {
      method: 'POST',
      headers: { ...JSON_TYPE, ...auth },
      body: '{"jobProfile":{"title":"Credit\\u0000 analyst \\udc00","skills":["mod\\u0000elling"]}}',
    });
    expect(run.status).toBe(202);
    const [stored] = await ctx.db.query<{ input: { role: { title: string } } }>(
      'SELECT input FROM runs WHERE id = $1',
      [run.body.runId],
    );
    expect(stored!.input.role.title).toBe('Credit analyst \uFFFD');

    const signUp = await send('/api/auth/sign-up', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({
        displayName: 'Grace\u0000 Hopper',
        email: `grace-${Date.now()}@example.test`,
        password: 'pass\u0000word-1',
        confirmPassword: 'pass\u0000word-1',
      }),
    });
    expect(signUp.status).toBe(201);
    expect((signUp.body.user as { displayName: string }).displayName).toBe('Grace Hopper');

    // The coach's old request shape carries resume text; NUL in it made the chat answer 500.
    const chat = await send('/api/coach/chat', {
      method: 'POST',
      headers: { ...JSON_TYPE, ...auth },
      body: JSON.stringify({
        jobId: 'equity_research_analyst',
        messages: [{ role: 'user', content: 'Review my CV\u0000 please' }],
        resumeContext: { fileName: 'cv\u0000.txt', content: 'Ten years\u0000 in credit\ud800 research' },
      }),
    });
    expect(chat.status).toBeLessThan(500);
  });

  it('when a body is corrupt gzip, brotli or deflate, then 400 (415 for an unknown encoding)', async () => {
    const corrupt = Buffer.from('1f8b0800000000000003ffffffff', 'hex');
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const r = await send('/api/quiz/match', {
        method: 'POST',
        headers: { ...JSON_TYPE, 'content-encoding': encoding },
        body: corrupt,
      });
      expect(r.status, encoding).toBe(400);
      expect(r.body.error?.code).toBe('bad_request');
    }
    const unknown = await send('/api/quiz/match', {
      method: 'POST',
      headers: { ...JSON_TYPE, 'content-encoding': 'zz-unknown' },
      body: '{}',
    });
    expect(unknown.status).toBe(415);
    // Well-formed compressed bodies are still read.
    for (const [encoding, body] of [
      ['gzip', gzipSync('{"answers":[]}')],
      ['br', brotliCompressSync('{"answers":[]}')],
    ] as const) {
      const r = await send('/api/quiz/match', {
        method: 'POST',
        headers: { ...JSON_TYPE, 'content-encoding': encoding },
        body,
      });
      expect(r.status, encoding).toBe(400);
      expect(r.body.error?.code, encoding).toBe('validation_failed');
    }
  });

  it('when a path parameter or the refresh cookie holds a bad %-escape, then 400 or 401, not 500', async () => {
    const auth = await elite('malformed-path');
    for (const path of ['/api/job/%FF%FE', '/api/sandbox/%C0', '/api/runs/%E0%A4%A', '/test-checkout/%FF']) {
      const r = await send(path, { headers: auth });
      expect(r.status, path).toBe(400);
    }
    const refresh = await send('/api/auth/refresh', { method: 'POST', headers: { cookie: 'fcs_refresh=%FF%' } });
    expect(refresh.status).toBe(401);
  });

  it('when a body is nested thousands deep, then 400 naming the problem', async () => {
    const r = await send('/api/quiz/match', {
      method: 'POST',
      headers: JSON_TYPE,
      body: `{"answers":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toBe('The request is nested too deeply');

    // Found by `npm run fuzz`: an upload endpoint sent a deep JSON body instead of a form. Its body is cleaned by
    // the upload middleware rather than parseInput, and the refusal there answered 500.
    const auth = await elite('malformed-deep-upload');
    const deep = `{"content":${'[{"a":'.repeat(40)}"x"${'}]'.repeat(40)}}`;
    for (const path of ['/api/coach/process-resume', '/api/documents/extract?purpose=cv']) {
      const upload = await send(path, { method: 'POST', headers: { ...JSON_TYPE, ...auth }, body: deep });
      expect(upload.status, path).toBe(400);
      expect(upload.body.error?.message, path).toBe('The request is nested too deeply');
    }
  });

  it('when a signed webhook payload holds \\u0000, then it is stored cleaned and acknowledged', async () => {
    const payload =
      '{"id":"evt_nul_1","object":"event","type":"customer.updated","created":1700000000,' +
      '"data":{"object":{"id":"cus_1","name":"Bad\\u0000 Name","note":"\\ud800"}}}';
    const r = await send('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        ...JSON_TYPE,
        'stripe-signature': webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(r.status).toBe(200);
    const [row] = await ctx.db.query<{ payload: { data: { object: { name: string; note: string } } } }>(
      'SELECT payload FROM webhook_events WHERE id = $1',
      ['evt_nul_1'],
    );
    expect(row!.payload.data.object).toMatchObject({ name: 'Bad Name', note: '\uFFFD' });
  });

  it('when an upload name or text holds control characters, or a Word file is corrupt or a bomb, then 4xx or clean text', async () => {
    const auth = await elite('malformed-upload');
    const upload = async (name: string, type: string, data: Buffer | string) => {
      const form = new FormData();
      form.append('files', new Blob([data], { type }), name);
      return send('/api/documents/extract?purpose=cv', { method: 'POST', headers: auth, body: form });
    };
    // A control character in a part header is refused by the multipart parser: 400, not 500.
    expect((await upload('my\u0007cv.txt', 'text/plain', 'Analyst')).status).toBe(400);
    const named = await upload('my-cv.txt', 'text/plain', 'Analyst at a bank\u0007 for five years\ud800');
    expect(named.status).toBe(200);
    const [doc] = (named.body as unknown as { documents: { fileName: string; text: string }[] }).documents;
    expect(doc).toMatchObject({ fileName: 'my-cv.txt', text: 'Analyst at a bank for five years\uFFFD' });

    expect((await upload('cv.docx', DOCX_TYPE, 'PK\u0003\u0004 corrupt')).status).toBe(400);
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    expect((await upload('bomb.docx', DOCX_TYPE, bomb)).status).toBe(413);
  });
});
