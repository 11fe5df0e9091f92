import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads, uploadVariants } from '../../db/schema/index.ts';

export interface VariantRow {
  format: string;
  width: number;
  content: Uint8Array;
}

export function uploadsRepository(db: DbOrTx) {
  return {
    /** The file and its copies, together or not at all (one statement each, so a transaction). */
    async insert(name: string, content: Uint8Array, variants: readonly VariantRow[] = []) {
      await db.transaction(async (tx) => {
        await tx.insert(uploads).values({ name, content: Buffer.from(content) });
        if (variants.length === 0) return;
        await tx
          .insert(uploadVariants)
          .values(variants.map((v) => ({ name, format: v.format, width: v.width, content: Buffer.from(v.content) })));
      });
    },

    async content(name: string): Promise<Buffer | undefined> {
      const [row] = await db.select({ content: uploads.content }).from(uploads).where(eq(uploads.name, name));
      return row?.content;
    },

    /** The narrowest copy at least `width` wide in that format, else the widest one; undefined if none. */
    async variant(name: string, format: string, width: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ content: uploadVariants.content })
        .from(uploadVariants)
        .where(and(eq(uploadVariants.name, name), eq(uploadVariants.format, format)))
        .orderBy(
          sql`${uploadVariants.width} < ${width}`,
          sql`case when ${uploadVariants.width} >= ${width} then ${uploadVariants.width} else -${uploadVariants.width} end`,
        )
        .limit(1);
      return row?.content;
    },
  };
}
