import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { buildPlugin } from './build-plugin.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files that compress well; images, fonts (woff2 is already compressed) and the rest are left as they are. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Below this a compressed copy saves less than a packet: not worth a file. */
const MIN_BYTES = 512;

/** Every file under `dir`, except in dot folders (`.vite/`), which the server never serves. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) return [];
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
async function compressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of every text file of the build, made once here at the highest quality,
 * so the server sends them by Accept-Encoding (`preCompressed` of @fastify/static,
 * apps/api/src/plugins/web-app.ts) instead of compressing on every request.
 */
export const precompress = () =>
  buildPlugin('tlp:precompress', {
    async closeBundle(config) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(files.map(compressFile));
    },
  });
