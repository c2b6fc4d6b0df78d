#!/usr/bin/env node
// The `urilint` command. The bin is this committed file rather than the built dist/bin.js so
// that package managers can link it in a fresh clone, before the first build.
import "../dist/bin.js";
