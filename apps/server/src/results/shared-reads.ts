/**
 * Reads that the concurrent calls of one screen share: the results summary asks GET /results for
 * every indicator its targets use at once, and each call needs the same lot (with the caller's
 * access) and the same development targets. A read asked for a key joins the batch for that key
 * while the batch has not started; the batch starts on the next turn of the event loop (after the
 * I/O already read), so every call in it arrived before its query ran and reads at least what was
 * written before it arrived (read-your-writes holds, across processes too). Batches are kept per
 * database, so apps sharing a process never share reads.
 */
const batchesByDatabase = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `read()` once for all the callers asking for `key` of `db` before it starts. */
export function readTogether<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  let batches = batchesByDatabase.get(db);
  if (!batches) {
    batches = new Map();
    batchesByDatabase.set(db, batches);
  }
  const joined = batches.get(key);
  if (joined) return joined as Promise<T>;
  const open = batches;
  const batch = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    open.delete(key);
    return read();
  });
  open.set(key, batch);
  return batch;
}
