import { Password } from '@dossier/contract';
import { z } from 'zod';
import { nl } from '../../i18n/nl.ts';

/** The new password and its confirmation, asked the same way by the reset and the change form. */
export interface NewPasswordValues {
  new_password: string;
  confirm_password: string;
}

export const NEW_PASSWORD_LABELS = {
  new_password: nl.auth.newPasswordLabel,
  confirm_password: nl.auth.confirmPasswordLabel,
} as const;

const newPasswordPair = { new_password: Password, confirm_password: z.string().min(1) };
const newPasswordsMatch = (values: NewPasswordValues) => values.new_password === values.confirm_password;
const MISMATCH = { path: ['confirm_password'], message: nl.validation.passwordsDiffer };

/** Reset form: new password (contract limits) twice. */
export const ResetPasswordForm = z.object(newPasswordPair).refine(newPasswordsMatch, MISMATCH);

/** Change form: the current password, and the new one twice. */
export const ChangePasswordForm = z
  .object({ current_password: z.string().min(1), ...newPasswordPair })
  .refine(newPasswordsMatch, MISMATCH);
