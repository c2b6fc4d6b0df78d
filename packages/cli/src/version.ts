/** The command's version, from its package.json ("0.0.0" when it cannot be read, as in some bundles). */
import { readFileSync } from "node:fs";

export const VERSION = readVersion();

function readVersion(): string {
  try {
    const json = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: unknown };
    return typeof json.version === "string" ? json.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}
