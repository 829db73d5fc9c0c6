import type { Logger } from '@fcs/core/platform/logger';
import { DEFAULT_OPENAI_BASE_URL, modelConnectionLimit, type WorkerConfig } from '../config';
import { OFFLINE_GENERATORS, offlineText } from './offline/generators/index';
import { createOfflineLlm, type OfflineContent } from './offline/offline-llm';
import { groundOnLiveNews } from './offline/generators/live-news';
import { groundOnResume } from './offline/resume-note';
import { createModelConnections } from './model-connections';
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

/** A warm-up waits at most this long for the provider (a provider down at start leaves the pool cold). */
const WARM_UP_TIMEOUT_MS = 10_000;

/**
 * The configured model: an OpenAI-compatible endpoint when OPENAI_API_KEY is set (its calls through the process's
 * kept-alive connections to it, opened by warmUp: LLM_WARM_CONNECTIONS), else the offline engine.
 */
export function createLlm(config: WorkerConfig, logger?: Logger): LlmClient {
  if (config.OPENAI_API_KEY) {
    const limit = modelConnectionLimit(config);
    const connections = createModelConnections({
      baseURL: config.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      connections: limit,
      keepAliveMs: config.LLM_KEEP_ALIVE_MS,
      logger,
    });
    const llm = createOpenAiLlm({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      logger,
      fetch: connections.fetch,
      dispatcher: connections.dispatcher,
    });
    const warm = config.LLM_WARM_CONNECTIONS ?? limit;
    return {
      ...llm,
      warmUp: async () => {
        if (warm > 0) await connections.warmUp(warm, Math.min(config.LLM_TIMEOUT_MS, WARM_UP_TIMEOUT_MS));
      },
      close: () => connections.close(),
    };
  }
  return createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: config.OFFLINE_WORD_DELAY_MS });
}
