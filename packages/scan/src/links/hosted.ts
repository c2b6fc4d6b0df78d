/**
 * The repository's own address on GitHub or GitLab, so that a link to one of its files by full URL
 * (`https://github.com/owner/repo/blob/main/docs/a.md#x`) is checked as the local file it shows,
 * as remark-validate-links does. The address is read from the root's package.json `repository`
 * (its shorthands too: `owner/repo`, `github:owner/repo`, `gitlab:owner/repo`), else the `origin`
 * remote of `.git/config`. Only links to the branch checked out (`.git/HEAD`), `main`, `master`
 * or `HEAD` are checked: a link to a tag or a commit shows a file as it was then, which the
 * working tree need not have.
 */
import type { LinkFiles } from "./file-view.js";
import { joinPath } from "./paths.js";

export interface HostedRepository {
  readonly host: "github.com" | "gitlab.com";
  /** Lower case: the hosts compare owners and names so. */
  readonly owner: string;
  readonly name: string;
  /** The refs whose files are the working tree's. */
  readonly branches: ReadonlySet<string>;
}

/** The repository at `root`'s own address, or undefined when it has none we know. */
export function hostedRepository(files: LinkFiles, root: string): HostedRepository | undefined {
  const address = fromManifest(files, root) ?? fromGitConfig(files, root);
  if (address === undefined) return undefined;
  const branches = new Set(["main", "master", "HEAD"]);
  const head = files.read(joinPath(root, ".git", "HEAD"));
  const current = typeof head === "string" ? /^ref: refs\/heads\/(.+)$/m.exec(head)?.[1]?.trim() : undefined;
  if (current !== undefined) branches.add(current);
  return { ...address, branches };
}

type Address = Pick<HostedRepository, "host" | "owner" | "name">;

function fromManifest(files: LinkFiles, root: string): Address | undefined {
  const text = files.read(joinPath(root, "package.json"));
  if (typeof text !== "string") return undefined;
  let repository: unknown;
  try {
    repository = (JSON.parse(text) as { repository?: unknown }).repository;
  } catch {
    return undefined;
  }
  const spec =
    typeof repository === "string"
      ? repository
      : typeof repository === "object" && repository !== null && "url" in repository
        ? String((repository as { url: unknown }).url)
        : undefined;
  if (spec === undefined) return undefined;
  // npm's shorthands (package.json's `repository`): "owner/repo", "github:owner/repo", "gitlab:owner/repo".
  const short = /^(?:(github|gitlab):)?([\w.-]+)\/([\w.-]+)$/.exec(spec);
  if (short !== null) return address(short[1] === "gitlab" ? "gitlab.com" : "github.com", short[2]!, short[3]!);
  return fromUrl(spec);
}

function fromGitConfig(files: LinkFiles, root: string): Address | undefined {
  const text = files.read(joinPath(root, ".git", "config"));
  if (typeof text !== "string") return undefined;
  let inOrigin = false;
  for (const line of text.split("\n")) {
    const section = /^\s*\[(.*)\]\s*$/.exec(line);
    if (section !== null) inOrigin = /^remote\s+"origin"$/.test(section[1]!.trim());
    const url = inOrigin ? /^\s*url\s*=\s*(.+?)\s*$/.exec(line) : null;
    if (url !== null) return fromUrl(url[1]!);
  }
  return undefined;
}

/** https://github.com/o/r(.git), git+https://..., git://..., ssh://git@github.com/o/r, git@github.com:o/r.git */
function fromUrl(url: string): Address | undefined {
  const match =
    /^(?:git\+)?(?:(?:https?|git|ssh):\/\/(?:[^@/]+@)?|[^@/]+@)(github\.com|gitlab\.com)[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
      url,
    );
  return match === null ? undefined : address(match[1] as Address["host"], match[2]!, match[3]!);
}

function address(host: Address["host"], owner: string, name: string): Address {
  return { host, owner: owner.toLowerCase(), name: name.replace(/\.git$/, "").toLowerCase() };
}

/**
 * The index of the first segment of a file's path below the repository, in the segments of a URL
 * path ("", owner, repo, "blob", ref, ...), when the URL shows a file of the working tree.
 */
export function fileSegmentsStart(
  repository: HostedRepository,
  host: string,
  segments: readonly string[],
): number | undefined {
  if (host.toLowerCase() !== repository.host && host.toLowerCase() !== `www.${repository.host}`) return undefined;
  if (segments[1]?.toLowerCase() !== repository.owner || segments[2]?.toLowerCase() !== repository.name)
    return undefined;
  // GitLab writes "/-/blob/<ref>/...".
  const kind = segments[3] === "-" ? 4 : 3;
  if (segments[kind] !== "blob" && segments[kind] !== "tree") return undefined;
  const ref = segments[kind + 1];
  return ref !== undefined && repository.branches.has(ref) ? kind + 2 : undefined;
}
