/** Real Kotlin, judged: test/real/kotlin/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/kotlin/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("kotlin"));

realCaseTests("Kotlin", "kotlin", CASES, []);
