/**
 * Candidates in HCL, read from tree-sitter's syntax tree (tree-sitter-hcl). HCL is a configuration
 * language: a value is named by the attribute or the object key it is stored under, as YAML's and
 * TOML's values are by their keys, and read the same way (reading/config-value.ts): a value is one
 * candidate named by its key, a sentence's URI-shaped words are candidates by their content, a list
 * of URIs is split. Here:
 *
 * - a quoted template's or a heredoc's value (template.ts) is named by the nearest attribute
 *   (`url = "..."`) or object key (`{ homepage = "..." }`) it flows into, through tuples,
 *   conditionals, parentheses and `for` expressions; its `${...}` and `%{...}` are holes; a
 *   Terraform variable's `default` and an output's `value` by the block's label
 *   (`variable "api_url" { default = "..." }` is `api_url`'s);
 * - an argument of a function that passes it on (`coalesce`, `try`, `lookup`'s default, `format`'s
 *   specification, `trimsuffix`...: functions.ts says which) flows where the call's value goes;
 *   one searched for (`startswith`'s prefix, `regex`'s pattern) is a pattern;
 * - any other function's argument, an operand of an operator, an index or a value inside another
 *   template's interpolation is read by its content alone; an operand of `==` or `!=` is compared
 *   (checked for security findings only, as everywhere);
 * - an object's key and a block's label (`resource "aws_instance" "web"`) are names, no values;
 * - the `source` of a `module` block (Terraform), of a `terraform`, `unit` or `stack` block
 *   (Terragrunt) and of an `artifact` block (Nomad) is a go-getter address: only its URL part is a
 *   candidate, a URI by the format (module-source.ts says which part that is, and why);
 * - comments (`#`, `//`, `/* *\/`) go to the comment sink and are read as prose.
 *
 * The walk enters only the subtrees whose text holds a quote, a heredoc's `<`, or a comment's
 * `#` or `/`.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { cStyleComment } from "../../reading/code-comments.js";
import { namedContext, slice, valueCandidates, within, type ValuePlace } from "../../reading/config-value.js";
import { Marks } from "../../reading/marks.js";
import { proseCandidate, scanProse, spellingOf } from "../../reading/prose.js";
import {
  readTree,
  walkTree,
  type Descend,
  type Grammar,
  type SyntaxNode,
  type TreeCursor,
} from "../../reading/tree-sitter.js";
import type { Value } from "../../reading/value.js";
import { runSync, type Work } from "../../work.js";
import { argumentFlow } from "./functions.js";
import { urlOfSource } from "./module-source.js";
import { readHeredoc, readQuotedAt, TEMPLATE_PARTS, type TemplateValue } from "./template.js";

/** What a node is to the reader; any other node lets a value flow through it. */
const enum Kind {
  Through = 0,
  Token,
  Comment,
  Attribute,
  Block,
  ObjectElement,
  Quoted,
  Heredoc,
  /** A template's `${...}` or `%{...}`. */
  Hole,
  Call,
  Operation,
  /** What a value in it does not flow into the place around: an index, a `for`'s collection or condition. */
  Apart,
  /** Read from the cursor (an attribute's and a block's names): no Node is made for it. */
  Identifier,
  /** A string literal (a block's label, an object's key), otherwise read as `Quoted`. */
  StringLiteral,
}

const KINDS: Readonly<Record<string, Kind>> = {
  comment: Kind.Comment,
  attribute: Kind.Attribute,
  block: Kind.Block,
  object_elem: Kind.ObjectElement,
  quoted_template: Kind.Quoted,
  string_lit: Kind.StringLiteral,
  heredoc_template: Kind.Heredoc,
  template_interpolation: Kind.Hole,
  template_directive: Kind.Hole,
  function_call: Kind.Call,
  binary_operation: Kind.Operation,
  unary_operation: Kind.Operation,
  index: Kind.Apart,
  new_index: Kind.Apart,
  legacy_index: Kind.Apart,
  get_attr: Kind.Apart,
  for_intro: Kind.Apart,
  for_cond: Kind.Apart,
  identifier: Kind.Identifier,
};

/** The blocks whose `source` attribute is a go-getter address. */
const SOURCE_BLOCKS: ReadonlySet<string> = new Set(["module", "terraform", "unit", "stack", "artifact"]);

