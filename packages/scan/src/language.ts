/**
 * What urilint knows of a language, in one record per language (`languages/<name>/language.ts`),
 * listed once in the registry (`languages/registry.cts`): which documents it reads (file names,
 * editors' languageIds), its comments, and the reader that finds its URI candidates, loaded with
 * its parser on the first document of the language. Nothing outside a language's folder knows
 * anything about that language: the scanner, the server, the command and the ESLint plugin ask
 * the registry.
 */
import type { Candidate, CommentSink } from "./candidate.js";
import type { OffsetEdit } from "./edits.js";
import registry from "./languages/registry.cjs";
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
  /** File names a pattern tells (`.env.local`, `Dockerfile.dev`), tested on the name as written. */
  readonly namePattern?: RegExp;
  /** Editors' languageIds (VS Code's, and the other clients' where they differ). */
  readonly languageIds?: readonly string[];
  /** Interpreters a `#!` line names (`python3`, `bash`), for files without a telling name. */
  readonly interpreters?: readonly string[];
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
   * than its parser's stack.
   */
  scan(text: string, dialect: Language, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void>;
  /** Reads only the comments of `text`, where the language can do that faster than `scan` (a script's tokens, without a parse). */
  readComments?(text: string, dialect: Language, comment: CommentSink): Work<void>;
  /**
   * Reads a syntax tree another parser made of the text (an ESLint language's), finding what
   * `scan` finds; throws UnexpectedTree at a node it does not know.
   */
  readTree?(
    text: string,
    tree: unknown,
    found: (candidate: Candidate) => void,
    comment?: CommentSink,
    comments?: unknown,
    dialect?: Language,
  ): void;
  /**
   * The comment that silences `words` on a finding's line, where the language places it otherwise
   * than on a line of its own before (Markdown, JSX children); undefined: none can be written.
   * Without it, `comments.lineBefore` decides.
   */
  disableComment?(line: FindingLine, words: string): OffsetEdit | undefined;
  /** Loads what the reader needs before its first scan when that cannot be done synchronously (WebAssembly grammars). */
  prepare?(): Promise<void>;
}

/**
 * Reads the candidates of a tree another parser made of a document read as `dialect` (one of the
 * language's); throws UnexpectedTree at a node it does not know.
 */
export type TreeReader = (
  text: string,
  tree: TreeNode,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  comments?: unknown,
  dialect?: Language,
) => void;

/** A language's line in the registry: its record, and the loaders of its modules. */
export interface LanguageEntry {
  readonly definition: LanguageDefinition;
  readonly reader: () => LanguageReader;
  readonly tree?: () => TreeReader;
  readonly spellers: () => Readonly<Record<string, Speller>>;
}

/** A language's line, with its modules once loaded. */
interface Loaded {
  readonly entry: LanguageEntry;
  reader?: LanguageReader;
  tree?: TreeReader;
  spellers?: Readonly<Record<string, Speller>>;
  /** Set once `prepare` has resolved (or when the reader needs none). */
  prepared?: boolean;
}

/** The registry's answers, computed on first use. */
interface Index {
  readonly byDialect: ReadonlyMap<Language, Loaded>;
  readonly byLanguageId: ReadonlyMap<string, Language>;
  readonly byExtension: ReadonlyMap<string, Language>;
  readonly byFileName: ReadonlyMap<string, Language>;
  readonly byPattern: readonly (readonly [RegExp, Language])[];
  readonly byInterpreter: ReadonlyMap<string, Language>;
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
  const byPattern: (readonly [RegExp, Language])[] = [];
  const byInterpreter = new Map<string, Language>();
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
      for (const alias of files.aliases ?? []) claim(byAlias, alias, dialect, "the alias");
      if (files.namePattern !== undefined) byPattern.push([files.namePattern, dialect]);
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
  const reader = (loaded.reader ??= loaded.entry.reader());
  if (reader.prepare !== undefined && loaded.prepared !== true) {
    throw new Error(`the reader of ${language} is not ready: await prepareLanguage("${language}") before scanning it`);
  }
  return reader;
}

/** Loads the reader of `language` and whatever it must load asynchronously (WebAssembly grammars). */
export async function prepareLanguage(language: Language): Promise<void> {
  const loaded = loadedOf(language);
  const reader = (loaded.reader ??= loaded.entry.reader());
  if (loaded.prepared === true || reader.prepare === undefined) return;
  await reader.prepare();
  loaded.prepared = true;
}

/** Whether `language` can be scanned now, without `prepareLanguage` (its reader needs nothing asynchronous, or has it). */
export function isPrepared(language: Language): boolean {
  const loaded = loadedOf(language);
  if (loaded.prepared === true) return true;
  const reader = (loaded.reader ??= loaded.entry.reader());
  return reader.prepare === undefined;
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
  return byId ?? languageOfPath(path) ?? (text === undefined ? undefined : languageOfShebang(text)) ?? "text";
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
  for (const [pattern, dialect] of byPattern) if (pattern.test(name)) return dialect;
  return undefined;
}

/**
 * The dialect of `language` a document's path or URI names (`x.mdx` is Markdown's `mdx`), or
 * `language` itself when the name tells none of its dialects.
 */
export function dialectOfPath(language: Language, path: string | undefined): Language {
  if (path === undefined) return language;
  const named = languageOfPath(path);
  return named !== undefined && definitionOf(named) === definitionOf(language) ? named : language;
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
