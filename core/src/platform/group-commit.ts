/**
 * Group commit: many callers' writes (or reads) as one statement, each caller still getting its own answer.
 *
 * - At most one batch is in flight. An item submitted while the committer is idle leaves at the end of the current
 *   turn of the event loop (with whatever else that turn submitted); items submitted while a batch is in flight wait
 *   and go together as the next one. So an idle committer adds no wait to speak of, and a busy one's batches grow
 *   with its round trip: under load, one statement (one socket write, one reply to parse) for many callers.
 * - An item whose key is already in the batch waits for the next batch, so a statement never sees one row twice
 *   (an UPDATE ... FROM would apply only one of them). A batch holds at most `max` items.
 * - When a batch fails, its items are committed one by one, so one bad item (a value the database refuses) fails
 *   its own caller only, never its neighbours'.
 */
export function createGroupCommit<I, R>(options: {
  /** Commits the items in one statement; resolves with one answer per item, in order. */
  commit(items: readonly I[]): Promise<readonly R[]>;
  /** Items with the same key never share a batch. */
  key?(item: NoInfer<I>): string;
  /** Most items in one batch (default 200). */
  max?: number;
}): (item: I) => Promise<R> {
  const max = options.max ?? 200;
  interface Pending {
    item: I;
    resolve(answer: R): void;
    reject(err: unknown): void;
  }
  let queue: Pending[] = [];
  let busy = false;

  const take = (): Pending[] => {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const keys = new Set<string>();
    for (const pending of queue) {
      const key = options.key?.(pending.item);
      if (batch.length >= max || (key !== undefined && keys.has(key))) rest.push(pending);
      else {
        batch.push(pending);
        if (key !== undefined) keys.add(key);
      }
    }
    queue = rest;
    return batch;
  };

  const commitOne = (pending: Pending) =>
    Promise.resolve()
      .then(() => options.commit([pending.item]))
      .then((answers) => pending.resolve(answers[0]!), pending.reject);

  const run = async () => {
    while (queue.length > 0) {
      const batch = take();
      try {
        const answers = await options.commit(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(answers[i]!));
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else await Promise.all(batch.map(commitOne));
      }
    }
    busy = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(() => void run());
    });
}
