/**
 * Host labels that can pass for others (UTS #39, Unicode Security Mechanisms): a label that mixes
 * scripts (section 5.1, the "Highly Restrictive" level: one script, or Latin with the scripts of
 * Chinese, Japanese or Korean), and a label in one script other than Latin whose every letter is
 * confusable with a Latin one (section 4, whole-script confusables). Script data comes from the
 * JavaScript engine's Unicode tables (`\p{Script_Extensions=...}`); the confusable prototypes from
 * Unicode's confusables.txt as the `unhomoglyph` package ships it.
 */
import internationalData from "./international-data.cjs";

/** A label that can pass for another, and why. */
export type ConfusableLabel =
  | { readonly kind: "mixed-script"; readonly scripts: readonly string[] }
  | { readonly kind: "whole-script"; readonly script: string; readonly lookalike: string };

/**
 * The ISO 15924 codes of Unicode's scripts (PropertyValueAliases.txt, sc). A name the engine does
 * not know is left out when the table is built; a test checks that every assigned code point
 * outside private use has a script here.
 */
const SCRIPT_CODES = (
  "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham " +
  "Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek " +
  "Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda " +
  "Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi " +
  "Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm " +
  "Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo " +
  "Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto " +
  "Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb"
).split(" ");

let scriptTests: { code: string; test: RegExp }[] | undefined;

/** One regular expression per script the engine knows, built on first use. */
function scriptTable(): { code: string; test: RegExp }[] {
  return (scriptTests ??= SCRIPT_CODES.flatMap((code) => {
    try {
      return [{ code, test: new RegExp(`^\\p{Script_Extensions=${code}}$`, "u") }];
    } catch {
      return [];
    }
  }));
}

const COMMON_OR_INHERITED = /^[\p{Script_Extensions=Zyyy}\p{Script_Extensions=Zinh}]$/u;
const scriptCache = new Map<string, readonly string[]>();

/**
 * The scripts of one character by its Script_Extensions (UTS #39 5.1), with the writing systems of
 * UTS #39's "augmented script set": Han also counts as Japanese and Korean, Hiragana and Katakana
 * as Japanese, Hangul as Korean, Bopomofo as Han with Bopomofo. Empty for Common and Inherited
 * characters (digits, "-", combining marks), which go with any script.
 */
export function scriptsOf(char: string): readonly string[] {
  let scripts = scriptCache.get(char);
  if (scripts === undefined) {
    scripts = COMMON_OR_INHERITED.test(char)
      ? []
      : augmented(
          scriptTable()
            .filter((s) => s.test.test(char))
            .map((s) => s.code),
        );
    if (scriptCache.size < 4096) scriptCache.set(char, scripts);
  }
  return scripts;
}

function augmented(codes: string[]): string[] {
  const out = new Set(codes);
  if (out.has("Hani")) out.add("Hanb").add("Jpan").add("Kore");
  if (out.has("Hira") || out.has("Kana")) out.add("Jpan");
  if (out.has("Hang")) out.add("Kore");
  if (out.has("Bopo")) out.add("Hanb");
  return [...out];
}

/** UTS #39 5.2 "Highly Restrictive": Latin may join the scripts of one CJK writing system. */
const HIGHLY_RESTRICTIVE_SETS = [
  ["Latn", "Hani", "Hira", "Kana"],
  ["Latn", "Hani", "Bopo"],
  ["Latn", "Hani", "Hang"],
];

/** Names of scripts in English, made on first use (ICU's data for it costs a process's start-up). */
let scriptNames: Intl.DisplayNames | undefined;

/** The display name of a script code ("Cyrl" is "Cyrillic"). */
export function scriptName(code: string): string {
  return (scriptNames ??= new Intl.DisplayNames(["en"], { type: "script" })).of(code) ?? code;
}

/** Whether one label (in Unicode form) can pass for another; undefined when it cannot. */
export function confusableLabel(label: string): ConfusableLabel | undefined {
  let resolved: Set<string> | undefined;
  const seen = new Set<string>();
  for (const char of label) {
    const scripts = scriptsOf(char);
    if (scripts.length === 0) continue;
    for (const script of scripts) if (!AUGMENTED_ONLY.has(script)) seen.add(script);
    resolved = resolved === undefined ? new Set(scripts) : new Set(scripts.filter((s) => resolved!.has(s)));
  }
  if (resolved === undefined) return undefined; // digits and hyphens only
  if (resolved.size === 0) {
    // Characters with several scripts (say U+30FC, Hiragana and Katakana) count as any one of them.
    const single = mainScripts(label);
    if (HIGHLY_RESTRICTIVE_SETS.some((allowed) => single.every((s) => allowed.includes(s)))) return undefined;
    return { kind: "mixed-script", scripts: single.map(scriptName) };
  }
  const real = [...resolved].filter((s) => !AUGMENTED_ONLY.has(s));
  if (real.length === 1 && real[0] !== "Latn") return wholeScriptConfusable(label, real[0]!);
  return undefined;
}

const AUGMENTED_ONLY = new Set(["Hanb", "Jpan", "Kore"]);

/** The scripts a label uses, one per character with a single script, in order of appearance. */
function mainScripts(label: string): string[] {
  const out = new Set<string>();
  for (const char of label) {
    const scripts = scriptsOf(char).filter((s) => !AUGMENTED_ONLY.has(s));
    if (scripts.length >= 1) out.add(scripts[0]!);
  }
  return [...out];
}

/**
 * A label in `script` whose every letter looks like a Latin one: each maps by confusables.txt to
 * ASCII letters, digits or "-" (UTS #39 4, the skeleton compared with Latin). The lookalike is that
 * ASCII text.
 */
function wholeScriptConfusable(label: string, script: string): ConfusableLabel | undefined {
  const prototypes = internationalData.confusablePrototypes();
  let lookalike = "";
  for (const char of label.normalize("NFD")) {
    const prototype = prototypes[char] ?? char;
    // A letter without a Latin lookalike, or a visible accent, gives the label away.
    if (!/^[a-zA-Z0-9-]+$/.test(prototype)) return undefined;
    lookalike += prototype.toLowerCase();
  }
  return { kind: "whole-script", script: scriptName(script), lookalike };
}
