/** The largest reply by mail taken: a few attachments at the upload's 10 MB each, as base64 (4/3 larger). */
export const INBOUND_MAX_BYTES = 40 * 1024 * 1024;
