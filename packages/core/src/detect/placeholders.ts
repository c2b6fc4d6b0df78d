/**
 * Placeholders written inside a URI string: `https://{tenant}.example.com`, `{{ host }}/api`,
 * `https://<host>:8080`, `%s://%s`, `postgres://user:$DB_PASSWORD@db`. They are holes, not
 * characters of the URI: the text given to `check()` carries one "x" for each, like a template
 * literal's `${...}`, and no finding may overlap one. One left-to-right scan, linear in the text.
 */
import { ALPHA, DIGIT, isHexDigit, isIn } from "../chars.js";
import type { Span } from "../model.js";

/** Longest placeholder recognised; longer bracketed runs are text, not a stand-in. */
const MAX_PLACEHOLDER = 80;

const NO_HOLES: readonly Span[] = Object.freeze([]);
const sameOffset = (offset: number): number => offset;

/** Every placeholder in `text`, in order, not overlapping. */
export function findPlaceholders(text: string): Span[] {
  const found: Span[] = [];
  const pathStart = pathStartOf(text);
  let i = 0;
  while (i < text.length) {
    const end = placeholderEnd(text, i, pathStart);
    if (end > i) {
      found.push({ start: i, end });
      i = end;
    } else {
      i++;
    }
  }
  return found;
}

/**
 * The end of the placeholder starting at `i`, or `i` when none starts there. `pathStart` is where
 * the path starts (its first "/"): route patterns are read only there.
 */
function placeholderEnd(text: string, i: number, pathStart: number): number {
  switch (text.charCodeAt(i)) {
    case 0x7b: // "{": {{ x }}, {name}, {0}, {id:int}, {id?}; {% url 'home' %} (Jinja, Django, Liquid, Twig); {/:id}; {?q,lang} (RFC 6570)
      if (text.charCodeAt(i + 1) === 0x25) return templateTagEnd(text, i, "%}");
      if (text.charCodeAt(i + 1) === 0x7b) return bracketed(text, i, i + 2, "}}", true);
      return braceEnd(text, i, pathStart);
    case 0x24: // "$": ${x}, ${{ secrets.X }}, $VAR
      if (text.charCodeAt(i + 1) !== 0x7b) return environmentVariableEnd(text, i);
      return text.charCodeAt(i + 2) === 0x7b
        ? bracketed(text, i, i + 3, "}}", true)
        : bracketed(text, i, i + 2, "}", true);
    case 0x3c: // "<": <host>, <your-password>; <cyan>{{x}}</> around a placeholder; <%= url %> (ERB, EJS, ASP)
      if (text.charCodeAt(i + 1) === 0x25) return templateTagEnd(text, i, "%>");
      return angleBracketedEnd(text, i, pathStart);
    case 0x5c: // "\\": \{name\}, a placeholder with its braces escaped (TSDoc, Markdown in doc comments)
      return text.charCodeAt(i + 1) === 0x7b ? escapedBraceEnd(text, i) : i;
    case 0x5b: {
      // "[": an optional part, [/{tenant}[.onmicrosoft.com]] (documentation's grammar notation); a
      // whole path segment of a name, /[owner]/[repo] (documentation), /[...slug] (Next.js)
      const optional = optionalPartEnd(text, i);
      if (optional > i) return optional;
      return i > pathStart ? bracketSegmentEnd(text, i) : i;
    }
    case 0x3a: // ":": a route parameter with a pattern, /:postId{[abc]+} or /:id(\d+)
      return i > pathStart ? routeParameterEnd(text, i) : i;
    case 0x25: // "%": %s, %d, %(name)s, %VAR%
      return percentPlaceholderEnd(text, i);
    case 0x2a: // "*": *|UNSUB|*, an e-mail's merge tag (Mailchimp)
      return text.charCodeAt(i + 1) === 0x7c ? mergeTagEnd(text, i) : i;
    default:
      return i;
  }
}

/**
 * `{name}`, `{0}`, `{id:int}`; in the path, a route group first (`{/:id}`, `{.:format}+`); else a
 * URI Template's expression (`{?q,lang}`, `{+path}`, `{/segments*}`).
 */
