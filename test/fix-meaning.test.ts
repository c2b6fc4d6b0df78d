/**
 * A fix never changes what a program means (issue 34): `urilint --fix`, run on the committed
 * agreement cases and on real files nobody here wrote (the installed packages' scripts,
 * package.json files and YAML files), leaves each file's syntax tree as it was except for string
 * values, and each value it changed is, before and after, the same resource: equivalent URIs (RFC
 * 3986 6.2, the core's `equivalent`, which takes an IRI's URI form as the same).
 *
 * Scripts are compared as TypeScript's trees, node by node: the same kinds, the same tokens, and
 * literals whose values differ only where both values are equivalent URIs. JSON and YAML are
 * compared as the values they parse to.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { equivalent } from "../packages/core/src/index.js";
import { commandFixed } from "./agreement/command.js";
import { agreementFiles, type AgreementFile } from "./agreement/files.js";

const CASES = fileURLToPath(new URL("./agreement/cases/", import.meta.url));

/** The files in a fresh directory, each at its own path. */
function project(files: readonly AgreementFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), "urilint-fix-meaning-"));
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  return dir;
}

/**
 * What ends a URI in prose: a blank, a quote, a bracket, or a brace or bar of JSDoc's inline link
 * tag (`{@link https://cheerio.js.org#loading}`, `{@link url|text}`) around it (kept as separate parts).
 */
