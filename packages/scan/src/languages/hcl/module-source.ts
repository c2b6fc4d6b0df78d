/**
 * Where the URL is in a module source address (https://developer.hashicorp.com/terraform/language/modules/sources),
 * as Terraform, Terragrunt (`terraform { source = ... }`, `unit` and `stack` blocks) and Nomad
 * (`artifact { source = ... }`) read them, all through go-getter's address syntax:
 *
 * - `x::address` forces getter `x` (`git::https://...`, `s3::https://...`, `gcs::https://...`,
 *   `hg::http://...`): the prefix is go-getter's, not the URL's, and is left out;
 * - what remains is a URL when it starts with a scheme (RFC 3986 3.1, two characters or more, then
 *   ":"): `https://...`, `ssh://git@...`, `tfr://registry.terraform.io/...`, `tfr:///ns/name/provider`;
 *   a "scheme" with a dot is a host name (`github.com:org/repo`) unless "//" follows its ":".
 *   The whole rest is the URL, `//subdir` and `?ref=...` included: go-getter moves the query onto
 *   the URL it fetches and keeps the subdirectory apart, but `a.git//sub?ref=v1` is a valid URI
 *   reference as written (an empty path segment), so a finding there is a finding in the URL, and a
 *   fix lands where it is written;
 * - anything else is no URL and no candidate: a local path (`./modules/x`, `../x`), a registry
 *   address (`hashicorp/consul/aws`, `app.terraform.io/org/name/provider`), go-getter's shorthands
 *   (`github.com/org/repo//sub?ref=x`, `bitbucket.org/...`, `bucket.s3.amazonaws.com/...`) and
 *   scp-like Git addresses (`git@github.com:org/repo.git`), which Terraform documents as valid.
 */

/** go-getter's forced getter: a name of letters and digits, then "::". */
const FORCED_GETTER = /^[A-Za-z0-9]+::/;

/** The units [start, end) of `address` (a source's value) that are a URL, or undefined: none is. */
export function urlOfSource(address: string): readonly [number, number] | undefined {
  const start = FORCED_GETTER.exec(address)?.[0].length ?? 0;
  let k = start;
  if (!isAlpha(address.charCodeAt(k))) return undefined;
  k++;
  while (k < address.length && isSchemeTail(address.charCodeAt(k))) k++;
  if (address[k] !== ":" || k - start < 2) return undefined;
  if (address.slice(start, k).includes(".") && !address.startsWith("//", k + 1)) return undefined;
  return [start, address.length];
}

function isAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isSchemeTail(code: number): boolean {
  return isAlpha(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}
