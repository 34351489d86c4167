import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { isUniqueViolation } from '../db';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export interface PersonalDetails {
  email: string;
  firstName: string;
  lastName: string;
  phoneNo: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  countryCode: string;
  emailNotifications?: boolean;
  reminderEmails?: boolean;
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Users, looked up by id or case-insensitive e-mail. Pass a transaction as `tx` to join one. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number, tx: Database = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string, tx: Database = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(byEmail(email)).limit(1);
    return row ?? null;
  }

  /** null when the e-mail is already registered (in any letter case). */
  async create(user: NewUser, tx: Database = this.db): Promise<UserRow | null> {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Updates the user's own row; null when the new e-mail belongs to someone else. */
  async updateDetails(
    id: number,
    details: PersonalDetails,
    tx: Database = this.db,
  ): Promise<UserRow | null> {
    try {
      // A savepoint inside a caller's transaction: a taken e-mail must not abort it.
      const [row] = await tx.transaction((inner) =>
        inner
          .update(users)
          .set({ ...details, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      );
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Records that the owner of `email` opened its link, if it is still the account's address;
   * null otherwise. A second proof keeps the first date.
   */
  async markVerified(
    id: number,
    email: string,
    now: Date,
    tx: Database = this.db,
  ): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(users.id, id), byEmail(email)))
      .returning();
    return row ?? null;
  }

  /** The new address an e-mail change waits to have proven (null: none). */
  async setPendingEmail(id: number, email: string | null, tx: Database = this.db) {
    await tx
      .update(users)
      .set({ pendingEmail: email, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Makes the pending address the account's, proven now, if `email` is still the one pending:
   * null when it is not, 'taken' when another account registered it meanwhile.
   */
  async applyPendingEmail(
    id: number,
    email: string,
    now: Date,
    tx: Database = this.db,
  ): Promise<UserRow | 'taken' | null> {
    try {
      // A savepoint inside a caller's transaction: a taken e-mail must not abort it.
      const [row] = await tx.transaction((inner) =>
        inner
          .update(users)
          .set({
            email: sql`${users.pendingEmail}`,
            pendingEmail: null,
            emailVerifiedAt: now,
            updatedAt: now,
          })
          .where(and(eq(users.id, id), sql`lower(${users.pendingEmail}) = lower(${email})`))
          .returning(),
      );
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string, tx: Database = this.db) {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  /** Sets the picture and answers the one it replaced. */
  async replaceProfileImage(
    id: number,
    profileImage: string,
    tx: Database = this.db,
  ): Promise<{ user: UserRow; previous: string | null } | null> {
    return tx.transaction(async (inner) => {
      const [before] = await inner
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!before) return null;
      const [user] = await inner
        .update(users)
        .set({ profileImage, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user ? { user, previous: before.profileImage } : null;
    });
  }
}
