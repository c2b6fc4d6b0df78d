/**
 * HCL, the HashiCorp configuration language: Terraform (`.tf`, `.tfvars`, and its `.tftest.hcl`,
 * `.tfmock.hcl`, `.tfstack.hcl`, `.tfcomponent.hcl`, `.tfdeploy.hcl` files, whose last extension
 * is `hcl`), Terraform's CLI configuration (`.terraformrc`, `terraform.rc`), Terragrunt
 * (`terragrunt.hcl`), Packer (`.pkr.hcl`) and Nomad (`.nomad.hcl`, and `.nomad` as it was written
 * before). Not `.tf.json`: that is JSON (its extension says so). One dialect: every HCL file is
 * read by the same grammar and the same reader. The editors' languageIds are those of HashiCorp's VS Code extensions (`terraform`,
 * `terraform-vars`, `terraform-test`... for Terraform, `hcl` for the HCL extension).
 *
 * A value is named by its attribute or key (scan.ts), through the Terraform functions that pass an
 * argument on (functions.ts): `coalesce`, `try`, `coalescelist`, `concat`, `compact`, `distinct`,
 * `flatten`, `reverse`, `sort`, `tolist`, `toset`, `tostring`, `sensitive`, `nonsensitive`, `one`
 * (any argument); `format`, `formatlist`, `trimsuffix`, `trimprefix`, `trimspace`, `trim`, `chomp`,
 * `lower`, `element` (the first); `lookup` (the default); `join` (the list); Terragrunt's
 * `get_env` (the default). `startswith`,
 * `endswith`, `strcontains`, `replace`, `regex` and `regexall` search for theirs (patterns).
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "HCL",
  dialects: {
    hcl: {
      extensions: ["tf", "tfvars", "hcl", "nomad"],
      fileNames: [".terraformrc", "terraform.rc"],
      languageIds: [
        "hcl",
        "terraform",
        "terraform-vars",
        "terraform-test",
        "terraform-mock",
        "terraform-stack",
        "terraform-deploy",
      ],
    },
  },
  comments: { block: true, lineBefore: (words) => `# ${words}` },
  spellings: ["hcl", "hcl-heredoc", "hcl-template"],
  parsers: ["@vscode/tree-sitter-wasm", "@tree-sitter-grammars/tree-sitter-hcl"],
} satisfies LanguageDefinition;
