/** Runs `work` on each item, in the items' order, `atOnce` at a time (each on a connection of its own). */
export async function eachAtOnce<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: atOnce }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}
