import type { Decision } from './decision.ts';

/** A decision as a policy table reads it: 'allowed', or the status of the refusal. */
export const outcome = (decision: Decision) => (decision.allowed ? 'allowed' : decision.status);
