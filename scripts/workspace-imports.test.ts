/**
 * The import graph of the workspaces, read from the source files (ADR 007): api and worker never import each
 * other, nothing imports all-in-one, and every workspace's package.json lists exactly the @fcs packages its
 * files import by name. ESLint refuses a forbidden import as it is written; this reads what is there. Third-party
 * packages a workspace imports without listing them are knip's check (`npm run knip`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['shared', 'core', 'api', 'worker', 'all-in-one', 'client'] as const;
type Workspace = (typeof WORKSPACES)[number];

/** The module specifiers of a file: static and dynamic imports, re-exports, side-effect imports, vi.mock. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"\n]+)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The workspace a specifier of `file` reaches: by package name (@fcs/x) or by a relative path into its folder. */
function workspaceOf(specifier: string, file: string): Workspace | null {
  const named = /^@fcs\/([^/]+)/.exec(specifier);
  if (named) return (WORKSPACES as readonly string[]).includes(named[1] as string) ? (named[1] as Workspace) : null;
  if (!specifier.startsWith('.')) return null;
  const top = relative(ROOT, resolve(dirname(file), specifier)).split(sep)[0];
  return (WORKSPACES as readonly string[]).includes(top as string) ? (top as Workspace) : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

interface CrossImport {
  file: string;
  specifier: string;
  target: Workspace;
}

/** Every import of a workspace's files that reaches another workspace. */
function crossImports(ws: Workspace): CrossImport[] {
  return sourceFiles(join(ROOT, ws, 'src')).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = workspaceOf(specifier, file);
      return target && target !== ws ? [{ file: relative(ROOT, file), specifier, target }] : [];
    }),
  );
}

function listedWorkspaces(ws: Workspace): Workspace[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, ws, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name.startsWith('@fcs/'))
    .map((name) => name.slice('@fcs/'.length) as Workspace)
    .sort();
}

const imports = Object.fromEntries(WORKSPACES.map((ws) => [ws, crossImports(ws)])) as Record<Workspace, CrossImport[]>;

describe('the import reader', () => {
  it('finds every form of import, and relative paths into another workspace', () => {
    const source = [
      "import { a } from '@fcs/core/platform/db';",
      "import type { B } from '../../../api/src/app';",
      "export { c } from '@fcs/shared/runs';",
      "import '@fcs/worker/main';",
      "const d = await import('@fcs/all-in-one/main');",
      "vi.mock('@fcs/api/platform/mail');",
      "import { e } from 'bullmq';",
    ].join('\n');
    const file = join(ROOT, 'worker', 'src', 'engine', 'x.ts');
    expect(specifiersOf(source).map((s) => workspaceOf(s, file))).toEqual([
      'core',
      'api',
      'shared',
      'worker',
      'all-in-one',
      'api',
      null,
    ]);
  });
});

describe('the workspace import graph', () => {
  it('has no worker -> api and no api -> worker import', () => {
    const across = [
      ...imports.worker.filter((i) => i.target === 'api'),
      ...imports.api.filter((i) => i.target === 'worker'),
    ];
    expect(across).toEqual([]);
  });

  it('has nothing import all-in-one, and client and shared import no backend workspace', () => {
    // As the lint allows: a test may start another workspace's test stand-in (the client's Firebase test starts
    // the emulator through api/src/testing).
    const testStandIn = (i: CrossImport) => /\.test\.tsx?$/.test(i.file) && i.specifier.includes('/src/testing/');
    const wrong = WORKSPACES.flatMap((ws) => imports[ws]).filter(
      (i) =>
        i.target === 'all-in-one' ||
        ((i.file.startsWith('client/') || i.file.startsWith('shared/')) && i.target !== 'shared' && !testStandIn(i)),
    );
    expect(wrong).toEqual([]);
  });

  it.each(WORKSPACES)('%s lists in its package.json exactly the @fcs packages it imports', (ws) => {
    const byName = imports[ws].filter((i) => i.specifier.startsWith('@fcs/'));
    const imported = [...new Set(byName.map((i) => i.target))].sort();
    expect(listedWorkspaces(ws)).toEqual(imported);
  });
});