/** The attribute of a block (by the block's type) whose value goes under the block's label. */
const LABELLED_VALUES: Readonly<Record<string, string>> = { variable: "default", output: "value" };

/** A node the walk is in: its kind, the name it gives (an attribute's, a key's, a block's type). */
interface Frame {
  readonly kind: Kind;
  readonly name: string | undefined;
  /** A block's first label (`variable "api_url"`). */
  readonly label?: string | undefined;
  /** An object element's key's end: a string before it is the key. An operation's: 1 for `==` and `!=`. */
  readonly mark: number;
  /** A function call's node (its arguments tell which one a value is). */
  readonly call?: SyntaxNode;
}

const COMPARISON: StringContext = { kind: "comparison" };
const PLAIN: StringContext = { kind: "plain" };
const SEARCH_PATTERN: StringContext = { kind: "search-pattern" };
const SOURCE: StringContext = { kind: "format", field: "source" };

export function* scanHcl(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  yield* readTree(grammar, text, function* (tree) {
    yield* walkTree(tree, new HclVisitor(text, grammar, found, comment), new Marks(text, /["#/<]/g));
  });
}

class HclVisitor {
  readonly #text: string;
  readonly #kinds: Uint8Array;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  /** `TEMPLATE_PARTS` by symbol: a quoted template's children. */
  readonly #parts: Uint8Array;
  readonly #keyField: number;
  readonly #frames: Frame[] = [];

  constructor(text: string, grammar: Grammar, found: (candidate: Candidate) => void, comment?: CommentSink) {
    this.#text = text;
    this.#kinds = grammar.kinds(KINDS, {}, Kind.Token);
    this.#parts = grammar.kinds(TEMPLATE_PARTS);
    this.#keyField = grammar.fieldId("key");
    this.#found = found;
    this.#comment = comment;
  }

  enter(cursor: TreeCursor, end: number, marked: boolean): Descend {
    if (!marked) return false;
    const kind = this.#kinds[cursor.nodeTypeId] as Kind;
    const start = cursor.startIndex;
    let name: string | undefined;
    let mark = 0;
    switch (kind) {
      case Kind.Comment:
        this.#readComment(start, end);
        return false;
      case Kind.Token:
        return false;
      case Kind.Attribute:
        name = this.#firstIdentifier(cursor);
        break;
      case Kind.Block:
        this.#enterBlock(cursor);
        return true;
      case Kind.ObjectElement: {
        const key = this.#readKey(cursor);
        name = key.name;
        mark = key.end ?? start;
        break;
      }
      case Kind.Operation:
        mark = isEquality(cursor.currentNode) ? 1 : 0;
        break;
      case Kind.Call: {
        const call = cursor.currentNode;
        this.#frames.push({
          kind,
          name: this.#text.slice(call.startIndex, call.firstChild?.endIndex ?? start),
          mark,
          call,
        });
        return true;
      }
      case Kind.Quoted:
      case Kind.StringLiteral: {
        const quoted = this.#quotedAt(cursor, start, end);
        this.#readTemplate(quoted.template, start, true);
        // Without a hole (or anything else) inside, its quotes are all the walk would find in it.
        if (!quoted.inner) return false;
        break;
      }
      case Kind.Heredoc:
        this.#readTemplate(readHeredoc(this.#text, cursor.currentNode), start, false);
        break;
    }
    this.#frames.push({ kind, name, mark });
    return true;
  }

  leave(): void {
    this.#frames.pop();
  }

  /** The text of the cursor's node's first child if it is an identifier (an attribute's name, a block's type). */
  #firstIdentifier(cursor: TreeCursor): string | undefined {
    if (!cursor.gotoFirstChild()) return undefined;
    const name = this.#identifierAt(cursor);
    cursor.gotoParent();
    return name;
  }

  #identifierAt(cursor: TreeCursor): string | undefined {
    return this.#kinds[cursor.nodeTypeId] === Kind.Identifier
      ? this.#text.slice(cursor.startIndex, cursor.endIndex)
      : undefined;
  }

  /** A block's frame: its type (its first child, an identifier) and its first label (its second named child). */
  #enterBlock(cursor: TreeCursor): void {
    let name: string | undefined;
    let label: string | undefined;
    if (cursor.gotoFirstChild()) {
      name = this.#identifierAt(cursor);
      let named = this.#kinds[cursor.nodeTypeId] === Kind.Token ? 0 : 1;
      while (named < 2 && cursor.gotoNextSibling()) {
        const kind = this.#kinds[cursor.nodeTypeId] as Kind;
        if (kind === Kind.Token) continue;
        if (++named < 2) continue;
        if (kind === Kind.Identifier) label = this.#text.slice(cursor.startIndex, cursor.endIndex);
        else if (kind === Kind.StringLiteral) {
          const { value } = this.#quotedAt(cursor, cursor.startIndex, cursor.endIndex).template;
          if (value.holes.length === 0 && value.text !== "") label = value.text;
        }
      }
      cursor.gotoParent();
    }
    this.#frames.push({ kind: Kind.Block, name, mark: 0, label });
  }

  /**
   * An object element's key (its `key` field): where it ends, and its name, an identifier
   * (`homepage = ...`) or a string without holes (`"homepage" = ...`), found down the chain of
   * nodes with one named child each (`expression`, `variable_expr`, `literal_value`).
   */
  #readKey(cursor: TreeCursor): { end: number | undefined; name: string | undefined } {
    if (!cursor.gotoFirstChild()) return { end: undefined, name: undefined };
    let depth = 1;
    while (cursor.currentFieldId !== this.#keyField) {
      if (!cursor.gotoNextSibling()) {
        cursor.gotoParent();
        return { end: undefined, name: undefined };
      }
    }
    const end = cursor.endIndex;
    let kind = this.#kinds[cursor.nodeTypeId] as Kind;
    while (kind !== Kind.StringLiteral && cursor.gotoFirstChild()) {
      // Down only to a node's one named child.
      depth++;
      let named = 0;
      let namedIndex = -1;
      let index = 0;
      let last = -1;
      do {
        const childKind = this.#kinds[cursor.nodeTypeId] as Kind;
        if (childKind !== Kind.Token && named++ === 0) {
          namedIndex = index;
          kind = childKind;
        }
        last = index++;
      } while (named < 2 && cursor.gotoNextSibling());
      if (named !== 1) {
        kind = Kind.Through;
        break;
      }
      // The cursor stands on the last child it read: back to the named one if it is not that.
      if (namedIndex !== last) {
        cursor.gotoParent();
        cursor.gotoFirstChild();
        for (let i = 0; i < namedIndex; i++) cursor.gotoNextSibling();
      }
    }
    let name: string | undefined;
    if (kind === Kind.Identifier) name = this.#text.slice(cursor.startIndex, cursor.endIndex);
    else if (kind === Kind.StringLiteral) {
      const { value } = this.#quotedAt(cursor, cursor.startIndex, cursor.endIndex).template;
      if (value.holes.length === 0) name = value.text;
    }
    while (depth-- > 0) cursor.gotoParent();
    return { end, name };
  }

  #quotedAt(cursor: TreeCursor, start: number, end: number): { template: TemplateValue; inner: boolean } {
    return readQuotedAt(this.#text, cursor, this.#parts, start, end);
  }

  /** Where a value at `start` flows: its context, "source" for a module's source, or "key" for a key or a label (no value). */
  #placeOf(start: number): StringContext | "key" | "source" {
    const frames = this.#frames;
    for (let i = frames.length - 1; i >= 0; i--) {
      const frame = frames[i] as Frame;
      switch (frame.kind) {
        case Kind.Block:
          // A block's label names the block: no value.
          return "key";
        case Kind.Call: {
          const flow = frame.call === undefined ? undefined : flowOf(frame.name ?? "", frame.call, start);
          if (flow === "passes") continue;
          return flow === "pattern" ? SEARCH_PATTERN : PLAIN;
        }
        case Kind.Hole:
        case Kind.Apart:
        case Kind.Quoted:
        case Kind.StringLiteral:
        case Kind.Heredoc:
          return PLAIN;
        case Kind.Operation:
          return frame.mark === 1 ? COMPARISON : PLAIN;
        case Kind.ObjectElement:
          if (start < frame.mark) return "key";
          return namedContext(frame.name);
        case Kind.Attribute: {
          const block = this.#blockAround(i);
          if (frame.name === "source" && SOURCE_BLOCKS.has(block?.name ?? "")) return "source";
          // A variable's default and an output's value go under the block's label, as a
          // parameter's default and a function's returned value go under their names.
          const labelled = LABELLED_VALUES[block?.name ?? ""] === frame.name && block?.label !== undefined;
          return namedContext(labelled ? block?.label : frame.name);
        }
      }
    }
    return PLAIN;
  }

  /** The block the frame at `index` is in. */
  #blockAround(index: number): Frame | undefined {
    for (let i = index - 1; i >= 0; i--) {
      const frame = this.#frames[i] as Frame;
      if (frame.kind === Kind.Block) return frame;
    }
    return undefined;
  }

  #readTemplate(template: TemplateValue | undefined, start: number, quoted: boolean): void {
    if (template === undefined || template.value.text.length === 0) return;
    const where = this.#placeOf(start);
    if (where === "key") return;
    const { value } = template;
    const templated = value.holes.length > 0;
    const place: ValuePlace = {
      spelling: templated ? "hcl-template" : quoted ? "hcl" : "hcl-heredoc",
      quote: quoted ? '"' : "<<",
      in: templated ? "template" : "string",
    };
    if (where !== "source") {
      if (quoted) valueCandidates(value, where, place, this.#found);
      else this.#heredocCandidates(value, where, place);
      return;
    }
    const url = urlOfSource(value.text);
    if (url === undefined) return;
    const part = slice(value, url[0], url[1]);
    const range = part.map.toDocument(0, part.text.length);
    this.#found({
      value: part,
      spelling: place.spelling,
      quote: place.quote,
      start: range.start,
      end: range.end,
      site: { context: SOURCE, in: place.in },
    });
  }

  /**
   * A heredoc of one line is a value like a quoted template's, without the white space around it
   * (its line break, a flush heredoc's indentation); one of several lines is prose, its URI-shaped
   * words candidates by their content.
   */
  #heredocCandidates(value: Value, context: StringContext, place: ValuePlace): void {
    const text = value.text;
    let start = 0;
    let end = text.length;
    while (start < end && isBlank(text.charCodeAt(start))) start++;
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
    if (start === end) return;
    const body = slice(value, start, end);
    if (!/[\n\r]/.test(body.text)) {
      valueCandidates(body, context, place, this.#found);
      return;
    }
    runSync(
      scanProse(body.text, 0, body.text.length, (match) => {
        const words = within(body, match.value);
        const range = words.map.toDocument(0, words.text.length);
        this.#found({
          value: words,
          spelling: spellingOf(match, place.spelling),
          quote: place.quote,
          start: range.start,
          end: range.end,
          site: { context: PLAIN, in: place.in, delimiter: match.delimiter },
        });
      }),
    );
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    let form;
    if (text[start] === "#") {
      let textEnd = end;
      while (textEnd > start + 1 && (text[textEnd - 1] === "\n" || text[textEnd - 1] === "\r")) textEnd--;
      form = { textStart: start + 1, textEnd, block: false, quote: "\n" };
    } else form = cStyleComment(text, start, end);
    runSync(
      scanProse(text, form.textStart, form.textEnd, (match) =>
        this.#found(proseCandidate(match, "comment", "plain", form.quote)),
      ),
    );
    this.#comment?.({ text: text.slice(form.textStart, form.textEnd), start, end, block: form.block });
  }
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** What the argument of the call `call` to `name` that holds `at` is to the call's value (functions.ts). */
function flowOf(name: string, call: SyntaxNode, at: number): ReturnType<typeof argumentFlow> {
  const list = call.namedChildren.find((child) => child?.type === "function_arguments");
  if (list === undefined || list === null) return undefined;
  let index = 0;
  let expanded = false;
  let found = -1;
  for (let i = 0; i < list.childCount; i++) {
    const child = list.child(i);
    if (child === null) continue;
    if (child.type === "ellipsis") expanded = true;
    else if (child.isNamed && child.type !== "comment") {
      if (child.startIndex <= at && at < child.endIndex) found = index;
      index++;
    }
  }
  if (found < 0) return undefined;
  // Only the last argument is expanded (`f(a, list...)`): the places after its first item are unknown.
  return argumentFlow(name, found, expanded && found === index - 1);
}

/** Whether a binary operation is `==` or `!=` (its operands may be several nodes each: `var.url` is two). */
function isEquality(node: SyntaxNode): boolean {
  for (let i = 0; i < node.childCount; i++) {
    const type = node.child(i)?.type;
    if (type === "==" || type === "!=") return true;
  }
  return false;
}
