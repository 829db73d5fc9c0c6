import type { CvDataFormValues } from '@fcs/shared/workflows/job-match';
import { z } from 'zod';

/**
 * The CV the user is checking, kept for this browser tab only (sessionStorage), so a reload mid-analysis keeps it
 * but a CV never outlives the tab on a shared computer.
 */
const ZStoredCv = z.object({
  source: z.string().max(300),
  values: z.object({
    name: z.string(),
    email: z.string(),
    summary: z.string(),
    skills: z.string(),
    experience: z.array(
      z.object({
        title: z.string(),
        company: z.string(),
        duration: z.string(),
        description: z.string(),
        achievements: z.string(),
      }),
    ),
    education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })),
  }),
});
export type StoredCv = { source: string; values: CvDataFormValues };

const key = (scope: string) => `fcs:job-match:cv:${scope}`;

export function loadCv(scope: string): StoredCv | null {
  try {
    const raw = window.sessionStorage.getItem(key(scope));
    return raw ? (ZStoredCv.safeParse(JSON.parse(raw)).data ?? null) : null;
  } catch {
    return null;
  }
}

export function saveCv(scope: string, cv: StoredCv | null): void {
  try {
    if (cv) window.sessionStorage.setItem(key(scope), JSON.stringify(cv));
    else window.sessionStorage.removeItem(key(scope));
  } catch {
    // Storage blocked or full: the CV stays on the page until it is reloaded.
  }
}
