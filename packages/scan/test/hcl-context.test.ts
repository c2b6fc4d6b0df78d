/**
 * Where an HCL value flows, as the context the core's detector decides from: the attribute or
 * object key it is stored under, through tuples, conditionals and `for` expressions; what a
 * function call, an operator, an index or a block label holds is read by its content; keys are no
 * values, nor are block labels. A module's `source` is read as go-getter's address: only its URL part is a URI, by the
 * format, and a valid address never gets a finding.
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { languageOf, prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn, fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("hcl"));

function contextOf(source: string, value: string): StringContext | undefined {
  return candidatesOf(source, "hcl").find((candidate) => candidate.value.text === value)?.site.context;
}

const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const SOURCE: StringContext = { kind: "format", field: "source" };

const CASES: readonly (readonly [source: string, value: string, context: StringContext | undefined])[] = [
  ['endpoint = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['provider "aws" {\n  endpoints {\n    s3 = "http://localhost:4566"\n  }\n}', "http://localhost:4566", named("s3")],
  ['tags = { Homepage = "https://a.example/" }', "https://a.example/", named("Homepage")],
  ['tags = { "homepage" = "https://a.example/" }', "https://a.example/", named("homepage")],
  ['m = { "https://key.example/" = 1 }', "https://key.example/", undefined],
  ['urls = ["https://a.example/", "https://b.example/"]', "https://b.example/", named("urls")],
  ['url = var.secure ? "https://a.example/" : "http://a.example/"', "http://a.example/", named("url")],
  ['url = (("https://a.example/"))', "https://a.example/", named("url")],
  ['urls = [for h in var.hosts : "https://${h}/"]', "https://x/", named("urls")],
  ['urls = [for h in ["a.example/x"] : h]', "a.example/x", PLAIN],
  ['url = base64encode("https://a.example/")', "https://a.example/", PLAIN],
  ['ok = var.url == "https://a.example/"', "https://a.example/", COMPARISON],
  ['ok = var.url != "https://a.example/" && true', "https://a.example/", COMPARISON],
  ['url = "${var.base}${"/x"}"', "/x", PLAIN],
  ['x = var.m["https://a.example/"]', "https://a.example/", PLAIN],
  ['resource "https://label.example/" "b" {\n}', "https://label.example/", undefined],
  ['variable "api_url" {\n  default = "localhost:8080"\n}', "localhost:8080", named("api_url")],
  ['output "app_url" {\n  value = "https://${var.name}.foo.io"\n}', "https://x.foo.io", named("app_url")],
  ['output "app_url" {\n  description = "https://docs.example/"\n}', "https://docs.example/", named("description")],
  [
    'variable "x" {\n  validation {\n    default = "https://a.example/"\n  }\n}',
    "https://a.example/",
    named("default"),
  ],
  ['resource "aws_s3_object" "o" {\n  source = "./files/index.html"\n}', "./files/index.html", named("source")],
  [
    'terraform {\n  required_providers {\n    aws = { source = "hashicorp/aws" }\n  }\n}',
    "hashicorp/aws",
    named("source"),
  ],
];

describe("the context of an HCL value", () => {
  it.each(CASES)("%s: %s", (source, value, context) => {
    expect(contextOf(`${source}\n`, value)).toEqual(context);
  });
});

const SEARCH: StringContext = { kind: "search-pattern" };

/** Terraform's functions that pass an argument on (functions.ts), and those that search for one. */
const THROUGH_FUNCTIONS: readonly (readonly [source: string, value: string, context: StringContext | undefined])[] = [
  ['endpoint = coalesce(var.endpoint, "https://a.example/")', "https://a.example/", named("endpoint")],
  ['endpoint = try(var.cfg.endpoint, "https://a.example/")', "https://a.example/", named("endpoint")],
  ['url = lookup(var.urls, "prod", "https://a.example/")', "https://a.example/", named("url")],
  ['url = lookup(var.urls, "https://key.example/", var.x)', "https://key.example/", PLAIN],
  ['url = format("https://%s/x", var.host)', "https://%s/x", named("url")],
  ['urls = formatlist("https://%s/", var.hosts)', "https://%s/", named("urls")],
  ['url = format(var.spec, "https://a.example/")', "https://a.example/", PLAIN],
  ['url = trimsuffix("https://a.example/", "/")', "https://a.example/", named("url")],
  ['url = lower(trimspace("https://a.example/"))', "https://a.example/", named("url")],
  ['url = element(["https://a.example/", "https://b.example/"], 1)', "https://b.example/", named("url")],
  ['origins = join(",", ["https://a.example", "https://b.example"])', "https://b.example", named("origins")],
  ['url = coalesce(["", "https://a.example/"]...)', "https://a.example/", named("url")],
  ['url = core::coalesce(var.x, "https://a.example/")', "https://a.example/", named("url")],
  ['url = provider::x::coalesce(var.x, "https://a.example/")', "https://a.example/", PLAIN],
  ['inputs = {\n  api_url = get_env("API_URL", "https://a.example/")\n}', "https://a.example/", named("api_url")],
  ['url = get_env("https://a.example/")', "https://a.example/", PLAIN],
  ['url = tostring(var.ok ? "https://a.example/" : null)', "https://a.example/", named("url")],
  ['secure = startswith(var.url, "https://")', "https://", SEARCH],
  ['host = regex("https://([^/]+)/", var.url)', "https://([^/]+)/", SEARCH],
  ['url = replace(var.url, "http://", "https://")', "http://", SEARCH],
  [
    'terraform {\n  source = format("git::https://example.com/%s.git//x?ref=v1", var.name)\n}',
    "https://example.com/%s.git//x?ref=v1",
    SOURCE,
  ],
  ['module "m" {\n  source = coalesce(var.src, "./local")\n}', "./local", undefined],
];

