/**
 * A callee's dotted path as the compiled languages' shared reading gives it (src/reading/code-path.ts),
 * on real grammars: the path as written, a C# generic name read as its name, and what it asks of the
 * tree for it (each call into the runtime is paid for every call a document holds).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pathOf, type PathShape } from "../src/reading/code-path.js";
import { Grammar, type SyntaxNode } from "../src/reading/tree-sitter.js";

const go = new Grammar("tree-sitter-go.wasm");
const csharp = new Grammar("tree-sitter-c-sharp.wasm");
beforeAll(() => Promise.all([go.prepare(), csharp.prepare()]));

const GO: PathShape = {
  names: new Set(["identifier", "field_identifier", "package_identifier", "type_identifier"]),
  members: { selector_expression: ["operand", "field"], qualified_type: ["package", "name"] },
  calls: { call_expression: "function" },
  wrappers: new Set(["parenthesized_expression", "generic_type"]),
};

const CSHARP: PathShape = {
  names: new Set(["identifier"]),
  members: { member_access_expression: ["expression", "name"] },
  calls: { invocation_expression: "function" },
  wrappers: new Set(["parenthesized_expression", "generic_name"]),
  memberNameWrappers: new Set(["generic_name"]),
};

/** The path of the callee of the first call of type `callType` in `text`, and how many node types it read. */
function calleeOf(
  grammar: Grammar,
  text: string,
  callType: string,
  shape: PathShape,
): { path: string; typesRead: number } {
  const tree = grammar.parse(text);
  try {
    const call = tree.rootNode.descendantsOfType(callType)[0];
    if (call === undefined || call === null) throw new Error(`no ${callType} in the text`);
    const callee = call.childForFieldName("function");
    const prototype = Object.getPrototypeOf(call) as object;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, "type");
    const get = descriptor?.get;
    if (descriptor === undefined || get === undefined) throw new Error("the runtime's node has no type getter");
    let typesRead = 0;
    Object.defineProperty(prototype, "type", {
      ...descriptor,
      get(this: SyntaxNode) {
        typesRead++;
        return get.call(this) as string;
      },
    });
    try {
      return { path: pathOf(text, callee, shape), typesRead };
    } finally {
      Object.defineProperty(prototype, "type", descriptor);
    }
  } finally {
    tree.delete();
  }
}

describe("a callee's path", () => {
  it("is the dotted path as written, calls included", () => {
    expect(calleeOf(go, "package p\nfunc f() { client.R().SetBody(b).Post(u) }\n", "call_expression", GO).path).toBe(
      "client.R().SetBody().Post",
    );
    expect(calleeOf(go, "package p\nfunc f() { (get)(u) }\n", "call_expression", GO).path).toBe("get");
  });

  it("reads one node type per segment where a member's name is never a wrapper", () => {
    // selector, selector, selector, identifier: the names `b`, `c` and `d` are read as they are.
    const { path, typesRead } = calleeOf(go, "package p\nfunc f() { a.b.c.d(u) }\n", "call_expression", GO);
    expect(path).toBe("a.b.c.d");
    expect(typesRead).toBe(4);
  });

  it("reads a C# generic name as its name", () => {
    const text = "class C { void M() { client.GetAsync<string>(u); } }\n";
    expect(calleeOf(csharp, text, "invocation_expression", CSHARP).path).toBe("client.GetAsync");
    const { memberNameWrappers: _, ...withoutMemberWrappers } = CSHARP;
    expect(calleeOf(csharp, text, "invocation_expression", withoutMemberWrappers).path).toBe("client.GetAsync<string>");
  });
});
