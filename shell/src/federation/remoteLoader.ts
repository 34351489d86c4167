import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  RemoteLoadError,
  remoteOf,
  type RemoteExposes,
  type RemoteLoader,
  type RemoteMap,
  type RemoteModuleId,
} from '@mealprep/shared/federation';
import type { RemoteName } from '@mealprep/shared/routes';
import { entryIntegrityPlugin } from './entryIntegrity';

export interface RemoteFailure {
  remote: RemoteName;
  version: string | null;
  message: string;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function absolute(entry: string): string {
  return new URL(entry, window.location.href).toString();
}

/**
 * The shell's loader over the federation runtime: remotes registered at run time from the
 * registry's answer, script loads retried, every failure reported once with the remote's version
 * (so the registry can count failures per version), the first successful load of each remote
 * reported too (the rate's denominator), each entry checked against its published digest
 * (entryIntegrity.ts), and `reset` to try a failed remote again without reloading the page.
 */
export function createRemoteLoader(
  remotes: RemoteMap,
  onFailure: (failure: RemoteFailure) => void,
  onLoaded: (remote: RemoteName, version: string | null) => void = () => undefined,
): RemoteLoader {
  const versionOf = (remote: RemoteName) => remotes[remote]?.version ?? null;
  const reportFailures: ModuleFederationRuntimePlugin = {
    name: 'mealprep-report-remote-failures',
    async errorLoadRemote({ id, error }) {
      const remote = remoteOf(id as RemoteModuleId);
      onFailure({ remote, version: versionOf(remote), message: describe(error) });
      return undefined;
    },
  };
  registerPlugins([
    entryIntegrityPlugin(remotes),
    RetryPlugin({ script: { retryTimes: 2, retryDelay: 400 } }),
    reportFailures,
  ]);
  const register = (names: RemoteName[], force: boolean) =>
    registerRemotes(
      names.map((name) => ({ name, entry: absolute(remotes[name].entry) })),
      { force },
    );
  register(Object.keys(remotes) as RemoteName[], false);

  const pending = new Map<RemoteModuleId, Promise<unknown>>();
  const loaded = new Map<RemoteModuleId, unknown>();
  // The registry's failure rate needs successes too: one report per remote and page.
  const reported = new Set<RemoteName>();
  return {
    load<K extends RemoteModuleId>(id: K): Promise<RemoteExposes[K]> {
      let promise = pending.get(id) as Promise<RemoteExposes[K]> | undefined;
      if (!promise) {
        const remote = remoteOf(id);
        promise = loadRemote<RemoteExposes[K]>(id).then((module) => {
          if (!module) throw new RemoteLoadError(remote, versionOf(remote), `${id} is empty`);
          loaded.set(id, module);
          if (!reported.has(remote)) {
            reported.add(remote);
            onLoaded(remote, versionOf(remote));
          }
          return module;
        });
        promise.catch(() => pending.delete(id));
        pending.set(id, promise);
      }
      return promise;
    },
    peek<K extends RemoteModuleId>(id: K) {
      return loaded.get(id) as RemoteExposes[K] | undefined;
    },
    reset(remote) {
      for (const id of pending.keys()) if (remoteOf(id) === remote) pending.delete(id);
      for (const id of loaded.keys()) if (remoteOf(id) === remote) loaded.delete(id);
      register([remote], true);
    },
    versionOf,
  };
}
