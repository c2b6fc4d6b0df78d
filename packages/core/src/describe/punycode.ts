/**
 * RFC 3492 Punycode decoding, and the Unicode form of an IDNA host ("xn--" labels, RFC 5891).
 * Written here so the core keeps zero runtime dependencies.
 */

// RFC 3492 section 5: the parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = 0x2d; // "-"
const MAX_INT = 0x7fff_ffff;
/** RFC 1034: a DNS label holds at most 63 octets; longer text is no IDNA label. */
const MAX_LABEL_LENGTH = 63;

/**
 * Decodes a Punycode string (the part of a label after "xn--") to Unicode, or undefined when it is
 * not valid Punycode. RFC 3492 section 6.2. The insertion step makes this quadratic in the length,
 * so callers pass DNS labels, which are short.
 */
export function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const delimiter = input.lastIndexOf("-");
  const basicEnd = delimiter < 0 ? 0 : delimiter;
  for (let j = 0; j < basicEnd; j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  let position = basicEnd > 0 ? basicEnd + 1 : 0;
  while (position < input.length) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (position >= input.length) return undefined;
      const digit = digitValue(input.charCodeAt(position++));
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return undefined;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return undefined;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  let text = "";
  for (const codePoint of output) text += String.fromCodePoint(codePoint);
  return text;
}

/**
 * The Unicode form of a host whose labels are IDNA A-labels ("xn--" + Punycode), e.g.
 * "xn--mnchen-3ya.de" -> "münchen.de". Undefined when no label is an A-label, or when one is not
 * valid (bad Punycode, too long, or decoding to plain ASCII, which IDNA forbids).
 */
export function hostToUnicode(host: string): string | undefined {
  const labels = host.split(".");
  let changed = false;
  for (let l = 0; l < labels.length; l++) {
    const label = labels[l]!;
    if (!isALabel(label)) continue;
    if (label.length > MAX_LABEL_LENGTH) return undefined;
    const unicode = decodePunycode(label.slice(4).toLowerCase());
    if (unicode === undefined || isAscii(unicode)) return undefined;
    labels[l] = unicode;
    changed = true;
  }
  return changed ? labels.join(".") : undefined;
}

function isALabel(label: string): boolean {
  return label.length > 4 && (label.charCodeAt(0) | 0x20) === 0x78 && (label.charCodeAt(1) | 0x20) === 0x6e
    && label.charCodeAt(2) === DELIMITER && label.charCodeAt(3) === DELIMITER;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** RFC 3492 section 5: "a"-"z" (either case) are 0-25, "0"-"9" are 26-35. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) return lower - 0x61;
  return BASE;
}

/** RFC 3492 section 6.1: bias adaptation. */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = Math.floor(delta / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}
