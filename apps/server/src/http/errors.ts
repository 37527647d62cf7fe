import type { ValidationIssue } from '@dossier/contract';

/** One error type per HTTP meaning; the error handler maps each to a FastAPI-style body once. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** A machine-readable reason beside the detail, e.g. 'second_factor_required'. */
    readonly code?: string,
  ) {
    super(detail);
  }
}

export class ValidationFailed extends Error {
  readonly status = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((issue) => issue.msg).join('; '));
  }
}

/** A single field refused by a rule the schema cannot know (e.g. uniqueness). */
export const fieldError = (loc: ValidationIssue['loc'], msg: string, type = 'value_error') =>
  new ValidationFailed([{ loc, msg, type }]);

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Niet ingelogd of sessie verlopen') => new HttpError(401, detail);
export const forbidden = (detail = 'Geen toegang') => new HttpError(403, detail);
/** Ids of other tenants answer 404, so an id reveals nothing (DESIGN.md section 7). */
export const notFound = (detail = 'Niet gevonden') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** A 429 says when to come back: the error handler sends `Retry-After` in whole seconds. */
export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Te veel pogingen. Probeer het later opnieuw.');
  }
}

export const tooManyRequests = (retryAfterMs: number) =>
  new TooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
