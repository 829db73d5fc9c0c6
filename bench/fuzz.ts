/**
 * `npm run fuzz`: malformed requests to every endpoint of the api, signed in and out, on the production shape
 * (the api and a run worker as separate processes from their real entry points, a private schema of the local
 * Postgres, the machine's Redis under a private prefix).
 *
 * The endpoints are read from the app's own router (bench/lib/routes.ts), so a route added later is fuzzed too.
 * Each request takes one endpoint and one way of being wrong: bad %-escapes and hostile values in path parameters
 * and the query, bad JSON, JSON of the wrong shape, a known-good body with one or more values replaced (NUL bytes,
 * lone surrogates, control characters, huge strings, wrong types, `__proto__` keys, deep nesting), corrupt or bomb
 * gzip/br/deflate bodies, wrong content types and charsets, hostile headers (forged or garbage tokens, bad
 * cookies), multipart uploads (corrupt and bomb DOCX, corrupt, hostile and many-page PDFs, text with NUL, broken
 * multipart framing), and signed Stripe webhooks whose payload holds `\u0000`, lone surrogates or wrong types.
 * Who asks rotates: signed out, a starter, an elite user, a garbage token.
 *
 * A control user is made first (profile, resume, a finished run, a coach conversation); the fuzz users also aim
 * at its run and conversation ids. At the end: the api still answers (same process, /healthz and /readyz), and
 * the control user's data reads back exactly as before.
 *
 * Bounded: FUZZ_REQUESTS (default 12,000) requests or FUZZ_SECONDS (default 600) seconds, whichever comes first;
 * FUZZ_SEED makes a run repeatable; FUZZ_CONCURRENCY (default 8) requests in flight. Prints the figures (requests,
 * by status, by kind, by identity, every 500 with the request that caused it) and, last, one JSON line. Each request
 * carries its own x-request-id, so the api's log (LOG_LEVEL=info, kept in the printed folder) says how the api
 * answered it, even when the client saw the connection reset. Exits 1 on any 500 (seen by the client or in the
 * api's log), an unanswered request, a dead api or worker, a changed control user, or fewer than 10,000 requests.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Stripe from 'stripe';
import { createApp } from '@fcs/api/app';
import { createLocalTokens } from '@fcs/api/platform/auth';
import { loadApiConfig } from '@fcs/api/platform/config';
import { DOCX_TYPE, makeDocx, makePdf, makeZip } from '@fcs/api/testing/documents';
import { createLogger } from '@fcs/core/platform/logger';
import { createRequestRedis, waitUntilReady } from '@fcs/core/platform/redis';
import { TEST_REDIS_URL } from '@fcs/core/testing/redis';
import { createSchema, startCluster, type Cluster } from './lib/cluster';
import { listRoutes, type AppRoute } from './lib/routes';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 600);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MIN_REQUESTS = 10_000;
const WEBHOOK_SECRET = `whsec_fuzz_${randomBytes(8).toString('hex')}`;
const ADMIN_SECRET = randomBytes(24).toString('hex');
const webhooks = new Stripe('sk_webhooks_only').webhooks;

// ------------------------------------------------------------------ randomness (seeded, so a run can be repeated)

let state = SEED >>> 0;
/** mulberry32: a small seeded generator; Math.random cannot be seeded. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;

// ------------------------------------------------------------------ hostile values

const LONE_HIGH = String.fromCharCode(0xd800);
const LONE_LOW = String.fromCharCode(0xdc00);
/** Strings that have broken servers: NUL, other control characters, lone surrogates, huge, odd Unicode. */
const EVIL_STRINGS: readonly (() => string)[] = [
  () => '\u0000',
  () => 'abc\u0000def',
  () => `${LONE_HIGH}`,
  () => `x${LONE_LOW}y`,
  () => `${LONE_LOW}${LONE_HIGH}`,
  () => '\u0007\u0008\u001b[31m\u007f',
  () => '\r\n\r\nHTTP/1.1 200 OK',
  () => '\u2028\u2029\ufeff\u200b',
  () => '\u202eevil\u202c',
  () => 'a'.repeat(5_000),
  () => 'ä'.repeat(40_000),
  () => `${'\u0000'.repeat(1000)}${LONE_HIGH.repeat(1000)}`,
  () => '',
  () => ' ',
  () => '😀'.repeat(500),
  () => '%00%FF%',
  () => "'; DROP TABLE users; --",
  () => '{{7*7}}${7*7}<script>alert(1)</script>',
  () => '../../../../etc/passwd',
  () => 'equity_research_analyst\u0000',
  () => `${randomBytes(64).toString('latin1')}`,
];
/** Values of the wrong type for any field. */
const WRONG_TYPES: readonly (() => unknown)[] = [
  () => null,
  () => 0,
  () => -1,
  () => 1e308,
  () => -0.5,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => true,
  () => [],
  () => ['\u0000', 1, null],
  () => ({}),
  () => ({ __proto__: { admin: true } }),
  () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown,
  () => Array.from({ length: 2000 }, (_, i) => i),
  () => nest(40),
];
function nest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = chance(0.5) ? [value] : { a: value };
  return value;
}
const evilValue = (): unknown => (chance(0.6) ? pick(EVIL_STRINGS)() : pick(WRONG_TYPES)());

