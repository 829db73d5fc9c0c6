import { z } from 'zod';
import { ZJobId } from '../catalog/schema';
import type { RunStepPlan } from '../runs';
import { ZRunRole } from './common';
import { ZSandboxContent } from '../sandbox/schema';

/** Generates a role's simulation content (inbox, meetings, files, news, tasks, fundamentals, companies). */
export const ZSandboxGenerationRequest = z.object({ jobId: ZJobId });
export const ZSandboxGenerationRunInput = ZSandboxGenerationRequest.extend({ role: ZRunRole });

export const SANDBOX_GENERATION_STEPS = [
  { id: 'load-role', name: 'Loading role profile', streamed: false },
  { id: 'case-file', name: "Planning the week's case file", streamed: false },
  { id: 'inbox', name: 'Writing the inbox and meetings', streamed: false },
  { id: 'desk', name: 'Setting up projects and files', streamed: false },
  { id: 'market', name: 'Gathering news and fundamentals', streamed: false },
  { id: 'scenario', name: 'Writing the scenario', streamed: true },
  { id: 'finalise', name: 'Checking the content', streamed: false },
] as const satisfies readonly RunStepPlan[];

/** The generated content (spec section 3, "Sandbox content"). */
export const ZSandboxGenerationRunResult = ZSandboxContent;
