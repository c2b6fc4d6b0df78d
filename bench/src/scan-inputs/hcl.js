// HCL: the dev corpus's HCL files (terraform-aws-modules/terraform-aws-vpc, gruntwork-io/terragrunt) beside tree-sitter-hcl alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "hcl";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "hcl",
  "tree-sitter-hcl.wasm",
  "tf",
  "@tree-sitter-grammars/tree-sitter-hcl",
);
