/**
 * The account screen and the enrolment screen of issue 23 (its set-up flow) load as one chunk: as two, every module
 * they share with the signed-in app would be split into chunks of its own, and /app's first load would grow.
 */
export { AccountPage } from '../features/account/account-page.tsx';
export { TwoStepSetupPage } from './two-step-setup-page.tsx';
