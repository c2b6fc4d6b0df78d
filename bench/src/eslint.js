// ESLint benchmark: lint time of real codebases installed from npm (bench's devDependencies) with a
// typical config (ESLint's and typescript-eslint's recommended rules, the typescript-eslint parser),
// without and with eslint-plugin-urilint's `all` config, and with a stand-in rule that only visits
// every Literal and parses the URI-looking ones; and of a YAML tree with eslint-plugin-yml's
// recommended rules and an HTML tree with html-eslint's, without and with urilint's config, and with
// the same stand-in for their values. The plugin's share comes from ESLint's own stats.
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { ESLint } from "eslint";
import urilint from "eslint-plugin-urilint";
import yml from "eslint-plugin-yml";
import html from "@html-eslint/eslint-plugin";
import tseslint from "typescript-eslint";
import { tryParse } from "@urilint/core";
import { BENCH_DIR, collect, fmt, now, report, rotate, SMOKE, summarize, table } from "./lib.js";

const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 5);

/** Package root of an installed dependency, with pnpm's symlink resolved (outside any node_modules/ of the cwd). */
function packageRoot(name) {
  return realpathSync(join(BENCH_DIR, "node_modules", name));
}

/** Files under `dir` whose name ends with one of `endings`; sorted, so every run lints the same list. */
function files(dir, endings, exclude = () => false) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (endings.some((e) => entry.name.endsWith(e)) && !exclude(entry.name)) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A YAML-heavy tree: the YAML of the Google Cloud CLI (Debian's google-cloud-cli, on the machines
 * here): command surfaces, API discovery files and CI configs, full of endpoints and doc links.
 */
const GCLOUD_YAML = "/usr/lib/google-cloud-sdk";
/** An HTML-heavy tree: Node.js's API documentation as Debian's nodejs package installs it. */
const NODE_API_HTML = "/usr/share/doc/nodejs/api";

function codebases() {
  const stripe = packageRoot("stripe");
  const undici = packageRoot("undici");
  const list = [
    {
      name: "undici 7.30.2 lib/ (JS)",
      cwd: undici,
      files: files(join(undici, "lib"), [".js"]),
      configs: SCRIPT_CONFIGS,
    },
    {
      name: "stripe 23.1.0 esm/ (JS)",
      cwd: stripe,
      files: files(join(stripe, "esm"), [".js"]),
      configs: SCRIPT_CONFIGS,
    },
    {
      name: "stripe 23.1.0 esm/ (.d.ts)",
      cwd: stripe,
      files: files(join(stripe, "esm"), [".d.ts"]),
      configs: SCRIPT_CONFIGS,
    },
  ];
  if (existsSync(GCLOUD_YAML)) {
    list.push({
      name: "Google Cloud CLI (YAML)",
      cwd: GCLOUD_YAML,
      files: files(GCLOUD_YAML, [".yaml", ".yml"]),
      configs: YAML_CONFIGS,
    });
  } else {
    console.error(`bench eslint: ${GCLOUD_YAML} is not here (Debian's google-cloud-cli): the YAML tree is skipped`);
  }
  if (existsSync(NODE_API_HTML)) {
    list.push({
      name: "Node.js API docs (HTML)",
      cwd: NODE_API_HTML,
      files: files(NODE_API_HTML, [".html"]),
      configs: HTML_CONFIGS,
    });
  } else {
    console.error(`bench eslint: ${NODE_API_HTML} is not here (Debian's nodejs): the HTML tree is skipped`);
  }
  // URILINT_BENCH_CODEBASES=YAML,HTML runs only the codebases whose name holds one of the words
  // (a smoke run too: three files of the first).
  const only = process.env.URILINT_BENCH_CODEBASES?.split(",");
  const chosen = only === undefined ? list : list.filter((c) => only.some((word) => c.name.includes(word)));
  return SMOKE ? chosen.slice(0, 1).map((c) => ({ ...c, files: c.files.slice(0, 3) })) : chosen;
}

