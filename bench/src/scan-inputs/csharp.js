// C#: the dev corpus's C# files (restsharp/RestSharp, AngleSharp/AngleSharp) beside tree-sitter-c-sharp alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "csharp";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "csharp",
  "tree-sitter-c-sharp.wasm",
  "cs",
);
