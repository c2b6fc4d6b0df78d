// The e2e probe: runs inside code-server's extension host next to urilint-vscode, drives it only
// through the public VS Code API (the same calls VS Code's own UI makes), and records observations
// in $URILINT_PROBE_DIR/results.json. e2e/expectations.mjs judges them.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const vscode = require("vscode");

const EXTENSION_ID = "urilint.urilint-vscode";
const WAIT_MS = 30_000;

exports.activate = function activate() {
  const dir = process.env.URILINT_PROBE_DIR;
  if (!dir) return; // installed, but not under test
  const report = new Report(dir);
  run(report).then(
    () => report.finish(),
    (error) => report.finish(error),
  );
};

exports.deactivate = function deactivate() {};

/** Results written after every step, so a failure still shows how far the run got. */
class Report {
  constructor(dir) {
    this.dir = dir;
    this.data = { startedAt: new Date().toISOString(), steps: {}, done: false, error: null, request: null };
    this.write();
  }
  step(name, value) {
    this.data.steps[name] = value;
    this.write();
    return value;
  }
  /** Asks the runner to do something outside the editor (a screenshot, ending the server) and waits. */
  async ask(request) {
    const done = path.join(this.dir, `${request.replace(/[^a-z-]/g, "-")}.done`);
    this.data.request = request;
    this.write();
    await waitFor(request, () => fs.existsSync(done) || undefined, 90_000);
    this.data.request = null;
    this.write();
  }
  finish(error) {
    this.data.done = true;
    this.data.error = error ? String(error.stack ?? error) : null;
    this.write();
  }
  write() {
    const file = path.join(this.dir, "results.json");
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(this.data, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  }
}

async function run(report) {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  if (!folder) throw new Error("no workspace folder is open");
  await vscode.commands.executeCommand("workbench.action.closeSidebar");
  await vscode.commands.executeCommand("workbench.action.closePanel");

  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  report.step("extension", { installed: Boolean(extension) });
  if (!extension) throw new Error(`${EXTENSION_ID} is not installed`);
  await extension.activate();
  report.step("extension", {
    installed: true,
    active: extension.isActive,
    version: extension.packageJSON.version,
    commands: (await vscode.commands.getCommands(true)).filter((c) => c.startsWith("urilint.")),
  });

  // --- diagnostics, hover and code actions on src/api.ts ---
  const api = await open(folder, "src/api.ts");
  const diagnostics = await settledDiagnostics(api.document, (list) => list.length > 0);
  report.step(
    "diagnostics",
    diagnostics.map((d) => describeDiagnostic(api.document, d)),
  );

  const hoverAt = locate(api.document, "db.example.com").translate(0, 3);
  const hovers = await vscode.commands.executeCommand("vscode.executeHoverProvider", api.document.uri, hoverAt);
  report.step("hover", { position: describePosition(hoverAt), contents: hoverText(hovers) });

  const schemeCase = diagnostics.find((d) => codeOf(d) === "scheme-case");
  if (!schemeCase) throw new Error("no scheme-case diagnostic to request code actions for");
  const actions = await codeActions(api.document, schemeCase.range);
  report.step("codeActions", { range: describeRange(schemeCase.range), actions: actions.map(describeAction) });

  const quickFixesByCode = {};
  for (const diagnostic of diagnostics) {
    quickFixesByCode[codeOf(diagnostic)] = (await codeActions(api.document, diagnostic.range)).map((a) => a.title);
  }
  report.step("quickFixesByCode", quickFixesByCode);

  const passwordDiagnostic = diagnostics.find((d) => codeOf(d) === "plaintext-password");
  const passwordActions = passwordDiagnostic ? await codeActions(api.document, passwordDiagnostic.range) : [];
  report.step("passwordCodeActions", passwordActions.map(describeAction));

  // --- screenshots for the README: the hover and the quick-fix menu, as a user sees them ---
  await showAt(api.editor, hoverAt);
  await vscode.commands.executeCommand("editor.action.showHover");
  await sleep(1500);
  await report.ask("screenshot:hover");
  await vscode.commands.executeCommand("editor.action.hideHover").then(undefined, () => undefined);
  await vscode.commands.executeCommand("workbench.action.closeActiveEditor");

  const fixMe = await open(folder, "src/api.ts");
  await showAt(fixMe.editor, schemeCase.range.start.translate(0, 1));
  // The quick-fix menu of Ctrl+., without the refactorings TypeScript adds to it.
  await vscode.commands.executeCommand("editor.action.codeAction", { kind: "quickfix", apply: "never" });
  await sleep(1500);
  await report.ask("screenshot:quick-fix");
  await vscode.commands.executeCommand("hideCodeActionWidget").then(undefined, () => undefined);

  // --- "Normalize this URI", chosen from the scheme-case finding's quick fixes, applied and saved ---
  const normalize = actions.find((a) => /normali[sz]e/i.test(a.title) && a.edit);
  report.step("quickFix", { title: normalize?.title ?? null });
  if (normalize) {
    const lineBefore = api.document.lineAt(schemeCase.range.start.line).text;
    const applied = await vscode.workspace.applyEdit(normalize.edit);
    if (normalize.command)
      await vscode.commands.executeCommand(normalize.command.command, ...(normalize.command.arguments ?? []));
    const saved = await api.document.save();
    const after = await settledDiagnostics(api.document, (list) => !list.some((d) => codeOf(d) === "scheme-case"));
    report.step("quickFix", {
      title: normalize.title,
      applied,
      saved,
      lineBefore,
      lineAfter: api.document.lineAt(schemeCase.range.start.line).text,
      disk: fs.readFileSync(api.document.uri.fsPath, "utf8"),
      diagnosticsAfter: after.map((d) => describeDiagnostic(api.document, d)),
    });
  }

  // --- fix-on-save with source.fixAll.urilint ---
  await vscode.workspace
    .getConfiguration("editor", folder)
    .update("codeActionsOnSave", { "source.fixAll.urilint": "explicit" }, vscode.ConfigurationTarget.Workspace);
  const onSave = await open(folder, "src/save-me.ts");
  await settledDiagnostics(onSave.document, (list) => list.length > 0);
  const typed = 'export const typed = "HTTP://Example.NET:80/%7Ebob";\n';
  await onSave.editor.edit((edit) => edit.insert(new vscode.Position(onSave.document.lineCount - 1, 0), typed));
  await vscode.commands.executeCommand("workbench.action.files.save");
  await waitFor("save-me.ts to be saved", () => !onSave.document.isDirty || undefined);
  const afterSave = await settledDiagnostics(onSave.document, () => true);
  report.step("fixOnSave", {
    typed,
    disk: fs.readFileSync(onSave.document.uri.fsPath, "utf8"),
    diagnosticsAfter: afterSave.map((d) => describeDiagnostic(onSave.document, d)),
  });

  // --- configuration files: a compose file and a .env file, each with diagnostics, a hover and
  // "Normalize this URI" applied (not saved: fix-on-save is on from the step above) ---
  report.step("configFiles", {
    compose: await configFileStep(folder, "docker-compose.yml", "Api.Example.COM", "scheme-case"),
    dotenv: await configFileStep(folder, ".env", "Auth.Example.com", "host-case"),
  });

  // --- "Disable <rule> for this line": the comment it writes silences the finding ---
  const disableMe = await open(folder, "src/disable-me.ts");
  const toDisable = await settledDiagnostics(disableMe.document, (list) => list.length > 0);
  const disableActions = toDisable.length > 0 ? await codeActions(disableMe.document, toDisable[0].range) : [];
  const disable = disableActions.find((a) => /^Disable .* for this line$/.test(a.title) && a.edit);
  const disableApplied = disable ? await vscode.workspace.applyEdit(disable.edit) : false;
  const afterDisable = await settledDiagnostics(disableMe.document, (list) => list.length === 0, {
    allowTimeout: true,
  });
  report.step("disableComment", {
    before: toDisable.map((d) => codeOf(d)),
    titles: disableActions.map((a) => a.title),
    applied: disableApplied,
    text: disableMe.document.getText(),
    after: afterDisable.map((d) => codeOf(d)),
  });

  // --- the server keeps crashing: the client gives up, the status bar says so, and
  // "urilint: Restart server" brings it back ---
  await report.ask("crash-server");
  const whileDown = vscode.languages.getDiagnostics(api.document.uri).filter((d) => d.source === "urilint");
  await vscode.commands.executeCommand("urilint.restartServer");
  const restarted = await settledDiagnostics(api.document, (list) => list.length > 0);
  report.step("restart", {
    diagnosticsWhileDown: whileDown.length,
    diagnosticsAfterRestart: restarted.map((d) => codeOf(d)),
  });
  await report.ask("status-after-restart");

  // --- plain text is checked only once urilint.plaintext.enable is on (the client restarts) ---
  const notes = await open(folder, "notes.txt");
  await sleep(3000);
  const plainBefore = vscode.languages.getDiagnostics(notes.document.uri).filter((d) => d.source === "urilint");
  await vscode.workspace
    .getConfiguration("urilint")
    .update("plaintext.enable", true, vscode.ConfigurationTarget.Workspace);
  const plainAfter = await settledDiagnostics(notes.document, (list) => list.length > 0, { allowTimeout: true });
  report.step("plaintext", {
    languageId: notes.document.languageId,
    before: plainBefore.map((d) => describeDiagnostic(notes.document, d)),
    after: plainAfter.map((d) => describeDiagnostic(notes.document, d)),
  });

  // --- a settings change reaches the server: diagnostics follow it ---
  const settingsDoc = await open(folder, "src/settings.ts");
  const before = await settledDiagnostics(settingsDoc.document, (list) => list.length > 0);
  const change = { section: "urilint", key: "enable", value: false };
  await vscode.workspace
    .getConfiguration(change.section, settingsDoc.document.uri)
    .update(change.key, change.value, vscode.ConfigurationTarget.WorkspaceFolder);
  const after = await settledDiagnostics(settingsDoc.document, (list) => list.length !== before.length, {
    allowTimeout: true,
  });
  report.step("settingsChange", {
    change,
    before: before.map((d) => describeDiagnostic(settingsDoc.document, d)),
    after: after.map((d) => describeDiagnostic(settingsDoc.document, d)),
  });
}

/** A configuration file's diagnostics, the hover on `hostText`, and the fix of `fixCode`'s finding. */
async function configFileStep(folder, relative, hostText, fixCode) {
  const { document } = await open(folder, relative);
  const diagnostics = await settledDiagnostics(document, (list) => list.length > 0);
  // Described now: the text under each range is read before the fix changes it.
  const described = diagnostics.map((d) => describeDiagnostic(document, d));
  const hoverAt = locate(document, hostText).translate(0, 2);
  const hovers = await vscode.commands.executeCommand("vscode.executeHoverProvider", document.uri, hoverAt);
  const target = diagnostics.find((d) => codeOf(d) === fixCode);
  const actions = target ? await codeActions(document, target.range) : [];
  const normalize = actions.find((a) => /normali[sz]e/i.test(a.title) && a.edit);
  const applied = normalize ? await vscode.workspace.applyEdit(normalize.edit) : false;
  const after = await settledDiagnostics(document, (list) => !list.some((d) => codeOf(d) === fixCode), {
    allowTimeout: true,
  });
  return {
    languageId: document.languageId,
    diagnostics: described,
    hover: hoverText(hovers).join("\n"),
    actions: actions.map((a) => a.title),
    applied,
    lineAfter: target ? document.lineAt(target.range.start.line).text : null,
    diagnosticsAfter: after.map((d) => codeOf(d)),
  };
}

async function open(folder, relative) {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, relative));
  const editor = await vscode.window.showTextDocument(document, { preview: false });
  return { document, editor };
}

