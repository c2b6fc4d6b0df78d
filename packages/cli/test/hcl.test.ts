/**
 * Terraform, Terragrunt and other HCL files through the command: read by their names (`.tf`,
 * `.tfvars`, `.hcl`; a `.tf.json` is JSON), their disable comments honoured, their fixes written
 * in their own quoting, a template left alone, a module's valid source address never reported, its
 * passwords never shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project, summary } from "./support/repo.js";

const MAIN_TF = [
  'module "vpc" {',
  '  source = "git::https://example.com/vpc.git//modules/vpc?ref=v1.2.0"',
  "}",
  'module "local" {',
  '  source = "./modules/x"',
  "}",
  'provider "aws" {',
  "  endpoints {",
  '    s3 = "HTTP://LocalHost:80/"',
  "  }",
  "}",
  "locals {",
  `  db_url = "postgres://app:${PASSWORDS[0]}@db.example.com/app"`,
  "  # urilint-disable-next-line no-plaintext-password",
  `  cache_url = "redis://cache:${PASSWORDS[1]}@cache.example.com/0"`,
  '  api_url = "HTTP://API.example.com/${var.version}"',
  "}",
  "",
].join("\n");

const FILES = {
  "infra/main.tf": MAIN_TF,
  "infra/prod.tfvars": 'endpoint = "HTTPS://api.example.com"\n',
  "live/terragrunt.hcl": `terraform {\n  source = "git::https://deploy:${PASSWORDS[2]}@example.com/modules.git//vpc"\n}\n`,
  "infra/plan.tf.json": '{ "homepage": "HTTP://json.example.com/" }\n',
};

describe("HCL files", () => {
  it("are read by name, with their disable comments, and no password shown", () => {
    const project = new Project(FILES);
    const run = project.expect(["--format", "json"], 1);
    expect(summary(jsonOf(run))).toEqual([
      "infra/main.tf:9:11 scheme-case",
      "infra/main.tf:9:18 host-case",
      "infra/main.tf:9:27 default-port",
      "infra/main.tf:13:28 plaintext-password",
      "infra/main.tf:16:14 scheme-case",
      "infra/main.tf:16:21 host-case",
      "infra/plan.tf.json:1:16 scheme-case",
      "infra/prod.tfvars:1:13 scheme-case",
      "live/terragrunt.hcl:2:33 plaintext-password",
    ]);
    for (const password of PASSWORDS) expect(run.stdout + run.stderr).not.toContain(password);
  });

  it("get their fixes written in their own quoting, a template left alone", () => {
    const project = new Project(FILES);
    project.run(["--fix"]);
    expect(readFileSync(project.path("infra/main.tf"), "utf8")).toBe(
      MAIN_TF.replace('"HTTP://LocalHost:80/"', '"http://localhost/"'),
    );
    expect(readFileSync(project.path("infra/prod.tfvars"), "utf8")).toBe('endpoint = "https://api.example.com"\n');
  });
});
