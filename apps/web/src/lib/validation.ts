import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { nl } from '../i18n/nl.ts';

/** Dutch label per form field, keyed by the field's dotted path (e.g. 'company.name'). */
export type FieldLabels = Readonly<Record<string, string>>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * Words one zod issue as SPEC.md section 5 does ('{label} is required', '{label} must be at least N
 * characters', '{label} must be N characters or less'), using the field's Dutch label.
 * Undefined leaves the schema's own message (e.g. 'must be exactly 8 digits').
 */
export function labelledIssueMessage(issue: $ZodRawIssue, labels: FieldLabels): string | undefined {
  const label = labels[issue.path?.map(String).join('.') ?? ''];
  if (!label) return undefined;
  if (isBlank(issue.input) && ['too_small', 'invalid_format', 'invalid_type'].includes(issue.code ?? '')) {
    return nl.validation.required(label);
  }
  if (issue.code === 'too_small' && issue.origin === 'string')
    return nl.validation.tooShort(label, Number(issue.minimum));
  if (issue.code === 'too_big' && issue.origin === 'string')
    return nl.validation.tooLong(label, Number(issue.maximum));
  if (issue.code === 'invalid_format' && issue.format === 'email') return nl.validation.invalidEmail;
  return undefined;
}

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/** A blank field is reported as required, whichever check (e.g. a schema's own regex message) failed first. */
export function reportBlankFieldsAsRequired(errors: FieldErrors, values: unknown, labels: FieldLabels): void {
  for (const [path, label] of Object.entries(labels)) {
    const error = valueAt(errors, path) as { message?: string } | undefined;
    if (error?.message !== undefined && isBlank(valueAt(values, path)))
      error.message = nl.validation.required(label);
  }
}

/** react-hook-form resolver for a contract schema whose messages carry the Dutch field labels. */
export function labelledResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  labels: FieldLabels,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, {
    error: (issue) => labelledIssueMessage(issue as $ZodRawIssue, labels),
  });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    reportBlankFieldsAsRequired(result.errors, values, labels);
    return result;
  };
}
