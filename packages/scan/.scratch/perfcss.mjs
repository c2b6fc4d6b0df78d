import { readFileSync } from "node:fs";
import { parse } from "css-tree";
import { findUris, runSync, matchOptions, scanDocument } from "@urilint/scan";
import { resolveChecks } from "@urilint/core";
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const text = readFileSync(process.argv[2], "utf8");
const t = (name, f) => { const s = performance.now(); const r = f(); console.log(name, Math.round(performance.now() - s), "ms", r); };
for (let i = 0; i < 2; i++) {
t("css-tree", () => { parse(text, { positions: true, onComment() {} }); return ""; });
t("scan", () => { let n = 0; runSync(scanDocument(text, "css", () => n++)); return n; });
t("all", () => runSync(findUris(text, "css", OPTIONS)).matches.length);
}
