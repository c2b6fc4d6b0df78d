// Records properties-jdk.json: random documents of .properties pieces and spelled values, with what
// the JDK's Properties.load reads in each (PropertiesLoad.java). Run with a JDK on the PATH:
//   node packages/scan/test/support/jdk/record-properties.mjs
// The test (properties.test.ts) reads the recording; it needs no JDK.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { spellProperties } from "../../../dist/languages/properties/spell.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const pieces = [
  "a",
  "b",
  "=",
  ":",
  " ",
  "\t",
  "\f",
  "\n",
  "\r",
  "\r\n",
  "\\",
  "\\\n",
  "\\\r\n",
  "\\\r",
  "#",
  "!",
  "\\u0041",
  "\\u00",
  "\\u12G4",
  "\\t",
  "\\n",
  "\\:",
  "\\=",
  "\\ ",
  "\\\\",
  "https\\://x/",
  "é",
  "k=v\n",
];
const valueUnits = ["a", "/", ":", "=", " ", "#", "!", "\\", "\t", "\n", "\r", "\f", "é", "😀", "\u0001", "u", "%"];
let seed = 20261128;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return Math.floor((seed / 0x80000000) * n);
};
const documents = [];
for (let d = 0; d < 400; d++) {
  let text = "";
  for (let k = random(25); k > 0; k--) text += pieces[random(pieces.length)];
  documents.push(text);
}
for (let d = 0; d < 150; d++) {
  let value = "";
  for (let k = random(12); k > 0; k--) value += valueUnits[random(valueUnits.length)];
  documents.push(`k=${spellProperties(value)}\n`);
}
const dir = mkdtempSync(join(tmpdir(), "properties-jdk-"));
try {
  execFileSync("javac", ["-d", dir, join(here, "PropertiesLoad.java")]);
  const files = documents.map((text, i) => {
    const file = join(dir, `${i}.properties`);
    writeFileSync(file, text);
    return file;
  });
  const read = execFileSync("java", ["-cp", dir, "PropertiesLoad", ...files], { encoding: "utf8", maxBuffer: 1e8 })
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const version = spawnSync("java", ["-version"], { encoding: "utf8" }).stderr;
  const recording = {
    jdk: version.split("\n")[0],
    cases: documents.map((text, i) => [text, "@error" in read[i] ? null : read[i]]),
  };
  writeFileSync(join(here, "properties-jdk.json"), `${JSON.stringify(recording, null, 1)}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
