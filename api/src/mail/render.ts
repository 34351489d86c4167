import type { ReactElement } from 'react';
import { render } from '@react-email/render';

/**
 * One template, both parts (docs/architecture.md §7.1): the HTML as React Email renders it, and
 * the plain text derived from the same tree (links written out after their words).
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        selectors: [
          { selector: 'img', format: 'skip' },
          { selector: 'h1', options: { uppercase: false } },
          // A line and its amount side by side, as in the HTML.
          { selector: 'table.amount-row', format: 'dataTable', options: { maxColumnWidth: 60 } },
        ],
      },
    }),
  ]);
  return { html, text };
}