function braceEnd(text: string, i: number, pathStart: number): number {
  const group = i < pathStart ? i : routeGroupEnd(text, i);
  if (group > i) return group;
  const end = bracketed(text, i, i + 1, "}", false);
  return end > i ? end : uriTemplateExpressionEnd(text, i);
}

/**
 * Where the path starts, as far as route patterns go: after "scheme://authority" or "//authority",
 * at the first "/" after any other scheme's ":", and at 0 for a relative path. A ":" before it
 * is the scheme's or the port's, and a "{" in the authority is a host placeholder, never a route.
 */
function pathStartOf(text: string): number {
  let k = 0;
  if (isIn(text.charCodeAt(0), ALPHA)) {
    k = 1;
    while (k < text.length && isSchemeChar(text.charCodeAt(k))) k++;
    if (text.charCodeAt(k) !== 0x3a) return 0;
    k++;
  } else if (text.charCodeAt(0) === 0x2f && text.charCodeAt(1) !== 0x2f) {
    return 0;
  }
  if (text.startsWith("//", k)) return firstSlash(text, k + 2);
  return firstSlash(text, k);
}

function firstSlash(text: string, from: number): number {
  const slash = text.indexOf("/", from);
  return slash === -1 ? text.length : slash;
}

function isSchemeChar(code: number): boolean {
  return isIn(code, ALPHA | DIGIT) || code === 0x2b || code === 0x2d || code === 0x2e;
}

/**
 * A placeholder from `start` whose body starts at `bodyStart` and ends at `close`: the end after
 * `close`, or `start` when there is none. A strict body is name-like (letters, digits, spaces and
 * `_ . - : ? * |`, as in `{id:int}` or `<your-host>`); a loose body (`{{ .Values.host | quote }}`,
 * `${ env.X }`) is anything but braces. Either needs a letter, digit or "_".
 */
function bracketed(text: string, start: number, bodyStart: number, close: string, loose: boolean): number {
  const stop = Math.min(text.length, bodyStart + MAX_PLACEHOLDER);
  let sawName = false;
  for (let k = bodyStart; k < stop; k++) {
    if (text.startsWith(close, k)) return sawName ? k + close.length : start;
    const code = text.charCodeAt(k);
    if (isIn(code, ALPHA | DIGIT) || code === 0x5f) sawName = true;
    else if (loose ? code === 0x7b || code === 0x7d : !NAME_PUNCTUATION.includes(text[k]!)) return start;
  }
  return start;
}

const NAME_PUNCTUATION = " .-:?*|";

/**
 * A URI Template's expression at `start` (RFC 6570 2.2): "{" [ operator ] varspec *( "," varspec )
 * "}", an operator one of `+ # . / ; ? &` or the reserved `= , ! @ |`, a varspec a varname
 * (letters, digits, "_", percent-encoded octets, dots between them) with a `:` prefix length of
 * one to four digits or the `*` explode modifier; or an expression of the drafts before it. The end
 * after "}", or `start` when there is none.
 */
function uriTemplateExpressionEnd(text: string, start: number): number {
  const stop = Math.min(text.length, start + MAX_PLACEHOLDER);
  let k = start + 1;
  if (text.charCodeAt(k) === 0x2d) {
    // The drafts before RFC 6570 (draft-gregorio-uritemplate-03, still read by Addressable):
    // "{-" operator "|" argument "|" variables "}", as in {-join|&|a,b} or {-list|/|segments}.
    k++;
    while (k < stop && isIn(text.charCodeAt(k), ALPHA)) k++;
    if (k === start + 2 || text.charCodeAt(k) !== 0x7c) return start;
    k = text.indexOf("|", k + 1);
    if (k === -1 || k >= stop || /[{}]/.test(text.slice(start + 1, k))) return start;
    k++;
  } else if (k < stop && "+#./;?&=,!@|".includes(text[k]!)) k++;
  for (;;) {
    // A varname: varchars, with single dots between them.
    const nameStart = k;
    while (k < stop) {
      const code = text.charCodeAt(k);
      if (isIn(code, ALPHA | DIGIT) || code === 0x5f) k++;
      else if (code === 0x25 && isHexDigit(text.charCodeAt(k + 1)) && isHexDigit(text.charCodeAt(k + 2))) k += 3;
      else if (code === 0x2e && k > nameStart && text.charCodeAt(k - 1) !== 0x2e) k++;
      else break;
    }
    if (k === nameStart || text.charCodeAt(k - 1) === 0x2e) return start;
    if (text.charCodeAt(k) === 0x2a) k++;
    else if (text.charCodeAt(k) === 0x3a) {
      const digits = ++k;
      while (k < stop && k - digits < 4 && isIn(text.charCodeAt(k), DIGIT)) k++;
      if (k === digits) return start;
    }
    if (k >= stop) return start;
    const code = text.charCodeAt(k);
    if (code === 0x7d) return k + 1;
    if (code !== 0x2c) return start;
    k++;
  }
}

