/** The V8 settings the server runs with (server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
