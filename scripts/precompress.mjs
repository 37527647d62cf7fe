// Precompresses the built web app (a step of scripts/build.mjs, after Vite): beside each compressible file a
// brotli (`.br`) and a gzip (`.gz`) copy, which the server sends by the request's Accept-Encoding
// (apps/server/src/http/spa.ts, @fastify/static's preCompressed). Compressed once at build time at the highest
// levels, instead of on every request. woff2, images and the like are compressed already and are left alone.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** File endings worth compressing: text formats. */
export const COMPRESSIBLE = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];

const variants = [
  {
    suffix: '.br',
    compress: (bytes) =>
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes) => zlib.gzipSync(bytes, { level: 9 }) },
];

/**
 * Writes the `.br` and `.gz` copies of every compressible file under `dir` (dot folders such as Vite's `.vite`
 * manifest are skipped: the server does not serve them). A copy that would not be smaller than the file is not
 * written (the server then sends the file itself). Returns the files compressed, relative to `dir`.
 */
export function precompress(dir) {
  const done = [];
  const visit = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      if (!COMPRESSIBLE.includes(path.extname(entry.name).toLowerCase())) continue;
      const bytes = fs.readFileSync(file);
      for (const { suffix, compress } of variants) {
        const packed = compress(bytes);
        if (packed.length < bytes.length) fs.writeFileSync(file + suffix, packed);
        else fs.rmSync(file + suffix, { force: true });
      }
      done.push(path.relative(dir, file));
    }
  };
  visit(dir);
  return done;
}
