/**
 * Snippets of real HCL, cut from the development corpus (terraform-aws-modules/terraform-aws-vpc and
 * gruntwork-io/terragrunt, Apache-2.0 and MIT; each row names its file and line), with what the
 * scanner reports on them and a person's verdict on each report.
 */
import type { Case } from "../../support/real-cases.js";

export const CASES: readonly Case[] = [
  {
    from: "terragrunt test/fixtures/tfr/version-constraint-in-query/terragrunt.hcl:5",
    source:
      '# The ?version= query accepts an exact version only; a constraint there is\n# rejected with a typed error pointing at the terraform block\'s version\n# attribute instead.\nterraform {\n  source = "tfr://registry.opentofu.org/yorinasub17/terragrunt-registry-test/null?version=~>0.0.1"\n}\n',
    reports: ["invalid-character: >"],
    verdict:
      "right: `>` may not stand in a query (RFC 3986 3.4) and `%3E` reads the same to Terragrunt's Go URL parser; the fixture is an address Terragrunt rejects anyway",
  },
  {
    from: "terragrunt test/fixtures/docs/02-overview/step-01-terragrunt.hcl/terragrunt.hcl:34",
    source:
      '# The URL used here is a shorthand for\n# "tfr://registry.terraform.io/terraform-aws-modules/vpc/aws?version=5.16.0".\n#\n# You can find the module at:\n# https://registry.terraform.io/modules/terraform-aws-modules/vpc/aws/latest\n#\n# Note the extra `/` after the `tfr` protocol is required for the shorthand\n# notation.\nterraform {\n  source = "tfr:///terraform-aws-modules/vpc/aws?version=5.16.0"\n}\n',
    reports: [],
    verdict:
      "none: URIs in comments (the quotes and the period left out), and Terragrunt's `tfr:///` shorthand, an empty authority, valid",
  },
  {
    from: "terragrunt test/fixtures/stacks/source-map/live/terragrunt.stack.hcl:3",
    source:
      'unit "app1" {\n\tsource = "git::https://git-host.com/not-existing-repo.git//fixtures/stacks/source-map/units/app"\n\tpath   = "app1"\n}\n',
    reports: [],
    verdict: "none: a forced git getter, its URL with a `//subdirectory` (an empty path segment: valid)",
  },
  {
    from: "terragrunt test/fixtures/source-map/slashes-in-ref/terragrunt.hcl:2",
    source:
      'terraform {\n  source = "git::ssh://git@github.com/gruntwork-io/i-dont-exist.git//test/fixtures/download/hello-world-no-remote"\n}\n',
    reports: [],
    verdict: "none: an ssh URL with a user name and no password",
  },
  {
    from: "terragrunt test/fixtures/download/remote-invalid/terragrunt.hcl:2",
    source: 'terraform {\n  source = "https://github.com/totallyfakedoesnotexist/notreal.git//foo?ref=v1.2.3"\n}\n',
    reports: [],
    verdict: "none: a repository that does not exist, written as a valid address",
  },
  {
    from: "terragrunt test/fixtures/private-registry/terragrunt.hcl:3",
    source:
      '# Retrieve a module from the public terraform registry to use with terragrunt\nterraform {\n  source = "tfr://__registry_url__"\n}\n',
    reports: [],
    verdict: "none: a placeholder the test replaces; `_` is allowed in a registered name",
  },
  {
    from: "terragrunt test/fixtures/validate-inputs/fail-unused-inputs/terragrunt.hcl:6",
    source:
      '# the existence of a `source` directive manifests the bug in https://github.com/gruntwork-io/terragrunt/issues/1793\nterraform {\n  source = "git::__MIRROR_URL__//test/fixtures/download/hello-world?ref=v0.83.2"\n}\n',
    reports: [],
    verdict: "none: a URI in a comment; after the forced getter, no scheme: a placeholder the test replaces, no URL",
  },
  {
    from: "terraform-aws-vpc examples/issues/main.tf:25",
    source: 'module "vpc_issue_44" {\n  source = "../../"\n\n  name = "asymmetrical"\n}\n',
    reports: [],
    verdict: "none: a local path, no URL",
  },
  {
    from: "terragrunt test/fixtures/catalog/complex-legacy-root/terragrunt.hcl:17",
    source:
      'catalog {\n  urls = [\n    "dev/us-west-1/modules/terraform-aws-eks",\n    "./terraform-aws-service-catalog",\n    "https://github.com/${local.catalog_vars.locals.github_org}/terraform-aws-utilities",\n  ]\n}\n',
    reports: [],
    verdict: "none: relative references and a template under `urls`, all valid",
  },
  {
    from: "terragrunt test/fixtures/source-map/modules/app/main.tf:5",
    source: 'output "app_url" {\n  value = "https://${var.name}.${var.vpc_id}.foo.io"\n}\n',
    reports: [],
    verdict: "none: a host made of interpolations",
  },
  {
    from: "terraform-aws-vpc modules/flow-log/variables.tf:146",
    source:
      'variable "cloudwatch_log_group_kms_key_id" {\n  description = "If a KMS Key ARN is set, this key will be used to encrypt the corresponding log group. Please be sure that the KMS Key has an appropriate key policy (https://docs.aws.amazon.com/AmazonCloudWatch/latest/logs/encrypt-log-data-kms.html)"\n  type        = string\n}\n',
    reports: [],
    verdict: "none: a URI in a sentence, its closing parenthesis left out",
  },
  {
    from: "terraform-aws-vpc modules/flow-log/variables.tf:210",
    source:
      'variable "iam_role_trust_policy_permissions" {\n  description = "A map of IAM policy [statements](https://registry.terraform.io/providers/hashicorp/aws/latest/docs/data-sources/iam_policy_document#statement) for custom trust policy permissions"\n}\n',
    reports: [],
    verdict: "none: a Markdown link in a description",
  },
  {
    from: "terraform-aws-vpc examples/ipam/main.tf:91",
    source:
      "/*\nFor an explanation on prolonged delete times on IPAM pools see 2nd\n*note* in terraform docs: https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/vpc_ipam_pool_cidr\n*/\n",
    reports: [],
    verdict: "none: a URI in a block comment",
  },
  {
    from: "terraform-aws-vpc variables.tf:1677",
    source:
      'variable "putin_khuylo" {\n  description = "Do you agree that Putin doesn\'t respect Ukrainian sovereignty and territorial integrity? More info: https://en.wikipedia.org/wiki/Putin_khuylo!"\n  type        = bool\n}\n',
    reports: [],
    verdict: "none: a URI ending a sentence, its `!` read as the sentence's",
  },
  {
    from: "terragrunt test/fixtures/regressions/benchmark-parsing/production/environment.hcl:21",
    source: 'inputs = {\n  balance    = "$3,263.61"\n  picture    = "http://placehold.it/32x32"\n  age        = 35\n}\n',
    reports: [],
    verdict: "none: a normal URI in an object",
  },
];
