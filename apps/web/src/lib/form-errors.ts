import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

export interface FieldIssue {
  field: string;
  message: string;
}

export interface SplitIssues {
  fields: FieldIssue[];
  form: string[];
}

interface RawIssue {
  loc?: unknown;
  msg?: unknown;
}

/** The form field a 422 location points at: 'body' is dropped, the rest joined with dots. */
export function fieldPathOf(loc: unknown): string | undefined {
  if (!Array.isArray(loc) || loc[0] !== 'body' || loc.length < 2) return undefined;
  return loc.slice(1).map(String).join('.');
}

/** Splits a 422 body `{detail:[{loc,msg,type}]}` into field errors the form knows and form-level messages. */
export function splitValidationIssues(body: unknown, knownFields: readonly string[]): SplitIssues {
  const result: SplitIssues = { fields: [], form: [] };
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (!Array.isArray(detail)) return result;
  for (const issue of detail as RawIssue[]) {
    const message = typeof issue?.msg === 'string' ? issue.msg : '';
    if (!message) continue;
    const field = fieldPathOf(issue.loc);
    const isKnown = field !== undefined && knownFields.includes(field);
    if (isKnown && !result.fields.some((existing) => existing.field === field)) {
      result.fields.push({ field, message });
    } else if (!isKnown) {
      result.form.push(message);
    }
  }
  return result;
}

/**
 * Shows a failed submit on the form: 422 issues on their fields by location, anything else as one
 * form-level message (`errors.root.server`): the server's text, or the given fallback.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  fallback: string,
): void {
  if (error instanceof ApiError && error.status === 422) {
    const { fields, form } = splitValidationIssues(error.body, knownFields);
    for (const { field, message } of fields) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    }
    if (form.length > 0) setError('root.server', { type: 'server', message: form.join(' ') });
    if (fields.length > 0 || form.length > 0) return;
  }
  const message = error instanceof ApiError ? (error.detail ?? fallback) : fallback;
  setError('root.server', { type: 'server', message });
}