/** Quick fixes only: TypeScript's refactorings are offered on every string too. */
async function codeActions(document, range) {
  return (
    (await vscode.commands.executeCommand(
      "vscode.executeCodeActionProvider",
      document.uri,
      range,
      vscode.CodeActionKind.QuickFix.value,
    )) ?? []
  );
}

async function showAt(editor, position) {
  await vscode.window.showTextDocument(editor.document, { preview: false });
  const active = vscode.window.activeTextEditor ?? editor;
  active.selection = new vscode.Selection(position, position);
  active.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenter);
  await sleep(300);
}

/** The urilint diagnostics of a document once `ready` holds and they stop changing for a moment. */
async function settledDiagnostics(document, ready, { allowTimeout = false } = {}) {
  const read = () => vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === "urilint");
  try {
    await waitFor(`diagnostics on ${path.basename(document.uri.fsPath)}`, () => ready(read()) || undefined);
  } catch (error) {
    if (!allowTimeout) throw error;
  }
  let last = JSON.stringify(read().map((d) => describeDiagnostic(document, d)));
  for (;;) {
    await sleep(750);
    const now = JSON.stringify(read().map((d) => describeDiagnostic(document, d)));
    if (now === last) return read();
    last = now;
  }
}

function locate(document, needle) {
  const offset = document.getText().indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in ${document.uri.fsPath}`);
  return document.positionAt(offset);
}

function codeOf(diagnostic) {
  return typeof diagnostic.code === "object" ? diagnostic.code.value : diagnostic.code;
}

function describeDiagnostic(document, d) {
  return {
    code: codeOf(d),
    href: typeof d.code === "object" ? String(d.code.target) : null,
    source: d.source,
    severity: vscode.DiagnosticSeverity[d.severity],
    message: d.message,
    range: describeRange(d.range),
    text: document.getText(d.range),
  };
}

function describeAction(action) {
  const edits = action.edit
    ? action.edit
        .entries()
        .flatMap(([uri, list]) =>
          list.map((e) => ({ uri: uri.toString(), range: describeRange(e.range), newText: e.newText })),
        )
    : [];
  return {
    title: action.title,
    kind: action.kind?.value ?? null,
    isPreferred: Boolean(action.isPreferred),
    diagnostics: (action.diagnostics ?? []).map(codeOf),
    edits,
    command: action.command?.command ?? null,
  };
}

function describeRange(range) {
  return { start: describePosition(range.start), end: describePosition(range.end) };
}

function describePosition(position) {
  return { line: position.line, character: position.character };
}

function hoverText(hovers) {
  return (hovers ?? []).flatMap((hover) =>
    hover.contents.map((content) => (typeof content === "string" ? content : content.value)),
  );
}

async function waitFor(what, probe, timeout = WAIT_MS) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
