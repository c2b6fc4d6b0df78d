#!/usr/bin/env bash
# Installs code-server (VS Code in a browser, run by Node 20) into a cache folder outside the pnpm
# workspace, without any download but the npm registry. Prints the path of its bin on the last line.
#
#   bash packages/vscode-extension/scripts/install-code-server.sh [cache-dir]
#
# Needs (Debian): ripgrep, libkrb5-dev, build-essential, python3 (node-gyp builds kerberos/argon2).
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
# code-server 4.100.3 pins @vscode/ripgrep 1.15.11 in lib/vscode/npm-shrinkwrap.json, whose
# postinstall fetches ripgrep release v13.0.0-10 from GitHub unless the tarball is already cached.
RIPGREP_PKG_VERSION=1.15.11
RIPGREP_TAG=v13.0.0-10

cache="${1:-${URILINT_CODE_SERVER_CACHE:-$HOME/.cache/urilint-code-server}}"
prefix="$cache/$CODE_SERVER_VERSION"
bin="$prefix/node_modules/.bin/code-server"

if [[ -x "$bin" && -f "$prefix/.complete" ]]; then
  echo "code-server $CODE_SERVER_VERSION already installed in $prefix" >&2
  echo "$bin"
  exit 0
fi

rg_bin="$(command -v rg || true)"
if [[ -z "$rg_bin" ]]; then
  echo "install-code-server: Debian's ripgrep (rg) is needed: apt-get install -y ripgrep" >&2
  exit 1
fi

case "$(uname -m)" in
  x86_64) rg_target=x86_64-unknown-linux-musl ;;
  aarch64) rg_target=aarch64-unknown-linux-musl ;;
  *) echo "install-code-server: unsupported architecture $(uname -m)" >&2; exit 1 ;;
esac

rm -rf "$prefix"
mkdir -p "$prefix/tmp"
# @vscode/ripgrep looks in $TMPDIR/vscode-ripgrep-cache-<version>/ before it downloads: put
# Debian's rg there as the release tarball it expects (rg at the top of the archive).
rg_cache="$prefix/tmp/vscode-ripgrep-cache-$RIPGREP_PKG_VERSION"
mkdir -p "$rg_cache/stage"
cp "$rg_bin" "$rg_cache/stage/rg"
tar czf "$rg_cache/ripgrep-$RIPGREP_TAG-$rg_target.tar.gz" -C "$rg_cache/stage" rg
rm -rf "$rg_cache/stage"

echo '{ "name": "urilint-code-server-cache", "private": true }' > "$prefix/package.json"

# unsafe_perm: code-server's postinstall refuses to run as root without it.
# yes: node-pty's postinstall runs `npx node-gyp`, which an npmrc with yes=false cancels.
(
  cd "$prefix"
  export TMPDIR="$prefix/tmp" npm_config_unsafe_perm=true npm_config_yes=true
  npm install --no-audit --no-fund --no-package-lock "code-server@$CODE_SERVER_VERSION" >&2
)
touch "$prefix/.complete"
echo "$bin"
