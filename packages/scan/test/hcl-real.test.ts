/** Real HCL (Terraform and Terragrunt), judged: test/real/hcl/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/hcl/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("hcl"));

realCaseTests("HCL", "hcl", CASES, []);
