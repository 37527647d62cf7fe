import { Password } from '@dossier/contract';
import { z } from 'zod';
import { nl } from '../../i18n/nl.ts';

const newPasswordsMatch = (values: { new_password: string; confirm_password: string }) =>
  values.new_password === values.confirm_password;
const MISMATCH = { path: ['confirm_password'], message: nl.validation.passwordsDiffer };

/** Reset form: new password (contract limits) twice. */
export const ResetPasswordForm = z
  .object({ new_password: Password, confirm_password: z.string().min(1) })
  .refine(newPasswordsMatch, MISMATCH);

/** Change form: the current password, and the new one twice. */
export const ChangePasswordForm = z
  .object({
    current_password: z.string().min(1),
    new_password: Password,
    confirm_password: z.string().min(1),
  })
  .refine(newPasswordsMatch, MISMATCH);
