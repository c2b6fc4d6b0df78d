/**
 * A replacement spelled back into a Dockerfile word: in BuildKit's quoting (a `\` or `` ` ``
 * escape character, double and single quotes) or a shell command's. Apart from dockerfile.ts,
 * which reads Dockerfiles with dockerfile-ast, so that spelling a fix loads no parser.
 */

/**
 * How a Dockerfile value is written: a word read by BuildKit's lexer with `\` or `` ` `` as its
 * escape character, or a shell word of a command. `quote` is `"` or `'` for a word that is one
 * quoted string, "" for a bare word, and "mixed" for a word that switches quoting.
 */
export type DockerfileSpelling = "dockerfile-word" | "dockerfile-word-backtick" | "shell-word";

/** Spells `value` for a Dockerfile word with `spelling` and quoting `quote`, or undefined when it cannot be written there. */
export function spellDockerfile(value: string, spelling: DockerfileSpelling, quote: string): string | undefined {
  const escape = spelling === "dockerfile-word-backtick" ? "`" : "\\";
  const shell = spelling === "shell-word";
  let out = "";
  for (const char of value) {
    const code = char.charCodeAt(0);
    // A line break would end the instruction.
    if (isLineBreak(code) || code === 0x2028 || code === 0x2029) return undefined;
    switch (quote) {
      case "'":
        if (char === "'") return undefined;
        out += char;
        break;
      case '"':
        out +=
          char === '"' || char === "$" || char === escape || (shell && (char === "`" || char === "\\"))
            ? escape + char
            : char;
        break;
      case "":
        out +=
          isBlank(code) ||
          char === "'" ||
          char === '"' ||
          char === "$" ||
          char === escape ||
          char === "\\" ||
          (shell && (char === "`" || isOperator(code)))
            ? (shell ? "\\" : escape) + char
            : char;
        break;
      default:
        // A word that switches quoting: only characters that mean themselves in every quoting.
        if (isBlank(code) || "'\"$`\\".includes(char) || isOperator(code)) return undefined;
        out += char;
    }
  }
  return out;
}

export function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

export function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

/** The characters of the shell's control and redirection operators (Shell Command Language 2.3, 2.9). */
export function isOperator(code: number): boolean {
  return (
    code === 0x7c /* | */ ||
    code === 0x26 /* & */ ||
    code === 0x3b /* ; */ ||
    code === 0x3c /* < */ ||
    code === 0x3e /* > */ ||
    code === 0x28 /* ( */ ||
    code === 0x29
  ); /* ) */
}
