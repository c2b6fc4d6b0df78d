/**
 * Passwords of every character class, and the test that none of one shows in what urilint writes:
 * shared by the core's property test and the front-ends' (ESLint, the language server, the
 * command).
 *
 * A password is a fixed start ("q7": two different characters, so it is never one repeated
 * character, a template's shape or the user name, which would make it a placeholder) and tokens of
 * the classes below. Every token of a class plays the same part in the grammar and the checks
 * (same length, same finding), so two passwords with the same classes must give the same words.
 * The letters are few and far from the words urilint writes ("qzjkv"), so that a run of the
 * password found in an output can only come from the password.
 */
import fc from "fast-check";

export const PASSWORD_START = "q7";

export const PASSWORD_CLASSES = {
  alphanumeric: [..."qzjkvQZJKV0123456789"],
  subDelimiter: [..."!&'()*+,;="],
  dollar: ["$"],
  unreservedMark: [..."-._~"],
  colon: [":"],
  at: ["@"],
  space: [" "],
  notAllowed: [...'"`<>^{}|[]'],
  backslash: ["\\"],
  strayPercent: ["%q", "%z", "%j", "%k"],
  encodedReserved: ["%2F", "%3A", "%40", "%25", "%20", "%22"],
  encodedReservedLowerCase: ["%2f", "%3a", "%5b", "%7b"],
  encodedUnreserved: ["%41", "%7E", "%2D", "%5F"],
  encodedUnreservedLowerCase: ["%7e", "%6a", "%5f", "%2d"],
  encodedUtf8: ["%C3%A9", "%C3%B1", "%D0%B6"],
  nonAscii: ["é", "ñ", "日", "ж"],
  astral: ["😀", "𝄞"],
  privateUse: ["\ue000", "\uf8ff"],
  nonCharacter: ["\ufffd", "\ufffe"],
  control: ["\u0000", "\u0001", "\u001b", "\t", "\n", "\r", "\u007f"],
  slash: ["/"],
  question: ["?"],
  hash: ["#"],
} as const satisfies Record<string, readonly string[]>;

export type PasswordClass = keyof typeof PASSWORD_CLASSES;

/** Classes that end an authority when written raw: with a raw "@" too, no reader can tell where the password ends. */
const ENDS_AUTHORITY: ReadonlySet<PasswordClass> = new Set(["slash", "question", "hash"]);

/** The classes of a password: any sequence, without both a raw "@" and a character that ends the authority. */
export function passwordClassesArbitrary(
  classes: readonly PasswordClass[] = Object.keys(PASSWORD_CLASSES) as PasswordClass[],
): fc.Arbitrary<PasswordClass[]> {
  return fc
    .array(fc.constantFrom(...classes), { minLength: 1, maxLength: 8 })
    .filter((picked) => !(picked.includes("at") && picked.some((c) => ENDS_AUTHORITY.has(c))));
}

/** Two passwords with the same classes, each token picked on its own. */
export function passwordPairArbitrary(classes?: readonly PasswordClass[]): fc.Arbitrary<[string, string]> {
  return passwordClassesArbitrary(classes).chain((picked) =>
    fc.tuple(passwordOf(picked), passwordOf(picked)).map(([a, b]): [string, string] => [a, b]),
  );
}

export function passwordArbitrary(classes?: readonly PasswordClass[]): fc.Arbitrary<string> {
  return passwordClassesArbitrary(classes).chain(passwordOf);
}

/** The start of a twin: two other characters of the same class. */
const TWIN_START = "zk";

/**
 * A password and its twin: the same classes, and at every place another character of the class
 * wherever the class has another (" ", "@", ":" and the like have none). What an output holds of
 * the password and of its twin alike says only what the classes say.
 */
export function passwordWithTwinArbitrary(
  classes?: readonly PasswordClass[],
): fc.Arbitrary<{ password: string; twin: string }> {
  return passwordClassesArbitrary(classes).chain((picked) =>
    fc.tuple(...picked.map((name) => fc.nat(PASSWORD_CLASSES[name].length - 1))).map((indexes) => {
      const token = (i: number, shift: number): string => {
        const members: readonly string[] = PASSWORD_CLASSES[picked[i]!];
        return members[(indexes[i]! + shift) % members.length]!;
      };
      return {
        password: PASSWORD_START + picked.map((_, i) => token(i, 0)).join(""),
        twin: TWIN_START + picked.map((_, i) => token(i, 1)).join(""),
      };
    }),
  );
}

function passwordOf(classes: readonly PasswordClass[]): fc.Arbitrary<string> {
  return fc
    .tuple(...classes.map((name) => fc.constantFrom(...PASSWORD_CLASSES[name])))
    .map((tokens) => PASSWORD_START + tokens.join(""));
}

/**
 * The forms a password could show in: as written, percent-encoded (encodeURIComponent, and every
 * UTF-8 octet as an upper-case and as a lower-case triplet), and percent-decoded.
 */
export function formsOf(text: string): string[] {
  const upper = everyOctetEncoded(text);
  const forms = [text, encodeURIComponent(text), upper, upper.toLowerCase()];
  try {
    forms.push(decodeURIComponent(text));
  } catch {
    // Not decodable as a whole: its decoded form is not something a message could show either.
  }
  return forms;
}

function everyOctetEncoded(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  return out;
}

/** How long a run of a form must be to count: two characters occur by chance (a "%2" of any triplet). */
export const LEAK_RUN = 3;

/**
 * The password in one of its forms, whole, if `output` holds it and the same form of `elsewhere`
 * (the rest of the URI, without its password) does not; undefined otherwise.
 */
export function echoedForm(output: string, password: string, elsewhere: string): string | undefined {
  const elsewhereForms = formsOf(elsewhere);
  const forms = formsOf(password);
  return forms.find((form, f) => form.length > 0 && output.includes(form) && !(elsewhereForms[f] ?? "").includes(form));
}

/**
 * The first run of LEAK_RUN characters of a form of `password` that `output` holds and nothing
 * else explains: not the same form of `elsewhere` (the rest of the URI, which may be quoted), and
 * not `shown` (what urilint writes for the same URI with the password's twin, and its fixed words:
 * a run there says only what the password's classes say). Undefined when there is none.
 */
export function leakedRun(output: string, password: string, elsewhere: string, shown = ""): string | undefined {
  const passwordForms = formsOf(password);
  const elsewhereForms = formsOf(elsewhere);
  for (let f = 0; f < passwordForms.length; f++) {
    const form = passwordForms[f]!;
    const other = elsewhereForms[f] ?? elsewhere;
    for (let i = 0; i + LEAK_RUN <= form.length; i++) {
      const run = form.slice(i, i + LEAK_RUN);
      if (output.includes(run) && !other.includes(run) && !shown.includes(run)) return run;
    }
  }
  return undefined;
}
