import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESS_LIMIT } from '@mealprep/shared/account';
import type { Address } from '@mealprep/shared/account/contracts';
import { type AddressInput, normalizeMalaysianPhone } from '@mealprep/shared/validation';
import type { Database } from '../db';
import { users } from '../db/schema';
import { addresses } from '../db/tables/commerce';

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    unit_no: row.unitNo,
    address_1: row.address1,
    address_2: row.address2,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    is_default: row.isDefault,
  };
}

function columns(input: AddressInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    unitNo: input.unit_no ?? null,
    address1: input.address_1,
    address2: input.address_2 ?? null,
    state: input.state,
    city: input.city,
    postcode: input.postcode,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: normalizeMalaysianPhone(input.phone) ?? input.phone,
  };
}

export type CreateResult = { address: Address } | 'limit';

/**
 * A customer's addresses, always scoped to the user in the query (a foreign id behaves like a
 * missing one). Every change runs in a transaction that first locks the customer's row, so
 * concurrent changes of one customer's addresses run one after the other and the "exactly one
 * default" rule (docs/spec.md §4) always holds; the partial unique index `addresses_one_default` is the
 * backstop in the database.
 */
export class AddressesRepository {
  constructor(private readonly db: Database) {}

  async list(userId: number, tx: Database = this.db): Promise<Address[]> {
    const rows = await tx
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  async find(userId: number, id: number, tx: Database = this.db): Promise<Address | null> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row ? toAddress(row) : null;
  }

  private async lockCustomer(tx: Database, userId: number) {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`,
    );
  }

  /** The first address becomes the default; `is_default` moves the default to the new one. */
  async create(userId: number, input: AddressInput): Promise<CreateResult> {
    return this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, userId);
      const count = await tx.$count(addresses, eq(addresses.userId, userId));
      if (count >= ADDRESS_LIMIT) return 'limit';
      const isDefault = count === 0 || input.is_default === true;
      if (isDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false, updatedAt: new Date() })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      }
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...columns(input), isDefault })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return { address: toAddress(row) };
    });
  }

  /**
   * Re-saves an address; `is_default` true makes it the default. The default cannot be switched
   * off by itself (a customer with addresses always has one): choose another as default instead.
   */
  async update(userId: number, id: number, input: AddressInput): Promise<Address | null> {
    return this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, userId);
      const current = await this.find(userId, id, tx);
      if (!current) return null;
      const isDefault = current.is_default || input.is_default === true;
      if (isDefault && !current.is_default) {
        await tx
          .update(addresses)
          .set({ isDefault: false, updatedAt: new Date() })
          .where(
            and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)),
          );
      }
      const [row] = await tx
        .update(addresses)
        .set({ ...columns(input), isDefault, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row ? toAddress(row) : null;
    });
  }

  /** Deleting the default hands it to the most recently added of the others. */
  async remove(userId: number, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockCustomer(tx, userId);
      const [removed] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!removed) return false;
      if (removed.isDefault) {
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (next) {
          await tx
            .update(addresses)
            .set({ isDefault: true, updatedAt: new Date() })
            .where(and(eq(addresses.id, next.id), eq(addresses.userId, userId)));
        }
      }
      return true;
    });
  }
}
