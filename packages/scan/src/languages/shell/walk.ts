/**
 * One walk of a shell script's tree for both of its readings, with tree-sitter's cursor (its stack
 * lives in the runtime: no recursion here): the reader's (scan.ts), which visits the nodes that hold
 * a mark, the same nodes in the same order with the same calls as `walkTree` in
 * reading/tree-sitter.ts makes them, and the recovery's (recovery.ts), which needs every string and
 * word that runs across lines: it enters every node that holds a line break and steps over each of
 * its children. Two walks of the same tree would each pay for the cursor's moves and the reads of
 * the nodes both pass (a program's statements, a function's body, most of what runs across lines);
 * here each node is reached once and its end and type read once for both.
 */
import type { Marks } from "../../reading/marks.js";
import type { Descend, Tree, TreeCursor } from "../../reading/tree-sitter.js";
import type { Work } from "../../work.js";

/**
 * What the reader does at each node, as `SyntaxVisitor` (reading/tree-sitter.ts), with the node's
 * type id the walk read, and its start where the walk read it (else -1).
 */
export interface WalkVisitor {
  /** `cursor` stands on the node: read it, never move it. */
  enter(cursor: TreeCursor, typeId: number, start: number, end: number, marked: boolean): Descend;
  /** After the children of every node whose `enter` did not return false. */
  leave(): void;
}

/** A string or a word that runs across lines: its range and whether it lies inside an ERROR node. */
export type StringAcrossLines = readonly [start: number, end: number, inError: boolean];

/** Quoted strings (`"..."`, `'...'`, `$'...'`) and words. */
const STRING_TYPES: ReadonlySet<string> = new Set(["string", "raw_string", "ansi_c_string", "word"]);

/** How many nodes are visited between two checkpoints of a walk. */
const CHECKPOINT = 1024;

/**
 * Walks `tree` (of `text`) once: for `reading`, its visitor at each node that holds one of its
 * marks (`walkTree`'s visits: see there); for `strings` (when given), every string and word that
 * runs across lines, pushed in document order.
 */
