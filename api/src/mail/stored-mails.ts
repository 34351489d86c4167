import type { EmailOutboxRepository, OutboxRow } from '../repositories/email-outbox';
import { renderStored } from './templates/registry';

/** An outbox row with its parts: written rendered, or rendered from its template since. */
export type RenderedOutboxRow = OutboxRow & { textBody: string };

/**
 * `row` with its text and HTML parts (docs/mail-rendering.md). A row written as a template is
 * rendered here, by whoever needs its parts first (the sending job, the admin's outbox page),
 * and the parts are stored, so it is rendered once and reads the same ever after. Throws a
 * MailTemplateError when its template cannot render its data.
 */
export async function renderedRow(
  outbox: EmailOutboxRepository,
  row: OutboxRow,
): Promise<RenderedOutboxRow> {
  if (row.textBody !== null) return { ...row, textBody: row.textBody };
  const parts = await renderStored(row.template, row.templateProps);
  // Two readers may render the same row at once: the first to store its parts wins, and both
  // answer with what was stored (the same template and data render the same parts).
  const stored = await outbox.storeParts(row.id, parts);
  return { ...row, textBody: stored.text, htmlBody: stored.html };
}
