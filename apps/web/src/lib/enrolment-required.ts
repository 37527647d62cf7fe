import type { SECOND_FACTOR_REQUIRED as ContractCode } from '@dossier/contract';
import { useSyncExternalStore } from 'react';
import { getAccessToken } from './session.ts';

/**
 * Issue 23: a session of a company that demands a second factor the user has not set up may only enrol. The
 * sign-in says so (`enrolment_required`), and so does any call such a session makes (403 `second_factor_required`).
 * Remembered per access token in this tab's storage: a new sign-in starts clean, a reload keeps it.
 */
const ENROLMENT_KEY = 'enrolment_required_for';

/**
 * The 403 body's `code` for such a session: the contract's value, checked against it by type only, so the first
 * load (the API client is in every route's) does not take in the contract's schemas.
 */
export const SECOND_FACTOR_REQUIRED: typeof ContractCode = 'second_factor_required';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const storage = () => globalThis.sessionStorage;

/** True while the current session may do nothing but enrol. */
export function isEnrolmentRequired(): boolean {
  const token = getAccessToken();
  return token !== null && storage()?.getItem(ENROLMENT_KEY) === token;
}

/** The current session must enrol first (a sign-in's `enrolment_required`, or a call refused for it). */
export function markEnrolmentRequired(): void {
  const token = getAccessToken();
  if (!token || storage()?.getItem(ENROLMENT_KEY) === token) return;
  storage()?.setItem(ENROLMENT_KEY, token);
  notify();
}

/** Enrolled (or signed out): the app opens again. */
export function clearEnrolmentRequired(): void {
  if (storage()?.getItem(ENROLMENT_KEY) === null) return;
  storage()?.removeItem(ENROLMENT_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the current session must enrol first, re-rendering when that changes. */
export function useEnrolmentRequired(): boolean {
  return useSyncExternalStore(subscribe, isEnrolmentRequired, () => false);
}
