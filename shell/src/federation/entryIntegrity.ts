import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteMap } from '@mealprep/shared/federation';

/** An address without its query and fragment (a retry may add a query to the same file). */
function withoutQuery(url: string): string {
  const parsed = new URL(url, window.location.href);
  return parsed.origin + parsed.pathname;
}

/**
 * Subresource Integrity for the remotes' entries (docs/architecture.md §3, release integrity):
 * the registry's answer carries each entry's `sha384-...` digest, and this runtime plugin's
 * `createScript` hook gives the federation runtime a script element with that `integrity` and
 * `crossOrigin = 'anonymous'`, so the browser refuses an entry whose bytes differ from the
 * published build, whether it comes from this origin or from a CDN. Entries without a digest
 * (webpack dev servers) load as before.
 */
export function entryIntegrityPlugin(remotes: RemoteMap): ModuleFederationRuntimePlugin {
  const digests = new Map<string, string>();
  for (const { entry, integrity } of Object.values(remotes)) {
    if (integrity) digests.set(withoutQuery(entry), integrity);
  }
  return {
    name: 'mealprep-entry-integrity',
    createScript({ url }) {
      const integrity = digests.get(withoutQuery(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
