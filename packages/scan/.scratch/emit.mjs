import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { findUris, runSync, matchOptions, documentRange } from "@urilint/scan";
import { resolveChecks } from "@urilint/core";
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const [dir, lang, judgementsFile] = process.argv.slice(2);
const judgements = JSON.parse(readFileSync(judgementsFile, "utf8"));
const lines = [];
const names = readdirSync(dir).filter((n) => n !== "findings.json").sort();
names.forEach((name, i) => {
  const text = readFileSync(`${dir}/${name}`, "utf8");
  const items = [];
  for (const m of runSync(findUris(text, lang, OPTIONS)).matches) for (const f of m.findings) {
    const r = documentRange(m, f.start, f.end); const shown = f.code === "plaintext-password" ? "*".repeat(r.end - r.start) : text.slice(r.start, r.end);
    const key = `${name} ${f.code} ${r.start}`;
    if (!judgements[key]) throw new Error("no judgement for " + key + " " + shown);
    const entry = { code: f.code, start: r.start, end: r.end, text: shown, judgement: judgements[key] };
    items.push(`    {${Object.entries(entry).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ")}}`);
  }
  lines.push(`  ${JSON.stringify(name)}: ${items.length === 0 ? "[]" : `[\n${items.join(",\n")}\n  ]`}${i < names.length - 1 ? "," : ""}`);
});
writeFileSync(`${dir}/findings.json`, `{\n${lines.join("\n")}\n}\n`);
