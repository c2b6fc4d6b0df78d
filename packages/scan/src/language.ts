/**
 * What urilint knows of a language, in one record per language (`languages/<name>/language.ts`),
 * listed once in the registry (`languages/registry.cts`): which documents it reads (file names,
 * editors' languageIds), its comments, and the reader that finds its URI candidates, loaded with
 * its parser on the first document of the language. Nothing outside a language's folder knows
 * anything about that language: the scanner, the server, the command and the ESLint plugin ask
 * the registry.
 */
import type { Candidate, CommentSink, ValueAdmission } from "./candidate.js";
import type { OffsetEdit } from "./edits.js";
import picomatch from "picomatch";
import registry from "./languages/registry.cjs";
import { loadWithParser } from "./missing-parser.js";
import type { UriMatch } from "./matches.js";
import type { TreeNode } from "./reading/tree-node.js";
import type { Work } from "./work.js";

/**
 * A dialect's id: what a document is read as (`ts`, `yaml`, `text`, ...). Each language record
 * names its dialects; `languageOf` gives the one a document is read as.
 */
export type Language = string;

/** Which documents are read as a dialect. */
export interface Dialect {
  /** File extensions, lower case, without the dot. */
  readonly extensions?: readonly string[];
  /** Whole file names, lower case (`pipfile`, `cargo.lock`): they win over the extension. */
  readonly fileNames?: readonly string[];
  /** File names globs tell (`.env.*`, `Dockerfile.*`), matched on the name alone, in any letter case. */
  readonly nameGlobs?: readonly string[];
  /** Editors' languageIds (VS Code's, and the other clients' where they differ). */
  readonly languageIds?: readonly string[];
  /** Interpreters a `#!` line names (`python3`, `bash`), for files without a telling name. */
  readonly interpreters?: readonly string[];
  /**
   * The first words of a first line that say the dialect where no `#!` line does, for files
   * without a telling name (zsh's completion functions, `_git`, start with `#compdef` or `#autoload`).
   */
  readonly firstLineTags?: readonly string[];
  /** Other names people write for it (a Markdown code block's info string: `docker`), lower case. */
  readonly aliases?: readonly string[];
}

/** How a language writes its comments, for disable directives and the comments that silence one. */
export interface CommentSyntax {
  /**
   * Whether the language has block comments. In a language whose comments are all line comments,
   * `eslint-disable` in a comment applies to its line, as eslint-plugin-yml reads it.
   */
  readonly block: boolean;
  /** A comment on a line of its own before a finding's line, holding `words`; none when undefined. */
  readonly lineBefore?: (words: string) => string;
}

/** Everything urilint knows of one language. */
export interface LanguageDefinition {
  /** The language's name, as people write it. */
  readonly name: string;
  /** Its dialects, by id: each is a `Language` a document can be read as. */
  readonly dialects: Readonly<Record<Language, Dialect>>;
  readonly comments: CommentSyntax;
  /** The spellings its candidates carry (a candidate's `spelling`): each is spelled back by this language's spellers. */
  readonly spellings: readonly string[];
  /**
   * The packages its reader loads that are optional peer dependencies of @urilint/scan (its
   * parser): the command and the server depend on them, the ESLint plugin does not.
   */
  readonly parsers?: readonly string[];
  /**
   * How the trees its tree reader reads are told apart (an ESLint language's: @eslint/json's,
   * @eslint/css's, eslint-plugin-yml's...): the type of their root node, or, for a tree whose root
   * is a `Program` as ESTree's is, the type of the first node of its body.
   */
  readonly trees?: { readonly root: string } | { readonly programBody: string };
}

/**
 * How a site makes anchors of Markdown headings: each generator slugs a heading's text its own way
 * (GitHub's `## server.port` is `#serverport`, VitePress's `#server-port`) and some read an
 * explicit `{#id}` after it.
 */
export type SlugStyle = "github" | "vitepress" | "docusaurus" | "mdbook" | "mkdocs";

/** One reading of a document for the link checker: where it links to, and the anchors it offers. */
export interface DocumentLinks {
  /**
   * Every link destination of the document, in document order, whether or not the core's detector
   * would take it for a URI (`docs/setup.md` is a link, not a URI by its content): Markdown link,
   * image and definition destinations, the `href` and `src` of HTML elements.
   */
  readonly links: readonly Candidate[];
  /** The fragment identifiers it defines, as a browser compares them: heading slugs in `style`, `id`s, `<a name>`s. */
  anchors(style: SlugStyle): ReadonlySet<string>;
}