export function* walkShell(
  tree: Tree,
  text: string,
  reading: { readonly visitor: WalkVisitor; readonly marks: Marks } | undefined,
  strings: StringAcrossLines[] | undefined,
): Work<void> {
  const types = tree.language.types;
  const visitor = reading?.visitor;
  const marks = reading?.marks;
  const cursor = tree.walk();
  /**
   * For each node entered, from the root down to the cursor's parent: its end, what the reader
   * does with its children (false: nothing, it was not entered or entered no further), whether
   * it runs across lines (the recovery then reaches every child), whether it is an ERROR node.
   */
  const ends: number[] = [];
  const modes: Descend[] = [];
  const acrossLines: boolean[] = [];
  const errors: boolean[] = [];
  let errorDepth = 0;
  /** Where the last node the walk is done with ends: the reader's next mark lies at or after it. */
  let done = 0;
  const nextMark = (): number => (marks as Marks).next(done);
  /**
   * The first line break at or after the start of a node reached before (-1: none, or no
   * recovery): starts never go back in this order, so a node that ends before it lies on one line.
   */
  let lineBreak = strings === undefined ? -1 : text.indexOf("\n");
  try {
    let steps = 0;
    // The node the cursor stands on: its end, whether the reader visits it (and whether it holds a
    // mark), and whether the recovery looks at it (its parent runs across lines).
    let end = cursor.endIndex;
    let visited = visitor !== undefined;
    let marked = visited && nextMark() < end;
    let looked = strings !== undefined;
    for (;;) {
      if (++steps % CHECKPOINT === 0) yield;
      let typeId = -1;
      let start = -1;
      let across = false;
      if (looked && lineBreak !== -1 && lineBreak < end) {
        start = cursor.startIndex;
        if (lineBreak < start) lineBreak = text.indexOf("\n", start);
        if (lineBreak !== -1 && lineBreak < end) {
          across = true;
          typeId = cursor.nodeTypeId;
          if (STRING_TYPES.has(types[typeId] as string))
            (strings as StringAcrossLines[]).push([start, end, errorDepth > 0]);
        }
      }
      let mode: Descend = false;
      if (visited) {
        if (typeId < 0) typeId = cursor.nodeTypeId;
        mode = (visitor as WalkVisitor).enter(cursor, typeId, start, end, marked);
      }
      // Into the node's children: every one where it runs across lines, else those the reader wants.
      if (across || mode !== false) {
        let moved: boolean;
        let childEnd = -1;
        if (across || mode === "all") moved = cursor.gotoFirstChild();
        else if (mode === "untilLastMark") moved = nextMark() < end && cursor.gotoFirstChild();
        else {
          // The first child that holds the next mark.
          const mark = nextMark();
          moved = mark < end && cursor.gotoFirstChild();
          while (moved) {
            childEnd = cursor.endIndex;
            if (childEnd > mark) break;
            done = childEnd;
            if (!cursor.gotoNextSibling()) {
              cursor.gotoParent();
              moved = false;
            }
          }
        }
        if (moved) {
          const isError = (types[typeId] || "ERROR") === "ERROR";
          if (isError) errorDepth++;
          ends.push(end);
          modes.push(mode);
          acrossLines.push(across);
          errors.push(isError);
          const parentEnd = end;
          end = childEnd < 0 ? cursor.endIndex : childEnd;
          visited = readsChild(mode, parentEnd, end);
          marked = visited && nextMark() < end;
          looked = across;
          continue;
        }
        if (mode !== false) (visitor as WalkVisitor).leave();
      }
      done = end;
      // The node is done: on to the next sibling its parent wants, or up past the parents it ends.
      for (;;) {
        const depth = modes.length - 1;
        if (depth < 0) return;
        const parentMode = modes[depth] as Descend;
        const parentEnd = ends[depth] as number;
        const parentAcross = acrossLines[depth] as boolean;
        let found = false;
        let siblingEnd = -1;
        if (parentAcross) {
          // A sibling may still run across lines, or the reader may want one.
          const wanted =
            (lineBreak !== -1 && lineBreak < parentEnd) ||
            parentMode === "all" ||
            (parentMode !== false && nextMark() < parentEnd);
          found = wanted && cursor.gotoNextSibling();
        } else if (parentMode === "all") found = cursor.gotoNextSibling();
        else if (parentMode === "untilLastMark") found = nextMark() < parentEnd && cursor.gotoNextSibling();
        else {
          const mark = nextMark();
          while (mark < parentEnd && cursor.gotoNextSibling()) {
            siblingEnd = cursor.endIndex;
            if (siblingEnd > mark) {
              found = true;
              break;
            }
            done = siblingEnd;
          }
        }
        if (found) {
          end = siblingEnd < 0 ? cursor.endIndex : siblingEnd;
          visited = readsChild(parentMode, parentEnd, end);
          marked = visited && nextMark() < end;
          looked = parentAcross;
          break;
        }
        cursor.gotoParent();
        ends.pop();
        modes.pop();
        acrossLines.pop();
        if (errors.pop() === true) errorDepth--;
        if (parentMode !== false) (visitor as WalkVisitor).leave();
        done = parentEnd;
      }
    }
  } finally {
    cursor.delete();
  }

  /**
   * Whether the reader visits a child (ending at `childEnd`) of a node whose visitor asked for
   * `mode` (ending at `parentEnd`), `walkTree`'s rule: where the parent runs across lines the walk
   * reaches every child, and the reader's are these.
   */
  function readsChild(mode: Descend, parentEnd: number, childEnd: number): boolean {
    if (mode === false) return false;
    if (mode === "all") return true;
    const mark = nextMark();
    if (mode === "untilLastMark") return mark < parentEnd;
    return mark < parentEnd && childEnd > mark;
  }
}