/** `*|NAME|*` or `*|ARCHIVE:x|*`: an upper-case name, digits, "_" and ":" between `*|` and `|*`. */
function mergeTagEnd(text: string, start: number): number {
  let k = start + 2;
  while (k < text.length && k - start < MAX_PLACEHOLDER && /[A-Z0-9_:]/.test(text[k]!)) k++;
  return k > start + 2 && text.startsWith("|*", k) ? k + 2 : start;
}

/**
 * A server-side template's tag, `{% ... %}` or `<% ... %>` (its `<%=` and `<%-` forms included):
 * the page is written by the template engine, which puts whatever the tag yields there. Its body
 * is code (quotes, spaces, filters), anything up to `close`, and needs a letter, digit or "_".
 */
function templateTagEnd(text: string, start: number, close: string): number {
  const stop = Math.min(text.length, start + MAX_PLACEHOLDER);
  let sawName = false;
  for (let k = start + 2; k + close.length <= stop; k++) {
    if (text.startsWith(close, k)) return sawName ? k + close.length : start;
    const code = text.charCodeAt(k);
    if (isIn(code, ALPHA | DIGIT) || code === 0x5f) sawName = true;
  }
  return start;
}

/**
 * A route parameter with its pattern, as path-to-regexp (Express, Koa, Vue Router), Hono and
 * Fastify write them: ":", a name, then `{...}` or `(...)` holding a regular expression, whose
 * own braces and parentheses nest (`/:year{[0-9]{4}}`, `/:id(\\d+)`, `/:month{(0[1-9]|1[0-2])}`,
 * Fastify's `h:minute(^\\d{2})m`), and an optional modifier (`?`, `*`, `+`). A bare `:id` is text: a
 * ":" in a path segment is valid RFC 3986.
 */
function routeParameterEnd(text: string, i: number): number {
  let k = i + 1;
  if (!(isIn(text.charCodeAt(k), ALPHA) || text.charCodeAt(k) === 0x5f)) return i;
  while (k < text.length && (isIn(text.charCodeAt(k), ALPHA | DIGIT) || text.charCodeAt(k) === 0x5f)) k++;
  const open = text.charCodeAt(k);
  if (open !== 0x7b && open !== 0x28) return i;
  let end = balancedEnd(text, k);
  if (end === k) return i;
  // Unnamed groups right after it belong to the pattern: `/:postType(video|audio)(\\+.+)?`.
  for (let next = end; text.charCodeAt(next) === 0x28; next = end) {
    end = balancedEnd(text, next);
    if (end === next) break;
  }
  return withModifier(text, end);
}

/**
 * A group of path-to-regexp (v6 to v8): `{/:id}`, `{.:format}`, `{-:attr}`, `{/*path}`,
 * `{/(.*)}`, or a static part made optional, `{/route}?`. It holds a parameter or a pattern, or
 * is followed by a modifier.
 */
