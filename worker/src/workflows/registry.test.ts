import { describe, expect, it } from 'vitest';
import { WORKFLOW_TYPES } from '@fcs/shared/runs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { WORKFLOW_DEFINITIONS } from './registry';

describe('workflow definitions', () => {
  it.each(WORKFLOW_TYPES)(
    'when %s is defined, then its steps are exactly the shared contract steps, in order',
    (type) => {
      const definition = WORKFLOW_DEFINITIONS[type];
      expect(definition.type).toBe(type);
      expect(definition.steps.map((s) => s.id)).toEqual(getWorkflow(type).steps.map((s) => s.id));
    },
  );
});
