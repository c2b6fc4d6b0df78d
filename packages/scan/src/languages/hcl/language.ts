/**
 * HCL, the HashiCorp configuration language: Terraform (`.tf`, `.tfvars`, and its `.tftest.hcl`,
 * `.tfmock.hcl`, `.tfstack.hcl`, `.tfcomponent.hcl`, `.tfdeploy.hcl` files, whose last extension
 * is `hcl`), Terraform's CLI configuration (`.terraformrc`, `terraform.rc`), Terragrunt
 * (`terragrunt.hcl`), Packer (`.pkr.hcl`) and Nomad (`.nomad.hcl`, and `.nomad` as it was written
 * before). Not `.tf.json`: that is JSON (its extension says so). One dialect: every HCL file is
 * read by the same grammar and the same reader. The editors' languageIds are those of HashiCorp's VS Code extensions (`terraform`,
 * `terraform-vars`, `terraform-test`... for Terraform, `hcl` for the HCL extension).
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
