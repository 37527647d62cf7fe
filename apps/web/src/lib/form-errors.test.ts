import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, fieldPathOf, splitValidationIssues } from './form-errors.ts';

const REGISTER_FIELDS = [
  'company.name',
  'company.registrationNumber',
  'user.email',
  'user.firstName',
  'user.lastName',
] as const;

const unprocessable = (detail: unknown) => new ApiError(422, { detail }, 'x');

describe('fieldPathOf', () => {
  it('drops the leading body and joins the rest with dots', () => {
    expect(fieldPathOf(['body', 'company', 'registrationNumber'])).toBe('company.registrationNumber');
    expect(fieldPathOf(['body', 'email'])).toBe('email');
  });

  it('has no field for the whole body, a query or a path parameter', () => {
    expect(fieldPathOf(['body'])).toBeUndefined();
    expect(fieldPathOf(['query', 'token'])).toBeUndefined();
    expect(fieldPathOf('body.email')).toBeUndefined();
  });
});

describe('splitValidationIssues', () => {
  it('puts known locations on their fields and the rest on the form', () => {
    const split = splitValidationIssues(
      {
        detail: [
          {
            loc: ['body', 'company', 'registrationNumber'],
            msg: 'Dit KvK-nummer is al geregistreerd',
            type: 'value_error',
          },
          { loc: ['body', 'user', 'email'], msg: 'Ongeldig e-mailadres', type: 'format' },
          { loc: ['body', 'company', 'city'], msg: 'Te lang', type: 'too_big' },
          { loc: ['query', 'x'], msg: 'Onbekend', type: 'x' },
        ],
      },
      REGISTER_FIELDS,
    );
    expect(split.fields).toEqual([
      { field: 'company.registrationNumber', message: 'Dit KvK-nummer is al geregistreerd' },
      { field: 'user.email', message: 'Ongeldig e-mailadres' },
    ]);
    expect(split.form).toEqual(['Te lang', 'Onbekend']);
  });

  it('keeps the first message when a field has several', () => {
    const split = splitValidationIssues(
      {
        detail: [
          { loc: ['body', 'email'], msg: 'eerste' },
          { loc: ['body', 'email'], msg: 'tweede' },
        ],
      },
      ['email'],
    );
    expect(split.fields).toEqual([{ field: 'email', message: 'eerste' }]);
  });

  it('ignores a body that is not a list of issues', () => {
    expect(splitValidationIssues({ detail: 'Niet gevonden' }, ['email'])).toEqual({ fields: [], form: [] });
  });
});

describe('applyServerErrors', () => {
  it('sets each 422 issue on its field', () => {
    const setError = vi.fn();
    applyServerErrors(
      unprocessable([
        { loc: ['body', 'current_password'], msg: 'Het huidige wachtwoord klopt niet', type: 'value_error' },
      ]),
      setError,
      ['current_password', 'new_password'],
      'Kon wachtwoord niet wijzigen.',
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'current_password',
      { type: 'server', message: 'Het huidige wachtwoord klopt niet' },
      { shouldFocus: true },
    );
  });

  it('shows a 422 issue without a known field as a form-level message', () => {
    const setError = vi.fn();
    applyServerErrors(
      unprocessable([{ loc: ['body'], msg: 'Ongeldige invoer', type: 'x' }]),
      setError,
      ['email'],
      'f',
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'server',
      message: 'Ongeldige invoer',
    });
  });

  it("shows another server error's detail on the form", () => {
    const setError = vi.fn();
    applyServerErrors(
      new ApiError(409, { detail: 'Bestaat al' }, 'Bestaat al'),
      setError,
      ['email'],
      'fallback',
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'server',
      message: 'Bestaat al',
    });
  });

  it('shows the fallback text when there is no server text (network failure, bare 500)', () => {
    const setError = vi.fn();
    applyServerErrors(new TypeError('Failed to fetch'), setError, ['email'], 'Kon wachtwoord niet wijzigen.');
    applyServerErrors(
      new ApiError(500, undefined, 'API request failed'),
      setError,
      ['email'],
      'Uitnodiging mislukt',
    );
    expect(setError.mock.calls.map(([, error]) => error.message)).toEqual([
      'Kon wachtwoord niet wijzigen.',
      'Uitnodiging mislukt',
    ]);
  });
});