/** Path parameter values, already in URL form: bad %-escapes, encoded NUL and lone surrogates, huge, traversal. */
const EVIL_PARAMS: readonly string[] = [
  '%FF%FE',
  '%C0',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%00',
  'abc%00def',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%F4%90%80%80',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  'a'.repeat(3000),
  '-1',
  '0',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  "1'%20OR%20'1'='1",
  '%7B%7D',
  'equity_research_analyst',
  'cs_test_abcdefghijkl',
];
const EVIL_QUERIES: readonly string[] = [
  '?%FF=%FE',
  '?a=%',
  '?a=%00',
  '?jobId=%00',
  '?jobId=%ED%A0%80',
  '?purpose=%FF',
  '?purpose=cv&purpose=article',
  '?purpose[]=cv',
  '?purpose[a][b][c]=x',
  '?limit=-1&offset=abc',
  '?limit=1e400&cursor=%FF',
  '?status=%00&type[]=x',
  `?q=${'a'.repeat(8000)}`,
  `?${Array.from({ length: 500 }, (_, i) => `k${i}=v`).join('&')}`,
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?to=%00victim%40example.test',
  '?jobId=equity_research_analyst&conversationId=%FF',
];
const BAD_JSON: readonly string[] = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '{"a":1e999999}',
  `{"a":${'['.repeat(10_000)}`,
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000',
  '{"a":"unterminated',
  '{"__proto__":{"admin":true}}',
  '[]',
  '"just a string"',
  '12345',
  'true',
  'null',
];

// ------------------------------------------------------------------ requests

interface FuzzRequest {
  /** Sent as x-request-id, so the api's own log line for the request can be found. */
  id: string;
  kind: string;
  identity: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}
interface Outcome {
  status: number | 'error' | 'timeout';
  detail: string;
}

function send(port: number, req: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    let r: ReturnType<typeof request>;
    try {
      r = request(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path: req.path,
          headers: {
            'x-request-id': req.id,
            // Node's client frames a DELETE or OPTIONS body neither by length nor chunked unless told the length.
            ...(req.body ? { 'content-length': String(req.body.length) } : {}),
            ...req.headers,
          },
          timeout: 60_000,
          // A connection per request: a server that answers early and closes cannot break the next request.
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            if (size < 2000) chunks.push(c);
            size += c.length;
          });
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, detail: Buffer.concat(chunks).toString('utf8').slice(0, 300) }),
          );
          res.on('error', (err) => done({ status: 'error', detail: err.message }));
        },
      );
    } catch (err) {
      // The client refused to send it (a header or path node will not put on the wire): not a server answer.
      resolve({ status: 0, detail: err instanceof Error ? err.message : String(err) });
      return;
    }
    r.on('timeout', () => {
      r.destroy();
      done({ status: 'timeout', detail: 'no answer in 60 s' });
    });
    r.on('error', (err) => {
      // The server answering early (413) and closing while the body is still sent is an answer, not a crash.
      if (!settled) done({ status: 'error', detail: err.message });
    });
    r.end(req.body);
  });
}

// ------------------------------------------------------------------ bodies that reach past validation

