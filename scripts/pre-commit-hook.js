#!/usr/bin/env node
// The hook of the pre-commit framework (.pre-commit-hooks.yaml, `language: node`). pre-commit
// installs this repository's root package, which depends on the `urilint` command at the same
// release, and runs this with the names of the files to check: it runs that command, as is.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const manifestPath = require.resolve("urilint/package.json");
const { bin } = require(manifestPath);
await import(pathToFileURL(join(dirname(manifestPath), typeof bin === "string" ? bin : bin.urilint)).href);
