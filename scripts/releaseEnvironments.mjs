// The release CLI's environments (docs/architecture.md §3.4): pin on staging, promote the build
// staging serves to production, over the same HTTP client as the other commands.

export const ENVIRONMENT_USAGE = `  stage <remote> <version> --reason TEXT
      Serve a published version on staging; production is unchanged. Admins see staging in
      their browser with the switch on /admin/releases.
  promote-staging <remote> [--reason TEXT]
      Pin in production the very build staging serves (same files and digests, never rebuilt).
  history <remote> [--environment production|staging]`;

/** Runs an environment command, or answers undefined when `command` is not one. */
export async function environmentCommand(
  command,
  args,
  options,
  { api, out, remoteArg, CliError },
) {
  if (command === 'stage') {
    const remote = remoteArg(args[0]);
    if (!args[1]) throw new CliError('stage needs a version');
    if (!options.reason) throw new CliError('stage needs --reason');
    const data = await api.request('POST', `/api/v1/admin/releases/${remote}/staging/pin`, {
      version: args[1],
      reason: options.reason,
    });
    return out(data, `${remote} on staging: ${data.pinned}`);
  }
  if (command === 'promote-staging') {
    const remote = remoteArg(args[0]);
    const data = await api.request('POST', `/api/v1/admin/releases/${remote}/staging/promote`, {
      reason: options.reason ?? 'promoted from staging with the release CLI',
    });
    return out(data, `${remote} production pinned to ${data.pinned}, the build staging serves`);
  }
  return undefined;
}

/** `?environment=…` for `history`, checked before asking the server. */
export function historyQuery(options, CliError) {
  const environment = options.environment;
  if (environment === undefined) return '';
  if (!['production', 'staging'].includes(environment)) {
    throw new CliError(`--environment must be production or staging, got "${environment}"`);
  }
  return `?environment=${environment}`;
}