const TEMPLATES: Record<string, () => unknown> = {
  'POST /api/auth/sync': () => ({ displayName: 'Fuzz' }),
  'POST /api/auth/sign-up': () => ({
    displayName: 'Fuzz',
    email: `fuzz-${randomBytes(6).toString('hex')}@example.test`,
    password: 'a-long-password-1',
    confirmPassword: 'a-long-password-1',
  }),
  'POST /api/auth/sign-in': () => ({ email: control.email, password: 'not-the-password' }),
  'POST /api/auth/password-reset': () => ({ email: control.email }),
  'POST /api/auth/password-reset/confirm': () => ({
    token: randomBytes(24).toString('hex'),
    password: 'a-new-password-1',
    confirmPassword: 'a-new-password-1',
  }),
  'PATCH /api/profile': () => ({ displayName: 'Fuzz User' }),
  'POST /api/stripe/create-checkout-session': () => ({ priceId: pick(['essential', 'pro', 'elite']) }),
  'POST /api/news-interpreter/analyze': () => ({
    jobId: 'equity_research_analyst',
    article: { title: 'Gilts rally', content: 'Gilt yields fell after the inflation print.', source: 'FT' },
    userTier: 'elite',
  }),
  'POST /api/news-interpreter/analyze-enhanced': () => TEMPLATES['POST /api/news-interpreter/analyze']!(),
  'POST /api/interview-prep/analyze': () => ({
    jobDescription: {
      title: 'Equity Research Associate',
      company: 'Numis',
      description: 'Support the senior analyst covering UK consumer stocks.',
      requirements: ['Excel'],
      responsibilities: ['Update models'],
    },
    userProfile: { experience: 'Two years in audit.', skills: ['Excel'], strengths: ['Writing'], areas: ['Valuation'] },
  }),
  'POST /api/job-match/analyze': () => ({
    jobId: 'equity_research_analyst',
    cvData: {
      name: 'Priya',
      summary: 'Audit senior.',
      skills: ['Excel'],
      experience: [{ title: 'Audit Senior', company: 'KPMG', duration: '3 years', description: 'Audits.' }],
      education: [{ degree: 'BSc', institution: 'LSE', year: '2019' }],
    },
  }),
  'POST /api/ai-jobs/analyze': () => ({ jobId: 'equity_research_analyst' }),
  'POST /api/day-in-life/simulate': () => ({
    jobProfile: { title: 'Equity Research Analyst', skills: ['Modelling'], interests: ['Markets'] },
  }),
  'POST /api/research-report/generate': () => ({
    companyName: 'Barclays',
    jobId: 'equity_research_analyst',
    userTier: 'elite',
  }),
  'POST /api/research-report/generate-enhanced': () => TEMPLATES['POST /api/research-report/generate']!(),
  'POST /api/coach/chat': () => ({
    jobId: 'equity_research_analyst',
    message: 'How do I move into research?',
    messages: [{ role: 'user', content: 'Review my CV please' }],
    resumeContext: { fileName: 'cv.txt', content: 'Ten years in credit research' },
    conversationId: control.conversationId,
  }),
  'POST /api/coach/workflow/stream': () => ({ jobId: 'equity_research_analyst', workflowType: 'day_in_life' }),
  'PUT /api/coach/resume': () => ({ fileName: 'cv.txt', content: 'Audit senior at KPMG' }),
  'POST /api/quiz/match': () => ({ answers: [{ questionId: 1, answer: 'a' }] }),
  'POST /api/runs/:id/retry': () => ({}),
  'POST /api/runs/:id/cancel': () => ({}),
};
const GENERIC_BODY = () => ({
  jobId: 'equity_research_analyst',
  email: 'someone@example.test',
  password: 'a-long-password-1',
  content: 'text',
  name: 'x',
  items: ['a', 'b'],
  nested: { a: { b: 'c' } },
  count: 3,
});

/** A copy of value with one to three leaves (or containers) replaced by hostile values, maybe a key added. */
function mutate(value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const paths: (string | number)[][] = [];
  const collect = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => collect(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, [...path, k]);
  };
  collect(copy, []);
  let root = copy;
  const times = 1 + Math.floor(random() * 3);
  for (let i = 0; i < times; i++) {
    const path = pick(paths);
    if (path.length === 0) {
      if (chance(0.3)) root = evilValue();
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      if (!parent || typeof parent !== 'object') break;
      parent = parent[key] as Record<string | number, unknown>;
    }
    if (!parent || typeof parent !== 'object') continue;
    const last = path[path.length - 1]!;
    if (chance(0.1)) delete parent[last];
    else parent[last] = evilValue();
  }
  if (root && typeof root === 'object' && !Array.isArray(root) && chance(0.2)) {
    (root as Record<string, unknown>)[pick(['__proto__', 'constructor', 'uid', 'tier', '\u0000', LONE_HIGH])] =
      evilValue();
  }
  return root;
}

// ------------------------------------------------------------------ uploads

