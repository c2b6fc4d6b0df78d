/**
 * A first look at a script from its tokens alone: TypeScript's scanner, without the parser. It
 * finds the literals the full scan (script.ts) finds in a script without JSX (string and template
 * literals with the same values, holes and ranges; URIs in comments) in a fraction of the time,
 * and estimates the context each literal flows into from the tokens around it, as the full scan's
 * `contextOf` reads the syntax tree: a call's argument, a declaration's or a property's name, an
 * assignment's target, a comparison, a module specifier; through parentheses, array elements, the
 * right operand of `??`, `||` and `&&`, and the branches of `? :`.
 *
 * It is an estimate, not the syntax tree (an indexed target is "?", a destructuring default is
 * read as an assignment). The language server shows this result while the full scan of a large
 * file runs, then the full scan's; nothing else relies on it. JSX needs the parser (a `<` is an
 * element or a comparison only in context), so `.jsx` and `.tsx` documents are not read here.
 */
import ts from "./typescript.cjs";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { decode, ValueBuilder, type ScriptSpelling } from "../../reading/value.js";
import { runSync, type Work } from "../../work.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

const { SyntaxKind } = ts;

/** How many tokens are read between two checkpoints. */
const CHECKPOINT = 1024;

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const MODULE_SPECIFIER: StringContext = { kind: "module-specifier" };

/** An open bracket (or the whole script), and what the expression being read in it flows into. */
interface Group {
  readonly kind: "script" | "paren" | "bracket" | "brace" | "substitution";
  /** A call's dotted callee (`fetch`, `this.http.get`); undefined for other brackets. */
  readonly callee: string | undefined;
  /** The argument being read, in a call. */
  argument: number;
  /** The context of an expression at the group's start: a parenthesis or an array climbs to it. */
  readonly outer: StringContext;
  /** A brace that opens an object literal (its `key:` names its values). */
  readonly object: boolean;
  /** A brace that opens a class body (`name = "..."` declares a property). */
  readonly classBody: boolean;
  /** The context of the expression being read: `a ?? "x"` and a conditional's branches climb to it. */
  expression: StringContext;
  /** Open `?` of conditional expressions: a `:` then ends a branch, not a property key. */
  conditionals: number;
  /** The name being declared (`const name`, a class property), until its `=`. */
  declared: string | undefined;
  /** Inside `const`/`let`/`var` until the statement ends: a `,` starts another declarator. */
  declaring: boolean;
  /**
   * Literals whose context climbs to this group's `outer` (array elements, parenthesized values):
   * the token after the group decides whether they keep it (`["a"].join()` does not).
   */
  held: Candidate[];
  /** The group this one's value climbs into in turn (an array in an array), if any. */
  readonly climbsInto: Group | undefined;
}

/** A template literal with substitutions, while its parts are read. */
interface OpenTemplate {
  readonly builder: ValueBuilder;
  readonly start: number;
  readonly context: StringContext;
  readonly spelling: ScriptSpelling;
  /** Where the last part's text ended: the `${` of the hole being read. */
  partEnd: number;
}

/** A significant token (no trivia) as the context estimate needs it. */
interface Token {
  kind: ts.SyntaxKind;
  /** A name's or keyword's text, or a string literal's value (a property key). */
  text: string;
  /** The dotted path of the member expression that ends with this token (`this.http.get`), if any. */
  chain: string | undefined;
}

/** Literals waiting for the token after them to settle their context. */
interface Pending {
  readonly candidates: Candidate[];
  /** How the next token decides: the literal is an operand of `===`, or its context climbs. */
  readonly operandOf: "equality" | "climbing";
  /** The literal is the right operand of an operator that binds tighter than `===` (`a + "x"`). */
  readonly bound?: boolean;
  /** The group they go to when they keep their context and it climbs further (else undefined). */
  readonly into: Group | undefined;
}

export function scanScriptTokens(
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  return new TokenReader(text, found, comment).read();
}

