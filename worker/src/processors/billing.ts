import { Worker } from 'bullmq';
import { BILLING_QUEUE, ZBillingJob, type BillingJob } from '@fcs/shared/billing';
import type { Db } from '@fcs/core/platform/db';
import type { Logger } from '@fcs/core/platform/logger';
import { createRedis } from '@fcs/core/platform/redis';
import { applyWebhookEvent, type ApplyOutcome } from '@fcs/core/billing/apply-webhook-event';
import {
  createPaymentGateway,
  PAYMENTS_DISABLED_LOG,
  type GatewayConfig,
} from '@fcs/core/billing/payment-gateway-factory';
import type { PaymentGateway } from '@fcs/core/billing/payment-gateway';

export interface BillingProcessorDeps {
  db: Db;
  logger: Logger;
  redisUrl: string;
  prefix: string;
  /**
   * STRIPE_SECRET_KEY (+ STRIPE_API_HOST): re-read from Stripe; none: from the built-in test checkout's tables, or
   * under NODE_ENV=production nothing (payments disabled).
   */
  config: GatewayConfig;
  concurrency?: number;
  /** Tests may pass their own; otherwise chosen by config. */
  gateway?: PaymentGateway;
}

/**
 * Consumes the `billing` queue: each job names one stored webhook event, which is applied by re-reading its
 * object from the payment provider. Failures retry with backoff (set on the job by the api).
 */
export function startBillingProcessor(deps: BillingProcessorDeps): { queue: string; close(): Promise<void> } {
  const gateway = deps.gateway ?? createPaymentGateway(deps.config, deps.db);
  const connection = createRedis(deps.redisUrl);
  const logger = deps.logger.child({ queue: BILLING_QUEUE });
  if (gateway.kind === 'disabled') logger.error(PAYMENTS_DISABLED_LOG);
  const worker = new Worker<BillingJob, ApplyOutcome>(
    BILLING_QUEUE,
    async (job) => {
      const { eventId } = ZBillingJob.parse(job.data);
      return applyWebhookEvent({ db: deps.db, gateway, logger: logger.child({ jobId: job.id }) }, eventId);
    },
    { connection, prefix: deps.prefix, concurrency: deps.concurrency ?? 4 },
  );
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'billing event failed'),
  );
  worker.on('error', (err) => logger.warn({ err: err.message }, 'billing worker error'));
  return {
    queue: BILLING_QUEUE,
    close: async () => {
      await worker.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