const AROUND = /([\s"'`<>()[\]{}|]+)/;

/** A URI's run in prose without the punctuation that ends a sentence after it, the same in both. */
function withoutSentenceEnd(a: string, b: string): [string, string] {
  while (a.length > 0 && a.at(-1) === b.at(-1) && ".,;:!?".includes(a.at(-1)!)) {
    a = a.slice(0, -1);
    b = b.slice(0, -1);
  }
  return [a, b];
}

/**
 * A changed value that is not the same resource, described; undefined when each run that changed
 * (the value split at blanks, quotes and brackets: a URI in prose, or the whole value) is, before
 * and after, equivalent URIs.
 */
function changedMeaning(where: string, before: string, after: string): string | undefined {
  if (before === after) return undefined;
  const a = before.split(AROUND);
  const b = after.split(AROUND);
  if (a.length !== b.length) return `${where}: ${before} -> ${after}`;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const [runBefore, runAfter] = withoutSentenceEnd(a[i]!, b[i]!);
    if (i % 2 === 1 || !equivalent(runBefore, runAfter)) return `${where}: ${runBefore} -> ${runAfter}`;
  }
  return undefined;
}

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/** What differs between two scripts' trees besides literal values that are equivalent URIs. */
function scriptDifferences(path: string, before: string, after: string): string[] {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const a = ts.createSourceFile(path, before, ts.ScriptTarget.Latest, true, kind);
  const b = ts.createSourceFile(path, after, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const compare = (x: ts.Node, y: ts.Node): void => {
    if (x.kind !== y.kind) {
      found.push(`${path}: ${ts.SyntaxKind[x.kind]} became ${ts.SyntaxKind[y.kind]}`);
      return;
    }
    // A doc comment is prose, as a comment is (comments are trivia, outside the tree): a URI in it
    // may be fixed, and then must stay the same resource.
    if (x.kind >= ts.SyntaxKind.FirstJSDocNode && x.kind <= ts.SyntaxKind.LastJSDocNode) {
      const changed = changedMeaning(`${path}:${x.getStart()}`, x.getText(), y.getText());
      if (changed !== undefined) found.push(changed);
      return;
    }
    if (ts.isStringLiteralLike(x) || ts.isTemplateLiteralToken(x) || ts.isJsxText(x)) {
      const values = [(x as ts.LiteralLikeNode).text, (y as ts.LiteralLikeNode).text] as const;
      const changed = changedMeaning(`${path}:${x.getStart()}`, ...values);
      if (changed !== undefined) found.push(changed);
      return;
    }
    const xs = x.getChildren();
    const ys = y.getChildren();
    if (xs.length !== ys.length) {
      found.push(`${path}: ${ts.SyntaxKind[x.kind]} has ${xs.length} children, then ${ys.length}`);
      return;
    }
    if (xs.length === 0 && x.getText() !== y.getText())
      found.push(`${path}: token ${JSON.stringify(x.getText())} became ${JSON.stringify(y.getText())}`);
    for (let i = 0; i < xs.length; i++) compare(xs[i]!, ys[i]!);
  };
  compare(a, b);
  return found;
}

/** What differs between two parsed values besides strings that are equivalent URIs. */
function valueDifferences(where: string, a: unknown, b: unknown): string[] {
  if (typeof a === "string" && typeof b === "string") {
    const changed = changedMeaning(where, a, b);
    return changed === undefined ? [] : [changed];
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b) ? [] : [`${where}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`];
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.join("\u0000") !== keysB.join("\u0000")) return [`${where}: keys changed`];
  return keysA.flatMap((key) =>
    valueDifferences(`${where}.${key}`, (a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The differences in meaning of one fixed file, by its kind; undefined for a kind not compared here. */
function differences(path: string, before: string, after: string): string[] | undefined {
  if (SCRIPT.test(path) && !/\.d\.[cm]?ts$/.test(path)) return scriptDifferences(path, before, after);
  if (path.endsWith(".json")) {
    try {
      return valueDifferences(path, JSON.parse(before), JSON.parse(after));
    } catch {
      // JSON with comments (a tsconfig): its text is compared by the scripts' reading of the agreement test.
      return undefined;
    }
  }
  if (/\.ya?ml$/.test(path)) return valueDifferences(path, parseYaml(before), parseYaml(after));
  return undefined;
}

function fixedMeanings(files: readonly AgreementFile[]): { compared: number; found: string[] } {
  const dir = project(files);
  const fixed = commandFixed(
    dir,
    files.map((file) => file.path),
  );
  let compared = 0;
  const found: string[] = [];
  for (const [path, after] of Object.entries(fixed)) {
    const before = files.find((file) => file.path === path)!.text;
    expect(readFileSync(join(dir, path), "utf8")).toBe(after);
    const seen = differences(path, before, after);
    if (seen === undefined) continue;
    compared++;
    found.push(...seen);
  }
  return { compared, found };
}

describe("--fix never changes what a program means", () => {
  it("tells a change of meaning where there is one (the comparison itself)", () => {
    expect(scriptDifferences("a.ts", 'f("HTTP://A.com:80/x")', 'f("http://a.com/x")')).toEqual([]);
    expect(scriptDifferences("a.ts", 'f("http://a.com/x")', 'f("http://b.com/x")')).toHaveLength(1);
    expect(scriptDifferences("a.ts", 'f("http://a.com/x")', 'g("http://a.com/x")')).toHaveLength(1);
    expect(scriptDifferences("a.ts", 'f("http://a.com/x")', 'f("http://a.com/x", 1)')).toHaveLength(1);
    expect(scriptDifferences("a.ts", "/** See <http://a.com> */\nf();", "/** See <http://a.com/> */\nf();")).toEqual(
      [],
    );
    expect(
      scriptDifferences("a.ts", "/** See <http://a.com> */\nf();", "/** See <http://b.com> */\nf();"),
    ).toHaveLength(1);
    expect(valueDifferences("v", { u: "http://a.com/%7e" }, { u: "http://a.com/~" })).toEqual([]);
    expect(valueDifferences("v", { u: "http://a.com/" }, { u: "http://a.com/x" })).toHaveLength(1);
    expect(changedMeaning("t", "see HTTP://A.com now", "see http://a.com/ now")).toBeUndefined();
    expect(changedMeaning("t", "see http://a.com now", "see http://b.com now")).toBeDefined();
    expect(
      changedMeaning("t", "(http://a.com:80) or http://B.com.", "(http://a.com/) or http://b.com/."),
    ).toBeUndefined();
    expect(changedMeaning("t", "(http://a.com:80) or http://a.com", "(http://a.com/) or http://c.com")).toBeDefined();
  });

  it("on the committed cases: the same trees, and each changed value the same resource", () => {
    const { compared, found } = fixedMeanings(agreementFiles.committed(CASES));
    expect(found).toEqual([]);
    // Not vacuous: the cases hold fixable findings in scripts, JSON and YAML.
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it("on the installed packages' scripts, package.json files and YAML files", { timeout: 300_000 }, () => {
    const { compared, found } = fixedMeanings(agreementFiles.installed());
    console.log(`fix meaning: ${compared} real files fixed and compared`);
    expect(found).toEqual([]);
  });
});
