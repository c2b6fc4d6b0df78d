// What the e2e test expects the probe to have seen in code-server, for the files in
// fixture-template/. Each check is a name and a verdict with the evidence, so a failure says what
// was seen instead.

const PASSWORDS = ["hunter2", "s3cret"];

/** Expected urilint diagnostics in src/api.ts: code, zero-based line, and the exact text underlined. */
const API_DIAGNOSTICS = [
  { code: "scheme-case", line: 1, text: "HTTP", severity: "Warning" },
  { code: "host-case", line: 1, text: "Example.COM", severity: "Warning" },
  { code: "default-port", line: 1, text: ":80", severity: "Warning" },
  { code: "plaintext-password", line: 2, text: "hunter2", severity: "Error" },
  { code: "dot-segments", line: 3, text: "./b/../", severity: "Warning" },
];

/** What remains in src/api.ts once "Normalize this URI" fixed line 2. */
const API_AFTER_FIX = ["plaintext-password", "dot-segments"];

/**
 * The configuration files: the findings (code and exact text underlined), a word the hover must
 * show, the line once "Normalize this URI" was applied to the finding of `fixed`, and what remains.
 */
const CONFIG_FILES = {
  compose: {
    file: "docker-compose.yml",
    diagnostics: ["scheme-case HTTP", "host-case Api.Example.COM", "default-port :80", "plaintext-password hunter2"],
    hoverShows: "api.example.com",
    lineAfter: "      API_URL: http://api.example.com/v1",
    remaining: ["plaintext-password"],
  },
  dotenv: {
    file: ".env",
    diagnostics: ["host-case Auth.E", "default-port :443"],
    hoverShows: "auth.example.com",
    lineAfter: 'CALLBACK_URL="https://auth.example.com/cb"',
    remaining: [],
  },
};

