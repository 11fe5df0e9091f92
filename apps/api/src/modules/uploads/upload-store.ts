import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { uploadsRepository, type VariantRow } from './uploads.repository.ts';

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

  /** The file of that name, or undefined when the name is not ours or nothing is there. */
  async function open(name: string): Promise<StoredFile | undefined> {
    const ext = UPLOAD_NAME.exec(name)?.[1];
    if (!ext) return undefined;
    const content = (await repo.content(name)) ?? (await fromLegacyDir(name));
    return content ? { ext, content } : undefined;
  }

  return {
    async save(content: Uint8Array, ext: string, variants: readonly VariantRow[] = []): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await repo.insert(name, content, variants);
      return name;
    },

    open,

    /**
     * The copy of that image in `format` closest to `width` (the narrowest at least as wide), or the
     * file itself when it has none: uploads of earlier versions, SVGs and PDFs.
     */
    async openVariant(name: string, format: string, width: number): Promise<StoredFile | undefined> {
      const ext = UPLOAD_NAME.exec(name)?.[1];
      if (!ext) return undefined;
      const copy = await repo.variant(name, format, width);
      return copy ? { ext: format, content: copy } : open(name);
    },
  };
}
