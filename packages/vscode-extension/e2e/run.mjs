// The real-VS-Code test: installs the packaged urilint .vsix and the probe extension into
// code-server, opens a fresh copy of fixture-template/ in headless Chromium, lets the probe drive
// the extension, takes the README's screenshots when the probe asks, and judges what it saw.
//
//   node e2e/run.mjs --code-server <bin> --vsix <file.vsix> [--keep]
// Exits 1 when a check fails. Needs /usr/bin/chromium (Debian's chromium).
import { execFile, spawn } from "node:child_process";
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { judge } from "./expectations.mjs";

const e2eDir = fileURLToPath(new URL("./", import.meta.url));
const extensionDir = fileURLToPath(new URL("../", import.meta.url));
const PROBE_TIMEOUT_MS = 240_000;
const SCREENSHOTS = ["hover", "quick-fix"];
const started = Date.now();
const log = (message) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s] ${message}`);

const args = parseArgs(process.argv.slice(2));
const work = await mkdtemp(join(tmpdir(), "urilint-e2e-"));
const paths = {
  workspace: join(work, "workspace"),
  userData: join(work, "user-data"),
  extensions: join(work, "extensions"),
  probeOut: join(work, "probe"),
  config: join(work, "config.yaml"),
  xdg: join(work, "xdg"),
  serverLog: join(work, "code-server.log"),
};

let codeServer;
let browser;
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await browser?.close().catch(() => undefined);
  if (codeServer && codeServer.exitCode === null) {
    // code-server runs the extension host and the language server as children: end its group.
    try {
      process.kill(-codeServer.pid, "SIGTERM");
    } catch {}
  }
  if (exitCode !== 0) await printLogs();
  if (!args.keep) await rm(work, { recursive: true, force: true }).catch(() => undefined);
  else log(`kept ${work}`);
}
process.exit(exitCode);

async function main() {
  await Promise.all(
    Object.values(paths)
      .filter((p) => !p.endsWith(".yaml") && !p.endsWith(".log"))
      .map((p) => mkdir(p, { recursive: true })),
  );
  // The fixture is copied fresh on every run: the test saves fixes into it.
  await cp(join(e2eDir, "fixture-template"), paths.workspace, { recursive: true });
  await writeUserSettings();
  const port = await freePort();
  await writeFile(paths.config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);

  const probeVsix = await packageProbe();
  log("installing the extensions into code-server");
  await codeServerCli(["--install-extension", args.vsix, "--install-extension", probeVsix, "--force"]);
  const installed = await codeServerCli(["--list-extensions", "--show-versions"]);
  log(`installed: ${installed.trim().split("\n").join(", ")}`);

  log(`starting code-server on 127.0.0.1:${port}`);
  startCodeServer();
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, 60_000);

  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1100, height: 640 }, deviceScaleFactor: 2 });
  page.on("pageerror", (error) => log(`page error: ${error.message}`));
  log("opening the fixture workspace in Chromium");
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(paths.workspace)}`);

  const screenshots = {};
  const ui = {};
  const results = await followProbe(page, screenshots, ui);
  log("probe finished; judging");

  const outputLog = await readOutputLog();
  const checks = judge(results, screenshots, outputLog, ui);
  for (const { name, pass, detail } of checks) {
    console.log(`${pass ? "  ✓" : "  ✗"} ${name}${pass ? "" : `\n      saw: ${detail.replace(/\n/g, "\n      ")}`}`);
  }
  const failed = checks.filter((c) => !c.pass).length;
  console.log(`e2e: ${checks.length - failed} passed, ${failed} failed`);
  if (failed === 0 && process.env.URILINT_UPDATE_SCREENSHOTS === "1") {
    // Only screenshots of a fully working run go into the README, and only when asked: the images
    // are committed, and a test run should not rewrite tracked files.
    for (const name of SCREENSHOTS) await copyFile(screenshots[name].path, join(extensionDir, "images", `${name}.png`));
    log(`screenshots saved to ${join(extensionDir, "images")}`);
  } else if (failed === 0) {
    log("screenshots not copied to images/ (URILINT_UPDATE_SCREENSHOTS=1 does)");
  } else if (Object.keys(screenshots).length > 0) {
    args.keep = true;
    log(`screenshots of this failed run are in ${work} (not copied to images/)`);
  }
  return failed === 0 ? 0 : 1;
}

