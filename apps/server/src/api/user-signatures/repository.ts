import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { userSignatures } from '../../platform/db/schema';

export interface SignatureUpload {
  name: string;
  content: Buffer;
}

export function userSignaturesRepository(db: Executor) {
  return {
    async infoOf(userId: string): Promise<{ uuid: string; name: string } | undefined> {
      const [row] = await db
        .select({ uuid: userSignatures.uuid, name: userSignatures.name })
        .from(userSignatures)
        .where(eq(userSignatures.userId, userId));
      return row;
    },
    async belongsTo(uuid: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ uuid: userSignatures.uuid })
        .from(userSignatures)
        .where(and(eq(userSignatures.uuid, uuid), eq(userSignatures.userId, userId)));
      return row !== undefined;
    },
    async findByUuid(uuid: string) {
      const [row] = await db.select().from(userSignatures).where(eq(userSignatures.uuid, uuid));
      return row;
    },
    /** One signature per user: a new upload replaces the old one (and gets a new uuid, so old tokens die). */
    async replace(userId: string, upload: SignatureUpload): Promise<void> {
      await db.delete(userSignatures).where(eq(userSignatures.userId, userId));
      await db.insert(userSignatures).values({
        userId,
        name: upload.name,
        contentType: 'image/bmp',
        size: upload.content.length,
        content: upload.content,
      });
    },
  };
}
