/**
 * The `exclude` setting: glob patterns of files to leave alone, matched against a document's path
 * relative to the workspace folder that holds it (or its whole path outside any folder).
 * `**` crosses folders, `*` and `?` do not.
 */

export function isExcluded(documentUri: string, folders: readonly string[], patterns: readonly string[]): boolean {
  if (patterns.length === 0) return false;
  const path = relativePath(documentUri, folders);
  return patterns.some((pattern) => globToRegExp(pattern).test(path));
}

/** The path of `documentUri` under the deepest folder that holds it, without a leading "/". */
export function relativePath(documentUri: string, folders: readonly string[]): string {
  let best = "";
  for (const folder of folders) {
    const base = folder.endsWith("/") ? folder : `${folder}/`;
    if (documentUri.startsWith(base) && base.length > best.length) best = base;
  }
  const path = best === "" ? documentUri.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "") : documentUri.slice(best.length);
  return safeDecode(path.replace(/^\/+/, ""));
}

const compiled = new Map<string, RegExp>();

export function globToRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (regExp !== undefined) return regExp;
  let source = "";
  const glob = pattern.replace(/^\.?\/+/, "");
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      source += slash ? "(?:[^/]*/)*" : ".*";
      i += slash ? 2 : 1;
    } else if (char === "*") {
      source += "[^/]*";
    } else if (char === "?") {
      source += "[^/]";
    } else {
      source += char.replace(/[\\^$.+()[\]{}|]/g, "\\$&");
    }
  }
  // A pattern without "/" names a file or folder at any depth, as .gitignore does.
  const anywhere = !glob.includes("/") ? "(?:.*/)?" : "";
  regExp = new RegExp(`^${anywhere}${source}(?:/.*)?$`);
  compiled.set(pattern, regExp);
  return regExp;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
