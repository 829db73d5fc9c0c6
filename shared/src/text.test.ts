import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanInput, cleanString, INPUT_LIMITS, InputShapeError, untrusted } from './text';

describe('cleanString', () => {
  it('when text holds NUL, other control characters or lone surrogates, then they are removed or replaced', () => {
    expect(cleanString('a\u0000b\u0007c\u007f')).toBe('abc');
    expect(cleanString('x\ud800y\udc00z')).toBe('x\uFFFDy\uFFFDz');
    // Tab, line breaks and real surrogate pairs (an emoji) stay.
    expect(cleanString('a\tb\r\nc \ud83d\ude00')).toBe('a\tb\r\nc \ud83d\ude00');
  });
});

describe('cleanInput', () => {
  it('when a value nests objects and arrays, then every string and key is cleaned and __proto__ is dropped', () => {
    const input = JSON.parse('{"a\\u0000":["x\\u0000",{"b":"\\ud800"}],"n":1,"t":true,"z":null,"__proto__":{"p":1}}');
    const out = cleanInput(input) as Record<string, unknown>;
    expect(out).toEqual({ a: ['x', { b: '\uFFFD' }], n: 1, t: true, z: null });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('when a value is nested deeper than the limit, then it is refused with its path', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < INPUT_LIMITS.maxDepth + 1; i++) deep = [deep];
    expect(() => cleanInput({ a: deep })).toThrow(InputShapeError);
    expect(() => cleanInput(Array.from({ length: INPUT_LIMITS.maxNodes + 1 }, () => 1))).toThrow('too many values');
  });

  it('when a schema is wrapped in untrusted, then it cleans first and turns a shape problem into an issue', () => {
    const schema = untrusted(z.object({ name: z.string() }));
    expect(schema.parse({ name: 'a\u0000b' })).toEqual({ name: 'ab' });
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const result = schema.safeParse(deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The request is nested too deeply');
  });
});
