/** The home and about page sections (docs/architecture.md §6). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../index';
import { pageSections } from '../schema';
import { PAGE_SECTIONS } from '../seed-data/pages';

type Content = Record<string, unknown>;

/**
 * The seed's pictures copied into a stored section wherever the stored item (same place, same
 * `key` or `title`) still has none (`image` empty), with their `image_alt`; everything else —
 * texts an admin edited, pictures chosen since — is left as it is. Answers the new content, or
 * null when nothing was missing.
 */
export function withSeedImages(stored: unknown, seed: unknown): unknown {
  if (Array.isArray(stored) && Array.isArray(seed)) {
    let changed = false;
    const next = stored.map((item: unknown, index) => {
      const filled = withSeedImages(item, seed[index]);
      if (filled === null) return item;
      changed = true;
      return filled;
    });
    return changed ? next : null;
  }
  if (!isRecord(stored) || !isRecord(seed)) return null;
  const sameItem = ['key', 'step'].every((field) => stored[field] === seed[field]);
  let next: Content | null = null;
  if (sameItem && stored.image === '' && typeof seed.image === 'string' && seed.image !== '') {
    next = { ...stored, image: seed.image };
    if (typeof seed.image_alt === 'string') next.image_alt = seed.image_alt;
  }
  for (const [field, value] of Object.entries(stored)) {
    if (!Array.isArray(value) && !isRecord(value)) continue;
    const filled = withSeedImages(value, seed[field]);
    if (filled !== null) next = { ...(next ?? stored), [field]: filled };
  }
  return next;
}

function isRecord(value: unknown): value is Content {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds the missing sections, numbered within their page, and gives sections seeded before their
 * illustrations existed the seed's pictures (withSeedImages); answers how many were added.
 */
export async function seedPages(tx: Database): Promise<number> {
  let sectionsAdded = 0;
  for (const section of PAGE_SECTIONS) {
    const position = PAGE_SECTIONS.filter((s) => s.page === section.page).indexOf(section) + 1;
    const inserted = await tx
      .insert(pageSections)
      .values({ ...section, position })
      .onConflictDoNothing()
      .returning({ id: pageSections.id });
    sectionsAdded += inserted.length;
    if (inserted.length > 0) continue;
    const where = and(eq(pageSections.page, section.page), eq(pageSections.key, section.key));
    const [row] = await tx
      .select({ content: pageSections.content })
      .from(pageSections)
      .where(where);
    const filled = row ? withSeedImages(row.content, section.content) : null;
    if (filled !== null)
      await tx
        .update(pageSections)
        .set({ content: filled as typeof section.content, updatedAt: new Date() })
        .where(where);
  }
  return sectionsAdded;
}
