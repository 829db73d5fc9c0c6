import { useCallback, useState } from 'react';
import { clearPersistedRun, loadPersistedRun, savePersistedRun } from '../run-storage';

/**
 * The run a page shows, remembered under persistKey so a reload or a reopened tab comes back to it.
 * `setRunId(id)` remembers a newly started run; `setRunId(null)` forgets it. A null key remembers nothing.
 */
export function useRememberedRun(persistKey: string | null): [string | null, (runId: string | null) => void] {
  const [remembered, setRemembered] = useState(() => ({ key: persistKey, runId: readRunId(persistKey) }));
  let current = remembered;
  // The key changes when the user is known (or changes): read what that user's page remembered.
  if (remembered.key !== persistKey) {
    current = { key: persistKey, runId: readRunId(persistKey) };
    setRemembered(current);
  }

  const setRunId = useCallback(
    (runId: string | null) => {
      if (persistKey) {
        if (runId) savePersistedRun(persistKey, { runId });
        else clearPersistedRun(persistKey);
      }
      setRemembered({ key: persistKey, runId });
    },
    [persistKey],
  );

  return [current.runId, setRunId];
}

function readRunId(key: string | null): string | null {
  return key ? (loadPersistedRun(key)?.runId ?? null) : null;
}
