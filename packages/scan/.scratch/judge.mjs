import { readdirSync, readFileSync } from "node:fs";
import { findUris, runSync, matchOptions, documentRange } from "@urilint/scan";
import { resolveChecks } from "@urilint/core";
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const [dir, lang] = [process.argv[2], process.argv[3]];
for (const name of readdirSync(dir).filter((n) => n !== "findings.json").sort()) {
  const text = readFileSync(`${dir}/${name}`, "utf8");
  console.log("==", name);
  for (const m of runSync(findUris(text, lang, OPTIONS)).matches) for (const f of m.findings) {
    const r = documentRange(m, f.start, f.end); const shown = f.code === "plaintext-password" ? "*".repeat(r.end - r.start) : text.slice(r.start, r.end);
    console.log(JSON.stringify({ code: f.code, start: r.start, end: r.end, text: shown }), "| uri:", f.code === "plaintext-password" ? "(masked)" : m.candidate.value.text, "|", m.candidate.site.in, JSON.stringify(m.candidate.site.context), "|", f.message.slice(0, 90));
  }
}
