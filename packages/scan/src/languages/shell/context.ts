/**
 * What a shell word flows into: an argument of a command (its role from callees.ts), the value of
 * a variable (`URL=...`, `export URL=...`, `local url=...`, an array's element, `${URL:-default}`),
 * an operand of a test's `=`, `==` or `!=` (a comparison; the pattern of `=~` a search pattern),
 * or a `case` pattern (a comparison: a pattern, never a URI of its own).
 */
import type { StringContext } from "@urilint/core";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole } from "./callees.js";

export const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const SEARCH_PATTERN: StringContext = { kind: "search-pattern" };

/** The nodes of a command that are not its arguments. */
const NOT_ARGUMENTS: ReadonlySet<string> = new Set([
  "command_name",
  "variable_assignment",
  "file_redirect",
  "herestring_redirect",
  "heredoc_redirect",
  "comment",
]);

/** The parents (an array's parent, for a word in an array) that give a word a context: under any other it has none. */
const CONTEXT_PARENTS: ReadonlySet<string> = new Set([
  "variable_assignment",
  "expansion",
  "binary_expression",
  "case_item",
  "command",
]);

/** Whether a word whose parent (its array's, in an array) is of type `parentType` may have a context. */
export function mayHaveContext(parentType: string | undefined): boolean {
  return parentType !== undefined && CONTEXT_PARENTS.has(parentType);
}

/** Commands that run the command their first word names. */
const WRAPPERS: ReadonlySet<string> = new Set(["command", "builtin", "exec", "sudo", "nohup", "time"]);

/**
 * What a walk has read of a command a word is an argument of, or of an assignment a word is the
 * value of, as it passed their children (a word's context then asks the runtime for no node): the
 * command's name (the assignment's: its variable), the ranges of the command's arguments in order,
 * and the child the walk is in.
 */
export class WordsRead {
  nameStart = -1;
  nameEnd = -1;
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  /** The argument the walk is in (-1: the child it is in is no argument)... */
  current = -1;
  /** ...and where the child it is in starts. */
  currentStart = -1;

  /** A child of a command (`named`: not a token), as the walk enters it. */
  commandChild(type: string, named: boolean, start: number, end: number): void {
    this.currentStart = start;
    this.current = -1;
    if (type === "command_name") {
      if (this.nameStart >= 0) return;
      this.nameStart = start;
      this.nameEnd = end;
    } else if (named && !NOT_ARGUMENTS.has(type)) {
      this.current = this.starts.length;
      this.starts.push(start);
      this.ends.push(end);
    }
  }

  /** A child of an assignment, as the walk enters it. */
  assignmentChild(type: string, start: number, end: number): void {
    this.currentStart = start;
    if (this.nameStart < 0 && (type === "variable_name" || type === "subscript")) {
      this.nameStart = start;
      this.nameEnd = end;
    }
  }
}

/** Whether an argument's context needs the words after it, which a walk has not read yet. */
export function needsLaterWords(callee: string): boolean {
  return callee === "test" || callee === "[";
}

/** The context of the argument of a command the walk is in, from what it read (`needsLaterWords` false). */
export function argumentContextRead(text: string, read: WordsRead): StringContext {
  if (read.nameStart < 0 || read.current < 0) return PLAIN;
  const words: string[] = [];
  for (let i = 0; i <= read.current; i++) words.push(text.slice(read.starts[i], read.ends[i]));
  return argumentContext(text.slice(read.nameStart, read.nameEnd), words, read.current);
}

/** The context of the value of an assignment the walk is in, from what it read. */
export function assignedContextRead(text: string, read: WordsRead): StringContext {
  if (read.nameStart < 0 || read.nameStart === read.currentStart) return PLAIN;
  return namedBy(text.slice(read.nameStart, read.nameEnd));
}

function namedBy(spelled: string): StringContext {
  return { kind: "named", name: spelled.replace(/\[.*$/s, "") };
}

/** The context of the word `node`, from the tree. */
export function contextOf(text: string, node: SyntaxNode): StringContext {
  let child = node;
  let parent = node.parent;
  if (parent?.type === "array") {
    child = parent;
    parent = parent.parent;
  }
  if (parent === null) return PLAIN;
  switch (parent.type) {
    case "variable_assignment":
    case "expansion": {
      const name = parent.namedChildren.find((c) => c?.type === "variable_name" || c?.type === "subscript");
      if (name === null || name === undefined || name.startIndex === child.startIndex) return PLAIN;
      return namedBy(text.slice(name.startIndex, name.endIndex));
    }
    case "binary_expression": {
      const operator = parent.childForFieldName("operator")?.type ?? operatorOf(parent);
      if (operator === "=~") return child.startIndex === parent.startIndex ? PLAIN : SEARCH_PATTERN;
      return operator === "=" || operator === "==" || operator === "!=" ? COMPARISON : PLAIN;
    }
    case "case_item":
      // The words before `)` are its patterns; a `case` value is the statement's.
      return COMPARISON;
    case "command":
      return commandContext(text, parent, child);
    default:
      return PLAIN;
  }
}

function operatorOf(binary: SyntaxNode): string {
  for (const child of binary.children) if (child !== null && !child.isNamed) return child.type;
  return "";
}

/** An argument of `command`: a sink of the command's name, its role from the shell's table. */
function commandContext(text: string, command: SyntaxNode, argument: SyntaxNode): StringContext {
  const name = command.childForFieldName("name");
  if (name === null) return PLAIN;
  const words: string[] = [];
  let index = -1;
  for (const child of command.namedChildren) {
    if (child === null || NOT_ARGUMENTS.has(child.type)) continue;
    if (child.startIndex === argument.startIndex) index = words.length;
    words.push(text.slice(child.startIndex, child.endIndex));
  }
  return argumentContext(text.slice(name.startIndex, name.endIndex), words, index);
}

/** The context of the argument at `index` (-1: none) of `words`, the arguments of the command `callee`. */
function argumentContext(callee: string, words: readonly string[], index: number): StringContext {
  if (index < 0) return PLAIN;
  // `command curl URL`, `sudo wget URL`: the command run is the wrapper's first word.
  if (WRAPPERS.has(callee) && index > 0 && words[0] !== undefined && !words[0].startsWith("-")) {
    const [wrapped, ...rest] = words as [string, ...string[]];
    return { kind: "sink", callee: wrapped, argument: index - 1, role: argumentRole(wrapped, rest, index - 1) };
  }
  // `test a = b`: its operands are compared.
  if (callee === "test" || callee === "[") {
    return words[index - 1] === "=" ||
      words[index + 1] === "=" ||
      words[index - 1] === "!=" ||
      words[index + 1] === "!=" ||
      words[index - 1] === "==" ||
      words[index + 1] === "=="
      ? COMPARISON
      : PLAIN;
  }
  return { kind: "sink", callee, argument: index, role: argumentRole(callee, words, index) };
}
