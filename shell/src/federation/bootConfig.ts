// Light modules only: the page's measurements read the boot block before the app starts (§2.4).
import { apiPaths } from '@mealprep/shared/api-paths';
import {
  BOOT_ELEMENT_ID,
  type BootConfig,
  type RemoteMap,
} from '@mealprep/shared/federation-contracts';
import { REMOTE_NAMES } from '@mealprep/shared/route-table';

function isRemoteMap(value: unknown): value is RemoteMap {
  if (!value || typeof value !== 'object') return false;
  return REMOTE_NAMES.every((name) => {
    const entry = (value as Record<string, unknown>)[name];
    return (
      !!entry &&
      typeof (entry as { entry?: unknown }).entry === 'string' &&
      typeof (entry as { version?: unknown }).version === 'string' &&
      ['undefined', 'string'].includes(typeof (entry as { integrity?: unknown }).integrity)
    );
  });
}

/** The runtime config the server inlined into index.html (docs/architecture.md §2), if any. */
export function readInlineBootConfig(doc: Document): BootConfig | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<BootConfig>;
    if (typeof parsed.apiBaseUrl !== 'string' || !isRemoteMap(parsed.remotes)) return null;
    return { apiBaseUrl: parsed.apiBaseUrl, remotes: parsed.remotes };
  } catch {
    return null;
  }
}

/**
 * Where the remotes are: the inlined answer, else the registry (`GET /api/v1/remotes`), else the
 * `remotes.json` baked into this build, so the shop still starts when the registry is down.
 */
export async function resolveBootConfig(
  doc: Document,
  fetchJson: (url: string) => Promise<unknown>,
  fallback: RemoteMap,
): Promise<BootConfig> {
  const inline = readInlineBootConfig(doc);
  if (inline) return inline;
  try {
    const answer = (await fetchJson(apiPaths.remotes)) as { data?: unknown };
    if (isRemoteMap(answer?.data)) return { apiBaseUrl: '', remotes: answer.data };
  } catch {
    // fall through to the baked map
  }
  return { apiBaseUrl: '', remotes: fallback };
}
