import type { Task } from '../schema/index.js';

/**
 * Cut a task list into consecutive chunks of at most `max` steps (one task bullet,
 * nested or not, is one step), in order:
 * - a top-level bullet stays with its nested bullets whenever that tree fits in a chunk;
 * - a tree larger than `max` alone starts a new chunk and is cut inside, in order;
 * - chunks are filled greedily in order (the fewest chunks under these rules), then
 *   evened out: the smallest chunk limit that keeps that count and cuts no tree
 *   that fits is used, so 21 flat steps become 11 + 10, not 20 + 1.
 * Returns `[tasks]` unchanged when they already fit.
 */
export function splitTasks(tasks: readonly Task[], max: number): Task[][] {
  if (max < 1) throw new RangeError(`splitTasks: max must be ≥ 1, got ${max}`);
  if (tasks.length <= max) return [[...tasks]];
  const trees = bulletTrees(tasks);
  const greedy = pack(trees, max, max)!;
  for (let limit = Math.ceil(tasks.length / greedy.length); limit < max; limit++) {
    const chunks = pack(trees, limit, max);
    if (chunks !== null && chunks.length === greedy.length) return chunks;
  }
  return greedy;
}

/** Top-level bullets with the nested bullets that follow them (a leading nested bullet forms its own tree). */
function bulletTrees(tasks: readonly Task[]): Task[][] {
  const trees: Task[][] = [];
  for (const task of tasks) {
    const current = trees[trees.length - 1];
    if (task.depth === 0 || current === undefined) trees.push([task]);
    else current.push(task);
  }
  return trees;
}

/** Chunks of ≤ limit steps; null when a tree that fits in `max` would have to be cut. */
function pack(trees: readonly (readonly Task[])[], limit: number, max: number): Task[][] | null {
  const chunks: Task[][] = [];
  let current: Task[] = [];
  for (const tree of trees) {
    if (current.length + tree.length <= limit) {
      current.push(...tree);
      continue;
    }
    if (current.length > 0) chunks.push(current);
    current = [];
    if (tree.length <= limit) {
      current = [...tree];
      continue;
    }
    if (tree.length <= max) return null;
    let start = 0;
    for (; tree.length - start > limit; start += limit) chunks.push(tree.slice(start, start + limit));
    current = tree.slice(start);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
