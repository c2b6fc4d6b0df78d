/** Real C#, judged: test/real/csharp/cases.ts. */
import { beforeAll } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/csharp/cases.js";
import { realCaseTests } from "./support/real-cases.js";

beforeAll(() => prepareLanguage("csharp"));

realCaseTests("C#", "csharp", CASES, []);
