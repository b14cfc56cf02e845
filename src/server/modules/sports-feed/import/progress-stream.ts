/**
 * Runs a task that reports progress through a callback, and yields each report as it comes, then the
 * task's result. A task error is thrown to the consumer after the reports before it. If the consumer
 * stops listening (the socket closed), the task still runs to its end: an import half done is worse
 * than one nobody watched.
 */
export async function* progressStream<P, R>(
  run: (onProgress: (progress: P) => void) => Promise<R>,
): AsyncGenerator<{ kind: 'progress'; progress: P } | { kind: 'result'; result: R }> {
  const queue: P[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  const task = run((progress) => {
    queue.push(progress);
    wake?.();
  }).finally(() => {
    finished = true;
    wake?.();
  });
  // Observed below; this only keeps an abandoned stream's failure from being an unhandled rejection.
  task.catch(() => {});
  while (true) {
    while (queue.length > 0) yield { kind: 'progress', progress: queue.shift()! };
    if (finished) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
  yield { kind: 'result', result: await task };
}
