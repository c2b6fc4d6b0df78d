#!/usr/bin/env node
/**
 * The work of the GitHub Action (action.yml at the repository's root): runs the `urilint` command
 * of the action's own release (`npx urilint@<version>`) on a pull request's changed files or on the
 * whole repository, as SARIF for code scanning or as workflow annotations, on one shard of a
 * matrix if asked. It reads what a runner provides (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH,
 * GITHUB_WORKSPACE, GITHUB_ACTION_PATH) and the inputs (URILINT_* variables set by action.yml),
 * and writes the step's outputs (GITHUB_OUTPUT) and a summary (GITHUB_STEP_SUMMARY). It exits 0
 * once the command ran, whatever it found, so that the SARIF upload runs; action.yml's last step
 * fails the job with the command's exit code (output `exit-code`).
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const env = process.env;

class ActionError extends Error {}

/** The inputs, checked. */
function inputs() {
  const files = env["URILINT_FILES"] || "changed";
  const output = env["URILINT_OUTPUT"] || "annotations";
  const shard = env["URILINT_SHARD"] ?? "";
  if (files !== "changed" && files !== "all") throw new ActionError(`input files: "changed" or "all", not "${files}"`);
  if (output !== "annotations" && output !== "sarif")
    throw new ActionError(`input output: "annotations" or "sarif", not "${output}"`);
  if (shard !== "" && !/^\d+\/\d+$/.test(shard)) throw new ActionError(`input shard: i/n, such as 1/4, not "${shard}"`);
  const actionPath = env["GITHUB_ACTION_PATH"] ?? resolve(import.meta.dirname, "..");
  const version =
    env["URILINT_VERSION"] || JSON.parse(readFileSync(join(actionPath, "packages/cli/package.json"), "utf8")).version;
  const args = (env["URILINT_ARGS"] ?? "").split(/\s+/).filter(Boolean);
  const workspace = env["GITHUB_WORKSPACE"] ?? process.cwd();
  return { files, output, shard, version, args, cwd: resolve(workspace, env["URILINT_WORKING_DIRECTORY"] || ".") };
}

/** The pull request of the event that started the workflow, if it is one. */
function pullRequest() {
  const name = env["GITHUB_EVENT_NAME"];
  if (name !== "pull_request" && name !== "pull_request_target") return undefined;
  const event = JSON.parse(readFileSync(env["GITHUB_EVENT_PATH"], "utf8"));
  const { number, base, head } = event.pull_request ?? {};
  if (typeof base?.sha !== "string" || typeof head?.sha !== "string")
    throw new ActionError(`the ${name} event at GITHUB_EVENT_PATH has no pull_request.base.sha and head.sha`);
  return { number, base: base.sha, head: head.sha };
}

function git(cwd, args) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** The files the pull request adds, copies, modifies or renames (deleted ones have nothing to check). */
function changedFiles(cwd, pr) {
  // base...head: the changes since the branch left the base, as GitHub shows them.
  const listed = git(cwd, ["diff", "--name-only", "-z", "--diff-filter=ACMR", `${pr.base}...${pr.head}`, "--", "."]);
  if (listed === undefined)
    throw new ActionError(
      `git cannot compare ${pr.base.slice(0, 12)} with ${pr.head.slice(0, 12)}: check out the history ` +
        "(actions/checkout with fetch-depth: 0)",
    );
  const root = git(cwd, ["rev-parse", "--show-toplevel"]).trim();
  // git names them from the repository's root; the command runs in cwd.
  return listed
    .split("\0")
    .filter(Boolean)
    .map((file) => resolve(root, file));
}

function output(name, value) {
  if (env["GITHUB_OUTPUT"]) appendFileSync(env["GITHUB_OUTPUT"], `${name}=${value}\n`);
}

function summary(markdown) {
  if (env["GITHUB_STEP_SUMMARY"]) appendFileSync(env["GITHUB_STEP_SUMMARY"], `${markdown}\n`);
}

/** Errors and warnings in the command's output: SARIF results by level, or annotation lines. */
function counts(format, text) {
  if (format === "sarif") {
    const results = JSON.parse(text).runs.flatMap((run) => run.results);
    return {
      errors: results.filter((r) => r.level === "error").length,
      warnings: results.filter((r) => r.level === "warning").length,
    };
  }
  return { errors: (text.match(/^::error /gm) ?? []).length, warnings: (text.match(/^::warning /gm) ?? []).length };
}

function main() {
  const input = inputs();
  const pr = input.files === "changed" ? pullRequest() : undefined;
  const paths = pr === undefined ? [] : changedFiles(input.cwd, pr);
  const scope = pr === undefined ? "every file" : `the files pull request #${pr.number} changes`;
  if (pr !== undefined && paths.length === 0) {
    for (const [name, value] of [
      ["errors", 0],
      ["warnings", 0],
      ["exit-code", 0],
      ["sarif-file", ""],
    ])
      output(name, value);
    summary(`### urilint\n\nPull request #${pr.number} changes no file to check.`);
    return;
  }
  const format = input.output === "sarif" ? "sarif" : "github";
  const command = ["--yes", `urilint@${input.version}`, ...paths, "--format", format];
  if (input.shard !== "") command.push("--shard", input.shard);
  command.push(...input.args);
  process.stdout.write(`urilint ${input.version} on ${scope}${input.shard ? `, shard ${input.shard}` : ""}\n`);
  const result = spawnSync("npx", command, { cwd: input.cwd, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
  if (result.error) throw result.error;
  process.stderr.write(result.stderr);
  const code = result.status ?? 2;
  if (code === 2) {
    process.stdout.write(result.stdout);
    output("exit-code", 2);
    summary(`### urilint\n\nThe command stopped with a usage or configuration error (exit 2): see the step's log.`);
    return;
  }
  let sarifFile = "";
  if (format === "sarif") {
    sarifFile = join(
      env["RUNNER_TEMP"] ?? input.cwd,
      `urilint${input.shard ? `-${input.shard.replace("/", "-of-")}` : ""}.sarif`,
    );
    writeFileSync(sarifFile, result.stdout);
  } else {
    process.stdout.write(result.stdout); // the annotations: the runner reads them from the log
  }
  const { errors, warnings } = counts(format, result.stdout);
  output("errors", errors);
  output("warnings", warnings);
  output("exit-code", code);
  output("sarif-file", sarifFile);
  summary(
    `### urilint\n\n${errors} error${errors === 1 ? "" : "s"} and ${warnings} warning${warnings === 1 ? "" : "s"} ` +
      `in ${scope}${input.shard ? ` (shard ${input.shard})` : ""}, ` +
      (format === "sarif" ? "in the SARIF file for code scanning." : "annotated on the files."),
  );
}

try {
  main();
} catch (error) {
  process.stderr.write(`urilint action: ${error instanceof ActionError ? error.message : error.stack}\n`);
  output("exit-code", 2);
  process.exitCode = 2;
}
