import { ZJobId } from '@fcs/shared/catalog/schema';
import { z } from 'zod';

/**
 * The page's own memory across reloads: which role is selected, and which role the current run analyses
 * (the result is labelled with the analysed role even when the picker has moved on).
 */
const ZAnalysisMemory = z.object({
  selectedJobId: ZJobId.nullable().catch(null),
  analysed: z.object({ jobId: ZJobId, title: z.string() }).nullable().catch(null),
});
export type AnalysisMemory = z.infer<typeof ZAnalysisMemory>;

const EMPTY: AnalysisMemory = { selectedJobId: null, analysed: null };

function key(scope: string) {
  return `fcs:ai-impact:${scope}`;
}

/** What the page remembered for this scope (user), or nothing. */
export function loadAnalysisMemory(scope: string): AnalysisMemory {
  try {
    const raw = window.localStorage.getItem(key(scope));
    if (!raw) return EMPTY;
    const parsed = ZAnalysisMemory.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveAnalysisMemory(scope: string, memory: AnalysisMemory): void {
  try {
    window.localStorage.setItem(key(scope), JSON.stringify(memory));
  } catch {
    // Storage blocked or full: the page works, it just forgets the selection on reload.
  }
}
