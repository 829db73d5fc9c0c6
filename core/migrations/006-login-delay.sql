-- Failed sign-ins no longer lock an account (anyone could lock anyone out): they slow further attempts per e-mail and
-- client address, counted in Redis (api/src/modules/accounts/login-throttle.ts, ADR 010).
ALTER TABLE local_accounts DROP COLUMN IF EXISTS failed_logins;
ALTER TABLE local_accounts DROP COLUMN IF EXISTS locked_until;
