import type { Logger } from '@fcs/core/platform/logger';
import type { WorkerConfig } from '../config';
import { OFFLINE_GENERATORS, offlineText } from './offline/generators/index';
import { createOfflineLlm, type OfflineContent } from './offline/offline-llm';
import { groundOnLiveNews } from './offline/generators/live-news';
import { groundOnResume } from './offline/resume-note';
import { createOpenAiLlm } from './openai-llm';
import type { LlmClient } from './types';

/**
 * The offline engine's real content: the deterministic generators of every workflow. An answer grounded on the
 * user's resume names it exactly once (the generator's own "From your CV" section, else the resume note); an answer
 * of a live-data workflow given current articles reads them for the role (unless the generator already did).
 */
export const OFFLINE_CONTENT: OfflineContent = {
  generators: OFFLINE_GENERATORS,
  text: (tc) => groundOnResume(groundOnLiveNews(offlineText(tc), tc), tc.role, tc.resume),
};

/** The configured model: an OpenAI-compatible endpoint when OPENAI_API_KEY is set, else the offline engine. */
export function createLlm(config: WorkerConfig, logger?: Logger): LlmClient {
  if (config.OPENAI_API_KEY) {
    return createOpenAiLlm({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      logger,
    });
  }
  return createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: config.OFFLINE_WORD_DELAY_MS });
}
