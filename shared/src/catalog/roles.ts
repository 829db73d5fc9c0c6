import { BANKING_ROLES } from './roles-banking';
import { FINANCE_AND_ACCOUNTING_ROLES } from './roles-finance-accounting';
import { HEDGE_FUND_AND_QUANT_ROLES } from './roles-hedge-funds-quant';
import { INSURANCE_ROLES } from './roles-insurance';
import { INVESTMENT_ROLES } from './roles-investment';
import { MARKETS_ROLES } from './roles-markets';
import { OPERATIONS_ROLES } from './roles-operations';
import { PROPERTY_AND_PUBLIC_ROLES } from './roles-property-public';
import { RESEARCH_ROLES } from './roles-research';
import { RETAIL_AND_FINTECH_ROLES } from './roles-retail-fintech';
import { RISK_AND_COMPLIANCE_ROLES } from './roles-risk-compliance';
import type { Role } from './schema';

/** Every role of the catalogue, grouped by sector in the order the product lists them. */
export const ROLES: readonly Role[] = [
  ...BANKING_ROLES,
  ...RESEARCH_ROLES,
  ...MARKETS_ROLES,
  ...HEDGE_FUND_AND_QUANT_ROLES,
  ...INVESTMENT_ROLES,
  ...RISK_AND_COMPLIANCE_ROLES,
  ...FINANCE_AND_ACCOUNTING_ROLES,
  ...INSURANCE_ROLES,
  ...RETAIL_AND_FINTECH_ROLES,
  ...OPERATIONS_ROLES,
  ...PROPERTY_AND_PUBLIC_ROLES,
];

const ROLES_BY_ID: ReadonlyMap<string, Role> = new Map(ROLES.map((role) => [role.job_id, role]));

/** The role with this job id, or undefined when the catalogue has none. */
export function getRole(jobId: string): Role | undefined {
  return ROLES_BY_ID.get(jobId);
}
