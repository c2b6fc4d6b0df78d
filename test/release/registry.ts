/**
 * A real npm registry on this machine: Verdaccio, installed from test/release/registry (its own
 * package.json and lockfile, outside the workspace) into .cache/verdaccio, started on a port the
 * system chooses. Packages published to it stay local; every other package is fetched from the
 * npm registry the machine is configured with and kept in .cache/verdaccio/storage, so that later
 * runs install without the network. Publishing needs a user: one is added through the registry's
 * own API, and its token goes into an npm configuration file that the release command reads.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The names the release publishes, kept out of the uplink so that they come from here only. */
const OURS = ["@urilint/*", "urilint", "eslint-plugin-urilint", "urilint-workspace"];

export interface Registry {
  readonly url: string;
  /** An npm configuration file with the registry and a publishing user's token. */
  readonly npmrc: string;
  stop(): Promise<void>;
}

/** Installs Verdaccio into `cache`/verdaccio from the committed package.json and lockfile, if not there yet. */
function install(source: string, dir: string, npmCache: string): void {
  const lock = readFileSync(join(source, "package-lock.json"), "utf8");
  const installed = join(dir, "package-lock.json");
  if (
    existsSync(join(dir, "node_modules/verdaccio/package.json")) &&
    existsSync(installed) &&
    readFileSync(installed, "utf8") === lock
  )
    return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(source, "package.json"), join(dir, "package.json"));
  copyFileSync(join(source, "package-lock.json"), installed);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--cache", npmCache], { cwd: dir, stdio: "pipe" });
}

export async function startRegistry(root: string, work: string): Promise<Registry> {
  const dir = join(root, ".cache/verdaccio");
  const npmCache = join(root, ".cache/npm");
  install(join(root, "test/release/registry"), dir, npmCache);
  const storage = join(dir, "storage");
  // What an earlier run published is gone: this run publishes anew.
  for (const name of ["@urilint", "urilint", "eslint-plugin-urilint", "urilint-workspace", ".verdaccio-db.json"])
    rmSync(join(storage, name), { recursive: true, force: true });
  const uplink = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim();
  const config = join(work, "verdaccio.yaml");
  const local = (name: string) => `  "${name}":\n    access: $all\n    publish: $authenticated\n`;
  writeFileSync(
    config,
    `storage: ${JSON.stringify(storage)}
auth:
  htpasswd:
    file: ${JSON.stringify(join(work, "htpasswd"))}
    max_users: 10
uplinks:
  npmjs:
    url: ${JSON.stringify(uplink)}
    maxage: 30d
    timeout: 60s
packages:
${OURS.map(local).join("")}  "**":
    access: $all
    publish: $authenticated
    proxy: npmjs
log: { type: stdout, format: pretty, level: error }
`,
  );
  const server = spawn(process.execPath, [join(root, "test/release/registry/start.mjs"), config], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await listening(server);
  const npmrc = join(work, "npmrc");
  const token = await addUser(url);
  writeFileSync(npmrc, `registry=${url}\n//${new URL(url).host}/:_authToken=${token}\n`);
  return {
    url,
    npmrc,
    stop: () =>
      new Promise((done) => {
        if (server.exitCode !== null) return done();
        server.once("exit", () => done());
        server.kill();
      }),
  };
}

function listening(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    server.once("exit", (code) => reject(new Error(`Verdaccio stopped (exit ${code}): ${err}${out}`)));
  });
}

/** Adds a user through the registry's CouchDB-style API (what `npm adduser` does) and returns its token. */
async function addUser(url: string): Promise<string> {
  const name = "release-test";
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: `pw-${process.pid}-${Date.now()}` }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || typeof body.token !== "string")
    throw new Error(`Verdaccio added no user: ${JSON.stringify(body)}`);
  return body.token;
}
