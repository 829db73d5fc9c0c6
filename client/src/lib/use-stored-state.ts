import { useCallback, useState } from 'react';
import type { z } from 'zod';

function readStored<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State kept in localStorage under `key` (a tool page's chosen role, the company typed), read back through `schema`
 * so a stale or tampered value falls back instead of breaking the page. When the key changes (another user signs
 * in) the value is read again for that key. Storage blocked or full: the state still works for this page view.
 */
export function useStoredState<T>(key: string, schema: z.ZodType<T>, fallback: T): [T, (value: T) => void] {
  const [stored, setStored] = useState(() => ({ key, value: readStored(key, schema, fallback) }));
  let current = stored;
  if (stored.key !== key) {
    current = { key, value: readStored(key, schema, fallback) };
    setStored(current);
  }
  const setValue = useCallback(
    (value: T) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage blocked or full: keep the value in memory only.
      }
      setStored({ key, value });
    },
    [key],
  );
  return [current.value, setValue];
}