/**
 * The yardstick: visit every string value (a JavaScript Literal, a YAML scalar, an HTML attribute
 * value or text) and parse the ones that start like `scheme:`. What any rule that reads every value
 * through ESLint's listeners costs at least.
 */
const readEveryValue = (context) => (node) => {
  if (typeof node.value === "string" && /^[A-Za-z][A-Za-z0-9+.-]*:/.test(node.value) && !tryParse(node.value).ok) {
    context.report({ node, message: "Not a valid URI reference." });
  }
};
const standIn = {
  rules: {
    "parse-uri-literals": {
      meta: { type: "problem", schema: [] },
      create: (context) => ({ Literal: readEveryValue(context) }),
    },
  },
};
const standInYaml = {
  rules: {
    "parse-uri-scalars": {
      meta: { type: "problem", schema: [] },
      create: (context) => ({ YAMLScalar: readEveryValue(context) }),
    },
  },
};
const standInHtml = {
  rules: {
    "parse-uri-values": {
      meta: { type: "problem", schema: [] },
      create: (context) => ({ AttributeValue: readEveryValue(context), Text: readEveryValue(context) }),
    },
  },
};

/**
 * The floor: as many rules as urilint's `all` config turns on, each listening to `Program` and
 * doing nothing. What ESLint itself charges for creating and timing that many rules on every file.
 */
const IDLE_RULES = Object.keys(urilint.configs.all.rules).length;
const idle = {
  rules: Object.fromEntries(
    Array.from({ length: IDLE_RULES }, (_, i) => [
      `idle-${i}`,
      { meta: { type: "problem", schema: [] }, create: () => ({ Program() {} }) },
    ]),
  ),
};
const idleRules = (files) => ({
  files,
  plugins: { idle },
  rules: Object.fromEntries(Object.keys(idle.rules).map((name) => [`idle/${name}`, "error"])),
});
const IDLE_NAME = `baseline + ${IDLE_RULES} idle rules`;

/**
 * The reading floor: one rule that walks every node of ESLint's tree once when the traversal ends
 * (by the parser's visitor keys) and reads nothing else. What reading a whole file's tree costs
 * any rule that reads its values itself, as urilint's rules do for YAML, TOML, CSS and HTML, before
 * a single value is read.
 */
let walkedNodes = 0;
/** The rule, for a language whose SourceCode holds its visitor keys or with the language's own (@html-eslint's holds none). */
const treeWalk = (languageKeys) => ({
  rules: {
    "walk-tree": {
      meta: { type: "problem", schema: [] },
      create: (context) => ({
        "Program:exit"(program) {
          const keys = context.sourceCode.visitorKeys ?? languageKeys;
          const stack = [program];
          while (stack.length > 0) {
            const node = stack.pop();
            walkedNodes++;
            for (const key of keys[node.type] ?? []) {
              const child = node[key];
              if (Array.isArray(child)) {
                for (const item of child) if (item !== null && typeof item === "object") stack.push(item);
              } else if (child !== null && typeof child === "object") stack.push(child);
            }
          }
        },
      }),
    },
  },
});
const treeWalkRule = (files, languageKeys) => ({
  files,
  plugins: { walk: treeWalk(languageKeys) },
  rules: { "walk/walk-tree": "error" },
});
const TREE_WALK_NAME = "baseline + tree-walk rule";