class TokenReader {
  readonly #text: string;
  readonly #found: (candidate: Candidate) => void;
  readonly #commentSink: CommentSink | undefined;
  readonly #scanner: ts.Scanner;
  readonly #groups: Group[] = [newGroup("script", undefined, PLAIN, false, false)];
  readonly #templates: OpenTemplate[] = [];
  /** The last three significant tokens, newest first. */
  readonly #recent: Token[] = [0, 1, 2].map(() => ({ kind: SyntaxKind.Unknown, text: "", chain: undefined }));
  #pending: Pending | undefined;
  /** Whether a line break came since the last significant token (a statement may end there). */
  #lineBreak = false;
  /** Between `class` and the brace of its body. */
  #classHeader = false;

  constructor(text: string, found: (candidate: Candidate) => void, comment: CommentSink | undefined) {
    this.#text = text;
    this.#found = found;
    this.#commentSink = comment;
    this.#scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  }

  *read(): Work<void> {
    const scanner = this.#scanner;
    let steps = 0;
    for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      if (++steps % CHECKPOINT === 0) yield;
      switch (kind) {
        case SyntaxKind.WhitespaceTrivia:
        case SyntaxKind.ShebangTrivia:
        case SyntaxKind.ConflictMarkerTrivia:
          continue;
        case SyntaxKind.NewLineTrivia:
          this.#lineBreak = true;
          continue;
        case SyntaxKind.SingleLineCommentTrivia:
        case SyntaxKind.MultiLineCommentTrivia:
          this.#comment(kind);
          continue;
        case SyntaxKind.SlashToken:
        case SyntaxKind.SlashEqualsToken:
          // A "/" where no expression has just ended starts a regular expression.
          if (!endsExpression(this.#last.kind)) kind = scanner.reScanSlashToken();
          break;
        case SyntaxKind.CloseBraceToken:
          if (this.#group.kind === "substitution") {
            this.#settle(kind);
            this.#templatePart();
            this.#lineBreak = false;
            continue;
          }
          break;
      }
      this.#settle(kind);
      this.#token(kind);
      this.#lineBreak = false;
    }
    this.#settle(SyntaxKind.EndOfFileToken);
    // An unterminated template still yields what was read of it; so do the literals of open groups.
    for (const template of this.#templates.reverse()) this.#found(templateCandidate(template, template.partEnd));
    for (const group of this.#groups) for (const candidate of group.held) this.#found(candidate);
  }

  get #last(): Token {
    return this.#recent[0]!;
  }

  get #group(): Group {
    return this.#groups[this.#groups.length - 1]!;
  }

  #comment(kind: ts.SyntaxKind): void {
    const start = this.#scanner.getTokenStart();
    const end = this.#scanner.getTokenEnd();
    if (kind === SyntaxKind.SingleLineCommentTrivia) {
      runSync(
        scanProse(this.#text, start + 2, end, (match) => this.#found(proseCandidate(match, "comment", "plain", "\n"))),
      );
      this.#commentSink?.({ text: this.#text.slice(start + 2, end), start, end, block: false });
    } else {
      const closed = end - start >= 4 && this.#text.startsWith("*/", end - 2);
      runSync(
        scanProse(this.#text, start + 2, closed ? end - 2 : end, (match) =>
          this.#found(proseCandidate(match, "comment", "plain", "*/")),
        ),
      );
      this.#commentSink?.({ text: this.#text.slice(start + 2, closed ? end - 2 : end), start, end, block: true });
    }
  }

  /** Reads one significant token: a literal waits for the next one, brackets open and close groups. */
  #token(kind: ts.SyntaxKind): void {
    const scanner = this.#scanner;
    const start = scanner.getTokenStart();
    const end = scanner.getTokenEnd();
    const previous = this.#last;
    let text = isName(kind) ? scanner.getTokenText() : "";
    /** A `:` that ends a conditional's branch: the next branch keeps the conditional's context. */
    let branch = false;
    switch (kind) {
      case SyntaxKind.StringLiteral: {
        const quote = this.#text[start] as string;
        const contentEnd = end - 1 > start && this.#text[end - 1] === quote ? end - 1 : end;
        this.#wait({
          value: decode(this.#text, start + 1, contentEnd, "string"),
          spelling: "string",
          quote,
          start: start + 1,
          end: contentEnd,
          site: { context: this.#contextHere(), in: "string" },
        });
        text = scanner.getTokenValue();
        break;
      }
      case SyntaxKind.NoSubstitutionTemplateLiteral:
      case SyntaxKind.TemplateHead:
        this.#templateStart(kind, start, end);
        break;
      case SyntaxKind.OpenParenToken: {
        const callee =
          previous.kind === SyntaxKind.ImportKeyword
            ? "import"
            : isCallee(previous)
              ? (previous.chain ?? "?")
              : undefined;
        this.#groups.push(newGroup("paren", callee, this.#contextHere(), false, false, this.#climbing()));
        break;
      }
      case SyntaxKind.OpenBracketToken:
        this.#groups.push(newGroup("bracket", undefined, this.#contextHere(), false, false, this.#climbing()));
        break;
      case SyntaxKind.OpenBraceToken:
        this.#groups.push(newGroup("brace", undefined, PLAIN, startsObject(previous.kind), this.#classHeader));
        this.#classHeader = false;
        break;
      case SyntaxKind.CloseParenToken:
      case SyntaxKind.CloseBracketToken:
      case SyntaxKind.CloseBraceToken:
        this.#close();
        break;
      case SyntaxKind.CommaToken:
        this.#group.argument++;
        this.#group.conditionals = 0;
        break;
      case SyntaxKind.SemicolonToken:
      case SyntaxKind.ReturnKeyword:
      case SyntaxKind.ThrowKeyword:
      case SyntaxKind.EqualsGreaterThanToken:
        // What follows flows into no declaration or call of what came before.
        this.#group.declaring = kind !== SyntaxKind.SemicolonToken && this.#group.declaring;
        this.#group.declared = undefined;
        this.#group.conditionals = 0;
        this.#group.expression = PLAIN;
        break;
      case SyntaxKind.QuestionToken:
        this.#group.conditionals++;
        break;
      case SyntaxKind.ColonToken:
        branch = this.#group.conditionals > 0;
        if (branch) this.#group.conditionals--;
        break;
      case SyntaxKind.ConstKeyword:
      case SyntaxKind.LetKeyword:
      case SyntaxKind.VarKeyword:
        this.#group.declaring = true;
        break;
      case SyntaxKind.ClassKeyword:
        this.#classHeader = true;
        break;
    }
    const group = this.#group;
    if (canBeIdentifier(kind) && declares(group, previous.kind)) group.declared = text;
    remember(this.#recent, kind, text, chainAfter(previous, kind, text));
    if (startsExpression(kind) && !branch) group.expression = this.#contextAfter(kind);
    if (kind === SyntaxKind.EqualsToken) group.declared = undefined;
  }

  /** A literal waits for the next token, which settles its context. */
  #wait(candidate: Candidate): void {
    const last = this.#last.kind;
    this.#pending = {
      candidates: [candidate],
      operandOf: isEquality(last) ? "equality" : "climbing",
      bound: bindsTighter(last),
      into: this.#climbing(),
    };
  }

