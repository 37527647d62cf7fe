/** Passkeys (WebAuthn, issue 23): register, list and remove one's own, and sign in with one without a password. */
export { passkeyRoutes } from './routes.ts';
