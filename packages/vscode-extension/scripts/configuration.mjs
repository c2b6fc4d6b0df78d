// The `contributes.configuration` of package.json, derived from the server's settings
// (packages/lsp-server/src/settings.ts) and the core's findings catalogue, so every server setting
// has a schema and every finding code and rule name is offered with its own description.
// scripts/sync-configuration.mjs writes it; test/manifest.test.ts checks package.json against it.

/** What each server setting does, as shown in the Settings editor. */
const DESCRIPTIONS = {
  enable: "Check the URIs in the files of this folder.",
  checks:
    "Turn checks on or off, by finding code (`default-port`) or rule name (`no-default-port`). A code's own entry wins over its rule's.",
  severity:
    'Severity of a check, by finding code or rule name: "error", "warning", "info", "hint", or "off" to turn it off.',
  sinks:
    'More functions whose arguments are URIs, as for the ESLint plugin: a callee name ("fetchJson", "client.get") or `{ "callee": "...", "arguments": [0] }`.',
  schemes: "More URI schemes that mark a string as a URI by its content alone (as `https:` does).",
  ignore: "Regular expressions: a string that one of them matches is never treated as a URI.",
  exclude: 'Glob patterns of files to leave alone, relative to their workspace folder (`"**/fixtures/**"`).',
  maxFileSize: "Files longer than this many characters (UTF-16 code units) are not checked; one informational diagnostic says so.",
};

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
 *           ruleNames: readonly string[], defaults: Record<string, unknown> }} server
 */
export function configurationProperties({ catalogue, ruleNames, defaults }) {
  const properties = {};
  for (const [key, value] of Object.entries(defaults)) {
    const description = DESCRIPTIONS[key];
    if (!description) throw new Error(`the server setting urilint.${key} has no description in scripts/configuration.mjs`);
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
      return { type: "object", properties: keyed(catalogue, ruleNames, () => ({ type: "boolean" }), onByDefault), additionalProperties: false };
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
              properties: { callee: { type: "string" }, arguments: { type: "array", items: { type: "integer", minimum: 0 } } },
              required: ["callee"],
              additionalProperties: false,
            },
          ],
        },
      };
    case "maxFileSize":
      return { type: "integer", minimum: 0 };
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
    const codes = Object.entries(catalogue).filter(([, e]) => e.rule === rule).map(([code]) => code);
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
