/** Real Java, judged: test/real/java/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/java/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("java"));

realCaseTests("Java", "java", CASES, []);
