/**
 * The reader of HCL documents: tree-sitter's HCL grammar (WebAssembly, from
 * @tree-sitter-grammars/tree-sitter-hcl), loaded by `prepare` on the first HCL document.
 *
 * The package ships two grammars, `tree-sitter-hcl.wasm` and `tree-sitter-terraform.wasm`: both are
 * built from the same rules (its `make_grammar.js`, called with the dialect's name only, so that an
 * editor can attach Terraform's own highlighting queries to the second), and both give the same
 * tree for every file of the development corpus (50 Terraform and Terragrunt files). One grammar is
 * loaded for every HCL file, Terraform's included: the HCL one, whose name says what it reads.
 */
import type { LanguageReader } from "../../language.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { scanHcl } from "./scan.js";

const grammar = new Grammar("tree-sitter-hcl.wasm", {
  package: "@tree-sitter-grammars/tree-sitter-hcl",
  language: "HCL",
});

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanHcl(grammar, text, found, comment),
};
