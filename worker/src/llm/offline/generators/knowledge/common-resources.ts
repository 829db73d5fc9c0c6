import { tool } from './build';
import type { AiTool } from './types';

/*
 * Entries that several sector tables list word for word. Each sector keeps its own wording wherever it
 * tailors an entry (most do); only the identical ones live here, so a correction lands in every sector.
 */

type AiToolResource = AiTool['resources'][number];

export const GITHUB_COPILOT_DOCS: AiToolResource = {
  type: 'documentation',
  title: 'GitHub Copilot documentation',
  description: 'Official docs.',
  duration: '2 hours',
};

export const COPILOT_FOR_FINANCE_DOCS: AiToolResource = {
  type: 'documentation',
  title: 'Microsoft Learn: Copilot for Finance',
  description: 'Official documentation.',
  duration: '2 hours',
};

export const COPILOT_M365_DOCS: AiToolResource = {
  type: 'documentation',
  title: 'Microsoft Learn: Copilot for Microsoft 365',
  description: 'Official guidance.',
  duration: '2 hours',
};

export const SALESFORCE_FSC_TRAILHEAD: AiToolResource = {
  type: 'tutorial',
  title: 'Salesforce Trailhead: Financial Services Cloud',
  description: 'Free modules.',
  duration: '4 hours',
};

export const SQL_DATA_EXTRACTION = tool('SQL', 'data extraction');
