/**
 * Comments as C, Go, Rust and Java write them: `// ...` to the end of the line (`///` and
 * `//!` doc comments too) and `/* ... *\/` (`/** ... *\/` too). A comment's text is what lies
 * between its delimiters; a line comment's node may hold its line break (tree-sitter-rust's does).
 */
import type { CommentForm } from "./code-syntax.js";

export function cStyleComment(text: string, start: number, end: number): CommentForm {
  if (text.startsWith("/*", start)) {
    const closed = end - start >= 4 && text.startsWith("*/", end - 2);
    return { textStart: start + 2, textEnd: closed ? end - 2 : end, block: true, quote: "*/" };
  }
  let textEnd = end;
  while (textEnd > start + 2 && (text.charCodeAt(textEnd - 1) === 0x0a || text.charCodeAt(textEnd - 1) === 0x0d))
    textEnd--;
  return { textStart: Math.min(start + 2, end), textEnd, block: false, quote: "\n" };
}
