import { writeFileSync, readFileSync } from "node:fs";
const t = readFileSync("test/css.test.ts", "utf8");
const SAMPLE = eval(t.slice(t.indexOf("const SAMPLE = [") + 15, t.indexOf('].join("\\n");', t.indexOf("const SAMPLE = [")) + 14));
const record = SAMPLE.slice(SAMPLE.indexOf("body {"));
writeFileSync("/tmp/big.css", `${SAMPLE}${record.repeat(Math.ceil(10_000_000 / record.length))}`);
