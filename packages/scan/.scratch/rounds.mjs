import { readFileSync } from "node:fs";
import { parse } from "parse5";
import { runSync, scanDocument } from "@urilint/scan";
const text = readFileSync("/tmp/bench.html", "utf8");
for (let i = 0; i < 8; i++) {
  global.gc();
  let s = performance.now();
  parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const p = performance.now() - s;
  global.gc();
  s = performance.now();
  runSync(scanDocument(text, "html", () => {}));
  console.log("parse", Math.round(p), "scan", Math.round(performance.now() - s), "heap", Math.round(process.memoryUsage().heapUsed / 1e6));
}
