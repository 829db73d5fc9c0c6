import type { PublicConfig } from '@fcs/shared/accounts';
import { paymentsKind } from '@fcs/core/billing/payment-gateway-factory';
import type { ApiConfig } from '../../platform/config';
import type { Identity } from '../../platform/identity/identity';
import type { Mailer } from '../../platform/mail';

/**
 * Whether GET /api/dev/outbox is served: built-in accounts, mail going to the outbox folder, and DEV_OUTBOX=true,
 * which the configuration refuses under production. It then answers requests from this machine only.
 */
export function devOutboxEnabled(config: ApiConfig, identity: Identity, mailer: Mailer): boolean {
  return identity.kind === 'local' && mailer.kind === 'outbox' && config.DEV_OUTBOX;
}

/** GET /api/config: the active adapters, and the public web config the firebase SDK needs. */
export function publicConfig(config: ApiConfig, identity: Identity, mailer: Mailer): PublicConfig {
  return {
    identity:
      identity.kind === 'firebase'
        ? { kind: 'firebase', firebase: identity.firebase }
        : {
            kind: 'local',
            devOutbox: devOutboxEnabled(config, identity, mailer),
            mail: mailer.kind === 'outbox' ? 'outbox' : 'smtp',
          },
    payments: { kind: paymentsKind(config) },
    llm: { kind: config.OPENAI_API_KEY ? 'openai' : 'offline' },
  };
}
