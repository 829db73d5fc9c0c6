import { z } from 'zod';
import type { LlmMessage } from './types';

/** How many times a structured answer that does not parse is sent back with the reasons, before giving up. */
export const MAX_REASKS = 2;

/** Instructions already written, per schema object (converting a schema to JSON Schema is not cheap). */
const instructions = new WeakMap<z.ZodType, Map<string, string>>();

/** The instruction that asks for a JSON object of the schema's shape. */
export function jsonInstruction(schema: z.ZodType, schemaName: string): string {
  const byName = instructions.get(schema);
  const known = byName?.get(schemaName);
  if (known !== undefined) return known;
  const instruction = writeJsonInstruction(schema, schemaName);
  if (byName) byName.set(schemaName, instruction);
  else instructions.set(schema, new Map([[schemaName, instruction]]));
  return instruction;
}

function writeJsonInstruction(schema: z.ZodType, schemaName: string): string {
  let shape: string;
  try {
    shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }));
  } catch {
    shape = '(schema not representable)';
  }
  return [
    `Answer with one JSON object named ${schemaName} and nothing else: no prose, no markdown fences.`,
    `It must validate against this JSON Schema: ${shape}`,
  ].join('\n');
}

/** The first JSON object in a model's answer, tolerating markdown fences and text around it. */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  const candidate = fenced?.[1]?.trim() ?? trimmed;
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(candidate.slice(start, end + 1));
    throw new SyntaxError('The answer holds no JSON object');
  }
}

/** Parses an answer with the schema: the value, or the reasons it failed, short enough to send back. */
export function parseAnswer<T>(
  schema: z.ZodType<T>,
  text: string,
): { ok: true; value: T } | { ok: false; problems: string } {
  let json: unknown;
  try {
    json = extractJson(text);
  } catch (err) {
    return { ok: false, problems: err instanceof Error ? err.message : 'not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 12)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('\n');
  return { ok: false, problems };
}

/** The follow-up turn that asks the model to correct an answer that did not validate. */
export function reaskMessages(answer: string, problems: string): LlmMessage[] {
  return [
    { role: 'assistant', content: answer.slice(0, 20_000) },
    {
      role: 'user',
      content: `That answer does not validate:\n${problems}\nReply again with the corrected JSON object only.`,
    },
  ];
}
