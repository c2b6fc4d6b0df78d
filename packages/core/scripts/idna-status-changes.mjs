// Writes test/data/idna-status-changes.json: for every code point of IdnaTestV2.txt's rows (the
// sources and their toUnicode results), its UTS #46 status in the Unicode 13.0 IdnaMappingTable.txt
// where tr46 (Unicode 17) now treats it otherwise, and every non-ASCII code point that 13.0 made
// disallowed_STD3_* (since UTS #46 15.1, UseSTD3ASCIIRules concerns ASCII only). The conformance
// test uses it to show that an exception row comes from a change of the tables.
//
//   node packages/core/scripts/idna-status-changes.mjs /usr/share/cargo/registry/idna-0.3.0/src/IdnaMappingTable.txt
//
// The 13.0 table comes with IdnaTestV2.txt in Debian's librust-idna-dev 0.3.0-1 (the idna crate).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { statusNow, statusIn13 } from "../test/support/idna-status.mjs";

const [tablePath] = process.argv.slice(2);
if (!tablePath) throw new Error("usage: idna-status-changes.mjs <IdnaMappingTable.txt of Unicode 13.0>");
const tr46 = createRequire(import.meta.url)("tr46");

const old = new Map();
for (const line of readFileSync(tablePath, "utf8").split("\n")) {
  const body = line.replace(/#.*$/, "").trim();
  if (body === "") continue;
  const [range, status, mapping] = body.split(";").map((cell) => cell.trim());
  const [from, to = from] = range.split("..").map((hex) => parseInt(hex, 16));
  const mapped = mapping ? String.fromCodePoint(...mapping.split(" ").map((hex) => parseInt(hex, 16))) : undefined;
  for (let cp = from; cp <= to; cp++)
    old.set(
      cp,
      cp >= 0x80 && status.startsWith("disallowed_STD3")
        ? `std3:${statusIn13(status, mapped)}`
        : statusIn13(status, mapped),
    );
}

const data = readFileSync(new URL("../test/data/IdnaTestV2.txt", import.meta.url), "utf8");
const unescape = (text) =>
  text.replace(/\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}/g, (_, u, x) => String.fromCodePoint(parseInt(u ?? x, 16)));
const changes = {};
for (const line of data.split("\n")) {
  const cells = line.replace(/#.*$/, "").split(";");
  for (const char of unescape(`${cells[0].trim()}${(cells[1] ?? "").trim()}`)) {
    const cp = char.codePointAt(0);
    const before = old.get(cp) ?? "disallowed";
    if (before !== statusNow(tr46, char)) changes[`U+${cp.toString(16).toUpperCase().padStart(4, "0")}`] = before;
  }
}
writeFileSync(
  new URL("../test/data/idna-status-changes.json", import.meta.url),
  `${JSON.stringify(changes, null, 1)}\n`,
);
console.log(`${Object.keys(changes).length} code points changed status`);
