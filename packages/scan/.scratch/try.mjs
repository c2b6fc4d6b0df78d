import { findUris, runSync, matchOptions, documentRange } from "@urilint/scan";
import { resolveChecks } from "@urilint/core";
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const [lang, text] = [process.argv[2], process.argv[3]];
const r = runSync(findUris(text, lang, OPTIONS));
for (const m of r.matches) {
  console.log(JSON.stringify(m.candidate.value.text), JSON.stringify(text.slice(m.candidate.start, m.candidate.end)), m.candidate.site.in, JSON.stringify(m.candidate.site.context), m.candidate.spelling, JSON.stringify(m.candidate.quote));
  for (const f of m.findings) { const rg = documentRange(m, f.start, f.end); console.log("   ", f.code, rg.start, rg.end, JSON.stringify(text.slice(rg.start, rg.end))); }
}