/** Spells a value back into a place of a document written in one spelling (quote: the place's delimiter). */
export type Speller = (value: string, quote: string) => string | undefined;

/** Where a disable comment goes on a finding's line: the line's start, the end of its indent, the newline it uses. */
export interface FindingLine {
  readonly text: string;
  readonly dialect: Language;
  readonly candidate: Candidate;
  readonly offset: number;
  readonly lineStart: number;
  readonly indentEnd: number;
  readonly newline: string;
}

/** A language's reader: loaded with its parser on the first document of the language. */
export interface LanguageReader {
  /**
   * Finds the candidates of `text` read as `dialect`, in document order, and gives `comment`
   * every comment it reads. May throw what `isParserOverflow` recognises on input nested deeper
   * than its parser's stack. A reader may skip a candidate whose value (its text, holes as "x")
   * and context `admits` rejects (the core's `mayBeUri`: the analysis, which judges every
   * candidate at once, gives it); without `admits` it finds every candidate.
   */
  scan(
    text: string,
    dialect: Language,
    found: (candidate: Candidate) => void,
    comment?: CommentSink,
    admits?: ValueAdmission,
  ): Work<void>;
  /** Reads only the comments of `text`, where the language can do that faster than `scan` (a script's tokens, without a parse). */
  readComments?(text: string, dialect: Language, comment: CommentSink): Work<void>;
  /**
   * The comment that silences `words` on a finding's line, where the language places it otherwise
   * than on a line of its own before (Markdown, JSX children); undefined: none can be written.
   * Without it, `comments.lineBefore` decides.
   */
  disableComment?(line: FindingLine, words: string): OffsetEdit | undefined;
  /** Loads what the reader needs before its first scan when that cannot be done synchronously (WebAssembly grammars). */
  prepare?(): Promise<void>;
  /**
   * The first scalar value (a string, or a boolean) stored under each of `keys`, at any depth, of
   * a configuration file: where the candidates of `scan` do not give them (a value of one plain
   * word, a boolean). Without it, the values are read from the candidates named by those keys.
   */
  readValues?(text: string, dialect: Language, keys: ReadonlySet<string>): Work<ReadonlyMap<string, string | boolean>>;
  /**
   * What the language keeps of an open document between two scans, so that a scan after an edit
   * reads only what changed (document.ts); a language without it is scanned whole each time.
   */
  openDocument?(dialect: Language): DocumentReading;
}

/** What a language keeps of an open document between two scans. */
export interface DocumentReading {
  /**
   * Scans `text`, the document after the editor's edits since the last scan: appends to
   * `candidates` those of what changed, and returns the URIs kept from earlier scans for the rest,
   * moved to where they are now.
   */
  scan(text: string, candidates: Candidate[]): Work<readonly UriMatch[]>;
  /** Once the candidates of the last scan are judged (`results[i]`: candidate i's URI, if any): keeps them for the next scan. */
  commit(results: readonly (UriMatch | undefined)[]): void;
  /** The comments of the text last scanned, from what the scan kept (a script's tree). */
  readComments?(comment: CommentSink): Work<void>;
}

/**
 * The reader of a language's links and anchors, for the link checker: loaded (with the parser it
 * needs) on the first document whose links are read, so that a run that checks no link loads none.
 */
export interface LinkReader {
  /**
   * The links and anchors of text[start, end) read as `dialect` (a part of a document: the raw
   * HTML of a Markdown document), at their offsets in `text`.
   */
  readLinks(text: string, dialect: Language, start?: number, end?: number): Work<DocumentLinks>;
  /**
   * The link destination being typed at `offset` (an editor's completion): where it starts and
   * what is typed of it, or undefined when the offset is in none.
   */
  destinationAt?(text: string, offset: number): { readonly start: number; readonly typed: string } | undefined;
}

/**
 * Reads the candidates of a tree another parser made of a document read as `dialect` (one of the
 * language's); throws UnexpectedTree at a node it does not know.
 */
export type TreeReader = (
  text: string,
  tree: TreeNode,
  dialect: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  comments?: unknown,
) => void;

/** A language's line in the registry: its record, and the loaders of its modules. */
export interface LanguageEntry {
  readonly definition: LanguageDefinition;
  readonly reader: () => LanguageReader;
  readonly tree?: () => TreeReader;
  readonly spellers: () => Readonly<Record<string, Speller>>;
  /** The reader of its links and anchors, where its documents link to other files (Markdown, HTML). */
  readonly links?: () => LinkReader;
}

