// Adds up what CI ran into the one plain line it reads: "N passed, N failed, N skipped".
// Arguments: vitest's JSON reports (*.json: the suite's, the release test's), then any logs holding
// a line "e2e: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const args = process.argv.slice(2);
const reports = args.filter((arg) => arg.endsWith(".json"));
const logs = args.filter((arg) => !arg.endsWith(".json"));
let passed = 0;
let failed = 0;
let skipped = 0;

if (reports.length === 0) failed += 1;
for (const vitestReport of reports) {
  if (!existsSync(vitestReport)) {
    failed += 1; // the test run did not even produce its report
    continue;
  }
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load fails no test, but the run must not count as passed.
  if (!report.success && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
  skipped += report.numPendingTests + report.numTodoTests;
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
