/**
 * What the release registry checks before a remote version may be served (docs/architecture.md §3),
 * derived from the code's own contracts rather than a hand-kept list: every remote that owns a
 * route in the route table must expose `./routes`, and every widget in `RemoteWidgets` must stay
 * exposed by its remote. No React and no side effects: the API imports this file.
 */
import { REMOTE_WIDGET_IDS } from './contracts';
import { routeTable, type RemoteName } from '../routes/routeTable';

/**
 * Libraries that exist once in the page (scripts/webpack/appConfig.js `SINGLETONS`; an API test
 * keeps the two lists equal). A remote's copy must satisfy the shell's range for each.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-intl',
  'styled-components',
  '@mealprep/shared',
] as const;

/**
 * Libraries the apps once shared as singletons and now reach through one of shared's entries
 * (docs/architecture.md §2.3). A build that still shares one was made for an older shell: its
 * copy would be a second instance beside the shell's (a second router context), so it is refused.
 */
export const RETIRED_SINGLETONS: Readonly<Record<string, string>> = {
  'react-router-dom': '@mealprep/shared/router',
};

/**
 * Libraries the apps once shared as singletons and now reach through shared's store and api
 * entries, without a refusal (docs/architecture.md §2.3 "A lean shared store"). A build made for an
 * older shell still shares them; its copy runs beside the shell's and works, because react-redux
 * keeps its context in one global slot per React and `skipToken` is a `Symbol.for` — both only
 * within one major version. So its copy is still checked against the shell's range.
 */
export const FORMER_SINGLETONS = ['redux', '@reduxjs/toolkit', 'react-redux'] as const;

/** A shared module id (`react-dom/client`, `@mealprep/shared/ui`) → its package name. */
export function packageOf(moduleId: string): string {
  const parts = moduleId.split('/');
  return moduleId.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? moduleId);
}

/** Who needs an exposed module: `shell` (the route table) or `<remote>` (a RemoteWidget user). */
export interface RequiredExpose {
  /** As the manifest names it, without `./` (`routes`, `MealPlan`). */
  expose: string;
  usedBy: string;
}

/** The modules `remote` must keep exposing, each with the part that uses it. */
export function requiredExposes(remote: RemoteName): RequiredExpose[] {
  const required: RequiredExpose[] = [];
  if (Object.values(routeTable).some((route) => route.remote === remote)) {
    required.push({ expose: 'routes', usedBy: 'shell' });
  }
  for (const id of REMOTE_WIDGET_IDS) {
    const [owner, expose] = id.split('/') as [string, string];
    if (owner === remote) required.push({ expose, usedBy: 'RemoteWidget' });
  }
  return required;
}