function routeGroupEnd(text: string, i: number): number {
  const end = balancedEnd(text, i);
  if (end === i) return i;
  let holdsParameter = false;
  for (let k = i + 1; k < end - 1; k++) {
    const code = text.charCodeAt(k);
    const next = text.charCodeAt(k + 1);
    if (code === 0x28 || ((code === 0x3a || code === 0x2a) && (isIn(next, ALPHA) || next === 0x5f))) {
      holdsParameter = true;
      break;
    }
  }
  const modified = withModifier(text, end);
  if (holdsParameter) return modified;
  const first = text.charCodeAt(i + 1);
  return modified > end && (first === 0x2f || first === 0x2e) ? modified : i;
}

/** `end`, or after the route modifier `?`, `*` or `+` there. */
function withModifier(text: string, end: number): number {
  const code = text.charCodeAt(end);
  return code === 0x3f || code === 0x2a || code === 0x2b ? end + 1 : end;
}

/**
 * The end after the bracket that closes the `{` or `(` at `open`, counting nested pairs of that
 * kind and skipping what a regular expression escapes (`\\}`) or holds in a class (`[}]`); `open`
 * when it is not closed within MAX_PLACEHOLDER characters or holds whitespace.
 */
function balancedEnd(text: string, open: number): number {
  const opener = text.charCodeAt(open);
  const closer = opener === 0x7b ? 0x7d : 0x29;
  const stop = Math.min(text.length, open + MAX_PLACEHOLDER);
  let depth = 0;
  let inClass = false;
  for (let k = open; k < stop; k++) {
    const code = text.charCodeAt(k);
    if (code <= 0x20) return open;
    if (code === 0x5c) {
      k++;
    } else if (inClass) {
      if (code === 0x5d) inClass = false;
    } else if (code === 0x5b) {
      inClass = true;
    } else if (code === opener) {
      depth++;
    } else if (code === closer && --depth === 0) {
      return k + 1;
    }
  }
  return open;
}

/**
 * `<host>`, `<your-password>`: a name in angle brackets stands for a value. A tag of markup is
 * content, not a stand-in: an element closed later in the text (`<script>alert(1)</script>`, the
 * payload of a cross-site scripting attack, which the URI really carries), a closing tag on its
 * own, and the elements that run or embed code, closed or not. Markup around nothing but
 * placeholders (`<cyan>{{twitter}}</>`, `<b>{{name}}</b>`, a terminal's or a template's styling)
 * is one placeholder with them.
 */
function angleBracketedEnd(text: string, i: number, pathStart: number): number {
  if (text.charCodeAt(i + 1) === 0x2f) return i;
  const tagEnd = bracketed(text, i, i + 1, ">", false);
  if (tagEnd === i) return i;
  let k = tagEnd;
  for (let end = innerPlaceholderEnd(text, k, pathStart); end > k; end = innerPlaceholderEnd(text, k, pathStart))
    k = end;
  const name = text.slice(i + 1, tagEnd - 1);
  if (k > tagEnd) {
    if (text.startsWith("</>", k)) return k + 3;
    if (text.startsWith(`</${name}>`, k)) return k + name.length + 3;
  }
  if (ACTIVE_ELEMENTS.has(name.toLowerCase())) return i;
  const closing = text
    .slice(tagEnd, tagEnd + MAX_ELEMENT_LENGTH)
    .toLowerCase()
    .indexOf(`</${name.toLowerCase()}>`);
  return closing === -1 ? tagEnd : i;
}

/**
 * `[owner]`, `[repo-name]`, `[...slug]`, `[[...slug]]`: a path segment that is a name in brackets
 * (with an extension after it, `[repo-name].git`) stands for a value (documentation's `https://github.com/[owner]/[repo]`, the dynamic
 * routes of Next.js and SvelteKit). RFC 3986 3.2.2 allows brackets only around an IP literal, so
 * no such path is sent as written. Brackets inside a segment (`/a[0]`, `?ids[]=1`) are characters
 * of the URI, to percent-encode.
 */
