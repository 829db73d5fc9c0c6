import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';
import { streamDelta } from './openai-llm';
import { LlmError } from './types';

/** Feeds the pieces one by one and collects every event, including what the end closes. */
function parse(pieces: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...pieces.flatMap((p) => parser.push(p)), ...parser.end()];
}

const body = [
  ': a comment the server sends to keep the connection open',
  'data: {"choices":[{"delta":{"content":"Cash "}}]}',
  '',
  'data: {"choices":[{"delta":{"content":"is king"}}]}',
  '',
  'data: [DONE]',
  '',
  '',
].join('\n');

describe('event stream parser', () => {
  it('when the body arrives whole, then each event comes out once, in order, comments skipped', () => {
    expect(parse([body]).map((e) => e.data)).toEqual([
      '{"choices":[{"delta":{"content":"Cash "}}]}',
      '{"choices":[{"delta":{"content":"is king"}}]}',
      '[DONE]',
    ]);
  });

  it('when the body is cut at every character, then the same events come out', () => {
    const whole = parse([body]);
    expect(parse([...body])).toEqual(whole);
    // Cut in three arbitrary places too (inside a field name, inside the data, between the two LFs).
    expect(parse([body.slice(0, 61), body.slice(61, 90), body.slice(90, 107), body.slice(107)])).toEqual(whole);
  });

  it('when lines end with CRLF or CR, also split between the CR and the LF, then they read like LF', () => {
    const crlf = body.replaceAll('\n', '\r\n');
    const cr = body.replaceAll('\n', '\r');
    const whole = parse([body]);
    expect(parse([crlf])).toEqual(whole);
    expect(parse([...crlf])).toEqual(whole);
    expect(parse([cr])).toEqual(whole);
    const at = crlf.indexOf('\r\n') + 1;
    expect(parse([crlf.slice(0, at), crlf.slice(at)])).toEqual(whole);
  });

  it('when an event has several data lines, then they are joined with LF; one space after the colon is dropped', () => {
    expect(parse(['data: first\ndata:second\ndata:  third\n\n'])).toEqual([
      { event: null, data: 'first\nsecond\n third' },
    ]);
  });

  it('when an event is named, then the name comes with its data; events without data are skipped', () => {
    expect(parse(['event: error\ndata: {"error":{"message":"overloaded"}}\n\nevent: ping\n\nid: 7\n\n'])).toEqual([
      { event: 'error', data: '{"error":{"message":"overloaded"}}' },
    ]);
  });

  it('when the body ends without the blank line, then the open event still comes out at the end', () => {
    expect(parse(['data: {"a":1}\n', 'data: {"b":2}'])).toEqual([{ event: null, data: '{"a":1}\n{"b":2}' }]);
  });
});

describe('stream chunk reading', () => {
  it('when a chunk holds a content delta, then it is returned; a role-only or empty chunk gives nothing', () => {
    expect(streamDelta(null, '{"id":"x","choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}]}')).toBe(
      'Hi',
    );
    expect(streamDelta(null, '{"choices":[{"delta":{"role":"assistant","content":null}}]}')).toBe('');
    expect(streamDelta(null, '{"choices":[{"delta":{},"finish_reason":"stop"}]}')).toBe('');
    expect(streamDelta(null, '{"choices":[],"usage":{"total_tokens":3}}')).toBe('');
  });

  it.each([
    ['malformed JSON', null, '{"choices":[{"delta":{"content":"Hi"'],
    ['a chunk of another shape', null, '{"choices":{"delta":"Hi"}}'],
    ['a content that is not text', null, '{"choices":[{"delta":{"content":42}}]}'],
    ['an error event', null, '{"error":{"message":"upstream overloaded","code":503}}'],
    ['an event named error', 'error', '{"message":"upstream overloaded"}'],
  ])('when the stream sends %s, then the call fails as transient', (_case, event, data) => {
    let error: unknown;
    try {
      streamDelta(event, data);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).transient).toBe(true);
  });
});
