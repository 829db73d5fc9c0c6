import type { Express } from 'express';

/** One endpoint of an Express app: a method and its path pattern (`/api/runs/:id`), or a mounted app (`use`). */
export interface AppRoute {
  method: string;
  path: string;
}

// The parts of Express 5's router (router 2.x) read here: a layer holds a route, a nested router or middleware.
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

/**
 * Every route of an app, read from its router stack (nested routers included, with their mount paths), so a script
 * that covers "every endpoint" picks up routes added later. Sub-apps mounted under a path (the queue dashboard)
 * are listed as `use` with their mount path; regular-expression routes (the client's catch-all) are skipped.
 */
export function listRoutes(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  const add = (method: string, path: string) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    routes.push({ method, path });
  };
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths.filter((p) => typeof p === 'string')) {
          for (const method of Object.keys(layer.route.methods)) add(method.toUpperCase(), `${prefix}${path}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + mount);
      } else if (mount) {
        add('USE', `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}