/** @returns {{ name: string, pass: boolean, detail: string }[]} */
export function judge(results, screenshots, outputLog, ui) {
  const checks = [];
  const check = (name, pass, evidence) =>
    checks.push({ name, pass: Boolean(pass), detail: pass ? "" : JSON.stringify(evidence, null, 1).slice(0, 1500) });
  const steps = results?.steps ?? {};

  check("the probe finished without an error", results?.done && !results.error, results?.error ?? "not done");
  check("urilint-vscode is installed and active", steps.extension?.active, steps.extension);
  check(
    "the commands are registered",
    ["urilint.restartServer", "urilint.showOutput"].every((c) => steps.extension?.commands?.includes(c)),
    steps.extension?.commands,
  );

  const diagnostics = steps.diagnostics ?? [];
  for (const expected of API_DIAGNOSTICS) {
    const found = diagnostics.find((d) => d.code === expected.code);
    check(
      `diagnostic ${expected.code} on line ${expected.line + 1} underlines "${expected.text}" as ${expected.severity}`,
      found &&
        found.range.start.line === expected.line &&
        found.range.end.line === expected.line &&
        found.text === expected.text &&
        found.severity === expected.severity,
      found ?? diagnostics.map((d) => d.code),
    );
  }
  check(
    "no other diagnostics in src/api.ts",
    diagnostics.length === API_DIAGNOSTICS.length,
    diagnostics.map((d) => `${d.code} ${JSON.stringify(d.text)}`),
  );
  check(
    "every diagnostic has source urilint and a link to its rule's docs",
    diagnostics.length > 0 && diagnostics.every((d) => d.source === "urilint" && /^https?:\/\//.test(d.href ?? "")),
    diagnostics.map((d) => [d.code, d.source, d.href]),
  );

  const hover = (steps.hover?.contents ?? []).join("\n");
  check(
    "the hover breaks the URI down (scheme, user, host)",
    hover.includes("postgres") && hover.includes("admin") && hover.includes("db.example.com"),
    hover,
  );
  check("the hover mentions the password, masked", /password/i.test(hover) && !mentionsPassword(hover), hover);

  const actions = steps.codeActions?.actions ?? [];
  const preferred = actions.filter((a) => a.isPreferred);
  check(
    "the scheme-case quick fix is the preferred one and lower-cases the scheme",
    preferred.length === 1 &&
      preferred[0].kind === "quickfix" &&
      preferred[0].edits.length === 1 &&
      preferred[0].edits[0].newText === "http" &&
      preferred[0].edits[0].range.start.character === 20 &&
      preferred[0].edits[0].range.end.character === 24,
    actions,
  );
  check(
    '"Normalize this URI" is offered as a quick fix too',
    actions.some((a) => /normali[sz]e/i.test(a.title) && a.kind === "quickfix" && a.edits.length > 0),
    actions.map((a) => a.title),
  );
  const byCode = steps.quickFixesByCode ?? {};
  check(
    "every diagnostic in src/api.ts has a quick fix",
    API_DIAGNOSTICS.every(({ code }) => byCode[code]?.length > 0),
    byCode,
  );
  const passwordActions = steps.passwordCodeActions ?? [];
  // Line 3 is `export const database = "postgres://admin:hunter2@...`: ":hunter2" is columns 41-49.
  check(
    'a quick fix "Remove the password" deletes exactly ":hunter2"',
    passwordActions.some(
      (a) =>
        /password/i.test(a.title) &&
        a.edits.length === 1 &&
        a.edits[0].newText === "" &&
        a.edits[0].range.start.line === 2 &&
        a.edits[0].range.start.character === 41 &&
        a.edits[0].range.end.character === 49,
    ),
    passwordActions,
  );
  check(
    "no diagnostic message, hover or code action shows a password",
    !mentionsPassword(
      JSON.stringify([diagnostics.map((d) => d.message), byCode, passwordActions.map((a) => a.title), hover]),
    ),
    "a planted password was echoed",
  );

  const quickFix = steps.quickFix ?? {};
  const fixedLine = 'export const api = "http://example.com/v1/users";';
  check(
    '"Normalize this URI" was applied and saved',
    quickFix.applied && quickFix.saved && quickFix.lineAfter === fixedLine,
    quickFix,
  );
  check("the fixed file on disk holds the normalized URI", quickFix.disk?.includes(fixedLine), quickFix.disk);
  check(
    "after the fix only the password and dot-segment findings remain",
    sameSet(
      quickFix.diagnosticsAfter?.map((d) => d.code),
      API_AFTER_FIX,
    ),
    quickFix.diagnosticsAfter?.map((d) => d.code),
  );

  const fixOnSave = steps.fixOnSave ?? {};
  check(
    "fix-on-save normalized the URIs in the file",
    fixOnSave.disk?.includes('export const home = "https://example.org/~alice";') &&
      fixOnSave.disk?.includes('export const typed = "http://example.net/~bob";'),
    fixOnSave.disk,
  );
  check(
    "fix-on-save kept the password (secrets are never removed silently)",
    fixOnSave.disk?.includes('"ftp://reader:s3cret@files.example.org/pub"') &&
      fixOnSave.diagnosticsAfter?.some((d) => d.code === "plaintext-password"),
    fixOnSave,
  );

  const plaintext = steps.plaintext ?? {};
  check(
    "plain text is left alone until urilint.plaintext.enable, then checked",
    plaintext.languageId === "plaintext" &&
      plaintext.before?.length === 0 &&
      sameSet(
        plaintext.after?.map((d) => `${d.code} ${d.text}`),
        ["scheme-case HTTP", "host-case Example.COM"],
      ),
    plaintext,
  );

  const settings = steps.settingsChange ?? {};
  check(
    "a settings change takes effect (urilint.enable: false clears the folder's diagnostics)",
    settings.before?.length > 0 && settings.after?.length === 0,
    settings,
  );

  for (const [key, expected] of Object.entries(CONFIG_FILES)) {
    const seen = steps.configFiles?.[key] ?? {};
    const found = (seen.diagnostics ?? []).map((d) => `${d.code} ${d.text}`);
    check(
      `${expected.file}: exactly its findings, at their exact ranges (languageId ${seen.languageId})`,
      sameSet(found, expected.diagnostics),
      found,
    );
    check(
      `${expected.file}: the hover breaks the URI down`,
      (seen.hover ?? "").includes(expected.hoverShows),
      seen.hover,
    );
    check(
      `${expected.file}: "Normalize this URI" is applied and only ${expected.remaining.join(", ") || "nothing"} remains`,
      seen.applied && seen.lineAfter === expected.lineAfter && sameSet(seen.diagnosticsAfter, expected.remaining),
      seen,
    );
  }
  check(
    "no message or hover in the configuration files shows a password",
    !mentionsPassword(
      JSON.stringify(
        Object.values(steps.configFiles ?? {}).map((f) => [f.diagnostics?.map((d) => d.message), f.hover, f.actions]),
      ),
    ),
    "a planted password was echoed",
  );

  const disabled = steps.disableComment ?? {};
  check(
    '"Disable normalized-case for this line" writes a urilint-disable-next-line comment that silences the finding',
    sameSet(disabled.before, ["scheme-case"]) &&
      disabled.titles?.includes("Show documentation for normalized-case") &&
      disabled.applied &&
      disabled.text?.includes("// urilint-disable-next-line normalized-case\nexport const legacy") &&
      disabled.after?.length === 0,
    disabled,
  );

  // Errors are expected only while the test kills the server on purpose.
  const calmLog =
    outputLog.slice(0, ui.logBeforeCrash ?? outputLog.length) + outputLog.slice(ui.logAtRestart ?? outputLog.length);
  const errors = calmLog.split("\n").filter((line) => /\[error\]/.test(line));
  check(
    "the urilint output channel was written",
    outputLog.trim().length > 0,
    "no urilint.log under the user data's logs",
  );
  check("the urilint output logs no failed request (outside the crash test)", errors.length === 0, errors);
  check("the urilint output never shows a password", !mentionsPassword(outputLog), "a planted password was logged");

  const failedItem = (ui.statusAfterCrash ?? []).find((item) => item.visible && item.icons.includes("codicon-error"));
  check(
    "after repeated crashes the client gives up and the status bar shows the failure",
    ui.kills >= 2 && failedItem && /urilint/.test(failedItem.text),
    { kills: ui.kills, status: ui.statusAfterCrash },
  );
  const restart = steps.restart ?? {};
  check(
    '"urilint: Restart server" brings the diagnostics back and clears the failure',
    sameSet(restart.diagnosticsAfterRestart, API_AFTER_FIX) &&
      !(ui.statusAfterRestart ?? []).some((item) => item.visible && item.icons.includes("codicon-error")),
    { restart, status: ui.statusAfterRestart },
  );

  for (const [name, info] of Object.entries(screenshots)) {
    check(`screenshot of the ${name} taken`, info && info.bytes > 5_000, info);
  }
  return checks;
}

function mentionsPassword(text) {
  return PASSWORDS.some((p) => text.includes(p));
}

function sameSet(actual, expected) {
  return Array.isArray(actual) && actual.length === expected.length && expected.every((e) => actual.includes(e));
}