/** A language's line, with its modules once loaded. */
interface Loaded {
  readonly entry: LanguageEntry;
  reader?: LanguageReader;
  tree?: TreeReader;
  spellers?: Readonly<Record<string, Speller>>;
  links?: LinkReader;
  /** Set once `prepare` has resolved (or when the reader needs none). */
  prepared?: boolean;
}

/** The registry's answers, computed on first use. */
interface Index {
  readonly byDialect: ReadonlyMap<Language, Loaded>;
  readonly byLanguageId: ReadonlyMap<string, Language>;
  readonly byExtension: ReadonlyMap<string, Language>;
  readonly byFileName: ReadonlyMap<string, Language>;
  readonly byPattern: readonly (readonly [(name: string) => boolean, Language])[];
  readonly byInterpreter: ReadonlyMap<string, Language>;
  readonly byFirstLineTag: ReadonlyMap<string, Language>;
  readonly byAlias: ReadonlyMap<string, Language>;
  readonly bySpelling: ReadonlyMap<string, Loaded>;
  readonly dialects: readonly Language[];
}

let index: Index | undefined;

function indexOf(): Index {
  if (index !== undefined) return index;
  const byDialect = new Map<Language, Loaded>();
  const byLanguageId = new Map<string, Language>();
  const byExtension = new Map<string, Language>();
  const byFileName = new Map<string, Language>();
  const byPattern: (readonly [(name: string) => boolean, Language])[] = [];
  const byInterpreter = new Map<string, Language>();
  const byFirstLineTag = new Map<string, Language>();
  const byAlias = new Map<string, Language>();
  const bySpelling = new Map<string, Loaded>();
  const claim = <K>(map: Map<K, Language>, key: K, dialect: Language, what: string): void => {
    const owner = map.get(key);
    if (owner !== undefined && owner !== dialect)
      throw new Error(`${what} "${String(key)}" is claimed by both ${owner} and ${dialect}`);
    map.set(key, dialect);
  };
  for (const entry of registry) {
    const loaded: Loaded = { entry };
    const { definition } = entry;
    for (const [dialect, files] of Object.entries(definition.dialects)) {
      if (byDialect.has(dialect)) throw new Error(`the dialect "${dialect}" is claimed twice`);
      byDialect.set(dialect, loaded);
      for (const id of files.languageIds ?? []) claim(byLanguageId, id, dialect, "the languageId");
      for (const extension of files.extensions ?? []) claim(byExtension, extension, dialect, "the extension");
      for (const name of files.fileNames ?? []) claim(byFileName, name, dialect, "the file name");
      for (const interpreter of files.interpreters ?? []) claim(byInterpreter, interpreter, dialect, "the interpreter");
      for (const tag of files.firstLineTags ?? []) claim(byFirstLineTag, tag, dialect, "the first line's tag");
      for (const alias of files.aliases ?? []) claim(byAlias, alias, dialect, "the alias");
      if (files.nameGlobs !== undefined)
        byPattern.push([picomatch([...files.nameGlobs], { nocase: true, dot: true }), dialect]);
    }
    for (const spelling of definition.spellings) {
      if (bySpelling.has(spelling)) throw new Error(`the spelling "${spelling}" is claimed twice`);
      bySpelling.set(spelling, loaded);
    }
  }
  index = {
    byDialect,
    byLanguageId,
    byExtension,
    byFileName,
    byPattern,
    byInterpreter,
    byFirstLineTag,
    byAlias,
    bySpelling,
    dialects: Object.freeze([...byDialect.keys()]),
  };
  return index;
}

/** Every dialect a document can be read as, in the registry's order. */
export function dialects(): readonly Language[] {
  return indexOf().dialects;
}

/** The records of every language, in the registry's order. */
export function languageDefinitions(): readonly LanguageDefinition[] {
  return registry.map((entry) => entry.definition);
}

/** The language of dialect `language`, or undefined for an id no language claims. */
export function definitionOf(language: Language): LanguageDefinition | undefined {
  return indexOf().byDialect.get(language)?.entry.definition;
}

function loadedOf(language: Language): Loaded {
  const loaded = indexOf().byDialect.get(language);
  if (loaded === undefined)
    throw new Error(`urilint reads no language "${language}" (it reads ${dialects().join(", ")})`);
  return loaded;
}

/**
 * The reader of `language`, loaded (with its parser) on the first call. Throws for a language
 * whose `prepare` has not resolved yet (see `prepareLanguage`).
 */
export function readerOf(language: Language): LanguageReader {
  const loaded = loadedOf(language);
  const reader = (loaded.reader ??= load(loaded));
  if (reader.prepare !== undefined && loaded.prepared !== true) {
    throw new Error(`the reader of ${language} is not ready: await prepareLanguage("${language}") before scanning it`);
  }
  return reader;
}