/** Polls the probe's results and does what it asks: screenshots, ending the server. */
async function followProbe(page, screenshots, ui) {
  const resultsFile = join(paths.probeOut, "results.json");
  const deadline = Date.now() + PROBE_TIMEOUT_MS;
  const handled = new Set();
  let lastSteps = "";
  for (;;) {
    const results = await readFile(resultsFile, "utf8").then(JSON.parse, () => undefined);
    if (results) {
      const steps = Object.keys(results.steps).join(", ");
      if (steps !== lastSteps) log(`probe: ${steps || "started"}`);
      lastSteps = steps;
      const request = results.request;
      if (request && !handled.has(request)) {
        handled.add(request);
        await handle(request, page, screenshots, ui);
        await writeFile(join(paths.probeOut, `${request.replace(/[^a-z-]/g, "-")}.done`), "");
      }
      if (results.done) return results;
    }
    if (Date.now() > deadline) {
      log("timed out waiting for the probe");
      return results;
    }
    await sleep(250);
  }
}

async function handle(request, page, screenshots, ui) {
  if (request.startsWith("screenshot:")) {
    const name = request.slice("screenshot:".length);
    screenshots[name] = await takeScreenshot(page, name);
    log(`screenshot ${name}: ${screenshots[name].bytes} bytes`);
  } else if (request === "crash-server") {
    ui.logBeforeCrash = (await readOutputLog()).length;
    ui.kills = await crashServerUntilClientGivesUp();
    await sleep(1000);
    ui.statusAfterCrash = await urilintStatusItems(page);
    log(`killed the server ${ui.kills} times; status bar: ${JSON.stringify(ui.statusAfterCrash.map((i) => i.text))}`);
  } else if (request === "status-after-restart") {
    ui.statusAfterRestart = await urilintStatusItems(page);
    ui.logAtRestart = (await readOutputLog()).length;
  } else {
    throw new Error(`the probe asked for an unknown request: ${request}`);
  }
}

/**
 * Kills the language server (a process this test started, found by its path under our extensions
 * folder) each time the client starts it again, until the client stops restarting it.
 */
async function crashServerUntilClientGivesUp() {
  const marker = join(paths.extensions, "urilint.urilint-vscode-");
  let kills = 0;
  for (let round = 0; round < 10; round++) {
    const deadline = Date.now() + 8_000;
    let pids = await processesWith(marker);
    while (pids.length === 0 && Date.now() < deadline) {
      await sleep(200);
      pids = await processesWith(marker);
    }
    if (pids.length === 0) return kills; // no new server within 8 s: the client gave up
    for (const pid of pids) process.kill(pid, "SIGKILL");
    kills++;
    await sleep(300);
  }
  return kills;
}

async function processesWith(text) {
  const pids = [];
  for (const entry of await readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (cmdline.includes(text) && cmdline.includes("server.cjs")) pids.push(Number(entry));
  }
  return pids;
}

/** The status bar items of the extension, as rendered. */
async function urilintStatusItems(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".statusbar-item")]
      .filter((item) => item.id.includes("urilint") || /urilint/.test(item.textContent ?? ""))
      .map((item) => ({
        id: item.id,
        text: (item.textContent ?? "").trim(),
        icons: [...item.querySelectorAll(".codicon")].map((icon) =>
          [...icon.classList].filter((c) => c.startsWith("codicon-")).join(" "),
        ),
        error: item.classList.contains("error-kind"),
        visible: item.getBoundingClientRect().width > 0,
      })),
  );
}

