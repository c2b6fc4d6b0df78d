// Adds up what CI ran into the one plain line it reads: "N passed, N failed, N skipped".
// Arguments: vitest's JSON report, then any logs holding a line "e2e: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const [vitestReport, ...logs] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestReport !== undefined && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load fails no test, but the run must not count as passed.
  if (!report.success && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
  skipped += report.numPendingTests + report.numTodoTests;
} else {
  failed += 1; // the test run did not even produce its report
}
for (const log of logs) {
  const match = existsSync(log) && /e2e: (\d+) passed, (\d+) failed/.exec(readFileSync(log, "utf8"));
  if (match) {
    passed += Number(match[1]);
    failed += Number(match[2]);
  } else {
    failed += 1; // the end-to-end run stopped before it could count
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed === 0 ? 0 : 1;
