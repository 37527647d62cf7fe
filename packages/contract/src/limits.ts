/** Business constants of SPEC.md section 9 and the validation limits of section 5: one place only. */
export const limits = {
  companyName: { min: 2, max: 128 },
  registrationNumberDigits: 8,
  email: { min: 3, max: 64 },
  personName: { min: 2, max: 32 },
  password: { min: 8, max: 128 },
  city: { max: 64 },
  dossierTitle: { max: 200 },
  /** The reason of a withdrawn close request ('Nog niet', issue 24). */
  closeRequestReason: { max: 500 },
  message: { max: 10_000 },
  messagePageSize: 50,
  messagePageMax: 200,
  olderMessagesTriggerPx: 100,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadExtensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpeg'] as const,
  /** Files in one upload request; a document's stored name keeps at most this many characters. */
  uploadMaxFiles: 20,
  documentFilenameMax: 200,
  /** How long a download or preview URL works. */
  downloadUrlSeconds: 300,
  companySearch: { minChars: 2, maxResults: 20, debounceMs: 500 },
  /** Search in dossiers (issue 22): the query's length, a page of results, the web's pause while typing. */
  search: { minChars: 2, maxChars: 200, pageSize: 20, pageMax: 50, debounceMs: 250 },
  /** Text taken from one document for search: at most this much, in chunks of this size. */
  documentText: { maxChars: 2_000_000, chunkChars: 4_000 },
  sidebarWidthPx: 320,
  toastMs: { default: 5000, panel: 2500 },
  /** Lifetimes of one-time tokens and sessions. */
  resetTokenMinutes: 60,
  inviteTokenDays: 7,
  sessionDays: 30,
  /** Second factors (issue 23). */
  secondFactor: {
    recoveryCodes: 10,
    /** The longest code a person may type (a recovery code with its dash and spaces). */
    codeMaxChars: 32,
    /** The first step's ticket lives this long and ends after this many wrong codes. */
    mfaTokenMinutes: 5,
    mfaTokenMaxWrongCodes: 5,
    passkeyNameMax: 64,
  },
  viewerAccessDays: 30,
  /** A guest's repeated extension requests within this window write, mail and announce nothing new. */
  extensionRequestQuietMinutes: 60,
  /** Invoices (issue 21): decimals travel as strings with at most these digits; amounts keep 2 decimals. */
  invoice: {
    linesMax: 500,
    descriptionMax: 500,
    quantity: { integerDigits: 7, decimals: 4 },
    unitPrice: { integerDigits: 7, decimals: 4 },
    vatRate: { integerDigits: 2, decimals: 2 },
    /** Any line net and the amount payable stay within this many euros (it fits numeric(14,2) and bigint cents). */
    amountMax: '9999999999.99',
    buyerReferenceMax: 200,
    noteMax: 1000,
    reasonMax: 1000,
    defaultUnitCode: 'C62',
  },
} as const;
