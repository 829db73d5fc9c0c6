import { describe, expect, it } from 'vitest';
import { getRole, ROLES } from '../catalog/roles';
import demandsData from './role-demands.json';
import { demandsOf, ROLE_DEMANDS, ZRoleDemands } from './role-demands';

describe('role demands (quiz lifestyle data)', () => {
  it('parses with its schema: every sector has a default, demands come from the list and do not repeat', () => {
    const parsed = ZRoleDemands.safeParse(demandsData);
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
    expect(ZRoleDemands.safeParse({ ...demandsData, sectors: { research: ['long_hours'] } }).success).toBe(false);
    expect(ZRoleDemands.safeParse({ ...demandsData, roles: { equity_sales: ['night_shifts'] } }).success).toBe(false);
  });

  it('names only catalogue roles in its overrides', () => {
    for (const jobId of Object.keys(ROLE_DEMANDS.roles)) expect(getRole(jobId), jobId).toBeDefined();
  });

  it("gives a role its own list when it has one, else its sector's", () => {
    expect(demandsOf(getRole('mergers_acquisitions_analyst')!)).toContain('long_hours');
    expect(demandsOf(getRole('financial_controller')!)).toEqual([]);
    expect(demandsOf(getRole('mortgage_adviser')!)).toEqual(['sales_targets']);
    expect(ROLES.every((r) => Array.isArray(demandsOf(r)))).toBe(true);
  });
});
