/** Real Go, judged: test/real/go/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/go/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("go"));

realCaseTests("Go", "go", CASES, []);
