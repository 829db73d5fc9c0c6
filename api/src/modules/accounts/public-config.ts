import type { PublicConfig } from '@fcs/shared/accounts';
import type { ApiConfig } from '../../platform/config';
import type { Identity } from '../../platform/identity/identity';
import type { Mailer } from '../../platform/mail';

/** Whether GET /api/dev/outbox is served: built-in accounts, mail going to the outbox, and not production. */
export function devOutboxEnabled(config: ApiConfig, identity: Identity, mailer: Mailer): boolean {
  return identity.kind === 'local' && mailer.kind === 'outbox' && config.NODE_ENV !== 'production';
}

/** GET /api/config: the active adapters, and the public web config the firebase SDK needs. */
export function publicConfig(config: ApiConfig, identity: Identity, mailer: Mailer): PublicConfig {
  return {
    identity:
      identity.kind === 'firebase'
        ? { kind: 'firebase', firebase: identity.firebase }
        : { kind: 'local', devOutbox: devOutboxEnabled(config, identity, mailer) },
    payments: { kind: config.STRIPE_SECRET_KEY ? 'stripe' : 'test' },
    llm: { kind: config.OPENAI_API_KEY ? 'openai' : 'offline' },
  };
}
