import { z } from 'zod';
import { limits } from './limits.ts';

export const Id = z.uuid();
export const IdParams = z.object({ id: Id });

/** A trimmed text between min and max characters; the web error map words the messages. */
export const boundedText = (min: number, max: number) => z.string().trim().min(min).max(max);

export const Email = z.email().trim().toLowerCase().min(limits.email.min).max(limits.email.max);

export const RegistrationNumber = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${limits.registrationNumberDigits}}$`), 'must be exactly 8 digits');

export const Password = z.string().min(limits.password.min).max(limits.password.max);

/** FastAPI-style error bodies (DESIGN.md section 5). */
export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;
export const ValidationErrorBody = z.object({ detail: z.array(ValidationIssue) });
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Timestamp = z.iso.datetime({ offset: true });

/** An answer that only says what happened, in Dutch (password calls, 202 Accepted). */
export const DetailResponse = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof DetailResponse>;