/** Loads the reader of `language` and whatever it must load asynchronously (WebAssembly grammars). */
export async function prepareLanguage(language: Language): Promise<void> {
  const loaded = loadedOf(language);
  const reader = (loaded.reader ??= load(loaded));
  if (loaded.prepared === true || reader.prepare === undefined) return;
  await reader.prepare();
  loaded.prepared = true;
}

/** Whether `language` can be scanned now, without `prepareLanguage` (its reader needs nothing asynchronous, or has it). */
export function isPrepared(language: Language): boolean {
  const loaded = loadedOf(language);
  if (loaded.prepared === true) return true;
  const reader = (loaded.reader ??= load(loaded));
  return reader.prepare === undefined;
}

/**
 * Whether `language`'s reader loads something asynchronously before its first scan (a WebAssembly
 * grammar): a reading that may meet it inside another document (a Markdown code block) cannot wait
 * for it, and whether a front-end happened to prepare it must not change what is found.
 */
export function readsAsynchronously(language: Language): boolean {
  const loaded = loadedOf(language);
  return (loaded.reader ??= load(loaded)).prepare !== undefined;
}

/** Whether documents of `language` hold links the link checker follows, without loading any reader. */
export function readsLinks(language: Language): boolean {
  return indexOf().byDialect.get(language)?.entry.links !== undefined;
}

/** The link reader of `language`, loaded on the first call, or undefined where its documents hold no links. */
export function linkReaderOf(language: Language): LinkReader | undefined {
  const loaded = indexOf().byDialect.get(language);
  if (loaded?.entry.links === undefined) return undefined;
  const links = loaded.entry.links;
  // A parser that is not installed is said by name, as for the language's reader.
  return (loaded.links ??= loadWithParser(loaded.entry.definition.name, links));
}

/** A language's reader, loaded: a parser that is not installed is said by name (`MissingParserError`). */
function load(loaded: Loaded): LanguageReader {
  return loadWithParser(loaded.entry.definition.name, loaded.entry.reader);
}

/** The reader of trees another parser made of `language`'s documents, or undefined where there is none. */
export function treeReaderOf(language: Language): TreeReader | undefined {
  const loaded = indexOf().byDialect.get(language);
  if (loaded?.entry.tree === undefined) return undefined;
  return (loaded.tree ??= loaded.entry.tree());
}

/** The speller of a spelling, or undefined for one no language claims. */
export function spellerOf(spelling: string): Speller | undefined {
  const loaded = indexOf().bySpelling.get(spelling);
  if (loaded === undefined) return undefined;
  return (loaded.spellers ??= loaded.entry.spellers())[spelling];
}

/**
 * The language of a document: its languageId when it names one we read, else its file name (`path`
 * may be a path or a URI; a query or fragment is ignored), else the interpreter its first line
 * names (`#!/usr/bin/env python3`), else plain text.
 */
export function languageOf(languageId: string | undefined, path: string, text?: string): Language {
  const byId = languageId === undefined ? undefined : indexOf().byLanguageId.get(languageId);
  const byPath = languageOfPath(path);
  // A file's own name tells a dialect of the language the editor names: package.json, which an
  // editor calls `json`, is npm's manifest; tsconfig.json is JSON with comments.
  if (byId !== undefined && byPath !== undefined && byPath !== byId && isNamedDialect(byPath, path)) {
    if (indexOf().byDialect.get(byPath) === indexOf().byDialect.get(byId)) return byPath;
  }
  return (
    byId ?? byPath ?? (text === undefined ? undefined : (languageOfShebang(text) ?? languageOfTag(text))) ?? "text"
  );
}

