import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { addresses, users } from '@fardin/db/schema/accounts';
import type { Address } from '@fardin/core/contract-accounts';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { HttpError } from '../../http/errors';

const MAX_ADDRESSES = 30;
type AddressRow = typeof addresses.$inferSelect;

function present(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    lat: row.lat,
    long: row.lng,
    default: row.isDefault,
  };
}

/**
 * Every change of a shopper's addresses runs in a transaction that first locks the shopper's users
 * row (the shop's one lock order, decision 0011 and 0034): concurrent changes of one shopper run one
 * after the other instead of deadlocking on each other's address rows.
 */
async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A shopper's delivery addresses. Every query names the owner: another user's id answers 404. */
export function createAddressService(db: Db) {
  async function owned(tx: Db, userId: number, id: number): Promise<AddressRow> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw new HttpError(404, 'address.not_found', { message: 'Not found' });
    return row;
  }

  return {
    async list(userId: number): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
      return rows.map(present);
    },

    /** The first address becomes the default (a partial unique index keeps it to one). */
    async add(
      userId: number,
      input: { name: string; description: string; lat: number; long: number },
    ): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
        if (existing.length >= MAX_ADDRESSES)
          throw new HttpError(422, 'address.limit_reached', {
            message: ACCOUNT_TEXT.addressError,
            params: { max: MAX_ADDRESSES },
            field: 'name',
            errors: { name: [`At most ${MAX_ADDRESSES} addresses`] },
          });
        const [row] = await tx
          .insert(addresses)
          .values({
            userId,
            name: input.name,
            description: input.description,
            lat: input.lat,
            lng: input.long,
            isDefault: existing.length === 0,
          })
          .returning();
        return present(row!);
      });
    },

    async setDefault(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        await owned(tx, userId, id);
        // The old default first: the unique index never sees two at once.
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
        await tx
          .update(addresses)
          .set({ isDefault: true })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      });
    },

    /** Deleting the default makes the oldest remaining address the default. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const row = await owned(tx, userId, id);
        await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
        if (!row.isDefault) return;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.id))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
