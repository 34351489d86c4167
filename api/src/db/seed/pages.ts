/** The home and about page sections (docs/architecture.md §6). */
import type { Database } from '../index';
import { pageSections } from '../schema';
import { PAGE_SECTIONS } from '../seed-data/pages';

/** Adds the missing sections, numbered within their page; answers how many were added. */
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
  }
  return sectionsAdded;
}
