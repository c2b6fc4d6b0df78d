/**
 * `--shard i/n`: the files split into n parts, the same on every machine for the same files, so
 * that a CI matrix of n jobs checks every file exactly once. The parts are even by size: the files,
 * largest first (ties by path), each go to the part with the fewest bytes so far (ties: the lowest
 * part), the longest-processing-time rule, which keeps the largest part within 4/3 of the best split.
 */
import type { Shard } from "./options.js";

export interface Sized {
  readonly path: string;
  readonly size: number;
}

/** The n parts of `files`, each in path order. */
export function partition<T extends Sized>(files: readonly T[], count: number): T[][] {
  const parts: T[][] = Array.from({ length: count }, () => []);
  const loads: number[] = new Array<number>(count).fill(0);
  const order = [...files].sort((a, b) => b.size - a.size || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of order) {
    let lightest = 0;
    for (let i = 1; i < count; i++) if ((loads[i] as number) < (loads[lightest] as number)) lightest = i;
    (parts[lightest] as T[]).push(file);
    loads[lightest] = (loads[lightest] as number) + file.size;
  }
  for (const part of parts) part.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return parts;
}

export function shardOf<T extends Sized>(files: readonly T[], shard: Shard): T[] {
  return partition(files, shard.count)[shard.index - 1] as T[];
}
