import { ZStoredSession } from '@fcs/shared/accounts';
import { z } from 'zod';

/**
 * What localStorage holds (spec section 3: token, auth flags, user and a timestamp): the contract's stored
 * session plus which provider issued it, so a switch of provider never reuses a foreign token.
 * Loaded by the session store together with the identity adapter, so the schema library stays out of the
 * page's first script.
 */
const ZPersistedSession = ZStoredSession.extend({
  authFlags: z.object({ isAuthenticated: z.literal(true), mode: z.enum(['local', 'firebase']) }),
});
export type PersistedSession = z.infer<typeof ZPersistedSession>;

/** The stored session, or null when there is none or it is not one (edited by hand, an older format). */
export function parseStoredSession(value: string | null): PersistedSession | null {
  if (!value) return null;
  try {
    const parsed = ZPersistedSession.safeParse(JSON.parse(value));
    if (!parsed.success || Number.isNaN(Date.parse(parsed.data.expiresAt))) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
