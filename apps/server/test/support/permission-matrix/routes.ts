import type { FastifyInstance } from 'fastify';

/** A route as 'METHOD /path', its parameters unnamed (one path may name them differently per method). */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[^/]+/g, ':')}`;

/**
 * Every route the app serves, read from its own route tree (printRoutes: each line a node, four columns per
 * level, a node's path being its ancestors' labels joined, its methods in brackets). HEAD is left out: Fastify adds
 * it beside every GET.
 */
export function routesOf(app: FastifyInstance): string[] {
  const path: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const [, label, methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4)) ?? [];
    path.length = at / 4;
    path.push(label ?? '');
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(routeKey(method, path.join('')));
    }
  }
  return routes;
}
