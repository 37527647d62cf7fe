import { conflict, forbidden, notFound } from '../http/errors.ts';

/**
 * A policy's answer: allowed, or refused with exactly one HTTP meaning. 404 hides a resource the actor may not
 * know exists, 403 refuses an actor who may see it, 409 refuses a change its current state does not allow.
 */
export type Decision = { allowed: true } | { allowed: false; status: 403 | 404 | 409; detail: string };

export const allow: Decision = { allowed: true };
export const deny = (detail = 'Geen toegang'): Decision => ({ allowed: false, status: 403, detail });
export const hide = (): Decision => ({ allowed: false, status: 404, detail: 'Niet gevonden' });
export const clash = (detail: string): Decision => ({ allowed: false, status: 409, detail });

/** The first refusal among the checks, in the order given; allowed when none refuses. */
export function firstRefusal(...checks: Array<[refused: boolean, refusal: () => Decision]>): Decision {
  for (const [refused, refusal] of checks) if (refused) return refusal();
  return allow;
}

/** Commands and reads call this with a policy's decision; a refusal becomes its one HTTP error. */
export function authorize(decision: Decision): void {
  if (decision.allowed) return;
  if (decision.status === 404) throw notFound(decision.detail);
  if (decision.status === 409) throw conflict(decision.detail);
  throw forbidden(decision.detail);
}