/** The extension's output channel, where the client logs every failed request. */
async function readOutputLog() {
  const files = await findFiles(join(paths.userData, "logs"), /^urilint\.log$/);
  return (await Promise.all(files.map((f) => readFile(f, "utf8")))).join("\n");
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The editor area around the open widget (hover or quick-fix menu), as a user sees it. */
async function takeScreenshot(page, name) {
  const file = join(work, `${name}.png`);
  const widget = name === "hover" ? ".monaco-hover:not(.hidden)" : ".action-widget";
  const editor = await page.locator(".part.editor").boundingBox();
  const box = await page
    .locator(widget)
    .first()
    .boundingBox({ timeout: 5_000 })
    .catch(() => null);
  let clip;
  if (editor && box) {
    const bottom = Math.min(editor.y + editor.height, Math.max(box.y + box.height, editor.y + 120) + 24);
    const right = Math.min(editor.x + editor.width, Math.max(box.x + box.width + 48, editor.x + 720));
    clip = { x: editor.x, y: editor.y, width: right - editor.x, height: bottom - editor.y };
  }
  await page.screenshot({ path: file, clip });
  return { path: file, bytes: (await stat(file)).size, widgetFound: Boolean(box) };
}

async function writeUserSettings() {
  const user = join(paths.userData, "User");
  await mkdir(user, { recursive: true });
  const settings = {
    "workbench.startupEditor": "none",
    "workbench.tips.enabled": false,
    "workbench.enableExperiments": false,
    "workbench.colorTheme": "Default Dark Modern",
    "security.workspace.trust.enabled": false,
    "telemetry.telemetryLevel": "off",
    "update.mode": "none",
    "extensions.autoCheckUpdates": false,
    "extensions.autoUpdate": false,
    "extensions.ignoreRecommendations": true,
    "chat.commandCenter.enabled": false,
    "editor.minimap.enabled": false,
    "editor.fontSize": 14,
    "editor.hover.delay": 100,
    "files.autoSave": "off",
    "git.enabled": false,
  };
  await writeFile(join(user, "settings.json"), JSON.stringify(settings, null, 2));
}

async function packageProbe() {
  const out = join(work, "urilint-probe.vsix");
  await promisify(execFile)(
    process.execPath,
    [
      join(extensionDir, "node_modules/@vscode/vsce/vsce"),
      "package",
      "--no-dependencies",
      "--skip-license",
      "--allow-missing-repository",
      "--out",
      out,
    ],
    { cwd: join(e2eDir, "probe-extension") },
  );
  return out;
}

function codeServerEnv() {
  return {
    ...process.env,
    // Keep code-server from writing a config or logs into $HOME.
    XDG_CONFIG_HOME: join(paths.xdg, "config"),
    XDG_DATA_HOME: join(paths.xdg, "data"),
    URILINT_PROBE_DIR: paths.probeOut,
  };
}

function commonCodeServerArgs() {
  return ["--config", paths.config, "--user-data-dir", paths.userData, "--extensions-dir", paths.extensions];
}

async function codeServerCli(extra) {
  const { stdout } = await promisify(execFile)(args.codeServer, [...commonCodeServerArgs(), ...extra], {
    env: codeServerEnv(),
    timeout: 120_000,
  });
  return stdout;
}

function startCodeServer() {
  codeServer = spawn(
    args.codeServer,
    [
      ...commonCodeServerArgs(),
      "--disable-telemetry",
      "--disable-update-check",
      "--disable-workspace-trust",
      "--disable-getting-started-override",
      "--ignore-last-opened",
      paths.workspace,
    ],
    { env: codeServerEnv(), detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  const sink = [];
  const keep = (chunk) => {
    sink.push(chunk);
    void writeFile(paths.serverLog, Buffer.concat(sink)).catch(() => undefined);
  };
  codeServer.stdout.on("data", keep);
  codeServer.stderr.on("data", keep);
  codeServer.on("exit", (code, signal) => log(`code-server exited (${code ?? signal})`));
}

async function waitForHttp(url, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (codeServer?.exitCode !== null) throw new Error("code-server exited before it was ready");
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeout / 1000}s`);
    await sleep(250);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** On failure: code-server's log, the extension host's log and urilint's output channel. */
async function printLogs() {
  const files = [
    paths.serverLog,
    ...(await findFiles(join(paths.userData, "logs"), /(exthost\.log|urilint.*\.log|remoteagent\.log)$/)),
  ];
  for (const file of files) {
    const text = await readFile(file, "utf8").catch(() => "");
    if (!text) continue;
    console.log(`----- ${file} (last 60 lines)`);
    console.log(text.split("\n").slice(-60).join("\n"));
  }
}

async function findFiles(dir, pattern) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => join(e.parentPath ?? e.path, e.name));
}

function parseArgs(argv) {
  const parsed = { codeServer: undefined, vsix: undefined, keep: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--code-server") parsed.codeServer = argv[++i];
    else if (argv[i] === "--vsix") parsed.vsix = argv[++i];
    else if (argv[i] === "--keep") parsed.keep = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!parsed.codeServer || !parsed.vsix)
    throw new Error("usage: run.mjs --code-server <bin> --vsix <file.vsix> [--keep]");
  return parsed;
}
