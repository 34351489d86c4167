import type { RootState } from '@mealprep/shared/store';
import { REMOTE_NAMES, type RemoteName } from '@mealprep/shared/routes';

import {
  REMOTE_WIDGET_IDS,
  SERVER_STATE_ELEMENT_ID,
  type RemoteWidgets,
} from '@mealprep/shared/federation-contracts';

export interface ServerRender {
  /** The remote whose page the server rendered (null: the page's slot is left to the browser). */
  remote: RemoteName | null;
  /** Other remotes' widgets in the HTML: loaded before the page is hydrated, as the server had them. */
  widgets: (keyof RemoteWidgets)[];
  /** The store the server rendered with: the browser starts from it. */
  state: Partial<RootState>;
}

/** What the server rendered this page with, or null for a page to render in the browser. */
export function readServerRender(doc: Document): ServerRender | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as {
      remote?: unknown;
      widgets?: unknown;
      state?: unknown;
    };
    if (!parsed.state || typeof parsed.state !== 'object') return null;
    const remote = REMOTE_NAMES.find((name) => name === parsed.remote) ?? null;
    const widgets = Array.isArray(parsed.widgets)
      ? REMOTE_WIDGET_IDS.filter((id) => (parsed.widgets as unknown[]).includes(id))
      : [];
    return { remote, widgets, state: parsed.state as Partial<RootState> };
  } catch {
    return null;
  }
}
