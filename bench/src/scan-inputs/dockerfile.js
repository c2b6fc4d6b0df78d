// Dockerfile: the assembled real Dockerfiles of the scanner's tests (packages/scan/test/real/dockerfile),
// concatenated into one build stage (their FROM lines dropped, one FROM first). The parser beside the
// scanner is dockerfile-ast's DockerfileParser.parse, which the scanner reads the instructions from.
// One stage, because that parser files every comment under its stage by testing each stage in
// turn: its own time grows with comments x stages, quadratic for a document made of thousands of
// Dockerfiles, while a real Dockerfile has a few stages.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DockerfileParser } from "dockerfile-ast";
import { REPO_ROOT } from "../lib.js";
import { once, records } from "../real-files.js";

export const language = "dockerfile";
export const source = "the scanner's real Dockerfiles, in one build stage";
export const parser = { name: "DockerfileParser.parse", parse: (text) => DockerfileParser.parse(text) };

const SAMPLES = join(REPO_ROOT, "packages", "scan", "test", "real", "dockerfile");
// The `# escape=` directive holds only on a file's first line: the Windows sample would change the
// meaning of every file after it, so it is left out of the concatenation.
const files = once(() =>
  readdirSync(SAMPLES)
    .filter((name) => name !== "findings.json" && name !== "windows.Dockerfile")
    .sort()
    .map((name) => readFileSync(join(SAMPLES, name), "utf8").replace(/^FROM .*\n/gm, "")),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return `FROM scratch\n${records(files(), target - 13)}`;
}
