import { z } from 'zod';
import { AccessTokenResponse } from './accounts.ts';
import { DetailResponse, Id, Timestamp } from './common.ts';
import { limits } from './limits.ts';

/**
 * Accounts that hold when a password leaks (issue 23): a second factor (an authenticator app's code, RFC 6238: 30 s,
 * 6 digits, SHA-1; or a passkey), sign-in in two steps, a company's demand for a second factor, and the sessions a
 * user can see and end.
 */

/** What the person types: digits, spaces allowed ('123 456'). */
export const TotpCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Voer de 6 cijfers uit je authenticator-app in'));

/** An authenticator code or a recovery code ('abcde-12345'); spaces and dashes are not significant. */
export const SecondFactorCode = z.string().trim().min(6).max(limits.secondFactor.codeMaxChars);

/** POST /api/v1/auth/2fa/setup: a new secret (base32) to scan; not in force until it is confirmed. */
export const TwoFactorSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

/** POST /api/v1/auth/2fa/enable: the first code from the app confirms the secret of the latest setup. */
export const TwoFactorEnableRequest = z.object({ code: TotpCode });

/** Shown once, stored hashed: each signs in once instead of a code. */
export const RecoveryCodesResponse = z.object({
  recovery_codes: z.array(z.string()).length(limits.secondFactor.recoveryCodes),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** POST /api/v1/auth/2fa/disable: the password and a code, both. */
export const TwoFactorDisableRequest = z.object({ password: z.string().min(1), code: SecondFactorCode });

/** The first step of a sign-in with a second factor: no access token yet, a ticket for the second step. */
export const MfaRequiredResponse = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type MfaRequiredResponse = z.infer<typeof MfaRequiredResponse>;

/**
 * An access token; `enrolment_required` when the company demands a second factor the user has not set up yet: that
 * session may only enrol (GET /api/v1/users/me, the 2fa status, setup and enable, adding a passkey, logout); every
 * other call answers 403 with `code: 'second_factor_required'`.
 */
export const SignedInResponse = AccessTokenResponse.extend({ enrolment_required: z.boolean().optional() });
export type SignedInResponse = z.infer<typeof SignedInResponse>;

/** POST /api/v1/auth/login answers one of these two. */
export const LoginResponse = z.union([MfaRequiredResponse, SignedInResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * POST /api/v1/auth/password-reset/confirm (issue 25): a welcome link (the first password of a new admin or an invited
 * colleague) also signs in, as a login does (`enrolment_required` when the company demands a second factor first); a
 * reset link answers its detail alone.
 */
export const PasswordSetResponse = z.union([SignedInResponse.extend({ detail: z.string() }), DetailResponse]);
export type PasswordSetResponse = z.infer<typeof PasswordSetResponse>;

/** POST /api/v1/auth/2fa/verify: the second step, with a code or a recovery code. */
export const MfaVerifyRequest = z.object({ mfa_token: z.string().min(1), code: SecondFactorCode });

/** The 403 body's code for a session that must enrol first. */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/** GET /api/v1/auth/2fa: the signed-in user's second factors. */
export const TwoFactorStatusResponse = z.object({
  totp_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.number().int(),
  /** The company demands a second factor. */
  required_by_company: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>;

/** PATCH /api/v1/companies/{id}/security (admins). */
export const CompanySecurityRequest = z.object({ require_2fa: z.boolean() });
export const CompanySecurityResponse = z.object({ require_2fa: z.boolean() });
export type CompanySecurityResponse = z.infer<typeof CompanySecurityResponse>;

/** GET /api/v1/auth/sessions: where the account is signed in. */
export const SessionInfo = z.object({
  id: Id,
  /** From the user agent, e.g. 'Chrome op Windows'. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: Timestamp,
  last_seen_at: Timestamp,
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionsResponse = z.object({ sessions: z.array(SessionInfo) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
/** POST /api/v1/auth/sessions/end-by-link: the new-device mail's link (/end-session?token=) ends that session. */
export const EndSessionByLinkRequest = z.object({ token: z.string().min(1) });

/** A passkey of the signed-in user (GET /api/v1/auth/passkeys). */
export const PasskeyInfo = z.object({
  id: Id,
  name: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
});
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;
export const PasskeysResponse = z.object({ passkeys: z.array(PasskeyInfo) });
export type PasskeysResponse = z.infer<typeof PasskeysResponse>;

/**
 * WebAuthn ceremonies (e.g. @simplewebauthn): the server's options go to the browser as JSON and its answer comes
 * back as JSON; the libraries' own types describe both, so the contract keeps them as objects.
 */
const WebAuthnJson = z.record(z.string(), z.unknown());
/** POST /api/v1/auth/passkeys/register/options -> options; POST /api/v1/auth/passkeys/register {response, name}. */
export const PasskeyRegistrationOptionsResponse = z.object({ options: WebAuthnJson });
export const PasskeyRegisterRequest = z.object({
  response: WebAuthnJson,
  name: z.string().trim().min(1).max(limits.secondFactor.passkeyNameMax).optional(),
});
/** POST /api/v1/auth/passkeys/login/options -> {options, challenge_id}; POST /api/v1/auth/passkeys/login. */
export const PasskeyLoginOptionsResponse = z.object({ options: WebAuthnJson, challenge_id: Id });
export const PasskeyLoginRequest = z.object({ challenge_id: Id, response: WebAuthnJson });
/** DELETE /api/v1/auth/passkeys/{id}. */