  /**
   * The group whose context a value starting here climbs to: an array's element or a
   * parenthesized value keeps the array's (the parenthesis') context only if the array keeps it.
   */
  #climbing(): Group | undefined {
    const group = this.#group;
    const last = this.#last.kind;
    const climbs = group.kind === "bracket" || (group.kind === "paren" && group.callee === undefined);
    return climbs &&
      (last === SyntaxKind.OpenBracketToken || last === SyntaxKind.OpenParenToken || last === SyntaxKind.CommaToken)
      ? group
      : undefined;
  }

  /**
   * Settles the pending literals now that the token after them is known: an operand of `===`
   * keeps "comparison" unless a tighter operator takes it (`"x" + a`); any other literal keeps its
   * context only if the expression ends there (a property key, the object of `.x`, the left
   * operand of an operator flow into no URI context).
   */
  #settle(next: ts.SyntaxKind): void {
    const pending = this.#pending;
    if (pending === undefined) return;
    this.#pending = undefined;
    if (isEquality(next) && pending.bound !== true) {
      // The left operand of `===`.
      for (const candidate of pending.candidates)
        this.#found({ ...candidate, site: { ...candidate.site, context: COMPARISON } });
      return;
    }
    let keep: boolean;
    if (pending.operandOf === "equality") keep = endsOperand(next, this.#lineBreak) || loosensEquality(next);
    else if (next === SyntaxKind.ColonToken)
      keep = this.#group.conditionals > 0; // a branch, not a key
    else keep = endsOperand(next, this.#lineBreak);
    for (const candidate of pending.candidates) {
      if (keep && pending.into !== undefined) {
        pending.into.held.push(candidate);
        continue;
      }
      const context = keep
        ? candidate.site.context
        : candidate.site.context.kind === "comparison" && next === SyntaxKind.ColonToken
          ? candidate.site.context
          : PLAIN;
      this.#found(
        context === candidate.site.context ? candidate : { ...candidate, site: { ...candidate.site, context } },
      );
    }
  }

  /** At a closing bracket: the group's held literals wait for the token after it, as one value. */
  #close(): void {
    if (this.#groups.length <= 1) return;
    const group = this.#groups.pop()!;
    if (group.held.length > 0)
      this.#pending = { candidates: group.held, operandOf: "climbing", into: group.climbsInto };
  }

  #templateStart(kind: ts.SyntaxKind, start: number, end: number): void {
    const last = this.#last;
    const tagged = isTag(last.kind);
    const spelling: ScriptSpelling = tagged && last.chain === "String.raw" ? "raw-template" : "template";
    // A tag may build anything from the text (SQL, CSS, HTML): only the text can tell.
    const context = tagged ? PLAIN : this.#contextHere();
    const builder = new ValueBuilder(this.#text, start + 1);
    if (kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
      const contentEnd = closedAt(this.#text, end, "`");
      builder.append(start + 1, contentEnd, spelling);
      this.#wait({
        value: builder.build(contentEnd),
        spelling,
        quote: "`",
        start: start + 1,
        end: contentEnd,
        site: { context, in: "template" },
      });
    } else {
      builder.append(start + 1, end - 2, spelling);
      this.#templates.push({ builder, start: start + 1, context, spelling, partEnd: end - 2 });
      this.#groups.push(newGroup("substitution", undefined, PLAIN, false, false));
    }
  }

  /** At the `}` that ends a substitution: reads the template's next part; a template that ends waits. */
  #templatePart(): void {
    this.#close();
    this.#settle(SyntaxKind.CloseBraceToken);
    const kind = this.#scanner.reScanTemplateToken(false);
    const template = this.#templates[this.#templates.length - 1];
    if (template !== undefined) {
      const partStart = this.#scanner.getTokenStart();
      const tokenEnd = this.#scanner.getTokenEnd();
      template.builder.appendHole(template.partEnd, partStart + 1);
      if (kind === SyntaxKind.TemplateMiddle) {
        template.partEnd = tokenEnd - 2;
        template.builder.append(partStart + 1, template.partEnd, template.spelling);
        this.#groups.push(newGroup("substitution", undefined, PLAIN, false, false));
      } else {
        const contentEnd = closedAt(this.#text, tokenEnd, "`");
        template.builder.append(partStart + 1, contentEnd, template.spelling);
        this.#templates.pop();
        // The template's context was read at its start: the tokens before it are gone by now.
        this.#pending = {
          candidates: [templateCandidate(template, contentEnd)],
          operandOf: "climbing",
          into: undefined,
        };
      }
    }
    remember(this.#recent, kind, "", undefined);
  }

  /** The context of a literal right after the last token. */
  #contextHere(): StringContext {
    switch (this.#last.kind) {
      case SyntaxKind.EqualsEqualsEqualsToken:
      case SyntaxKind.ExclamationEqualsEqualsToken:
      case SyntaxKind.EqualsEqualsToken:
      case SyntaxKind.ExclamationEqualsToken:
      case SyntaxKind.CaseKeyword:
        return COMPARISON;
      case SyntaxKind.FromKeyword:
      case SyntaxKind.ImportKeyword:
        return MODULE_SPECIFIER;
      // An expression starts here, or goes on to an operand that climbs to it.
      case SyntaxKind.OpenParenToken:
      case SyntaxKind.OpenBracketToken:
      case SyntaxKind.CommaToken:
      case SyntaxKind.EqualsToken:
      case SyntaxKind.ColonToken:
      case SyntaxKind.BarBarToken:
      case SyntaxKind.QuestionQuestionToken:
      case SyntaxKind.AmpersandAmpersandToken:
      case SyntaxKind.QuestionToken:
        return this.#group.expression;
      default:
        return PLAIN;
    }
  }

  /** The context of an expression that starts right after the token just read, of `kind`. */
  #contextAfter(kind: ts.SyntaxKind): StringContext {
    const [, before, third] = this.#recent as [Token, Token, Token];
    const group = this.#group;
    switch (kind) {
      case SyntaxKind.OpenParenToken:
      case SyntaxKind.CommaToken:
        if (group.kind === "paren" && group.callee !== undefined) {
          return group.callee === "import"
            ? MODULE_SPECIFIER
            : { kind: "sink", callee: group.callee, argument: group.argument };
        }
        return group.kind === "bracket" || (group.kind === "paren" && kind === SyntaxKind.OpenParenToken)
          ? group.outer
          : PLAIN;
      case SyntaxKind.OpenBracketToken:
        return group.outer;
      case SyntaxKind.EqualsToken:
        if (group.declared !== undefined) return { kind: "named", name: group.declared };
        return before.chain !== undefined ? { kind: "assignment", target: before.chain } : PLAIN;
      case SyntaxKind.ColonToken:
        // `{ key: "..." }`: a property of an object literal is named by its key.
        if (
          group.object &&
          isPropertyKey(before.kind) &&
          (third.kind === SyntaxKind.OpenBraceToken || third.kind === SyntaxKind.CommaToken)
        ) {
          return { kind: "named", name: before.text };
        }
        return PLAIN;
      default:
        return PLAIN;
    }
  }
}