function multipart(
  parts: { name: string; fileName?: string; type?: string; data: Buffer | string }[],
  boundary = `----fuzz${randomBytes(8).toString('hex')}`,
): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const PDF_TYPE = 'application/pdf';
// Made once: the expensive ones are bombs and page floods, and they are the same bytes every time.
const FILES: readonly { what: string; name: string; type: string; data: () => Buffer }[] = (() => {
  const docxBomb = makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(80 * 1024 * 1024, 0x20) },
  ]);
  const manyEntries = makeZip(
    Array.from({ length: 3000 }, (_, i) => ({ name: `word/media/f${i}.xml`, data: Buffer.from('<x/>') })),
  );
  const manyPages = makePdf(Array.from({ length: 3000 }, (_, i) => [`Page ${i}`]));
  const pdf = makePdf([['Analyst at a bank', 'Ten years in credit']]);
  const nulPdf = makePdf([['Credit\u0000 analyst', `lone ${LONE_HIGH} surrogate`]]);
  const docx = makeDocx(['Audit senior at KPMG\u0000', `Valuation ${LONE_LOW}`]);
  const truncated = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
  const flipped = (b: Buffer) => {
    const c = Buffer.from(b);
    for (let i = 0; i < 40; i++) c[Math.floor(random() * c.length)] = Math.floor(random() * 256);
    return c;
  };
  return [
    { what: 'corrupt docx', name: 'cv.docx', type: DOCX_TYPE, data: () => Buffer.from('PK\u0003\u0004 corrupt') },
    { what: 'truncated docx', name: 'cv.docx', type: DOCX_TYPE, data: () => truncated(docx) },
    { what: 'bit-flipped docx', name: 'cv.docx', type: DOCX_TYPE, data: () => flipped(docx) },
    { what: 'docx bomb', name: 'bomb.docx', type: DOCX_TYPE, data: () => docxBomb },
    { what: 'docx of 3000 entries', name: 'many.docx', type: DOCX_TYPE, data: () => manyEntries },
    { what: 'docx with NUL text', name: 'nul.docx', type: DOCX_TYPE, data: () => docx },
    { what: 'corrupt pdf', name: 'cv.pdf', type: PDF_TYPE, data: () => Buffer.from('%PDF-1.7\n garbage \u0000') },
    { what: 'truncated pdf', name: 'cv.pdf', type: PDF_TYPE, data: () => truncated(pdf) },
    { what: 'bit-flipped pdf', name: 'cv.pdf', type: PDF_TYPE, data: () => flipped(pdf) },
    { what: 'pdf of 3000 pages', name: 'pages.pdf', type: PDF_TYPE, data: () => manyPages },
    { what: 'pdf with NUL text', name: 'nul.pdf', type: PDF_TYPE, data: () => nulPdf },
    { what: 'docx named pdf', name: 'cv.pdf', type: PDF_TYPE, data: () => docx },
    { what: 'text with NUL', name: 'cv.txt', type: 'text/plain', data: () => Buffer.from(`CV\u0000 ${LONE_HIGH}`) },
    { what: 'latin1 text', name: 'cv.txt', type: 'text/plain', data: () => Buffer.from([0xff, 0xfe, 0x00, 0xc0]) },
    { what: 'empty file', name: 'empty.txt', type: 'text/plain', data: () => Buffer.alloc(0) },
    { what: 'huge text', name: 'big.txt', type: 'text/plain', data: () => Buffer.alloc(6 * 1024 * 1024, 0x61) },
    { what: 'exe', name: 'cv.exe', type: 'application/x-msdownload', data: () => Buffer.from('MZ\u0090\u0000') },
    { what: 'odd name', name: `${'a'.repeat(2000)}.pdf`, type: PDF_TYPE, data: () => pdf },
    { what: 'traversal name', name: '../../etc/passwd', type: 'text/plain', data: () => Buffer.from('x') },
    { what: 'quoted name', name: 'cv\\".txt', type: 'text/plain', data: () => Buffer.from('x') },
  ];
})();

