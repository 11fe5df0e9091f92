import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export function uploadsRepository(db: DbOrTx) {
  return {
    async insert(name: string, content: Uint8Array) {
      await db.insert(uploads).values({ name, content: Buffer.from(content) });
    },

    async content(name: string): Promise<Buffer | undefined> {
      const [row] = await db.select({ content: uploads.content }).from(uploads).where(eq(uploads.name, name));
      return row?.content;
    },
  };
}
