/**
 * Runs a composite action's steps (action.yml) as a GitHub runner does: each `run` step in bash
 * with the runner's environment (GITHUB_EVENT_NAME and GITHUB_EVENT_PATH, GITHUB_WORKSPACE,
 * GITHUB_ACTION_PATH, RUNNER_TEMP, a fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY file per step),
 * the step's `env`, and `${{ }}` expressions over `inputs` (with their defaults) and the outputs of
 * earlier steps. A `uses` step cannot run here (it is another action, fetched from GitHub): it is
 * recorded with its evaluated `with`, when its `if` holds. Expressions: literals, `inputs.x`,
 * `steps.<id>.outputs.<name>`, `==`, `!=`, `&&`, `||`, `!`, parentheses, `always()`, `success()`
 * and `failure()`: what action.yml uses, each evaluated as GitHub documents it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

interface Step {
  readonly id?: string;
  readonly if?: string;
  readonly run?: string;
  readonly shell?: string;
  readonly uses?: string;
  readonly with?: Record<string, string>;
  readonly env?: Record<string, string>;
}

interface ActionFile {
  readonly inputs?: Record<string, { default?: string }>;
  readonly outputs?: Record<string, { value: string }>;
  readonly runs: { readonly using: string; readonly steps: readonly Step[] };
}

export interface ActionRun {
  /** The action's outputs, evaluated after its steps. */
  readonly outputs: Record<string, string>;
  /** What every step wrote, in order (the job's log: annotations are read from it). */
  readonly log: string;
  readonly summary: string;
  /** The `uses` steps whose `if` held, with their `with`. */
  readonly used: { uses: string; with: Record<string, string> }[];
  /** Whether the job failed: a step exited non-zero. */
  readonly failed: boolean;
}

export interface RunnerContext {
  readonly actionPath: string;
  readonly workspace: string;
  readonly eventName: string;
  readonly event: unknown;
  readonly inputs: Record<string, string>;
  readonly env?: Record<string, string>;
}

type Value = string | boolean | number | null;

export function runAction(context: RunnerContext): ActionRun {
  const action = parse(readFileSync(join(context.actionPath, "action.yml"), "utf8")) as ActionFile;
  if (action.runs.using !== "composite") throw new Error(`not a composite action: ${action.runs.using}`);
  const temp = mkdtempSync(join(context.workspace, "..", "runner-temp-"));
  const eventPath = join(temp, "event.json");
  writeFileSync(eventPath, JSON.stringify(context.event));
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {}))
    inputs[name] = context.inputs[name] ?? spec.default ?? "";
  for (const name of Object.keys(context.inputs))
    if (!(name in inputs)) throw new Error(`the action has no input "${name}"`);
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  let failed = false;
  let log = "";
  let summary = "";
  const used: ActionRun["used"] = [];
  const evaluate = (expression: string): Value => new Expression(expression, { inputs, steps, failed }).value();
  const substitute = (text: string): string =>
    text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => stringOf(evaluate(expression)));

  action.runs.steps.forEach((step, index) => {
    const written = step.if === undefined ? "" : step.if.replace(/^\$\{\{(.*)\}\}$/s, "$1");
    // A condition without a status function holds only while every step has succeeded.
    const condition = /\b(always|success|failure|cancelled)\(/.test(written)
      ? written
      : `success()${written ? ` && (${written})` : ""}`;
    if (!truthy(evaluate(condition))) return;
    if (step.uses !== undefined) {
      used.push({
        uses: step.uses,
        with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(String(v))])),
      });
      return;
    }
    if (step.shell !== "bash") throw new Error(`step ${index}: only bash steps run here`);
    const outputFile = join(temp, `output-${index}`);
    const summaryFile = join(temp, `summary-${index}`);
    const script = join(temp, `step-${index}.sh`);
    writeFileSync(outputFile, "");
    writeFileSync(summaryFile, "");
    writeFileSync(script, substitute(step.run!));
    const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
      cwd: context.workspace,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: {
        ...process.env,
        ...context.env,
        CI: "true",
        GITHUB_ACTIONS: "true",
        GITHUB_ACTION_PATH: context.actionPath,
        GITHUB_WORKSPACE: context.workspace,
        GITHUB_EVENT_NAME: context.eventName,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        RUNNER_TEMP: temp,
        ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v))])),
      },
    });
    log += result.stdout + result.stderr;
    summary += readFileSync(summaryFile, "utf8");
    if (step.id !== undefined) steps[step.id] = { outputs: readOutputs(readFileSync(outputFile, "utf8")) };
    if (result.status !== 0) failed = true;
  });
  const outputs = Object.fromEntries(
    Object.entries(action.outputs ?? {}).map(([name, { value }]) => [name, substitute(value)]),
  );
  return { outputs, log, summary, used, failed };
}

/** GITHUB_OUTPUT's lines: `name=value`, or `name<<DELIMITER` ... `DELIMITER`. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) {
      outputs[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return outputs;
}

function truthy(value: Value): boolean {
  return value !== null && value !== false && value !== 0 && value !== "";
}

function stringOf(value: Value): string {
  return value === null ? "" : String(value);
}

/** GitHub compares a string with a string case-insensitively; a missing property is null. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  if (a === null || b === null) return a === b || (a ?? "") === (b ?? "");
  return a === b;
}

class Expression {
  readonly #tokens: string[];
  #at = 0;

  constructor(
    text: string,
    private readonly context: {
      inputs: Record<string, string>;
      steps: Record<string, { outputs: Record<string, string> }>;
      failed: boolean;
    },
  ) {
    this.#tokens = text.match(/'(?:[^']|'')*'|==|!=|&&|\|\||[!()]|[\w.-]+/g) ?? [];
  }

  value(): Value {
    const value = this.#or();
    if (this.#at !== this.#tokens.length) throw new Error(`unexpected "${this.#tokens[this.#at]}"`);
    return value;
  }

  #or(): Value {
    let left = this.#and();
    while (this.#tokens[this.#at] === "||") {
      this.#at++;
      const right = this.#and();
      left = truthy(left) ? left : right;
    }
    return left;
  }

  #and(): Value {
    let left = this.#comparison();
    while (this.#tokens[this.#at] === "&&") {
      this.#at++;
      const right = this.#comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  }

  #comparison(): Value {
    const left = this.#unary();
    const operator = this.#tokens[this.#at];
    if (operator !== "==" && operator !== "!=") return left;
    this.#at++;
    const same = equal(left, this.#unary());
    return operator === "==" ? same : !same;
  }

  #unary(): Value {
    const token = this.#tokens[this.#at++];
    if (token === undefined) throw new Error("the expression ends early");
    if (token === "!") return !truthy(this.#unary());
    if (token === "(") {
      const value = this.#or();
      if (this.#tokens[this.#at++] !== ")") throw new Error('a "(" is not closed');
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
    if (token === "true" || token === "false") return token === "true";
    if (/^\d+$/.test(token)) return Number(token);
    if (["always", "success", "failure"].includes(token)) {
      if (this.#tokens[this.#at++] !== "(" || this.#tokens[this.#at++] !== ")")
        throw new Error(`${token} takes no argument`);
      return token === "always" ? true : token === "success" ? !this.context.failed : this.context.failed;
    }
    const path = token.split(".");
    if (path[0] === "inputs" && path.length === 2) return this.context.inputs[path[1]!] ?? null;
    if (path[0] === "steps" && path.length === 4 && path[2] === "outputs")
      return this.context.steps[path[1]!]?.outputs[path[3]!] ?? null;
    throw new Error(`this runner does not know "${token}"`);
  }
}
