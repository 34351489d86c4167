// The release CLI's staged rollouts (docs/architecture.md §3.3): `rollout`, `pause`, `resume`
// and `abort`, over the same HTTP client as the other commands (scripts/release.mjs).

export const ROLLOUT_USAGE = `  rollout <remote> <version> [--steps P:MIN:N,…] [--failure-threshold P] [--min-loads N] [--reason TEXT]
      A staged rollout: each step serves P % of visitors for at least MIN minutes and until the
      canary has N page views measured, then moves on when the canary analysis passes; the last
      step (100 %) pins the version. Default 5 → 25 → 50 → 100 %, an hour each.
  pause <remote> [--reason TEXT]
  resume <remote> [--reason TEXT]
  abort <remote> [--reason TEXT]
      Hold a rollout at its step, go on (the step's minimum duration starts again), or stop it.`;

/** `5:60:100,25:60:200,100:30:400` → the API's steps; a message for anything else. */
export function parseSteps(text, CliError) {
  return text.split(',').map((part) => {
    const match = /^\s*(\d+):(\d+):(\d+)\s*$/.exec(part);
    if (!match) {
      throw new CliError(
        `--steps takes percent:minutes:sample triples separated by commas, such as 5:60:100,100:60:400; got "${part}"`,
      );
    }
    return {
      percent: Number(match[1]),
      min_minutes: Number(match[2]),
      min_sample: Number(match[3]),
    };
  });
}

/** Runs a rollout command, or answers undefined when `command` is not one. */
export async function rolloutCommand(
  command,
  args,
  options,
  { api, out, remoteArg, integerOption, CliError },
) {
  const verbs = { pause: 'paused', resume: 'resumed', abort: 'aborted' };
  if (command === 'rollout') {
    const remote = remoteArg(args[0]);
    if (!args[1]) throw new CliError('rollout needs a version');
    const data = await api.request('POST', `/api/v1/admin/releases/${remote}/rollout`, {
      version: args[1],
      ...(options.steps === undefined ? {} : { steps: parseSteps(options.steps, CliError) }),
      ...(options['failure-threshold'] === undefined
        ? {}
        : { failure_threshold: integerOption(options, 'failure-threshold') }),
      ...(options['min-loads'] === undefined
        ? {}
        : { min_loads: integerOption(options, 'min-loads') }),
      reason: options.reason ?? `rollout of ${args[1]} from the release CLI`,
    });
    return out(
      data,
      `${remote} rollout of ${data.version} started at ${data.percent} % of visitors`,
    );
  }
  if (command in verbs) {
    const remote = remoteArg(args[0]);
    const data = await api.request('POST', `/api/v1/admin/releases/${remote}/rollout/${command}`, {
      reason: options.reason ?? `${verbs[command]} from the release CLI`,
    });
    return out(
      data,
      command === 'abort'
        ? `${remote} rollout of ${data.version} aborted; visitors get the pinned version`
        : `${remote} rollout of ${data.version} ${verbs[command]} at ${data.percent} %`,
    );
  }
  return undefined;
}

const HOLDS = {
  verdict: (gate) => `the analysis (${gate.verdict ?? 'no verdict'})`,
  duration: () => 'its minimum duration',
  sample: (gate, step) => `its sample (${gate.views} of ${step.minSample} page views)`,
};

/** The status lines of a rollout: its steps, where it is, what holds it. */
export function formatRollout(rollout, pad) {
  const steps = rollout.steps
    .map((step, i) => (i === rollout.step ? `[${step.percent} %]` : `${step.percent} %`))
    .join(' → ');
  const step = rollout.steps[rollout.step];
  const lines = [
    `${pad} rollout ${steps}, step ${rollout.step + 1} of ${rollout.steps.length} since ${rollout.stepStartedAt}`,
  ];
  if (rollout.pausedAt) lines.push(`${pad}   paused since ${rollout.pausedAt}`);
  else if (rollout.gate?.holding.length) {
    lines.push(
      `${pad}   holding for ${rollout.gate.holding.map((hold) => HOLDS[hold](rollout.gate, step)).join(', ')}`,
    );
  }
  return lines;
}
