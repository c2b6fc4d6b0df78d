/** Real Rust, judged: test/real/rust/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/rust/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("rust"));

realCaseTests("Rust", "rust", CASES, ["rust-url url/tests/unit.rs:1060"]);