describe("the context of an HCL value through a function", () => {
  it.each(THROUGH_FUNCTIONS)("%s: %s", (source, value, context) => {
    expect(contextOf(`${source}\n`, value)).toEqual(context);
  });

  it("reports what only the place makes a URI, through the function", () => {
    expect(findingsIn('endpoint = coalesce(var.endpoint, "localhost:4566")\n', "hcl")).toEqual([
      "host-port-without-scheme: localhost:4566",
    ]);
    expect(findingsIn('x = base64encode("localhost:4566")\n', "hcl")).toEqual([]);
  });
});

/** Module source addresses (Terraform's documentation of them, Terragrunt's `tfr://`): the URL part each gives, if any. */
const SOURCES: readonly (readonly [address: string, url: string | undefined])[] = [
  ["./modules/vpc", undefined],
  ["../vpc", undefined],
  ["hashicorp/consul/aws", undefined],
  ["app.terraform.io/example-corp/k8s-cluster/azurerm", undefined],
  ["github.com/hashicorp/example//modules/x?ref=v1.2.0", undefined],
  ["bitbucket.org/hashicorp/terraform-consul-aws", undefined],
  ["git@github.com:hashicorp/example.git", undefined],
  ["git::git@github.com:hashicorp/example.git//sub?ref=v1", undefined],
  ["github.com:hashicorp/example", undefined],
  ["bucket.s3-eu-west-1.amazonaws.com/vpc.zip", undefined],
  ["git::https://example.com/vpc.git//modules/vpc?ref=v1.2.0", "https://example.com/vpc.git//modules/vpc?ref=v1.2.0"],
  ["git::ssh://username@example.com/storage.git", "ssh://username@example.com/storage.git"],
  ["hg::http://example.com/vpc.hg?ref=v1.2.0", "http://example.com/vpc.hg?ref=v1.2.0"],
  ["https://example.com/vpc-module.zip", "https://example.com/vpc-module.zip"],
  ["https://example.com/vpc-module?archive=zip", "https://example.com/vpc-module?archive=zip"],
  [
    "s3::https://s3-eu-west-1.amazonaws.com/examplecorp-terraform-modules/vpc.zip",
    "https://s3-eu-west-1.amazonaws.com/examplecorp-terraform-modules/vpc.zip",
  ],
  [
    "gcs::https://www.googleapis.com/storage/v1/modules/foomodule.zip",
    "https://www.googleapis.com/storage/v1/modules/foomodule.zip",
  ],
  ["tfr:///terraform-aws-modules/vpc/aws?version=5.16.0", "tfr:///terraform-aws-modules/vpc/aws?version=5.16.0"],
  [
    "tfr://registry.terraform.io/org/name/null//modules/one?version=0.0.2",
    "tfr://registry.terraform.io/org/name/null//modules/one?version=0.0.2",
  ],
];

describe("a module's source", () => {
  it.each(SOURCES)("%s: its URL is %s", (address, url) => {
    for (const source of [
      `module "m" {\n  source = "${address}"\n}\n`,
      `terraform {\n  source = "${address}"\n}\n`,
      `unit "u" {\n  source = "${address}"\n}\n`,
    ]) {
      const found = candidatesOf(source, "hcl");
      expect(found.map((c) => [c.value.text, source.slice(c.start, c.end), c.site.context])).toEqual(
        url === undefined ? [] : [[url, url, SOURCE]],
      );
      expect(findingsIn(source, "hcl"), source).toEqual([]);
    }
  });

  it("reports a real error in its URL part, a password hidden, and a fix lands inside the URL", () => {
    expect(findingsIn('module "m" {\n  source = "git::https://example.com/my repo.git//x"\n}\n', "hcl")).toEqual([
      "whitespace:  ",
    ]);
    expect(findingsIn('module "m" {\n  source = "git::HTTPS://Example.com/r.git?ref=v1"\n}\n', "hcl")).toEqual([
      "scheme-case: HTTPS",
      "host-case: E",
    ]);
    expect(fixedText('module "m" {\n  source = "git::HTTPS://Example.com/r.git?ref=v1"\n}\n', "hcl")).toBe(
      'module "m" {\n  source = "git::https://example.com/r.git?ref=v1"\n}\n',
    );
    const leak = findingsIn('module "m" {\n  source = "git::https://deploy:Sup3rSecret@example.com/r.git"\n}\n', "hcl");
    expect(leak).toEqual(["plaintext-password: Sup3rSecret"]);
  });

  it("with interpolations is a template, its holes read as the core reads them", () => {
    const source = 'module "m" {\n  source = "git::https://example.com/${var.repo}.git?ref=${var.ref}"\n}\n';
    const [candidate] = candidatesOf(source, "hcl");
    expect([candidate?.value.text, candidate?.site.in, candidate?.spelling]).toEqual([
      "https://example.com/x.git?ref=x",
      "template",
      "hcl-template",
    ]);
    expect(findingsIn(source, "hcl")).toEqual([]);
  });
});

describe("the files read as HCL", () => {
  it("are Terraform's, Terragrunt's, Packer's and Nomad's by name, and a .tf.json is JSON", () => {
    const names = [
      "main.tf",
      "prod.tfvars",
      "a.tftest.hcl",
      "terragrunt.hcl",
      "x.pkr.hcl",
      "job.nomad",
      ".terraformrc",
    ];
    expect(names.map((name) => languageOf(undefined, `infra/${name}`))).toEqual(names.map(() => "hcl"));
    expect(languageOf(undefined, "infra/plan.tf.json")).toBe("json");
    for (const id of ["terraform", "terraform-vars", "terraform-test", "hcl"]) expect(languageOf(id, "x")).toBe("hcl");
  });
});
