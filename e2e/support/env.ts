/** Set by global setup before the workers start; tests read them through these helpers. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  smtpUrl: 'E2E_SMTP_URL',
  logDir: 'E2E_LOG_DIR',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the specs with \`npx playwright test -c e2e/playwright.config.ts\``,
    );
  return value;
}

/** Where the server under test listens, e.g. http://127.0.0.1:41234 (also the PUBLIC_URL of its mails). */
export const baseUrl = () => required(E2E_ENV.baseUrl);

/** The folder the SMTP receiver writes every mail to, one JSON file per mail. */
export const mailDir = () => required(E2E_ENV.mailDir);

/** The SMTP receiver's address, for a journey that starts a server of its own (its mails land in mailDir too). */
export const smtpUrl = () => required(E2E_ENV.smtpUrl);

/** The folder of every server log of the run and of the secrets journeys saw (support/server-logs.ts). */
export const logDir = () => required(E2E_ENV.logDir);