function newGroup(
  kind: Group["kind"],
  callee: string | undefined,
  outer: StringContext,
  object: boolean,
  classBody: boolean,
  climbsInto?: Group,
): Group {
  return {
    kind,
    callee,
    argument: 0,
    outer,
    object,
    classBody,
    expression: PLAIN,
    conditionals: 0,
    declared: undefined,
    declaring: false,
    held: [],
    climbsInto,
  };
}

function templateCandidate(template: OpenTemplate, contentEnd: number): Candidate {
  return {
    value: template.builder.build(contentEnd),
    spelling: template.spelling,
    quote: "`",
    start: template.start,
    end: contentEnd,
    site: { context: template.context, in: "template" },
  };
}

/** Whether a name read after `previous` in `group` is the name being declared. */
function declares(group: Group, previous: ts.SyntaxKind): boolean {
  if (group.declaring && (isDeclarationKeyword(previous) || previous === SyntaxKind.CommaToken)) return true;
  // A class member's name: at the start of a member, after its modifiers.
  return (
    group.classBody &&
    (previous === SyntaxKind.OpenBraceToken ||
      previous === SyntaxKind.SemicolonToken ||
      previous === SyntaxKind.CloseBraceToken ||
      isModifier(previous))
  );
}

/** Makes the oldest of the three tokens the newest (moved by hand: `unshift` is a call into the engine on every token). */
function remember(recent: Token[], kind: ts.SyntaxKind, text: string, chain: string | undefined): void {
  const oldest = recent[2]!;
  oldest.kind = kind;
  oldest.text = text;
  oldest.chain = chain;
  recent[2] = recent[1]!;
  recent[1] = recent[0]!;
  recent[0] = oldest;
}

