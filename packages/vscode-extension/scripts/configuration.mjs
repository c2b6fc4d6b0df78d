// The `contributes.configuration` of package.json, derived from the server's settings
// (packages/lsp-server/src/settings.ts), the core's one list of settings (its descriptions) and
// the core's findings catalogue, so every server setting has a schema and every finding code and
// rule name is offered with its own description.
// scripts/sync-configuration.mjs writes it; test/manifest.test.ts checks package.json against it.

/** Client-side settings: read by the extension, not the server. */
const CLIENT_PROPERTIES = {
  "urilint.plaintext.enable": {
    type: "boolean",
    default: false,
    scope: "window",
    markdownDescription:
      "Also check URIs in plain text files, delimited as in RFC 3986 Appendix C (`<...>`, quotes, trailing punctuation). Prose is full of things that only look like URIs, so this is off by default.",
  },
  "urilint.trace.server": {
    type: "string",
    enum: ["off", "messages", "verbose"],
    default: "off",
    scope: "window",
    markdownDescription: "Log the messages between VS Code and the urilint server in the **urilint** output.",
  },
};

const SEVERITIES = ["error", "warning", "info", "hint", "off"];

/**
 * @param {{ catalogue: Record<string, { rule: string, title: string, severity: string, enabledByDefault: boolean }>,
 *           ruleNames: readonly string[], defaults: Record<string, unknown>,
 *           settings: readonly { key: string, description: string }[] }} server
 */
export function configurationProperties({ catalogue, ruleNames, defaults, settings }) {
  const properties = {};
  for (const [key, value] of Object.entries(defaults)) {
    const description = settings.find((spec) => spec.key === key)?.description;
    if (!description) throw new Error(`the server setting urilint.${key} is not in the core's SETTINGS`);
    properties[`urilint.${key}`] = {
      ...schemaFor(key, value, catalogue, ruleNames),
      default: plain(value),
      // Settings arrive per document (workspace/configuration with its URI): any folder may differ.
      scope: "resource",
      markdownDescription: description,
    };
  }
  return { ...properties, ...CLIENT_PROPERTIES };
}

function schemaFor(key, value, catalogue, ruleNames) {
  switch (key) {
    case "checks":
      return {
        type: "object",
        properties: keyed(catalogue, ruleNames, () => ({ type: "boolean" }), onByDefault),
        additionalProperties: false,
      };
    case "severity":
      return {
        type: "object",
        properties: keyed(catalogue, ruleNames, () => ({ type: "string", enum: SEVERITIES }), defaultSeverity),
        additionalProperties: false,
      };
    case "sinks":
      return {
        type: "array",
        items: {
          anyOf: [
            { type: "string" },
            {
              type: "object",
              properties: {
                callee: { type: "string" },
                arguments: { type: "array", items: { type: "integer", minimum: 0 } },
              },
              required: ["callee"],
              additionalProperties: false,
            },
          ],
        },
      };
    case "maxFileSize":
    case "maxLinkTargets":
      return { type: "integer", minimum: 0 };
    case "site":
      return { type: "string", enum: ["auto", "github", "vitepress", "docusaurus", "mdbook", "mkdocs"] };
    case "siteRoot":
    case "siteBase":
      return { type: "string" };
    case "reportUnusedDisableDirectives":
      return { type: "string", enum: ["off", "warn", "error"] };
    default:
      if (typeof value === "boolean") return { type: "boolean" };
      if (Array.isArray(value)) return { type: "array", items: { type: "string" } };
      throw new Error(`no schema for the server setting urilint.${key}`);
  }
}

/** One entry per finding code and per rule name, described from the catalogue. */
function keyed(catalogue, ruleNames, schema, note) {
  const properties = {};
  for (const [code, entry] of Object.entries(catalogue)) {
    properties[code] = { ...schema(), description: `${entry.title} (rule ${entry.rule}); ${note(entry)}.` };
  }
  for (const rule of ruleNames) {
    const codes = Object.entries(catalogue)
      .filter(([, e]) => e.rule === rule)
      .map(([code]) => code);
    properties[rule] = { ...schema(), description: `Every code of the rule ${rule}: ${codes.join(", ")}.` };
  }
  return properties;
}

const onByDefault = (entry) => (entry.enabledByDefault ? "on by default" : "off by default");
const defaultSeverity = (entry) => `${entry.severity} by default`;

/** Frozen defaults as plain JSON values. */
function plain(value) {
  return JSON.parse(JSON.stringify(value));
}
