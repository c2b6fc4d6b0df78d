import { readFileSync } from "node:fs";
import { parse } from "parse5";
import { findUris, runSync, matchOptions, scanDocument } from "@urilint/scan";
import { resolveChecks } from "@urilint/core";
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const lang = process.argv[2];
const text = readFileSync(process.argv[3], "utf8");
const t = (name, f) => { const s = performance.now(); const r = f(); console.log(name, Math.round(performance.now() - s), "ms", r); };
for (let i = 0; i < 2; i++) {
if (lang === "html") t("parse5", () => { parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false }); return ""; });
t("scan", () => { let n = 0; runSync(scanDocument(text, lang, () => n++)); return n; });
t("all", () => runSync(findUris(text, lang, OPTIONS)).matches.length);
}