/** Whether `path`'s whole name (not its extension) says `dialect`. */
function isNamedDialect(dialect: Language, path: string): boolean {
  const clean = path.replace(/[?#].*$/, "");
  return indexOf().byFileName.get(clean.slice(clean.lastIndexOf("/") + 1).toLowerCase()) === dialect;
}

/** The language a file's name says, or undefined when it names none we read. */
export function languageOfPath(path: string): Language | undefined {
  const { byFileName, byExtension, byPattern } = indexOf();
  const clean = path.replace(/[?#].*$/, "");
  const name = clean.slice(clean.lastIndexOf("/") + 1);
  const byName = byFileName.get(name.toLowerCase());
  if (byName !== undefined) return byName;
  const dot = name.lastIndexOf(".");
  const byExtensionOfName = dot > 0 ? byExtension.get(name.slice(dot + 1).toLowerCase()) : undefined;
  if (byExtensionOfName !== undefined) return byExtensionOfName;
  for (const [matches, dialect] of byPattern) if (matches(name)) return dialect;
  return undefined;
}

/**
 * The dialect a language's name names, as people write it where a language is named by a word (a
 * Markdown code block's info string: `js`, `typescript`, `yml`, `dockerfile`, `.env`, `node`):
 * an editor's languageId, an extension, an interpreter, an alias or a file name; case is ignored.
 * Undefined for a name no language claims.
 */
export function languageOfName(name: string): Language | undefined {
  const lower = name.toLowerCase();
  const { byLanguageId, byExtension, byInterpreter, byAlias } = indexOf();
  return (
    byLanguageId.get(lower) ??
    byExtension.get(lower) ??
    byInterpreter.get(lower) ??
    byAlias.get(lower) ??
    languageOfPath(lower)
  );
}

/** The language the `#!` line of a script names (`#!/bin/sh`, `#!/usr/bin/env -S python3 -u`), if any. */
export function languageOfShebang(text: string): Language | undefined {
  if (!text.startsWith("#!")) return undefined;
  const lineEnd = text.indexOf("\n");
  const words = text
    .slice(2, lineEnd === -1 ? Math.min(text.length, 256) : Math.min(lineEnd, 256))
    .trim()
    .split(/\s+/);
  let program = words[0]?.slice(words[0].lastIndexOf("/") + 1);
  if (program === "env") program = words.slice(1).find((word) => !word.startsWith("-") && !word.includes("="));
  if (program === undefined) return undefined;
  // python3.12, ruby2.7: the interpreter's name without its version.
  return indexOf().byInterpreter.get(program) ?? indexOf().byInterpreter.get(program.replace(/[\d.]+$/, ""));
}

/** The language the first word of a text's first line names (`#compdef _git`: zsh), if any. */
function languageOfTag(text: string): Language | undefined {
  if (!text.startsWith("#")) return undefined;
  let end = 1;
  while (end < text.length && end < 64 && !isBlankOrLineEnd(text.charCodeAt(end))) end++;
  return indexOf().byFirstLineTag.get(text.slice(0, end));
}

function isBlankOrLineEnd(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The dialect of a syntax tree an ESLint language made of the file `path` (its root node), read by
 * the tree reader of its language; undefined for a tree no language here reads this way (ESTree's
 * JavaScript, read node by node). `visitorKeys`, when given, tell at once a parser that names none
 * of the `Program` bodies known here (the body's first node is cold in memory).
 */
export function dialectOfTree(
  ast: { readonly type: string; readonly [key: string]: unknown },
  path: string,
  visitorKeys?: Readonly<Record<string, unknown>>,
): Language | undefined {
  const { byRoot, byProgramBody } = treeIndexOf();
  let loaded: Loaded | undefined;
  if (ast.type === "Program") {
    if (visitorKeys !== undefined && !namesAny(visitorKeys, byProgramBody)) return undefined;
    const body = ast["body"];
    const first = Array.isArray(body) ? (body[0] as { type?: unknown } | undefined)?.type : undefined;
    loaded = typeof first === "string" ? byProgramBody.get(first) : undefined;
  } else loaded = byRoot.get(ast.type);
  if (loaded === undefined) return undefined;
  // The file's own name may tell a dialect of the language (package.json is JSON's `npm-package`).
  const byPath = languageOfPath(path);
  if (byPath !== undefined && indexOf().byDialect.get(byPath) === loaded) return byPath;
  return Object.keys(loaded.entry.definition.dialects)[0];
}

function namesAny(visitorKeys: Readonly<Record<string, unknown>>, types: ReadonlyMap<string, unknown>): boolean {
  for (const type of types.keys()) if (visitorKeys[type] !== undefined) return true;
  return false;
}

let treeIndex: { byRoot: Map<string, Loaded>; byProgramBody: Map<string, Loaded> } | undefined;

function treeIndexOf(): { byRoot: Map<string, Loaded>; byProgramBody: Map<string, Loaded> } {
  if (treeIndex !== undefined) return treeIndex;
  const byRoot = new Map<string, Loaded>();
  const byProgramBody = new Map<string, Loaded>();
  const { byDialect } = indexOf();
  for (const entry of registry) {
    const trees = entry.definition.trees;
    if (trees === undefined) continue;
    const loaded = byDialect.get(Object.keys(entry.definition.dialects)[0]!)!;
    if ("root" in trees) byRoot.set(trees.root, loaded);
    else byProgramBody.set(trees.programBody, loaded);
  }
  return (treeIndex = { byRoot, byProgramBody });
}
