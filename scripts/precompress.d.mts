/** The file endings the web build precompresses (precompress.mjs). */
export declare const COMPRESSIBLE: readonly string[];
/** Writes `.br` and `.gz` copies beside each compressible file under `dir`; returns the files, relative to `dir`. */
export declare function precompress(dir: string): string[];
