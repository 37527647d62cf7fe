/** Accounts that hold when a password leaks (issue 23): second factors, two-step sign-in, sessions you can see. */
export { liftEnrolment } from './enrolment.ts';
export { issueMfaTicket } from './mfa-tickets.ts';
export { deviceOf, twoFactorRoutes } from './routes.ts';
export { totpEnabled } from './second-factor.ts';
export { sessionRoutes } from './session-routes.ts';
export { startSignedInSession } from './signed-in-session.ts';
