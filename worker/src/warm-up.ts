import { ROLES } from '@fcs/shared/catalog/roles';
import { runRoleFromCatalogue, ZRunRole } from '@fcs/shared/workflows/common';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import type { LlmClient } from './llm/types';
import { loadOrganisations } from './llm/offline/knowledge/organisations';
import { knowledgeBrief } from './workflows/prompts';

/**
 * Readies a worker process before it takes jobs (ADR 005): opens the database pool's connections, reads the
 * reviewed knowledge the prompts draw on (JSON files parsed with their schemas, otherwise read on first use) and
 * writes the knowledge brief of every catalogue role (kept for the process's life), parsing each role as a run's
 * input is parsed so the brief is found under the same key; meanwhile the model client opens its connections to
 * the provider (LLM_WARM_CONNECTIONS). Without it the first runs after a start paid for reading and parsing those
 * files, for V8 compiling that code, on the event loop every run of the process shares, and for a handshake with
 * the provider per model call in flight.
 */
export async function warmUpWorker(deps: { db: Db; logger: Logger; llm?: LlmClient }): Promise<void> {
  const started = performance.now();
  const model = deps.llm?.warmUp?.();
  await deps.db.connectAll();
  for (const role of ROLES) knowledgeBrief(ZRunRole.parse(runRoleFromCatalogue(role)));
  loadOrganisations();
  await model;
  deps.logger.info({ roles: ROLES.length, ms: Math.round(performance.now() - started) }, 'worker warmed up');
}