/** Tokens after which an expression starts whose operands may climb to it (`x = a ?? "b"`). */
function startsExpression(kind: ts.SyntaxKind): boolean {
  return (
    kind === SyntaxKind.OpenParenToken ||
    kind === SyntaxKind.OpenBracketToken ||
    kind === SyntaxKind.CommaToken ||
    kind === SyntaxKind.EqualsToken ||
    kind === SyntaxKind.ColonToken
  );
}

/**
 * Whether a literal followed by `next` is a whole operand: the expression goes on no further than
 * a delimiter, a postfix that keeps the value (`!`, `as`, `satisfies`), or (after a line break) the
 * next statement. Anything else uses the literal as an operand of something else.
 */
function endsOperand(next: ts.SyntaxKind, lineBreak: boolean): boolean {
  switch (next) {
    case SyntaxKind.CommaToken:
    case SyntaxKind.CloseParenToken:
    case SyntaxKind.CloseBracketToken:
    case SyntaxKind.CloseBraceToken:
    case SyntaxKind.SemicolonToken:
    case SyntaxKind.ColonToken:
    case SyntaxKind.EndOfFileToken:
    case SyntaxKind.ExclamationToken:
    case SyntaxKind.AsKeyword:
    case SyntaxKind.SatisfiesKeyword:
      return true;
    default:
      return (
        lineBreak &&
        (isName(next) || next === SyntaxKind.StringLiteral || next === SyntaxKind.NoSubstitutionTemplateLiteral)
      );
  }
}

