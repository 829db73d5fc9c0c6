// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, fetchApi, NETWORK_ERROR_MESSAGE, toApiError, UNEXPECTED_RESPONSE_MESSAGE } from './api-transport';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch with one answering `response` and recording what it was asked. */
function answerWith(response: Response | Error | DOMException) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (!(response instanceof Response)) throw response;
    return response;
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it('when the body is the api error shape, then code, message and fields are kept', () => {
    const error = toApiError(
      422,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Email is required' } },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Check the form' });
    expect(error.fields).toEqual({ email: 'Email is required' });
  });

  it('when the body is an HTML proxy page, then the status decides code and message', () => {
    const error = toApiError(502, '<html><body>Bad Gateway</body></html>');
    expect(error).toMatchObject({ status: 502, code: 'unavailable' });
    expect(error.message).toMatch(/try again/i);
    expect(error.fields).toEqual({});
  });

  it('when a 401 has no body, then it reads as unauthorized with the sign-in message', () => {
    expect(toApiError(401, '')).toMatchObject({ code: 'unauthorized', message: 'Please sign in to continue' });
  });

  it('when the JSON has the wrong shape, then it is not trusted', () => {
    expect(toApiError(500, JSON.stringify({ error: 'boom' }))).toMatchObject({ code: 'internal', status: 500 });
  });
});

describe('fetchApi', () => {
  it('when given a plain body and a token, then it posts JSON under /api with a bearer header', async () => {
    const calls = answerWith(json(200, { ok: true }));
    const result = await fetchApi('/quiz/match', { method: 'POST', body: { answers: [] }, token: 't0k' });
    expect(result).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/api/quiz/match');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"answers":[]}');
  });

  it('when the body is FormData, then it is sent as is without a JSON content type', async () => {
    const calls = answerWith(json(200, { content: 'text' }));
    const form = new FormData();
    form.append('resume', new Blob(['cv']), 'cv.txt');
    await fetchApi('/coach/process-resume', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBeNull();
  });

  it('when the api answers with an error body, then it rejects with a typed ApiError', async () => {
    answerWith(json(409, { error: { code: 'conflict', message: 'Run already started' } }));
    const failure = fetchApi('/runs', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'conflict', message: 'Run already started' });
  });

  it('when the network fails, then it rejects with status 0 and a network message', async () => {
    answerWith(new TypeError('Failed to fetch'));
    await expect(fetchApi('/jobs/full')).rejects.toMatchObject({
      status: 0,
      code: 'unavailable',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('when the request is aborted, then the AbortError passes through untouched', async () => {
    answerWith(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(fetchApi('/jobs/full')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('when a schema is given and the body does not match, then it rejects instead of returning bad data', async () => {
    answerWith(json(200, { title: 42 }));
    await expect(fetchApi('/job/x', { schema: z.object({ title: z.string() }) })).rejects.toMatchObject({
      code: 'internal',
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });

  it('when a schema is given and the body matches, then the parsed value is returned', async () => {
    answerWith(json(200, { title: 'Credit Analyst', extra: true }));
    const job = await fetchApi('/job/credit_analyst', { schema: z.object({ title: z.string() }) });
    expect(job).toEqual({ title: 'Credit Analyst' });
  });

  it('when the answer is 204, then it resolves with undefined', async () => {
    answerWith(new Response(null, { status: 204 }));
    await expect(fetchApi('/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