function uploadBody(): { body: Buffer; type: string; what: string } {
  const roll = random();
  if (roll < 0.08) {
    const boundary = 'fuzzboundary';
    return {
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nabc`),
      type: `multipart/form-data; boundary=${boundary}`,
      what: 'unterminated multipart',
    };
  }
  if (roll < 0.12) return { body: Buffer.from('no parts at all'), type: 'multipart/form-data', what: 'no boundary' };
  if (roll < 0.18) {
    const parts = Array.from({ length: 30 }, (_, i) => ({
      name: 'files',
      fileName: `f${i}.txt`,
      type: 'text/plain',
      data: 'x',
    }));
    return { ...multipart(parts), what: '30 files' };
  }
  if (roll < 0.24) {
    return {
      ...multipart([
        { name: pick(['purpose', 'content', 'fileName', '__proto__', 'files[]']), data: pick(EVIL_STRINGS)() },
        { name: 'files', fileName: 'cv.txt', type: 'text/plain', data: 'Analyst' },
      ]),
      what: 'hostile field',
    };
  }
  const file = pick(FILES);
  return {
    ...multipart([
      {
        name: pick(['files', 'files', 'files', 'resume', 'file']),
        fileName: file.name,
        type: file.type,
        data: file.data(),
      },
    ]),
    what: file.what,
  };
}

// ------------------------------------------------------------------ webhooks

function webhookPayload(): string {
  const base = {
    id: `evt_fuzz_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type: pick(['checkout.session.completed', 'customer.subscription.updated', 'invoice.paid', 'customer.updated']),
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_fuzz_${randomBytes(4).toString('hex')}`,
        object: 'checkout.session',
        client_reference_id: pick([control.uid, 'nobody', '\u0000']),
        metadata: { uid: control.uid, tier: 'elite' },
        payment_status: 'paid',
        mode: 'payment',
        amount_total: 999,
      },
    },
  };
  const mutated = chance(0.8) ? mutate(base) : base;
  let text = JSON.stringify(mutated) ?? 'null';
  if (chance(0.4)) text = text.replace(/"([^"]{0,20})"/, '"$1\\u0000"');
  if (chance(0.2)) text = text.replace(/"([^"]{0,20})"/, '"$1\\ud800"');
  return text;
}

// ------------------------------------------------------------------ one request

/** 30 MB of spaces in about 30 KB: the JSON parser's inflated-size limit must stop it. */
const GZIP_BOMB = gzipSync(Buffer.alloc(30 * 1024 * 1024, 0x20));

interface Identity {
  name: string;
  headers: () => Record<string, string>;
}

const control = { uid: '', email: '', password: 'control-password-1', runId: '', conversationId: '' };
const ADMIN_PATHS = ['/metrics', '/admin/queues'];

function fillPath(pattern: string, evil: boolean): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (evil) return pick(EVIL_PARAMS);
    if (name === 'id' && pattern.includes('test-checkout')) return 'cs_test_abcdefghijkl';
    if (name === 'id') return pick([control.runId, randomBytes(16).toString('hex')]);
    if (name === 'conversationId') return pick([control.conversationId, 'x']);
    return pick(['equity_research_analyst', 'credit_research_analyst', 'nope']);
  });
}

function makeRequest(route: AppRoute, identity: Identity): FuzzRequest {
  const method = route.method === 'USE' ? pick(['GET', 'POST', 'PUT', 'DELETE']) : route.method;
  const base = route.path.replace(/\/$/, '') || '/';
  const key = `${route.method} ${route.path}`;
  const template = TEMPLATES[key] ?? TEMPLATES[`${route.method} ${route.path.replace(/\/$/, '')}`] ?? GENERIC_BODY;
  const headers: Record<string, string> = { ...identity.headers() };
  if (ADMIN_PATHS.some((p) => base.startsWith(p)) && chance(0.5))
    headers.authorization = chance(0.5) ? `Bearer ${ADMIN_SECRET}` : `Basic ${pick(EVIL_PARAMS)}`;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
  const req = (kind: string, path: string, body?: Buffer, extra: Record<string, string> = {}): FuzzRequest => ({
    id: `fuzz-${randomBytes(8).toString('hex')}`,
    kind,
    identity: identity.name,
    method,
    path,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
    body,
  });
  const isWebhook = /webhook/.test(route.path);
  const roll = random();

  if (isWebhook && roll < 0.8) {
    const payload = webhookPayload();
    const signature = chance(0.85)
      ? webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : pick(['t=1,v1=00', 'garbage', 't=%FF,v1=', '']);
    return req('signed webhook', base, Buffer.from(payload, 'utf8'), { 'stripe-signature': signature });
  }
  if (/:\w+/.test(route.path) && roll < 0.2) return req('path parameter', fillPath(route.path, true));
  // The endpoints that read uploaded files get mostly uploads (every other endpoint gets some too, below).
  if (hasBody && /extract|resume/.test(route.path) && roll < 0.5) {
    const upload = uploadBody();
    const query = chance(0.7) ? `?purpose=${pick(['cv', 'article', 'job', 'resume', '%FF'])}` : '';
    return req(`upload: ${upload.what}`, `${fillPath(route.path, false)}${query}`, upload.body, {
      'content-type': upload.type,
    });
  }
  const path = fillPath(route.path, false);
  if (roll < 0.27) return req('query', `${path}${pick(EVIL_QUERIES)}`, hasBody ? json(template()) : undefined);
  if (roll < 0.33) {
    const extra = pick<Record<string, string>>([
      { authorization: `Bearer ${pick(EVIL_PARAMS)}` },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      { authorization: `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}` },
      { cookie: `fcs_refresh=${pick(EVIL_PARAMS)}` },
      { cookie: `fcs_refresh=${'a'.repeat(6000)}; fcs_refresh=%FF` },
      { 'x-forwarded-for': pick(['%00', 'not-an-ip', '::ffff:999.1.1.1', `${'1.'.repeat(2000)}1`]) },
      { 'x-request-id': '../../%00' },
      { 'accept-encoding': 'br;q=NaN, *;q=-1' },
      { range: 'bytes=-1--1' },
      { 'if-none-match': '*'.repeat(4000) },
    ]);
    return req('header', path, hasBody ? json(template()) : undefined, extra);
  }
  if (!hasBody) {
    // No body to break: a hostile query or a hostile header above, or the wrong method on the path.
    return chance(0.5)
      ? req('query', `${path}${pick(EVIL_QUERIES)}`)
      : { ...req('method', path, json(evilValue())), method: pick(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) };
  }
  if (roll < 0.4) return req('bad json', path, Buffer.from(pick(BAD_JSON), 'utf8'));
  if (roll < 0.46) return req('wrong shape', path, json(evilValue()));
  if (roll < 0.52) {
    const valid = json(template());
    const [encoding, body] = pick([
      ['gzip', Buffer.from('1f8b0800000000000003ffffffff', 'hex')],
      ['br', Buffer.from('not brotli at all')],
      ['deflate', Buffer.from('78 9c ff ff ff'.replace(/ /g, ''), 'hex')],
      ['gzip', gzipSync(valid).subarray(0, 12)],
      ['gzip', gzipSync(Buffer.from(pick(BAD_JSON)))],
      ['br', brotliCompressSync(json(mutate(template())))],
      ['deflate', deflateSync(json(mutate(template())))],
      ['gzip', GZIP_BOMB],
      ['gzip, br', gzipSync(valid)],
      ['x-unknown', valid],
      ['identity', valid],
    ] as const);
    return req('encoding', path, body, { 'content-encoding': encoding });
  }
  if (roll < 0.58) {
    const [type, body] = pick([
      ['application/json; charset=utf-1000', json(template())],
      ['application/json; charset=latin1', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])],
      ['application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
      ['text/plain', json(template())],
      ['application/x-www-form-urlencoded', Buffer.from('a=%FF&b[c][d]=%00&__proto__[x]=1')],
      ['multipart/form-data', json(template())],
      ['application/json; boundary=%FF', json(template())],
      ['', json(template())],
    ] as const);
    return req('content type', path, body, { 'content-type': type });
  }
  if (roll < 0.7) {
    const upload = uploadBody();
    return req(
      `upload: ${upload.what}`,
      `${path}${chance(0.5) ? `?purpose=${pick(['cv', 'article', 'job'])}` : ''}`,
      upload.body,
      {
        'content-type': upload.type,
      },
    );
  }
  if (roll < 0.75) return req('huge body', path, json({ ...(template() as object), pad: 'x'.repeat(300 * 1024) }));
  return req('mutated body', path, json(mutate(template())));
}

// ------------------------------------------------------------------ the control user

async function call(url: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function setUpControl(cluster: Cluster, db: { query: (sql: string, p?: unknown[]) => Promise<unknown[]> }) {
  control.email = `control-${randomBytes(4).toString('hex')}@example.test`;
  const up = await call(
    cluster.apiUrl,
    'POST',
    '/api/auth/sign-up',
    {},
    {
      displayName: 'Control User',
      email: control.email,
      password: control.password,
      confirmPassword: control.password,
    },
  );
  if (up.status !== 201) throw new Error(`control sign-up answered ${up.status}: ${up.text}`);
  control.uid = (JSON.parse(up.text) as { user: { uid: string } }).user.uid;
  await db.query(
    "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
    [control.uid],
  );
  const auth = await cluster.authHeader(control.uid);
  const must = async (what: string, r: Promise<{ status: number; text: string }>, ok: number[]) => {
    const res = await r;
    if (!ok.includes(res.status)) throw new Error(`control ${what} answered ${res.status}: ${res.text}`);
    return res;
  };
  await must('profile', call(cluster.apiUrl, 'PATCH', '/api/profile', auth, { displayName: 'Control Ctrl' }), [200]);
  await must(
    'resume',
    call(cluster.apiUrl, 'PUT', '/api/coach/resume', auth, { fileName: 'control.txt', content: 'Control CV text' }),
    [200, 201],
  );
  const run = await must(
    'run',
    call(cluster.apiUrl, 'POST', '/api/ai-jobs/analyze', auth, { jobId: 'equity_research_analyst' }),
    [202],
  );
  control.runId = (JSON.parse(run.text) as { runId: string }).runId;
  const chat = await must(
    'chat',
    call(cluster.apiUrl, 'POST', '/api/coach/chat', auth, {
      jobId: 'equity_research_analyst',
      message: 'What does a day look like?',
    }),
    [200, 202],
  );
  const chatBody = JSON.parse(chat.text) as { conversationId?: string; runId?: string };
  control.conversationId = chatBody.conversationId ?? '';
  // Wait for both runs to finish, so the snapshot is of settled data.
  const started = Date.now();
  for (;;) {
    const rows = (await db.query(
      "SELECT count(*)::int AS n FROM runs WHERE owner_uid = $1 AND status NOT IN ('completed','failed','cancelled')",
      [control.uid],
    )) as { n: number }[];
    if (rows[0]!.n === 0) break;
    if (Date.now() - started > 120_000) throw new Error('the control runs did not finish in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function snapshotControl(cluster: Cluster, db: { query: (sql: string, p?: unknown[]) => Promise<unknown[]> }) {
  const auth = await cluster.authHeader(control.uid);
  const reads: Record<string, unknown> = {};
  for (const path of [
    '/api/profile',
    '/api/coach/resume',
    '/api/runs',
    `/api/runs/${control.runId}`,
    '/api/coach/conversation?jobId=equity_research_analyst',
    `/api/coach/conversations/${control.conversationId}`,
    '/api/quiz/results',
  ]) {
    const r = await call(cluster.apiUrl, 'GET', path, auth);
    reads[path] = { status: r.status, body: r.text };
  }
  const table = async (sql: string) => db.query(sql, [control.uid]);
  reads['db users'] = await table('SELECT * FROM users WHERE uid = $1');
  reads['db local_accounts'] = await table('SELECT * FROM local_accounts WHERE uid = $1');
  reads['db runs'] = await table('SELECT * FROM runs WHERE owner_uid = $1 ORDER BY id');
  reads['db coach_conversations'] = await table('SELECT * FROM coach_conversations WHERE owner_uid = $1 ORDER BY id');
  reads['db coach_messages'] = await table(
    'SELECT m.* FROM coach_messages m JOIN coach_conversations c ON c.id = m.conversation_id WHERE c.owner_uid = $1 ORDER BY m.id',
  );
  reads['db coach_resumes'] = await table('SELECT * FROM coach_resumes WHERE owner_uid = $1');
  reads['db payments'] = await table('SELECT * FROM payments WHERE uid = $1 ORDER BY id');
  reads['db subscriptions'] = await table('SELECT * FROM subscriptions WHERE uid = $1 ORDER BY 1');
  return reads;
}

// ------------------------------------------------------------------ main

async function listAppRoutes(databaseUrl: string): Promise<AppRoute[]> {
  // The app is built here only to read its router; the requests go to the api process.
  const config = loadApiConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `fuzzroutes${randomBytes(3).toString('hex')}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(tmpdir(), 'fcs-fuzz-routes'),
    DATABASE_URL: databaseUrl,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ADMIN_SECRET,
  });
  const redis = createRequestRedis(config.REDIS_URL);
  await waitUntilReady(redis);
  const built = createApp({
    config,
    logger: createLogger({ level: 'silent' }),
    db: { query: () => Promise.reject(new Error('not used')) } as never,
    redis,
    auth: createLocalTokens(config.AUTH_SECRET!, 60),
  });
  const routes = listRoutes(built.app);
  await built.close();
  await redis.quit();
  return routes;
}

