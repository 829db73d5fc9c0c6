// Reads the client's sources from disk to follow their imports. App code never imports Node; this test does.
// eslint-disable-next-line no-restricted-imports
import { existsSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT_SRC = resolve(import.meta.dirname, '..');
const SHARED_SRC = resolve(CLIENT_SRC, '../../shared/src');

// Static value imports and re-exports; `import type`, `export type` and import() (a chunk of its own) are not
// followed, as the bundler does not put them in the page's first script either.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? join(dirname(from), specifier)
    : specifier.startsWith('@fcs/shared/')
      ? join(SHARED_SRC, specifier.slice('@fcs/shared/'.length))
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && !p.endsWith('/'))!;
}

/** Every package the entry reaches through static imports (module paths are followed, packages collected). */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolveModule(file, specifier!);
      if (local) queue.push(local);
      else if (!specifier!.startsWith('.'))
        packages.add(
          specifier!
            .split('/')
            .slice(0, specifier!.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return packages;
}

describe("the page's first script", () => {
  it('when main.tsx is followed through its static imports, then it reaches react but not zod (schemas load with the first api call)', () => {
    const packages = packagesReachedFrom(join(CLIENT_SRC, 'main.tsx'));
    expect(packages).toContain('react-dom');
    expect(packages).not.toContain('zod');
  });
});
