import { z } from 'zod';
import { ZJobId } from '../catalog/schema';
import type { RunStepPlan } from '../runs';
import { ZRunRole } from './common';

/** Generates a role's simulation content (inbox, meetings, files, news, tasks, fundamentals, companies). */
export const ZSandboxGenerationRequest = z.object({ jobId: ZJobId });
export type SandboxGenerationRequest = z.input<typeof ZSandboxGenerationRequest>;
export const ZSandboxGenerationRunInput = ZSandboxGenerationRequest.extend({ role: ZRunRole });
export type SandboxGenerationRunInput = z.infer<typeof ZSandboxGenerationRunInput>;

export const SANDBOX_GENERATION_STEPS = [
  { id: 'load-role', name: 'Loading role profile', streamed: false },
  { id: 'scenario', name: 'Writing the scenario', streamed: true },
  { id: 'generate', name: 'Generating simulation content', streamed: false },
  { id: 'finalise', name: 'Checking the content', streamed: false },
] as const satisfies readonly RunStepPlan[];
