/**
 * Is a credential in a URI a stand-in rather than a secret? Examples, templates and docs write
 * `postgres://user:${DB_PASSWORD}@db` or `https://user:<password>@host`; reporting those as
 * plaintext passwords would teach users to ignore the rule. The shapes follow gitleaks' allowlist.
 * Every test is a single left-to-right scan or an anchored regular expression without nested
 * quantifiers, so the cost stays linear in the length of the text.
 */

/** Words that stand for "a password goes here" (compared lower-case, ignoring "-", "_", "." and " "). */
const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "changeme",
  "changeit",
  "placeholder",
  "redacted",
  "example",
  "dummy",
  "yourpassword",
  "mypassword",
  "yoursecret",
  "mysecret",
  "examplepassword",
  "passwordhere",
  "yourpasswordhere",
  "secrethere",
  // Metasyntactic words of examples and tests ("foo:bar", "hello:world", "user:token").
  "foo",
  "bar",
  "baz",
  "qux",
  "quux",
  "world",
  "test",
  "token",
  "sometoken",
  "secretpassword",
  "secretkey",
  "secrettoken",
]);

/** Upper-case identifiers that name a credential, e.g. `DB_PASSWORD`: an environment variable's name. */
const CREDENTIAL_NAME = /^[A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|PASS|PWD|SECRET|TOKEN|KEY)[A-Z0-9_]*$/;

/**
 * The same name in lower case, one word before it joined by "_", "-" or "." (`sample_password`,
 * `db-pass`, `app.secret`). Longer phrases that end so (`a-much-longer-password`) are passphrases
 * people really use: they stay passwords.
 */
const LOWER_CREDENTIAL_NAME = /^[a-z][a-z0-9]*[_.-](?:password|passwd|pass|pwd|secret|token|key)$/;

/** Whole-text template and variable shapes, each anchored and linear. */
export const TEMPLATE_SHAPES: readonly RegExp[] = [
  /^\$[A-Za-z_][A-Za-z0-9_]*$/, //            $VAR (shell)
  /^\$\{[^}]+\}$/, //                          ${VAR}, ${VAR:-default}
  /^\$\(\s*[A-Za-z_][A-Za-z0-9_]*\s*\)$/, //   $(VAR) (make)
  /^%[A-Za-z_][A-Za-z0-9_]*%$/, //             %VAR% (cmd.exe)
  /^@[A-Za-z_][A-Za-z0-9_]*@$/, //             @VAR@ (autoconf)
  /^__[A-Za-z][A-Za-z0-9_]*__$/, //            __VAR__
  /^#\{[^}]+\}$/, //                           #{var} (Ruby)
  /^\{[^}]*\}$/, //                            {0}, {password} (format strings)
  /^<[^>]+>$/, //                              <password>
  /^\[[^\]]+\]$/, //                           [password]
  /^%(?:\([A-Za-z_][A-Za-z0-9_]*\))?[-+ #0-9.]*[sdiuvqrx]$/, // %s, %(password)s (printf)
];

/**
 * True when `text` (a password, raw or percent-decoded) is a placeholder: empty, one repeated
 * character (`****`, `xxx`), a placeholder word (`password`, `changeme`), a credential's variable
 * name (`DB_PASSWORD`), or a template expression (`${VAR}`, `{{ x }}`, `${{ secrets.X }}`, `<x>`,
 * `[x]`, `$VAR`, `%VAR%`, `@VAR@`, `%s`, `{0}`).
 */
export function isPlaceholder(text: string): boolean {
  if (text.length === 0 || isOneRepeatedCharacter(text)) return true;
  if (containsTemplateExpression(text)) return true;
  if (text.length <= 40) {
    if (PLACEHOLDER_WORDS.has(foldWord(text)) || PLACEHOLDER_WORDS.has(plainLetters(text))) return true;
    if (CREDENTIAL_NAME.test(text) || LOWER_CREDENTIAL_NAME.test(text)) return true;
  }
  // Every template shape starts with one of these: most passwords need no regular expression.
  return TEMPLATE_STARTS.includes(text[0] as string) && TEMPLATE_SHAPES.some((shape) => shape.test(text));
}

/** The first characters of the TEMPLATE_SHAPES (a test checks that the two agree). */
export const TEMPLATE_STARTS = "$%@_#{<[";

function isOneRepeatedCharacter(text: string): boolean {
  const first = text.charCodeAt(0);
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i) !== first) return false;
  }
  return true;
}

/** `{{ x }}`, `${{ secrets.X }}` and `${x}` anywhere: the text is produced by a template engine. */
function containsTemplateExpression(text: string): boolean {
  const mustache = text.indexOf("{{");
  if (mustache !== -1 && text.indexOf("}}", mustache + 2) !== -1) return true;
  const dollar = text.indexOf("${");
  return dollar !== -1 && text.indexOf("}", dollar + 2) !== -1;
}

function foldWord(text: string): string {
  let folded = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== "-" && c !== "_" && c !== "." && c !== " ") folded += c;
  }
  return folded.toLowerCase();
}

/**
 * `text` in lower case without the separators and stray characters that encoding tests put into
 * "pass" ("pass:word", "pass\r", "pa\uD7FFss" read "password" or "pass"). Letters, digits and the
 * look-alikes "@" and "$" stay: "p@ss", "@secret" and "s3cr3t" are passwords someone chose.
 */
function plainLetters(text: string): string {
  let letters = "";
  for (const c of text.toLowerCase())
    if ((c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c === "@" || c === "$") letters += c;
  return letters;
}
