import { InviteUserRequest, LoginRequest, RegisterCompanyRequest } from '@dossier/contract';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, ResetPasswordForm } from '../features/auth/password-schemas.ts';
import { labelledResolver } from './validation.ts';

const LABELS = {
  'company.name': 'Bedrijfsnaam',
  'company.registrationNumber': 'KvK-nummer',
  'user.email': 'E-mailadres',
  'user.firstName': 'Voornaam',
  'user.lastName': 'Achternaam',
};

/** Runs a resolver the way react-hook-form does on submit. */
const run = <T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>);

/** Every message of a resolver run, keyed by dotted field path. */
function messagesOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
      messages[path] = value.message;
    } else if (value && typeof value === 'object') {
      Object.assign(messages, messagesOf(value as FieldErrors, path));
    }
  }
  return messages;
}

const register = (company: { name: string; registrationNumber: string }, user: Record<string, string>) =>
  run(labelledResolver(RegisterCompanyRequest, LABELS), {
    company,
    user: { email: 'anna@bouw.nl', firstName: 'Anna', lastName: 'de Vries', ...user },
  });

describe('client-side validation wording (SPEC.md section 5)', () => {
  it("says '{label} is required' for every empty field, the registration number too", async () => {
    const { errors } = await run(labelledResolver(RegisterCompanyRequest, LABELS), {
      company: { name: '', registrationNumber: '' },
      user: { email: '', firstName: ' ', lastName: '' },
    });
    expect(messagesOf(errors)).toEqual({
      'company.name': 'Bedrijfsnaam is required',
      'company.registrationNumber': 'KvK-nummer is required',
      'user.email': 'E-mailadres is required',
      'user.firstName': 'Voornaam is required',
      'user.lastName': 'Achternaam is required',
    });
  });

  it("says '{label} must be at least N characters' and '{label} must be N characters or less'", async () => {
    const { errors } = await register(
      { name: 'B', registrationNumber: '12345678' },
      { firstName: 'A', lastName: 'x'.repeat(33) },
    );
    expect(messagesOf(errors)).toEqual({
      'company.name': 'Bedrijfsnaam must be at least 2 characters',
      'user.firstName': 'Voornaam must be at least 2 characters',
      'user.lastName': 'Achternaam must be 32 characters or less',
    });
  });

  it("says 'must be exactly 8 digits' for a registration number of another shape", async () => {
    for (const registrationNumber of ['1234567', '123456789', '1234abcd']) {
      const { errors } = await register({ name: 'Bouw BV', registrationNumber }, {});
      expect(messagesOf(errors)).toEqual({ 'company.registrationNumber': 'must be exactly 8 digits' });
    }
  });

  it('asks for a valid e-mail address', async () => {
    const { errors } = await register(
      { name: 'Bouw BV', registrationNumber: '12345678' },
      { email: 'anna@' },
    );
    expect(messagesOf(errors)).toEqual({ 'user.email': 'Voer een geldig e-mailadres in' });
  });

  it('passes a valid registration with trimmed values', async () => {
    const { values, errors } = await register({ name: ' Bouw BV ', registrationNumber: '12345678' }, {});
    expect(errors).toEqual({});
    expect(values).toMatchObject({ company: { name: 'Bouw BV' } });
  });

  it('requires e-mail and password on the login form', async () => {
    const { errors } = await run(
      labelledResolver(LoginRequest, { email: 'E-mailadres', password: 'Wachtwoord' }),
      { email: '', password: '' },
    );
    expect(messagesOf(errors)).toEqual({
      email: 'E-mailadres is required',
      password: 'Wachtwoord is required',
    });
  });

  it('requires only the e-mail address when inviting a user, with role user by default', async () => {
    const resolve = labelledResolver(InviteUserRequest, { email: 'E-mailadres', first_name: 'Voornaam' });
    const empty = await run(resolve, { email: '', first_name: '', last_name: '' } as never);
    expect(messagesOf(empty.errors)).toEqual({ email: 'E-mailadres is required' });
    const filled = await run(resolve, { email: 'bram@bouw.nl', first_name: '', last_name: '' } as never);
    expect(filled.values).toMatchObject({ email: 'bram@bouw.nl', role: 'user' });
  });
});

describe('password forms', () => {
  const resetLabels = { new_password: 'Nieuw wachtwoord', confirm_password: 'Bevestig nieuw wachtwoord' };

  it("says 'Wachtwoorden komen niet overeen.' when the confirmation differs", async () => {
    const { errors } = await run(labelledResolver(ResetPasswordForm, resetLabels), {
      new_password: 'lang-genoeg-1',
      confirm_password: 'lang-genoeg-2',
    });
    expect(messagesOf(errors)).toEqual({ confirm_password: 'Wachtwoorden komen niet overeen.' });
  });

  it('requires both fields and at least 8 characters', async () => {
    const empty = await run(labelledResolver(ResetPasswordForm, resetLabels), {
      new_password: '',
      confirm_password: '',
    });
    expect(messagesOf(empty.errors)).toEqual({
      new_password: 'Nieuw wachtwoord is required',
      confirm_password: 'Bevestig nieuw wachtwoord is required',
    });
    const short = await run(labelledResolver(ResetPasswordForm, resetLabels), {
      new_password: 'kort',
      confirm_password: 'kort',
    });
    expect(messagesOf(short.errors)).toEqual({
      new_password: 'Nieuw wachtwoord must be at least 8 characters',
    });
  });

  it('requires all three fields when changing a password', async () => {
    const { errors } = await run(
      labelledResolver(ChangePasswordForm, {
        current_password: 'Huidig wachtwoord',
        ...resetLabels,
      }),
      { current_password: '', new_password: '', confirm_password: '' },
    );
    expect(Object.values(messagesOf(errors))).toEqual([
      'Huidig wachtwoord is required',
      'Nieuw wachtwoord is required',
      'Bevestig nieuw wachtwoord is required',
    ]);
  });
});