async function main() {
  const logDir = mkdtempSync(join(tmpdir(), 'fcs-fuzz-'));
  const schema = await createSchema();
  const prefix = `fuzz${Date.now().toString(36)}`;
  const cluster = await startCluster({
    redisUrl: TEST_REDIS_URL,
    databaseUrl: schema.url,
    prefix,
    workers: 1,
    logDir,
    env: {
      // info: the api logs every request with its status, which the client's view is checked against.
      LOG_LEVEL: 'info',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ADMIN_SECRET,
      // The fuzz wants to reach the handlers, not the per-IP limits (which answer 429 and are tested apart).
      AUTH_RATE_LIMIT: '1000000',
      AUTH_REFRESH_RATE_LIMIT: '1000000',
    },
  });
  let exitCode = 0;
  try {
    const routes = await listAppRoutes(schema.url);
    await setUpControl(cluster, schema.db);
    const before = await snapshotControl(cluster, schema.db);

    const starter = `fuzz-starter-${randomBytes(3).toString('hex')}`;
    const elite = `fuzz-elite-${randomBytes(3).toString('hex')}`;
    const starterAuth = await cluster.authHeader(starter);
    const eliteAuth = await cluster.authHeader(elite);
    // First sight creates the profile; then the elite one is made elite.
    await call(cluster.apiUrl, 'GET', '/api/profile', starterAuth);
    await call(cluster.apiUrl, 'GET', '/api/profile', eliteAuth);
    await schema.db.query(
      "UPDATE users SET subscription_tier = 'elite', subscription_status = 'active', max_simulations = -1 WHERE uid = $1",
      [elite],
    );
    const identities: Identity[] = [
      { name: 'signed out', headers: () => ({}) },
      { name: 'starter', headers: () => starterAuth },
      { name: 'elite', headers: () => eliteAuth },
      {
        name: 'garbage token',
        headers: () => ({ authorization: `Bearer ${pick(['x', '%FF', 'a.b.c', `${'e'.repeat(9000)}`])}` }),
      },
    ];

    const port = Number(new URL(cluster.apiUrl).port);
    const byStatus = new Map<string, number>();
    const byKind = new Map<string, number>();
    const byIdentity = new Map<string, number>();
    const byRoute = new Map<string, number>();
    const failures: { req: FuzzRequest; outcome: Outcome }[] = [];
    let sent = 0;
    let notSent = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    let next = 0;
    const worker = async () => {
      while (next < TOTAL && performance.now() < deadline) {
        const i = next++;
        // Every route, in turn, so each gets its share; the identity rotates with it.
        const route = routes[i % routes.length]!;
        const identity = identities[Math.floor(i / routes.length) % identities.length]!;
        const req = makeRequest(route, identity);
        const outcome = await send(port, req);
        if (outcome.status === 0) {
          notSent++;
          continue;
        }
        sent++;
        const status = String(outcome.status);
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        byKind.set(req.kind.replace(/:.*/, ''), (byKind.get(req.kind.replace(/:.*/, '')) ?? 0) + 1);
        byIdentity.set(req.identity, (byIdentity.get(req.identity) ?? 0) + 1);
        byRoute.set(`${route.method} ${route.path}`, (byRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
        // A 500 is a defect; so is a dropped connection or no answer. 503 is the api's own clear answer.
        if (outcome.status === 'error' || outcome.status === 'timeout' || outcome.status === 500)
          failures.push({ req, outcome });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    // Does the api still answer, from the same process, and does the control user read back as before?
    const health = await call(cluster.apiUrl, 'GET', '/healthz', {});
    const ready = await call(cluster.apiUrl, 'GET', '/readyz', {});
    const apiAlive = health.status === 200 && ready.status === 200 && cluster.api.child.exitCode === null;
    const workerAlive = cluster.workers.every((w) => w.child.exitCode === null);
    const after = await snapshotControl(cluster, schema.db);
    const changed = Object.keys(before).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    // The api's own account of every request (pino-http: one line per request with its id and status).
    const served = new Map<string, number>();
    let unhandled = 0;
    for (const line of readFileSync(join(logDir, 'api.log'), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; req?: { id?: string }; res?: { statusCode?: number } };
      if (entry.msg === 'unhandled error') unhandled++;
      if (entry.req?.id && typeof entry.res?.statusCode === 'number') served.set(entry.req.id, entry.res.statusCode);
    }
    const serverStatus500 = [...served.values()].filter((status) => status >= 500 && status !== 503).length;
    const status500 = byStatus.get('500') ?? 0;
    // A connection the client saw reset is fine when the api had answered it (4xx): the api answered before reading
    // a body it did not need and closed, and TCP reset the rest. Without such an answer it is a dropped request.
    const resetAfterAnswer = failures.filter(
      ({ req, outcome }) => outcome.status === 'error' && (served.get(req.id) ?? 500) < 500,
    );
    const droppedFailures = failures.filter(
      (f) => (f.outcome.status === 'error' || f.outcome.status === 'timeout') && !resetAfterAnswer.includes(f),
    );
    const dropped = droppedFailures.length;
    const shown = failures.filter((f) => !resetAfterAnswer.includes(f));

    const table = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    process.stdout.write(
      [
        '',
        `Production shape: api + 1 worker (separate processes), Postgres schema ${schema.url.split('search_path%3D')[1] ?? ''}, Redis prefix ${prefix}; seed ${SEED}.`,
        `${routes.length} endpoints read from the app's router: ${routes.map((r) => `${r.method} ${r.path}`).join(', ')}`,
        `requests: ${sent} in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s, ${CONCURRENCY} in flight)${notSent ? `; ${notSent} not sendable by node's client, skipped` : ''}`,
        `by status: ${table(byStatus)}`,
        `by kind: ${table(byKind)}`,
        `by identity: ${table(byIdentity)}`,
        `fewest per endpoint: ${Math.min(...byRoute.values())}`,
        `500 answers: ${status500} (the api's log: ${serverStatus500} answers of 5xx other than 503, ${unhandled} unhandled errors)`,
        `dropped connections or no answer: ${dropped}; reset after the api had answered 4xx (body not read): ${resetAfterAnswer.length}`,
        ...shown
          .slice(0, 20)
          .map(
            ({ req, outcome }) =>
              `  ${outcome.status} ${req.method} ${req.path.slice(0, 120)} [${req.kind}, ${req.identity}] ${outcome.detail.slice(0, 160)}`,
          ),
        `api alive: ${apiAlive ? 'yes' : 'NO'} (/healthz ${health.status}, /readyz ${ready.status}, same process); worker alive: ${workerAlive ? 'yes' : 'NO'}`,
        `control user's data unchanged: ${changed.length === 0 ? `yes (${Object.keys(before).length} reads: profile, resume, runs, conversation, quiz results; its rows in users, local_accounts, runs, coach_*, payments, subscriptions)` : `NO: ${changed.join(', ')}`}`,
        `logs: ${logDir}`,
        '',
      ].join('\n'),
    );
    process.stdout.write(
      `${JSON.stringify({
        requests: sent,
        seconds: Number(seconds.toFixed(1)),
        endpoints: routes.length,
        by_status: Object.fromEntries([...byStatus].sort()),
        status_500: status500,
        server_5xx: serverStatus500,
        dropped,
        reset_after_answer: resetAfterAnswer.length,
        api_alive: apiAlive,
        control_unchanged: changed.length === 0,
        seed: SEED,
      })}\n`,
    );
    if (
      status500 > 0 ||
      serverStatus500 > 0 ||
      unhandled > 0 ||
      dropped > 0 ||
      !apiAlive ||
      !workerAlive ||
      changed.length > 0 ||
      sent < Math.min(MIN_REQUESTS, TOTAL)
    )
      exitCode = 1;
  } catch (err) {
    process.stderr.write(`fuzz failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.stderr.write(`api stderr: ${cluster.api.stderr()}\n`);
    exitCode = 1;
  } finally {
    await cluster.stop();
    await schema.drop();
  }
  process.exit(exitCode);
}

await main();
