/**
 * The names the live socket (/ws) uses, apart from the frame schemas in realtime.ts: the web's first page uses
 * these without loading a schema.
 */

/** Live events and the web name a dossier's channel 'dossier:{id}' (SPEC section 3). */
export const dossierChannel = (dossierId: string) => `dossier:${dossierId}`;

/** Close codes of /ws: a bad or expired token closes the socket with this code. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
