import { z } from 'zod';
import type { Role } from '../catalog/schema';
import { SECTORS } from '../catalog/vocabulary';
import demandsData from './role-demands.json';

/**
 * What a career asks of the people in it (long hours, market hours, bonus-driven pay, cyclical headcount, sales
 * targets, high pressure), for the quiz's lifestyle penalties. Data lives in `role-demands.json`: a default per
 * sector and overrides per role.
 */
export const DEMANDS = [
  'long_hours',
  'market_hours',
  'bonus_driven',
  'cyclical',
  'sales_targets',
  'high_pressure',
] as const;
export const ZDemand = z.enum(DEMANDS);
export type Demand = z.infer<typeof ZDemand>;

const demandList = z.array(ZDemand).refine((list) => new Set(list).size === list.length, 'Demands must not repeat');

export const ZRoleDemands = z.object({
  sectors: z
    .record(z.enum(SECTORS), demandList)
    .refine(
      (sectors) => SECTORS.every((s) => s in sectors),
      'Every sector needs a default (an empty list says the sector asks nothing unusual)',
    ),
  roles: z.record(z.string(), demandList),
});
export type RoleDemands = z.infer<typeof ZRoleDemands>;

export const ROLE_DEMANDS: RoleDemands = ZRoleDemands.parse(demandsData);

/** The demands of a role: its own list if it has one, else its sector's. */
export function demandsOf(role: Pick<Role, 'job_id' | 'sector'>): readonly Demand[] {
  return ROLE_DEMANDS.roles[role.job_id] ?? ROLE_DEMANDS.sectors[role.sector] ?? [];
}
