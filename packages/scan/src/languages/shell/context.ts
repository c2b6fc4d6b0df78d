/**
 * What a shell word flows into: an argument of a command (its role from callees.ts), the value of
 * a variable (`URL=...`, `export URL=...`, `local url=...`, an array's element, `${URL:-default}`),
 * an operand of a test's `=`, `==` or `!=` (a comparison; the pattern of `=~` a search pattern),
 * or a `case` pattern (a comparison: a pattern, never a URI of its own).
 */
import type { StringContext } from "@urilint/core";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole } from "./callees.js";

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const SEARCH_PATTERN: StringContext = { kind: "search-pattern" };

/** The nodes of a command that are not its arguments. */
const NOT_ARGUMENTS: ReadonlySet<string> = new Set([
  "command_name",
  "variable_assignment",
  "file_redirect",
  "herestring_redirect",
  "heredoc_redirect",
  "comment",
]);

/** Commands that run the command their first word names. */
const WRAPPERS: ReadonlySet<string> = new Set(["command", "builtin", "exec", "sudo", "nohup", "time"]);

/** The context of the word `node`. */
export function contextOf(text: string, node: SyntaxNode): StringContext {
  let child = node;
  let parent = node.parent;
  if (parent?.type === "array") {
    child = parent;
    parent = parent.parent;
  }
  if (parent === null) return PLAIN;
  switch (parent.type) {
    case "variable_assignment":
    case "expansion": {
      const name = parent.namedChildren.find((c) => c?.type === "variable_name" || c?.type === "subscript");
      if (name === null || name === undefined || name.startIndex === child.startIndex) return PLAIN;
      const spelled = text.slice(name.startIndex, name.endIndex);
      return { kind: "named", name: spelled.replace(/\[.*$/s, "") };
    }
    case "binary_expression": {
      const operator = parent.childForFieldName("operator")?.type ?? operatorOf(parent);
      if (operator === "=~") return child.startIndex === parent.startIndex ? PLAIN : SEARCH_PATTERN;
      return operator === "=" || operator === "==" || operator === "!=" ? COMPARISON : PLAIN;
    }
    case "case_item":
      // The words before `)` are its patterns; a `case` value is the statement's.
      return COMPARISON;
    case "command":
      return commandContext(text, parent, child);
    default:
      return PLAIN;
  }
}

function operatorOf(binary: SyntaxNode): string {
  for (const child of binary.children) if (child !== null && !child.isNamed) return child.type;
  return "";
}

/** An argument of `command`: a sink of the command's name, its role from the shell's table. */
function commandContext(text: string, command: SyntaxNode, argument: SyntaxNode): StringContext {
  const name = command.childForFieldName("name");
  if (name === null) return PLAIN;
  const callee = text.slice(name.startIndex, name.endIndex);
  const words: string[] = [];
  let index = -1;
  for (const child of command.namedChildren) {
    if (child === null || NOT_ARGUMENTS.has(child.type)) continue;
    if (child.startIndex === argument.startIndex) index = words.length;
    words.push(text.slice(child.startIndex, child.endIndex));
  }
  if (index < 0) return PLAIN;
  // `command curl URL`, `sudo wget URL`: the command run is the wrapper's first word.
  if (WRAPPERS.has(callee) && index > 0 && words[0] !== undefined && !words[0].startsWith("-")) {
    const [wrapped, ...rest] = words as [string, ...string[]];
    return { kind: "sink", callee: wrapped, argument: index - 1, role: argumentRole(wrapped, rest, index - 1) };
  }
  // `test a = b`: its operands are compared.
  if (callee === "test" || callee === "[") {
    return words[index - 1] === "=" ||
      words[index + 1] === "=" ||
      words[index - 1] === "!=" ||
      words[index + 1] === "!=" ||
      words[index - 1] === "==" ||
      words[index + 1] === "=="
      ? COMPARISON
      : PLAIN;
  }
  return { kind: "sink", callee, argument: index, role: argumentRole(callee, words, index) };
}