/** Operators that bind more loosely than `===`: the literal before them is still `===`'s operand. */
function loosensEquality(next: ts.SyntaxKind): boolean {
  return (
    next === SyntaxKind.AmpersandAmpersandToken ||
    next === SyntaxKind.BarBarToken ||
    next === SyntaxKind.QuestionQuestionToken ||
    next === SyntaxKind.QuestionToken ||
    next === SyntaxKind.AmpersandToken ||
    next === SyntaxKind.BarToken ||
    next === SyntaxKind.CaretToken
  );
}

function isEquality(kind: ts.SyntaxKind): boolean {
  return (
    kind === SyntaxKind.EqualsEqualsEqualsToken ||
    kind === SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === SyntaxKind.EqualsEqualsToken ||
    kind === SyntaxKind.ExclamationEqualsToken
  );
}

/**
 * The dotted path that ends with a token, as the full scan names callees and targets: `a`, `a.b`,
 * `this.http.get`; a part that is not a plain name is "?" (`f().get` is "?.get", `/x/.test` "?.test").
 */
function chainAfter(previous: Token, kind: ts.SyntaxKind, name: string): string | undefined {
  if (kind === SyntaxKind.ThisKeyword) return "this";
  if (isName(kind)) {
    // After "." any keyword is a property name; elsewhere only a name that can be an identifier starts a path.
    if (isMemberAccess(previous.kind)) return `${previous.chain ?? "?"}.${name}`;
    return canBeIdentifier(kind) ? name : undefined;
  }
  switch (kind) {
    case SyntaxKind.DotToken:
    case SyntaxKind.QuestionDotToken:
    case SyntaxKind.ExclamationToken:
      return previous.chain;
    case SyntaxKind.CloseParenToken:
    case SyntaxKind.CloseBracketToken:
      return "?";
    default:
      return undefined;
  }
}

function isMemberAccess(kind: ts.SyntaxKind): boolean {
  return kind === SyntaxKind.DotToken || kind === SyntaxKind.QuestionDotToken;
}

/** An identifier, or a keyword (a property name after "."; a contextual keyword is an identifier too). */
function isName(kind: ts.SyntaxKind): boolean {
  return kind === SyntaxKind.Identifier || kind === SyntaxKind.PrivateIdentifier || isKeyword(kind);
}

/** Names that can be a variable: identifiers and the keywords that are not reserved words (`get`, `from`, `type`, `let`). */
function canBeIdentifier(kind: ts.SyntaxKind): boolean {
  return (
    kind === SyntaxKind.Identifier ||
    kind === SyntaxKind.PrivateIdentifier ||
    (kind > SyntaxKind.LastReservedWord && kind <= SyntaxKind.LastKeyword)
  );
}

function isDeclarationKeyword(kind: ts.SyntaxKind): boolean {
  return kind === SyntaxKind.ConstKeyword || kind === SyntaxKind.LetKeyword || kind === SyntaxKind.VarKeyword;
}

function isModifier(kind: ts.SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.StaticKeyword:
    case SyntaxKind.ReadonlyKeyword:
    case SyntaxKind.PublicKeyword:
    case SyntaxKind.PrivateKeyword:
    case SyntaxKind.ProtectedKeyword:
    case SyntaxKind.DeclareKeyword:
    case SyntaxKind.OverrideKeyword:
    case SyntaxKind.AccessorKeyword:
      return true;
    default:
      return false;
  }
}

