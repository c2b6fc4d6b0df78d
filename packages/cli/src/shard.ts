/**
 * `--shard i/n`: the files split into n parts, the same on every machine for the same files, so
 * that a CI matrix of n jobs checks every file exactly once. The parts are even by size: the files,
 * largest first (ties by path), each go to the part with the fewest bytes so far (ties: the lowest
 * part), the longest-processing-time rule, which keeps the largest part within 4/3 of the best split.
 * The lightest part is found with a heap of the parts that have files (the others are all empty,
 * the lowest of them first), so n can be large: time and memory grow with the files, not with n.
 */
import type { Shard } from "./options.js";

export interface Sized {
  readonly path: string;
  readonly size: number;
}

/** The n parts of `files`, each in path order. */
export function partition<T extends Sized>(files: readonly T[], count: number): T[][] {
  const parts: T[][] = Array.from({ length: count }, () => []);
  const order = bySizeThenPath(files);
  const part = partsOf(order, count);
  order.forEach((file, i) => (parts[part[i] as number] as T[]).push(file));
  for (const files of parts) files.sort(byPath);
  return parts;
}

export function shardOf<T extends Sized>(files: readonly T[], shard: Shard): T[] {
  const order = bySizeThenPath(files);
  const part = partsOf(order, shard.count);
  return order.filter((_, i) => part[i] === shard.index - 1).sort(byPath);
}

function bySizeThenPath<T extends Sized>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => b.size - a.size || byPath(a, b));
}

function byPath(a: Sized, b: Sized): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** The part of each file of `order`, by the rule above. */
function partsOf(order: readonly Sized[], count: number): Int32Array {
  const part = new Int32Array(order.length);
  const heap = new PartHeap();
  let firstEmpty = 0;
  order.forEach((file, i) => {
    const top = heap.peek();
    // The lowest empty part wins over the parts with files unless one of them has no bytes either
    // (their indices are all lower).
    const useEmpty = firstEmpty < count && (top === undefined || top.load > 0);
    if (useEmpty) {
      part[i] = firstEmpty;
      heap.push({ load: file.size, index: firstEmpty++ });
    } else {
      const lightest = heap.pop()!;
      part[i] = lightest.index;
      heap.push({ load: lightest.load + file.size, index: lightest.index });
    }
  });
  return part;
}

interface Load {
  readonly load: number;
  readonly index: number;
}

/** A binary min-heap of parts by (load, index). */
class PartHeap {
  private readonly items: Load[] = [];

  peek(): Load | undefined {
    return this.items[0];
  }

  push(item: Load): void {
    const items = this.items;
    let i = items.length;
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!lighter(item, items[parent] as Load)) break;
      items[i] = items[parent] as Load;
      i = parent;
    }
    items[i] = item;
  }

  pop(): Load | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && lighter(items[right] as Load, items[left] as Load) ? right : left;
      if (!lighter(items[child] as Load, last)) break;
      items[i] = items[child] as Load;
      i = child;
    }
    items[i] = last;
    return top;
  }
}

function lighter(a: Load, b: Load): boolean {
  return a.load < b.load || (a.load === b.load && a.index < b.index);
}
