import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../platform/db';
import { oidcModels } from '../platform/db/schema';

/**
 * oidc-provider's storage contract over the `oidc_model` table, so that sessions, interactions, codes
 * and tokens survive restarts and are shared by every server instance.
 */
export function createDrizzleAdapterFactory(db: Database): (kind: string) => Adapter {
  return (kind) => new DrizzleAdapter(db, kind);
}

class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.db
      .insert(oidcModels)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
  }

  /** Grant revocation removes every kind of artefact issued under the grant, not only this kind. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, this.kind), condition))
      .limit(1);
    // Expired rows are treated as absent; a periodic sweep may delete them later.
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}