function bracketSegmentEnd(text: string, i: number): number {
  if (text.charCodeAt(i - 1) !== 0x2f) return i;
  const optional = text.charCodeAt(i + 1) === 0x5b;
  let k = optional ? i + 2 : i + 1;
  if (text.startsWith("...", k)) k += 3;
  if (!isIn(text.charCodeAt(k), ALPHA)) return i;
  while (k - i < MAX_PLACEHOLDER && isSegmentNameChar(text.charCodeAt(k))) k++;
  const close = optional ? "]]" : "]";
  if (!text.startsWith(close, k)) return i;
  const end = k + close.length;
  const next = text.charCodeAt(end);
  // Or a file's extension after it: `[repo-name].git`, `[id].json`.
  return end === text.length || next === 0x2f || next === 0x3f || next === 0x23 || next === 0x2e ? end : i;
}

/**
 * `[/{tenant}[.onmicrosoft.com][/v2.0]]`: documentation writes the optional parts of a URI in
 * square brackets, as a grammar does (`https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com]]`).
 * A bracket that opens a path (`/`) or a name's next label (`.`), before any query or fragment,
 * closed (nested brackets counted) within MAX_PLACEHOLDER characters and holding no whitespace, is
 * such a part: never an IP literal (RFC 3986 3.2.2: one starts with a hex digit, ":" or "v"), and
 * no URI sends it as written.
 */
function optionalPartEnd(text: string, i: number): number {
  const first = text.charCodeAt(i + 1);
  if (first !== 0x2f && first !== 0x2e) return i;
  if (/[?#]/.test(text.slice(0, i))) return i;
  const stop = Math.min(text.length, i + MAX_PLACEHOLDER);
  let depth = 0;
  let sawName = false;
  for (let k = i; k < stop; k++) {
    const code = text.charCodeAt(k);
    if (code <= 0x20) return i;
    if (code === 0x5b) depth++;
    else if (code === 0x5d && --depth === 0) return sawName ? k + 1 : i;
    else if (isIn(code, ALPHA | DIGIT)) sawName = true;
  }
  return i;
}

function isSegmentNameChar(code: number): boolean {
  return isIn(code, ALPHA | DIGIT) || code === 0x2d || code === 0x5f || code === 0x2e;
}

/**
 * `\{instance\}`: a name in braces whose braces are escaped, as TSDoc and Markdown require in
 * documentation comments (`https://\{instance\}/\{tenant\}/oauth2`): the same stand-in as
 * `{instance}`.
 */
function escapedBraceEnd(text: string, i: number): number {
  let k = i + 2;
  if (!isIn(text.charCodeAt(k), ALPHA) && text.charCodeAt(k) !== 0x5f) return i;
  while (k - i < MAX_PLACEHOLDER && isSegmentNameChar(text.charCodeAt(k))) k++;
  return text.startsWith("\\}", k) ? k + 2 : i;
}

/** A placeholder inside markup: any but another tag (which would make the reading recursive). */
function innerPlaceholderEnd(text: string, k: number, pathStart: number): number {
  return text.charCodeAt(k) === 0x3c ? k : placeholderEnd(text, k, pathStart);
}

/** How far an element's closing tag is looked for: an injected payload is short. */
const MAX_ELEMENT_LENGTH = 4 * MAX_PLACEHOLDER;

/**
 * Elements that run or embed code or documents (HTML Living Standard), the vehicles of script
 * injection: written in a URI they are an attack, never a stand-in, even unclosed.
 */
const ACTIVE_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "svg",
  "embed",
  "applet",
  "noscript",
  "xmp",
  "marquee",
]);

/**
 * `$VAR`: an upper-case environment variable name that ends where the name ends, so the `$S` of a
 * password such as `pa$Sword` is not one.
 */
function environmentVariableEnd(text: string, i: number): number {
  const first = text.charCodeAt(i + 1);
  if (!((first >= 0x41 && first <= 0x5a) || first === 0x5f)) return i;
  let k = i + 1;
  while (k < text.length) {
    const code = text.charCodeAt(k);
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f) k++;
    else break;
  }
  if (k < text.length && isIn(text.charCodeAt(k), ALPHA)) return i;
  return k - i >= 3 ? k : i;
}

/**
 * `%s`, `%d` (printf), `%(name)s` (Python) and `%VAR%` (cmd.exe). A `%` followed by two hex digits
 * is a percent-encoding, never a placeholder.
 */
