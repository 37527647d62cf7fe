import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { NEW_PASSWORD_LABELS, type NewPasswordValues } from '../password-schemas.ts';

/** 'Nieuw wachtwoord' and its confirmation; the schema reports a mismatch on the confirmation. */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form: typedForm,
}: {
  form: UseFormReturn<Values>;
}) {
  // Only the two password fields are used; react-hook-form cannot narrow a generic form to them.
  const form = typedForm as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = form.formState;
  return (
    <>
      <PasswordInput
        label={NEW_PASSWORD_LABELS.new_password}
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordInput
        label={NEW_PASSWORD_LABELS.confirm_password}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
    </>
  );
}
