/**
 * The scalar values stored under some keys of a YAML configuration file (mkdocs.yml's `docs_dir`,
 * `site_url`, `use_directory_urls`), read with the yaml package's document model: the first value
 * of each key, at any depth; a string, or a boolean for YAML's `true` and `false` (the core schema,
 * YAML 1.2 10.3.2). An unreadable document gives what was read before the error, or nothing.
 */
import { isScalar, parseDocument, visit } from "yaml";
import type { Work } from "../../work.js";

export function* readYamlValues(text: string, keys: ReadonlySet<string>): Work<ReadonlyMap<string, string | boolean>> {
  const values = new Map<string, string | boolean>();
  // Tags such as mkdocs.yml's `!!python/name:...` are kept as plain values, not errors.
  const document = parseDocument(text, { strict: false, uniqueKeys: false, logLevel: "silent" });
  yield;
  visit(document, {
    Pair(_key, pair) {
      if (!isScalar(pair.key) || !isScalar(pair.value)) return;
      const key = String(pair.key.value);
      const value = pair.value.value;
      if (!keys.has(key) || values.has(key)) return;
      if (typeof value === "string" || typeof value === "boolean") values.set(key, value);
    },
  });
  return values;
}