function isPropertyKey(kind: ts.SyntaxKind): boolean {
  return isName(kind) || kind === SyntaxKind.StringLiteral || kind === SyntaxKind.NumericLiteral;
}

/** A brace after these opens an object literal; after anything else (`)`, `=>`, `else`, ...) a block. */
function startsObject(previous: ts.SyntaxKind): boolean {
  switch (previous) {
    case SyntaxKind.EqualsToken:
    case SyntaxKind.ColonToken:
    case SyntaxKind.OpenParenToken:
    case SyntaxKind.OpenBracketToken:
    case SyntaxKind.CommaToken:
    case SyntaxKind.ReturnKeyword:
    case SyntaxKind.QuestionToken:
    case SyntaxKind.BarBarToken:
    case SyntaxKind.QuestionQuestionToken:
    case SyntaxKind.AmpersandAmpersandToken:
    case SyntaxKind.DotDotDotToken:
      return true;
    default:
      return false;
  }
}

/** A "(" after these calls something: a name, a member (`a.for`), a call's result, `super`. */
function isCallee(previous: Token): boolean {
  const kind = previous.kind;
  return (
    canBeIdentifier(kind) ||
    (isName(kind) && previous.chain !== undefined) ||
    kind === SyntaxKind.CloseParenToken ||
    kind === SyntaxKind.CloseBracketToken ||
    kind === SyntaxKind.GreaterThanToken ||
    kind === SyntaxKind.SuperKeyword
  );
}

/** Binary operators that bind tighter than `===`: a literal after one is its operand, not `===`'s. */
function bindsTighter(kind: ts.SyntaxKind): boolean {
  switch (kind) {
    case SyntaxKind.PlusToken:
    case SyntaxKind.MinusToken:
    case SyntaxKind.AsteriskToken:
    case SyntaxKind.SlashToken:
    case SyntaxKind.PercentToken:
    case SyntaxKind.AsteriskAsteriskToken:
    case SyntaxKind.LessThanToken:
    case SyntaxKind.GreaterThanToken:
    case SyntaxKind.LessThanEqualsToken:
    case SyntaxKind.GreaterThanEqualsToken:
    case SyntaxKind.LessThanLessThanToken:
    case SyntaxKind.GreaterThanGreaterThanToken:
    case SyntaxKind.GreaterThanGreaterThanGreaterThanToken:
    case SyntaxKind.InKeyword:
    case SyntaxKind.InstanceOfKeyword:
      return true;
    default:
      return false;
  }
}

/** A template after these is tagged: `tag\`...\``, `a.b\`...\``, `f()\`...\``. */
function isTag(previous: ts.SyntaxKind): boolean {
  return (
    canBeIdentifier(previous) || previous === SyntaxKind.CloseParenToken || previous === SyntaxKind.CloseBracketToken
  );
}

/** Whether a "/" after this token divides (an expression just ended) rather than starts a regular expression. */
function endsExpression(previous: ts.SyntaxKind): boolean {
  switch (previous) {
    case SyntaxKind.Identifier:
    case SyntaxKind.PrivateIdentifier:
    case SyntaxKind.NumericLiteral:
    case SyntaxKind.BigIntLiteral:
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.TemplateTail:
    case SyntaxKind.RegularExpressionLiteral:
    case SyntaxKind.CloseParenToken:
    case SyntaxKind.CloseBracketToken:
    case SyntaxKind.ThisKeyword:
    case SyntaxKind.SuperKeyword:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.PlusPlusToken:
    case SyntaxKind.MinusMinusToken:
      return true;
    default:
      return false;
  }
}

function isKeyword(kind: ts.SyntaxKind): boolean {
  return kind >= SyntaxKind.FirstKeyword && kind <= SyntaxKind.LastKeyword;
}

/** The end of a literal's content: before its closing delimiter, if it has one. */
function closedAt(text: string, tokenEnd: number, delimiter: string): number {
  return text[tokenEnd - 1] === delimiter ? tokenEnd - 1 : tokenEnd;
}
