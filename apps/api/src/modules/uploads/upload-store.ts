import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The only names ever served: what `save` generates (so no path can leave the folder). */
const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|svg|pdf)$/;

interface StoredFile {
  ext: string;
  size: number;
  stream: ReadStream;
}

/** Uploaded files in one folder, under random names with the extension of their content. */
export function uploadStore(dir: string) {
  return {
    async save(content: Uint8Array, ext: string): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(dir, name), content, { flag: 'wx', mode: 0o644 });
      return name;
    },

    /** The file of that name, or undefined when the name is not ours or nothing is there. */
    async open(name: string): Promise<StoredFile | undefined> {
      const ext = UPLOAD_NAME.exec(name)?.[1];
      if (!ext) return undefined;
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { ext, size: info.size, stream: createReadStream(file) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
  };
}
