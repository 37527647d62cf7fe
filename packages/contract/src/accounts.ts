import { z } from 'zod';
import { boundedText, Email, Id, Password, RegistrationNumber, Timestamp } from './common.ts';
import { CompanyStatus, InviteRole, Role, UserStatus } from './enums.ts';
import { limits } from './limits.ts';

const personName = boundedText(limits.personName.min, limits.personName.max);

export const RegisterCompanyRequest = z.object({
  company: z.object({
    name: boundedText(limits.companyName.min, limits.companyName.max),
    registrationNumber: RegistrationNumber,
  }),
  user: z.object({ email: Email, firstName: personName, lastName: personName }),
});
export type RegisterCompanyRequest = z.infer<typeof RegisterCompanyRequest>;

export const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AccessTokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;

export const PasswordResetRequest = z.object({ email: z.string().trim().toLowerCase().min(1) });
export const PasswordResetConfirmRequest = z.object({ token: z.string().min(1), new_password: Password });

/** SPEC section 7: one reading sends camelCase names; both are accepted and normalised. */
export const PasswordChangeRequest = z
  .union([
    z.object({ current_password: z.string().min(1), new_password: Password }),
    z.object({ currentPassword: z.string().min(1), newPassword: Password }),
  ])
  .transform((body) =>
    'current_password' in body
      ? body
      : { current_password: body.currentPassword, new_password: body.newPassword },
  );

export const CompanySummary = z.object({ id: Id, name: z.string(), is_meru_client: z.boolean() });

export const UserResponse = z.object({
  id: Id,
  role: Role,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  company_id: Id,
  company: CompanySummary,
  created_at: Timestamp,
  status: UserStatus,
  deleted_at: Timestamp.nullable(),
  token_expires_at: Timestamp.nullable(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const CompanyResponse = z.object({
  id: Id,
  name: z.string(),
  registration_number: z.string(),
  city: z.string().nullable(),
  status: CompanyStatus,
  is_meru_client: z.boolean(),
});
export type CompanyResponse = z.infer<typeof CompanyResponse>;

export const RegisterCompanyResponse = z.object({ company: CompanyResponse, user: UserResponse });

export const InviteUserRequest = z.object({
  email: Email,
  role: InviteRole.default('user'),
  first_name: z.string().trim().max(limits.personName.max).default(''),
  last_name: z.string().trim().max(limits.personName.max).default(''),
});
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;

/** PATCH /api/v1/users/{id}: setting deleted_at removes the user (SPEC section 3). */
export const PatchUserRequest = z.object({ deleted_at: Timestamp });

export const AdminResetPasswordResponse = z.object({ email: z.string() });
