/** Billing: a company's billing profile, which an invoice copies when it is sent (issue 21). */
export { findBillingProfile } from './queries.ts';
