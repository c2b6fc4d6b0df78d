/**
 * Candidates in shell scripts, read from tree-sitter's syntax tree (tree-sitter-bash): every word
 * a command, an assignment or a test is given, as one value however many pieces it is written in
 * (`"https://"$HOST'/path'` is one word), each piece read through its own quoting (literal.ts),
 * every expansion (`$VAR`, `${VAR...}`, `$(...)`, backticks, `$((...))`) a hole; the default of
 * `${VAR:-default}` in the context of the variable; a heredoc's body as text, its URI-shaped runs
 * read as prose; the context each word flows into (context.ts); comments (`#`, never the `#!` line)
 * to the comment sink and read as prose. Patterns (`case` items, `=~`, `${VAR#pattern}`) are read
 * as comparisons or not at all.
 */
import type { CommentSpan, StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { Marks } from "../../reading/marks.js";
import { proseCandidate, scanProse, spellingOf, type ProseMatch } from "../../reading/prose.js";
import { readTree, type Descend, type Grammar, type SyntaxNode, type TreeCursor } from "../../reading/tree-sitter.js";
import { ValueBuilder } from "../../reading/value.js";
import { runSync, type Work } from "../../work.js";
import {
  argumentContextRead,
  assignedContextRead,
  contextOf,
  mayHaveContext,
  needsLaterWords,
  PLAIN,
  WordsRead,
} from "./context.js";
import { appendShellText, type Quoting } from "./literal.js";
import { regionsOf, type Region } from "./recovery.js";
import { walkShell, type StringAcrossLines, type WalkVisitor } from "./walk.js";

/** The shell's spellings: a word of one piece without expansions (`quote` is its quote), and any other. */
export const SHELL = "shell";
export const SHELL_TEMPLATE = "shell-template";

/** The nodes a word is made of. */
const WORD_TYPES: ReadonlySet<string> = new Set(["word", "string", "raw_string", "ansi_c_string", "concatenation"]);

/**
 * The pieces of a word (and of its strings) inside which nothing is read: no command, no default
 * value, no comment, no error (tokens of the grammar: they have no children). A word made of these
 * alone, and of `$NAME` expansions where the word holds no error, is not entered further (an
 * anonymous piece, `$`, is taken to hold something).
 */
const INERT_PIECES: ReadonlySet<string> = new Set([
  "word",
  "raw_string",
  "ansi_c_string",
  "string_content",
  "number",
  "variable_name",
]);

/**
 * The characters without one of which a word holds nothing the core reports (no scheme, no
 * authority's `@`, no percent-encoding, no escape that could make one, no character beyond ASCII),
 * and the comments' `#`: the walk enters only the subtrees that hold one.
 */
const MARKS = /[:%@#\\\u0080-\uffff]/g;

/** For `Grammar.kinds`: a table whose every token (anonymous symbol) is 1, every named symbol 0. */
const NO_KINDS: Readonly<Record<string, number>> = {};
const TOKEN = 1;

/** The operators of `${VAR<op>word}` whose word is a value the variable may take. */
const DEFAULT_OPERATORS: ReadonlySet<string> = new Set([":-", "-", ":=", "="]);

/** How many regions of a document are parsed again at most (recovery.ts), and how many times its length. */
const MAX_REPARSES = 64;
const MAX_REPARSED_LENGTHS = 4;

export function* scanShell(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const budget = { parses: MAX_REPARSES, length: MAX_REPARSED_LENGTHS * text.length };
  yield* readShell(grammar, text, found, comment, budget);
}

/**
 * Reads `text`; where the parser recovered from an error over several lines, reads the regions
 * recovery.ts gives again, each on its own, in place of what the first parse read there.
 */
function* readShell(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment: CommentSink | undefined,
  budget: { parses: number; length: number },
): Work<void> {
  let regions: Region[] = [];
  const candidates: Candidate[] = [];
  const comments: CommentSpan[] = [];
  const marks = new Marks(text, MARKS);
  yield* readTree(grammar, text, function* (tree) {
    if (!tree.rootNode.hasError || budget.parses <= 0) {
      yield* walkShell(tree, text, { visitor: new ShellVisitor(grammar, text, found, comment), marks }, undefined);
      return;
    }
    // One walk reads the tree and finds the strings across lines; what it reads is held until
    // the regions they give are known.
    const strings: StringAcrossLines[] = [];
    const held = comment === undefined ? undefined : (read: CommentSpan) => void comments.push(read);
    const order: boolean[] = [];
    const visitor = new ShellVisitor(
      grammar,
      text,
      (candidate) => void (candidates.push(candidate), order.push(true)),
      held === undefined ? undefined : (read) => void (held(read), order.push(false)),
    );
    yield* walkShell(tree, text, { visitor, marks }, strings);
    regions = affordable(regionsOf(tree, text, strings), budget);
    if (regions.length > 0) return;
    // No region: what was read goes on as the walk read it.
    let candidate = 0;
    let read = 0;
    for (const isCandidate of order) {
      if (isCandidate) found(candidates[candidate++] as Candidate);
      else comment?.(comments[read++] as CommentSpan);
    }
  });
  if (regions.length === 0) return;
  const outside = (start: number, end: number): boolean => !overlapsRegion(regions, start, end);
  for (const candidate of candidates) if (outside(candidate.start, candidate.end)) found(candidate);
  for (const read of comments) if (outside(read.start, read.end)) comment?.(read);
  for (const [from, to] of regions) {
    // A region without a mark holds no candidate and no comment, however it parses: it is not
    // parsed again (the regions a parse of it would give, which hold none either, spend no budget).
    if (!marks.within(from, to)) continue;
    yield* readShell(
      grammar,
      text.slice(from, to),
      (candidate) => found(movedBy(candidate, from)),
      comment === undefined
        ? undefined
        : (read) => comment({ ...read, start: read.start + from, end: read.end + from }),
      budget,
    );
  }
}

/** Whether `start`..`end` overlaps one of `regions` (in document order, disjoint): a binary search. */
function overlapsRegion(regions: readonly Region[], start: number, end: number): boolean {
  // The first region that ends after `start` is the only one that may overlap.
  let low = 0;
  let high = regions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((regions[middle] as Region)[1] > start) high = middle;
    else low = middle + 1;
  }
  const region = regions[low];
  return region !== undefined && region[0] < end;
}

/** The first of `regions` the budget allows parsing again (the budget then spent). */
function affordable(regions: Region[], budget: { parses: number; length: number }): Region[] {
  let count = 0;
  for (const [from, to] of regions) {
    if (budget.parses <= 0 || budget.length < to - from) break;
    budget.parses--;
    budget.length -= to - from;
    count++;
  }
  return regions.slice(0, count);
}

/** A candidate of a region that starts at `delta` in the document, moved there. */
function movedBy(candidate: Candidate, delta: number): Candidate {
  const value = { ...candidate.value, map: candidate.value.map.shifted(delta) };
  return { ...candidate, value, start: candidate.start + delta, end: candidate.end + delta };
}

class ShellVisitor implements WalkVisitor {
  /** The grammar's node types by symbol id, and which of those are tokens (`TOKEN`). */
  readonly #types: readonly (string | null)[];
  readonly #kinds: Uint8Array;
  readonly #text: string;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  /** Where the last part of a word continued on the lines after it ends: the parts before are read. */
  #readEnd = 0;
  /** The types of the nodes entered and not yet left: the current node's ancestors (the walk's own stack). */
  readonly #ancestors: string[] = [];
  /** For each of them, what the walk read of it if it is a command or an assignment (undefined: neither). */
  readonly #read: (WordsRead | undefined)[] = [];
  /** How many of them are ERROR nodes: the parser made the current node while recovering from an error. */
  #errorDepth = 0;

  constructor(grammar: Grammar, text: string, found: (candidate: Candidate) => void, comment: CommentSink | undefined) {
    this.#types = grammar.language.types;
    this.#kinds = grammar.kinds(NO_KINDS, NO_KINDS, TOKEN);
    this.#text = text;
    this.#found = found;
    this.#comment = comment;
  }

  enter(cursor: TreeCursor, typeId: number, start: number, end: number, marked: boolean): Descend {
    const type = this.#types[typeId] || "ERROR";
    const depth = this.#ancestors.length;
    const parentType = this.#ancestors[depth - 1];
    // A command's and an assignment's children are all entered (up to their last mark): their
    // words give a word among them its context.
    if (parentType === "command")
      (this.#read[depth - 1] as WordsRead).commandChild(
        type,
        this.#kinds[typeId] !== TOKEN,
        start < 0 ? cursor.startIndex : start,
        end,
      );
    else if (parentType === "variable_assignment")
      (this.#read[depth - 1] as WordsRead).assignmentChild(type, start < 0 ? cursor.startIndex : start, end);
    if (!marked) return false;
    if (type === "comment") {
      this.#readComment(start < 0 ? cursor.startIndex : start, end);
      return false;
    }
    if (type === "command_name") return false;
    // Every node entered from here on is left (`leave`): its type stays on the stack until then.
    this.#ancestors.push(type);
    const reads = type === "command" || type === "variable_assignment";
    this.#read.push(reads ? new WordsRead() : undefined);
    if (type === "ERROR") this.#errorDepth++;
    if (type === "heredoc_body") {
      this.#readHeredoc(cursor.currentNode);
      return true;
    }
    if (!WORD_TYPES.has(type)) return reads ? "untilLastMark" : true;
    // A piece of a word is read with the word.
    if (parentType === undefined || parentType === "concatenation" || parentType === "string") return true;
    const node = cursor.currentNode;
    // A function's name is no value.
    if (parentType === "function_definition" && node.parent?.childForFieldName("name")?.startIndex === node.startIndex)
      return true;
    if (parentType === "expansion" && !isDefault(node)) return true;
    // A redirection's target is a file or a descriptor.
    if (parentType === "file_redirect") return true;
    // The rest of a word continued on the next line is read with its start (which may hold no mark).
    if (!continuesWord(this.#text, node)) {
      if (this.#readWord(node, type, end, true)) return true;
      // Nothing inside is read: the walk need not go in (nor come back here).
      this.#ancestors.pop();
      this.#read.pop();
      return false;
    }
    if (node.startIndex < this.#readEnd) return true;
    let first = node;
    while (continuesWord(this.#text, first)) first = first.previousSibling as SyntaxNode;
    this.#readWord(first, first.type, first.endIndex, false);
    return true;
  }

  leave(): void {
    this.#read.pop();
    if (this.#ancestors.pop() === "ERROR") this.#errorDepth--;
  }

  /**
   * The context of the word `node` the walk is in (the current node): from what the walk read of
   * the command or assignment it belongs to, else from the tree.
   */
  #contextOf(node: SyntaxNode): StringContext {
    const ancestors = this.#ancestors;
    // The word's own type is the last: its parent's is before it, and an array's parent's before that.
    let at = ancestors.length - 2;
    if (ancestors[at] === "array") at--;
    const read = this.#read[at];
    if (read === undefined) return mayHaveContext(ancestors[at]) ? contextOf(this.#text, node) : PLAIN;
    if (ancestors[at] === "variable_assignment") return assignedContextRead(this.#text, read);
    if (read.nameStart >= 0 && needsLaterWords(this.#text.slice(read.nameStart, read.nameEnd)))
      return contextOf(this.#text, node);
    return argumentContextRead(this.#text, read);
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    // The `#!` line names the interpreter: no comment.
    if (start === 0 && text.startsWith("#!")) return;
    runSync(scanProse(text, start + 1, end, (match) => this.#found(proseCandidate(match, "comment", "plain", "\n"))));
    this.#comment?.({ text: text.slice(start + 1, end), start, end, block: false });
  }

  /**
   * A word (`type`, ending at `nodeEnd`; `current`: the node the walk is on, not one before it
   * whose word goes on there): its pieces' values, its expansions holes. Whether a piece may hold
   * something read itself (a command, a default value, a comment, an error: not `INERT_PIECES`).
   */
  #readWord(node: SyntaxNode, type: string, nodeEnd: number, current: boolean): boolean {
    const text = this.#text;
    // tree-sitter ends a word at a backslash before a line break, which joins it to the next line's.
    // Each piece with its type and end (read once: each is a call into the runtime).
    const pieces: SyntaxNode[] = [];
    const types: string[] = [];
    const ends: number[] = [];
    /** Where the parts continued on the lines after it start (most words have none). */
    let continuations: Set<number> | undefined;
    for (let part = node, partType = type, partEnd = nodeEnd; ;) {
      if (partType === "concatenation") {
        for (const child of part.children) {
          if (child === null) continue;
          pieces.push(child);
          types.push(child.type);
          ends.push(child.endIndex);
        }
      } else {
        pieces.push(part);
        types.push(partType);
        ends.push(partEnd);
      }
      // The text after it tells first whether a word may continue there (a sibling costs more).
      if (text.charCodeAt(partEnd) !== 0x5c || text.charCodeAt(partEnd + 1) !== 0x0a) break;
      const next: SyntaxNode | null = part.nextSibling;
      if (next === null || !continuesWord(text, next)) break;
      part = next;
      partType = next.type;
      partEnd = next.endIndex;
      this.#readEnd = partEnd;
      (continuations ??= new Set()).add(next.startIndex);
    }
    let builder: ValueBuilder | undefined;
    let start = -1;
    let end = -1;
    let quote: string | undefined;
    let literals = 0;
    let oneLiteral = true;
    let nested = false;
    let expands = false;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i] as SyntaxNode;
      const pieceStart = piece.startIndex;
      const pieceEnd = ends[i] as number;
      if (continuations?.has(pieceStart) === true && builder !== undefined)
        builder.appendDecoded("", pieceStart - 2, pieceStart);
      const read = readPiece(text, piece, types[i] as string, pieceEnd, builder === undefined);
      if (builder === undefined) {
        start = read === undefined ? pieceStart : read.contentStart;
        builder = new ValueBuilder(text, start);
      }
      if (read === undefined) {
        // An expansion, or a string that does not close (whose pieces were not asked).
        const pieceType = types[i] as string;
        if (pieceType === "simple_expansion") expands = true;
        else nested ||= !INERT_PIECES.has(pieceType);
        builder.appendHole(pieceStart, pieceEnd);
        end = pieceEnd;
        continue;
      }
      nested ||= read.nested;
      expands ||= read.expands;
      literals++;
      oneLiteral &&= quote === undefined;
      quote = read.quote;
      let at = read.contentStart;
      for (const [holeStart, holeEnd] of read.holes) {
        appendShellText(builder, text, at, holeStart, read.quoting);
        builder.appendHole(holeStart, holeEnd);
        at = holeEnd;
      }
      appendShellText(builder, text, at, read.contentEnd, read.quoting);
      end = read.contentEnd;
    }
    // `$NAME` holds an error only where the parser recovered from one (tree-sitter-bash gives it an ERROR child).
    nested ||= expands && (continuations !== undefined || node.hasError);
    if (builder === undefined || literals === 0) return nested;
    // Where the parser recovered from an error (zsh's own syntax), quotes may pair wrongly: a word
    // across lines there is more likely the text between two strings than a string.
    const lineBreak = text.indexOf("\n", start);
    if (lineBreak !== -1 && lineBreak < end && this.#errorDepth > 0) return nested;
    const value = builder.build(end);
    // Expansions alone (`"$URL"`) hold no text to read.
    if (value.holes.length === value.text.length) return nested;
    // A word of pieces is fixed nowhere: a fix would land on one piece of a URI built elsewhere.
    const template = value.holes.length > 0 || !oneLiteral;
    this.#found({
      value,
      spelling: template ? SHELL_TEMPLATE : SHELL,
      quote: quote ?? "",
      start,
      end,
      site: { context: current ? this.#contextOf(node) : contextOf(text, node), in: template ? "template" : "string" },
    });
    return nested;
  }

  /**
   * A heredoc's body: the text a command reads, whose URI-shaped runs are read as prose (a run
   * beside an expansion is a piece of a URI built there, and left alone).
   */
  #readHeredoc(body: SyntaxNode): void {
    const text = this.#text;
    const redirect = body.parent;
    if (redirect?.type !== "heredoc_redirect") return;
    const opening = redirect.children.find((child) => child?.type === "heredoc_start");
    const operator = redirect.firstChild;
    if (opening === null || opening === undefined || operator === null) return;
    const delimiter = text.slice(opening.startIndex, opening.endIndex);
    const raw = /['"\\]/.test(delimiter);
    const tabs = operator.type === "<<-";
    // tree-sitter's body starts after a `<<-` heredoc's first tabs: the line starts before them.
    let contentStart = body.startIndex;
    while (contentStart > 0 && text.charCodeAt(contentStart - 1) === 0x09) contentStart--;
    const last = redirect.lastChild;
    const closed = last?.type === "heredoc_end";
    const contentEnd = closed && last !== null ? text.lastIndexOf("\n", last.startIndex) + 1 : body.endIndex;
    if (contentEnd <= contentStart) return;
    const holes = raw ? [] : body.namedChildren.filter((child) => child !== null && child.type !== "heredoc_content");
    const quoting: Quoting = raw ? "raw-heredoc" : "heredoc";
    const quote = `${text.slice(operator.startIndex, operator.endIndex)}${delimiter}`;
    let at = contentStart;
    const runs: [number, number][] = [];
    for (const hole of holes) {
      if (hole === null) continue;
      runs.push([at, hole.startIndex]);
      at = hole.endIndex;
    }
    runs.push([at, contentEnd]);
    for (const [runStart, runEnd] of runs) {
      runSync(
        scanProse(text, runStart, runEnd, (match) => {
          if (!this.#heredocMatchStands(match, runStart, runEnd, holes.length > 0, quoting, tabs)) return;
          const candidate = proseCandidate(match, "prose", "plain", "\n");
          this.#found({ ...candidate, spelling: spellingOf(match, SHELL), quote });
        }),
      );
    }
  }

  /** Whether a URI-shaped run of a heredoc's body is a whole URI written as it reads. */
  #heredocMatchStands(
    match: ProseMatch,
    runStart: number,
    runEnd: number,
    expands: boolean,
    quoting: Quoting,
    tabs: boolean,
  ): boolean {
    if (expands && (match.start === runStart || match.end === runEnd)) return false;
    // An escape would make the run's value differ from its text: such a run is left alone.
    const spelled = this.#text.slice(match.start, match.end);
    if (quoting === "heredoc" && spelled.includes("\\")) return false;
    return !(tabs && spelled.includes("\n"));
  }
}

/** A literal piece of a word: its quoting, its text's range, its expansions. */
interface Piece {
  readonly quoting: Quoting;
  readonly quote: string;
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly holes: readonly Range[];
  /** Whether one of its expansions may hold something read (a command, a default value...)... */
  readonly nested: boolean;
  /** ...and whether one is a `$NAME`. */
  readonly expands: boolean;
}

type Range = readonly [number, number];

const NO_HOLES: readonly Range[] = [];

/**
 * The literal piece `node` (of `type`, ending at `end`) is (`first`: the word's first), or
 * undefined for an expansion (a hole).
 */
function readPiece(text: string, node: SyntaxNode, type: string, end: number, first: boolean): Piece | undefined {
  const start = node.startIndex;
  switch (type) {
    case "word": {
      // A leading `~`, up to the first `/`, is a home directory (POSIX 2.6.1, tilde expansion).
      let holes = NO_HOLES;
      if (first && text.charCodeAt(start) === 0x7e) {
        const slash = text.indexOf("/", start);
        holes = [[start, slash === -1 || slash > end ? end : slash]];
      }
      return {
        quoting: "unquoted",
        quote: "",
        contentStart: start,
        contentEnd: end,
        holes,
        nested: false,
        expands: false,
      };
    }
    case "raw_string":
      return closedPiece(text, start, end, "'", "single");
    case "ansi_c_string":
      return closedPiece(text, start, end, "$'", "ansi-c");
    case "string": {
      const piece = closedPiece(text, start, end, '"', "double");
      if (piece === undefined) return undefined;
      const holes: Range[] = [];
      let nested = false;
      let expands = false;
      for (const child of node.namedChildren) {
        if (child === null) continue;
        const childType = child.type;
        if (childType === "string_content") continue;
        holes.push([child.startIndex, child.endIndex]);
        if (childType === "simple_expansion") expands = true;
        else nested ||= !INERT_PIECES.has(childType);
      }
      return holes.length === 0 ? piece : { ...piece, holes, nested, expands };
    }
    default:
      return undefined;
  }
}

function closedPiece(text: string, start: number, end: number, open: string, quoting: Quoting): Piece | undefined {
  const close = open.slice(-1);
  if (end - start < open.length + 1 || !text.startsWith(open, start) || text[end - 1] !== close) return undefined;
  return {
    quoting,
    quote: open,
    contentStart: start + open.length,
    contentEnd: end - 1,
    holes: NO_HOLES,
    nested: false,
    expands: false,
  };
}

/** Whether the word `node` is the rest of the word before it, joined by a backslash before a line break. */
function continuesWord(text: string, node: SyntaxNode): boolean {
  // The text first: a node's type is a call into the runtime.
  if (text.charCodeAt(node.startIndex - 1) !== 0x0a || text.charCodeAt(node.startIndex - 2) !== 0x5c) return false;
  if (!WORD_TYPES.has(node.type)) return false;
  return node.previousSibling?.endIndex === node.startIndex - 2;
}

/** Whether `node`, a child of `${...}`, is the default value after `:-`, `-`, `:=` or `=`. */
function isDefault(node: SyntaxNode): boolean {
  const operator = node.previousSibling;
  return operator !== null && !operator.isNamed && DEFAULT_OPERATORS.has(operator.type);
}
