import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { uploadsRepository } from './uploads.repository.ts';

/** The only names ever served: what `save` generates (so no path can leave the folder). */
const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|svg|pdf)$/;

interface StoredFile {
  ext: string;
  content: Buffer;
}

/**
 * Uploaded files under random names with the extension of their content, kept in the database so
 * every API process and instance serves the same files. `legacyDir` is the folder where earlier
 * versions kept them: a name not in the database is still looked up there.
 */
export function uploadStore(db: DbOrTx, legacyDir: string) {
  const repo = uploadsRepository(db);

  async function fromLegacyDir(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path.join(legacyDir, name));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR') return undefined;
      throw err;
    }
  }

  return {
    async save(content: Uint8Array, ext: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await repo.insert(name, content);
      return name;
    },

    /** The file of that name, or undefined when the name is not ours or nothing is there. */
    async open(name: string): Promise<StoredFile | undefined> {
      const ext = UPLOAD_NAME.exec(name)?.[1];
      if (!ext) return undefined;
      const content = (await repo.content(name)) ?? (await fromLegacyDir(name));
      return content ? { ext, content } : undefined;
    },
  };
}
