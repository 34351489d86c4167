/**
 * An open-loop HTTP load in a process of its own (forked by a bench, talking over IPC): the
 * requests it is handed are sent on schedule at `rate` a second whatever the answers, so a slow
 * answer does not hide the queue behind it, and the server under test does not share its event
 * loop or its core with the client.
 */
interface LoadRequest {
  url: string;
  rate: number;
  requests: { body: string; headers: Record<string, string> }[];
  /** Sent first and not timed (connections, pools, JIT). */
  warmUp: number;
}

export interface LoadResult {
  latencies: number[];
  statuses: [string, number][];
  elapsedMs: number;
}

async function run({ url, rate, requests, warmUp }: LoadRequest): Promise<LoadResult> {
  const send = (request: LoadRequest['requests'][number]) =>
    fetch(url, { method: 'POST', headers: request.headers, body: request.body });
  const first = requests[0];
  for (let round = 0; first && round < warmUp / 10; round += 1) {
    await Promise.all(
      Array.from({ length: 10 }, () => send(first).then((response) => response.arrayBuffer())),
    );
  }
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (const [index, request] of requests.entries()) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    pending.push(
      send(request)
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - sentAt);
          statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
        })
        .catch((error: unknown) => {
          const cause =
            error instanceof Error && error.cause instanceof Error ? error.cause : error;
          const key = `error (${cause instanceof Error ? cause.message : String(cause)})`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(pending);
  return { latencies, statuses: [...statuses], elapsedMs: performance.now() - started };
}

process.once('message', (request: LoadRequest) => {
  void run(request).then((result) => {
    process.send?.(result, () => process.exit(0));
  });
});