function percentPlaceholderEnd(text: string, i: number): number {
  const a = text.charCodeAt(i + 1);
  const b = text.charCodeAt(i + 2);
  if (isHexDigit(a) && isHexDigit(b)) return i;
  if (a === 0x28) {
    const close = text.indexOf(")", i + 2);
    if (
      close > i + 2 &&
      close - i < MAX_PLACEHOLDER &&
      /^[A-Za-z_][A-Za-z0-9_]*$/.test(text.slice(i + 2, close)) &&
      /[sdifr]/.test(text[close + 1] ?? "")
    )
      return close + 2;
    return i;
  }
  if (a === 0x25) return doublePercentEnd(text, i);
  if (a === 0x73 || a === 0x64 || a === 0x69 || a === 0x66 || a === 0x6a || a === 0x6f) {
    // %s %d %i %f %j %o, unless the letter is the start of a longer word (%sale is not %s).
    return isIn(b, ALPHA) && !(a === 0x64 || a === 0x66) ? i : i + 2;
  }
  if (isIn(a, ALPHA) || a === 0x5f) {
    let k = i + 2;
    while (
      k < text.length &&
      k - i < MAX_PLACEHOLDER &&
      (isIn(text.charCodeAt(k), ALPHA | DIGIT) || text.charCodeAt(k) === 0x5f)
    )
      k++;
    if (text.charCodeAt(k) === 0x25 && k - i >= 3) return k + 1;
  }
  return i;
}

/**
 * `%%name%%`: the substitution markers of generated configuration and help texts
 * (`https://console.example.com/project/%%project%%/sites/%%config.siteId%%`); a dotted name.
 */
function doublePercentEnd(text: string, i: number): number {
  let k = i + 2;
  while (
    k < text.length &&
    k - i < MAX_PLACEHOLDER &&
    (isIn(text.charCodeAt(k), ALPHA | DIGIT) || text.charCodeAt(k) === 0x5f || text.charCodeAt(k) === 0x2e)
  )
    k++;
  return k > i + 2 && text.startsWith("%%", k) ? k + 2 : i;
}

/** A text with its holes (template holes and placeholders), each one "x", and the way back. */
export interface MaskedText {
  /** The text for `check()`: every hole is one "x". */
  readonly text: string;
  /** The holes, as spans of `text` (each one character long). */
  readonly holes: readonly Span[];
  /** Maps an offset into `text` (a character start or an end boundary) back to the original text. */
  toInput(offset: number): number;
}

/**
 * Collapses every placeholder of `text` into one "x" and merges them with the caller's `holes`
 * (already one "x" each). Offsets map back with `toInput`, one binary search each.
 */
export function maskPlaceholders(text: string, holes: readonly Span[] = []): MaskedText {
  const placeholders = findPlaceholders(text);
  if (placeholders.length === 0) {
    return {
      text,
      holes: holes.length === 0 ? NO_HOLES : [...holes].sort((a, b) => a.start - b.start),
      toInput: sameOffset,
    };
  }
  // Merge caller holes and placeholders; a caller hole inside a placeholder is absorbed by it.
  const spans = [...holes, ...placeholders].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start < last.end) {
      if (span.end > last.end) merged[merged.length - 1] = { start: last.start, end: span.end };
    } else {
      merged.push(span);
    }
  }
  let out = "";
  let from = 0;
  const maskedStarts: number[] = [];
  const shifts: number[] = [];
  const maskedHoles: Span[] = [];
  let shift = 0;
  for (const span of merged) {
    out += text.slice(from, span.start);
    const at = out.length;
    out += "x";
    maskedHoles.push({ start: at, end: at + 1 });
    shift += span.end - span.start - 1;
    maskedStarts.push(at + 1);
    shifts.push(shift);
    from = span.end;
  }
  out += text.slice(from);
  return {
    text: out,
    holes: maskedHoles,
    toInput(offset: number): number {
      // The shift of the last hole that ends at or before `offset`.
      let lo = 0;
      let hi = maskedStarts.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (maskedStarts[mid]! <= offset) lo = mid + 1;
        else hi = mid;
      }
      return offset + (lo === 0 ? 0 : shifts[lo - 1]!);
    },
  };
}