const baseline = [
  { files: ["**/*.js", "**/*.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { parser: tseslint.parser } },
];

const SCRIPT_CONFIGS = [
  { name: "baseline", config: baseline },
  { name: "baseline + urilint all", config: [...baseline, urilint.configs.all], plugin: "urilint/" },
  {
    name: "baseline + stand-in rule",
    config: [...baseline, { plugins: { standin: standIn }, rules: { "standin/parse-uri-literals": "error" } }],
    plugin: "standin/",
  },
  { name: IDLE_NAME, config: [...baseline, idleRules(["**/*.js", "**/*.ts"])], plugin: "idle/" },
  { name: TREE_WALK_NAME, config: [...baseline, treeWalkRule(["**/*.js", "**/*.ts"])], plugin: "walk/" },
];

/** HTML: html-eslint's recommended rules, then urilint's html config with every rule on. */
const htmlBaseline = [
  { files: ["**/*.html"], plugins: { html }, language: "html/html", rules: html.configs.recommended.rules },
];
const HTML_CONFIGS = [
  { name: "baseline", config: htmlBaseline },
  {
    name: "baseline + urilint all",
    config: [...htmlBaseline, { ...urilint.configs.html, rules: urilint.configs.all.rules }],
    plugin: "urilint/",
  },
  {
    name: "baseline + stand-in rule",
    config: [
      ...htmlBaseline,
      { files: ["**/*.html"], plugins: { standin: standInHtml }, rules: { "standin/parse-uri-values": "error" } },
    ],
    plugin: "standin/",
  },
  { name: IDLE_NAME, config: [...htmlBaseline, idleRules(["**/*.html"])], plugin: "idle/" },
  {
    name: TREE_WALK_NAME,
    config: [...htmlBaseline, treeWalkRule(["**/*.html"], html.languages.html.visitorKeys)],
    plugin: "walk/",
  },
];

/** YAML: eslint-plugin-yml's recommended rules, then urilint's yaml config with every rule on. */
const yamlBaseline = [...yml.configs["flat/recommended"]];
const YAML_CONFIGS = [
  { name: "baseline", config: yamlBaseline },
  {
    name: "baseline + urilint all",
    config: [...yamlBaseline, { ...urilint.configs.yaml, ignores: [], rules: urilint.configs.all.rules }],
    plugin: "urilint/",
  },
  {
    name: "baseline + stand-in rule",
    config: [
      ...yamlBaseline,
      {
        files: ["**/*.yaml", "**/*.yml"],
        plugins: { standin: standInYaml },
        rules: { "standin/parse-uri-scalars": "error" },
      },
    ],
    plugin: "standin/",
  },
  { name: IDLE_NAME, config: [...yamlBaseline, idleRules(["**/*.yaml", "**/*.yml"])], plugin: "idle/" },
  { name: TREE_WALK_NAME, config: [...yamlBaseline, treeWalkRule(["**/*.yaml", "**/*.yml"])], plugin: "walk/" },
];

async function lintOnce(codebase, setup) {
  const eslint = new ESLint({
    cwd: codebase.cwd,
    overrideConfigFile: true,
    overrideConfig: setup.config,
    ignore: false,
    stats: true,
    cache: false,
  });
  const walkedBefore = walkedNodes;
  const start = now();
  const results = await eslint.lintFiles(codebase.files);
  const wall = now() - start;
  const walked = walkedNodes - walkedBefore;
  let pluginMs = 0;
  let rulesMs = 0;
  let parseMs = 0;
  let messages = 0;
  let pluginMessages = 0;
  for (const result of results) {
    messages += result.messages.length;
    for (const message of result.messages)
      if (setup.plugin !== undefined && message.ruleId?.startsWith(setup.plugin)) pluginMessages++;
    for (const pass of result.stats?.times.passes ?? []) {
      parseMs += pass.parse.total;
      for (const [rule, time] of Object.entries(pass.rules ?? {})) {
        rulesMs += time.total;
        if (setup.plugin !== undefined && rule.startsWith(setup.plugin)) pluginMs += time.total;
      }
    }
  }
  return { wall, pluginMs, rulesMs, parseMs, messages, pluginMessages, walked };
}

export async function run() {
  const sections = [];
  const shareRows = [];
  const selected = codebases();
  for (const codebase of selected) {
    const bytes = codebase.files.reduce((sum, f) => sum + statSync(f).size, 0);
    // One untimed lint per config warms the parser, the rules and the file cache.
    const configs = codebase.configs;
    for (const setup of configs) await lintOnce(codebase, setup);
    const samples = new Map(configs.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const setup of rotate(configs, round)) {
        // As in the core's bench: each lint starts from a collected heap, and pays for no garbage
        // of the lint before it.
        collect();
        samples.get(setup.name).push(await lintOnce(codebase, setup));
      }
    }
    const base = summarize(samples.get("baseline").map((s) => s.wall)).median;
    const rows = configs.map((setup) => {
      const runs = samples.get(setup.name);
      const wall = summarize(runs.map((s) => s.wall));
      const plugin = summarize(runs.map((s) => s.pluginMs)).median;
      const last = runs[runs.length - 1];
      const share = setup.plugin === undefined ? undefined : plugin / wall.median;
      if (setup.plugin !== undefined) {
        shareRows.push([
          codebase.name,
          setup.name.replace("baseline + ", ""),
          `${fmt(plugin)} ms`,
          `${fmt(wall.median)} ms`,
          `${fmt(share * 100)}%`,
          `${fmt((wall.median / base - 1) * 100)}%`,
          setup.plugin === "urilint/" ? (share <= 0.01 ? "met" : "NOT met") : "",
        ]);
      }
      return [
        setup.name,
        `${fmt(wall.median)} ms`,
        `${fmt(wall.min)} – ${fmt(wall.max)}`,
        `${fmt(summarize(runs.map((s) => s.parseMs)).median)} ms`,
        `${fmt(summarize(runs.map((s) => s.rulesMs)).median)} ms`,
        setup.plugin === undefined ? "–" : `${fmt(plugin)} ms (${fmt(share * 100)}%)`,
        `${fmt(wall.median / base)}x`,
        `${last.messages}${setup.plugin === undefined ? "" : ` (${last.pluginMessages} its own)`}`,
      ];
    });
    const walked = samples.get(TREE_WALK_NAME)?.at(-1)?.walked;
    sections.push(
      `### ${codebase.name}: ${codebase.files.length} files, ${fmt(bytes / 1e6)} MB`,
      "",
      table(
        [
          "config",
          "lint wall time (median)",
          "min – max",
          "parse",
          "all rules",
          "plugin's rules (share of wall)",
          "vs baseline",
          "messages",
        ],
        rows,
      ),
      "",
      ...(walked === undefined
        ? []
        : [`The tree-walk rule visits ${walked.toLocaleString("en-US")} nodes in a lint.`, ""]),
    );
  }
  // A run of the configuration-file trees alone (URILINT_BENCH_CODEBASES=YAML,HTML) has its own
  // results file: it must not replace the JavaScript codebases' figures.
  const configFilesOnly =
    selected.length > 0 && selected.every((c) => c.configs === YAML_CONFIGS || c.configs === HTML_CONFIGS);
  return report(
    configFilesOnly ? "eslint-config-files" : "eslint",
    "ESLint: the plugin's share of lint time on real codebases",
    [
      `ESLint ${ESLint.version}, typescript-eslint parser (no type information), one process, no cache; median`,
      `of ${ROUNDS} rounds after one warm-up lint per config, the configs interleaved, each lint after a full garbage collection. "baseline" is`,
      "`@eslint/js` recommended + typescript-eslint recommended for scripts, eslint-plugin-yml's recommended for",
      "YAML, html-eslint's recommended for HTML. The plugin's time is the sum of its rules'",
      "times in ESLint's stats (`stats: true`, the numbers behind `--stats`/`TIMING`); its share is that sum",
      "over the whole lint's wall time. \"vs baseline\" compares wall times, which carry the machine's noise.",
      `The floors beside urilint: the stand-in rule reads every value through ESLint's listeners and parses those`,
      `that start like \`scheme:\`; the ${IDLE_RULES} idle rules (as many as \`all\` turns on) listen to \`Program\` and do nothing;`,
      "the tree-walk rule walks every node of ESLint's tree once at the end of the traversal (by the parser's visitor keys)",
      "and reads nothing else: what reading a file's whole tree costs a rule, before any value is read.",
      "",
      "## Share (target: `all` adds at most 1%)",
      "",
      table(
        ["codebase", "config", "plugin's rule time", "lint wall time", "share", "wall time vs baseline", "target"],
        shareRows,
      ),
      "",
      "## Every config",
      "",
      ...sections,
    ],
  );
}
