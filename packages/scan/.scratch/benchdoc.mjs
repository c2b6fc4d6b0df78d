import { writeFileSync } from "node:fs";
const m = await import("/work/wt/html-css/bench/src/scan-inputs/html.js");
writeFileSync("/tmp/bench.html", m.document());
