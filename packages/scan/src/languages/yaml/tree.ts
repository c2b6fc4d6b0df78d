/**
 * Candidates in YAML from the tree yaml-eslint-parser made of it (the tree of eslint-plugin-yml's
 * ESLint language), so that ESLint's rules read a file it already parsed without parsing it again.
 * This walk finds what the walk of the `yaml` package's syntax tree finds (yaml.ts): the scalars,
 * their styles and content ranges, and the keys they are stored under; yaml-values.ts makes the
 * candidates of each, for both walks. The scalars are read from the text at their ranges, never
 * from the tree's values (a plain `8080` is a number there, the text "8080" here).
 *
 * The tree comes from the caller: its shape is checked as it is read, and a node that is not what
 * yaml-eslint-parser gives throws `UnexpectedTree`, so that the caller can read the text instead.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import type { TreeReader } from "../../language.js";
import { asNode, nodes, optionalNode, rangeOf, UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { isBreak, type FlowStyle } from "./scalar.js";
import {
  blockScalarCandidates,
  commentCandidates,
  flowScalarCandidates,
  mayHoldCandidates,
  scalarKeyName,
} from "./values.js";

/**
 * A node to visit, with the key its scalars are stored under. The key's name is read only for a
 * scalar that may hold a URI: most scalars of a configuration file hold no URI delimiter at all.
 */
interface Visit {
  readonly node: TreeNode;
  readonly key: TreeNode | undefined;
  /** Directly a sequence's item. */
  readonly isItem: boolean;
  readonly inFlow: boolean;
}

/** yaml-eslint-parser's styles of a flow scalar. */
const FLOW_STYLES: Readonly<Record<string, FlowStyle>> = {
  plain: "plain",
  "single-quoted": "single",
  "double-quoted": "double",
};

/** The candidates of the YAML stream `text`, from `program` (yaml-eslint-parser's `Program`), in document order. */
export function readYamlTree(
  text: string,
  program: TreeNode,
  found: (candidate: Candidate) => void,
  commentSink?: CommentSink,
): void {
  const comments = nodes(program, "comments");
  let nextComment = 0;
  // Comments come in a list of their own: each is read before the first scalar after it.
  const commentsBefore = (offset: number): void => {
    for (; nextComment < comments.length && rangeOf(asNode(comments[nextComment]))[0] < offset; nextComment++) {
      const [hash, end] = rangeOf(asNode(comments[nextComment]));
      commentCandidates(text, hash, end, found, commentSink);
    }
  };
  const stack: Visit[] = [];
  const documents = nodes(program, "body");
  for (let i = documents.length - 1; i >= 0; i--)
    stack.push({ node: asNode(documents[i]), key: undefined, isItem: false, inFlow: false });
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { node, key, isItem, inFlow } = visit;
    switch (node.type) {
      case "YAMLDocument":
      case "YAMLWithMeta": {
        // An anchored or tagged value (`&a x`, `!!str x`) is read where it is written.
        const content = optionalNode(node, node.type === "YAMLDocument" ? "content" : "value");
        if (content !== undefined) stack.push({ ...visit, node: content });
        break;
      }
      case "YAMLMapping": {
        const flow = inFlow || node["style"] === "flow";
        const pairs = nodes(node, "pairs");
        for (let i = pairs.length - 1; i >= 0; i--) {
          const pair = asNode(pairs[i]);
          const value = optionalNode(pair, "value");
          if (value !== undefined)
            stack.push({ node: value, key: optionalNode(pair, "key"), isItem: false, inFlow: flow });
        }
        break;
      }
      case "YAMLSequence": {
        const flow = inFlow || node["style"] === "flow";
        const entries = nodes(node, "entries");
        for (let i = entries.length - 1; i >= 0; i--) {
          const entry = entries[i];
          if (entry !== null) stack.push({ node: asNode(entry), key, isItem: true, inFlow: flow });
        }
        break;
      }
      case "YAMLScalar":
        commentsBefore(rangeOf(node)[0]);
        scalar(text, node, key, isItem, inFlow, found);
        break;
      case "YAMLAlias":
        break;
      default:
        throw new UnexpectedTree(node.type);
    }
  }
  commentsBefore(Infinity);
}

function scalar(
  text: string,
  node: TreeNode,
  key: TreeNode | undefined,
  isItem: boolean,
  inFlow: boolean,
  found: (candidate: Candidate) => void,
): void {
  const [start, end] = rangeOf(node);
  const style = node["style"];
  if (style === "literal" || style === "folded") {
    const content = blockContent(text, start, end);
    blockScalarCandidates(text, content.header, content.start, end, keyName(text, key), found);
    return;
  }
  const flowStyle = FLOW_STYLES[style as string];
  if (flowStyle === undefined) throw new UnexpectedTree(`YAMLScalar ${String(style)}`);
  // A quoted scalar's range holds its quotes (the parser reads only closed ones).
  const contentStart = flowStyle === "plain" ? start : start + 1;
  const contentEnd = flowStyle === "plain" ? end : end - 1;
  if (!mayHoldCandidates(text, contentStart, contentEnd, flowStyle)) return; // before the key's name is read
  flowScalarCandidates(text, contentStart, contentEnd, flowStyle, { name: keyName(text, key), isItem, inFlow }, found);
}

/**
 * A block scalar's header (`|`, `>-`, `|2`: from its start to white space or a comment) and where
 * its content starts: after the header's line.
 */
function blockContent(text: string, start: number, end: number): { header: string; start: number } {
  let k = start;
  while (
    k < end &&
    !isBreak(text.charCodeAt(k)) &&
    text.charCodeAt(k) !== 0x20 &&
    text.charCodeAt(k) !== 0x09 &&
    text.charCodeAt(k) !== 0x23
  )
    k++;
  const header = text.slice(start, k);
  while (k < end && !isBreak(text.charCodeAt(k))) k++;
  // CR LF is one line break.
  k += text.charCodeAt(k) === 0x0d && text.charCodeAt(k + 1) === 0x0a ? 2 : 1;
  return { header, start: Math.min(k, end) };
}

/** The name a key gives its value: a flow scalar's text (through an anchor or a tag), else none. */
function keyName(text: string, key: TreeNode | undefined): string | undefined {
  const scalar = key?.type === "YAMLWithMeta" ? optionalNode(key, "value") : key;
  if (scalar?.type !== "YAMLScalar") return undefined;
  const style = FLOW_STYLES[scalar["style"] as string];
  if (style === undefined) return undefined;
  const [start, end] = rangeOf(scalar);
  return style === "plain" ? scalarKeyName(text, start, end, style) : scalarKeyName(text, start + 1, end - 1, style);
}

/** The reader the registry loads for trees of this language. */
export const readTree: TreeReader = (text, tree, _dialect, found, comment) => readYamlTree(text, tree, found, comment);
