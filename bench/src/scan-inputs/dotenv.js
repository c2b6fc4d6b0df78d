// .env: the assembled real .env files of the scanner's tests (packages/scan/test/real/dotenv),
// repeated. The parser beside the scanner is the dotenv package's own parse (its line regex).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import dotenv from "dotenv";
import { REPO_ROOT } from "../lib.js";
import { once, records } from "../real-files.js";

export const language = "dotenv";
export const source = "the scanner's real .env samples, repeated";
export const parser = { name: "dotenv.parse", parse: (text) => dotenv.parse(text) };

const SAMPLES = join(REPO_ROOT, "packages", "scan", "test", "real", "dotenv");
const files = once(() =>
  readdirSync(SAMPLES)
    .filter((name) => name !== "findings.json")
    .sort()
    .map((name) => readFileSync(join(SAMPLES, name), "utf8")),
);

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(files(), target);
}
