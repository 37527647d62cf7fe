import { forbidden, notFound } from '../http/errors.ts';

/** Refuses with 403 when a rule says no: the actor may know the resource exists. */
export function authorize(allowed: boolean, detail?: string): void {
  if (!allowed) throw forbidden(detail);
}

/** Returns the resource when the actor may see it; otherwise 404, so its existence stays hidden. */
export function visibleOr404<T>(resource: T | undefined | null, isVisible: (resource: T) => boolean): T {
  if (resource === undefined || resource === null || !isVisible(resource)) throw notFound();
  return resource;
}
