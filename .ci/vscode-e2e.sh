#!/usr/bin/env bash
# The VS Code extension tested inside a real VS Code (code-server 4.100.3 = VS Code 1.100.3) driven
# by headless Chromium: installs what it needs, packages the .vsix, runs
# packages/vscode-extension/e2e/run.mjs. Exits non-zero when anything fails.
#
#   bash .ci/vscode-e2e.sh
# Env: URILINT_CODE_SERVER_CACHE (default ~/.cache/urilint-code-server) keeps code-server between
# runs; URILINT_E2E_KEEP=1 keeps the temporary workspace and logs; URILINT_UPDATE_SCREENSHOTS=1
# copies the screenshots of a passing run into packages/vscode-extension/images/ for the READMEs.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ext="$repo/packages/vscode-extension"
t0=$SECONDS
timings=()
phase() { timings+=("$(printf '%-28s %4ss' "$1" "$2")"); }
report() {
  echo "vscode-e2e timings:"
  printf '  %s\n' "${timings[@]}"
  echo "  total                        $((SECONDS - t0))s"
}
trap report EXIT

# --- Debian packages: the browser, ripgrep for code-server, and a toolchain for its native modules
# (node-pty, kerberos, argon2 build from source; kerberos needs the Kerberos headers).
t=$SECONDS
apt_packages=(chromium ripgrep libkrb5-dev build-essential python3 fonts-dejavu-core)
missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "vscode-e2e: installing Debian packages: ${missing[*]}"
  if [[ "$(id -u)" != 0 ]]; then
    echo "vscode-e2e: run as root, or install them first: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
phase "apt packages" $((SECONDS - t))

# --- code-server, outside the pnpm workspace, cached between runs.
t=$SECONDS
code_server="$(bash "$ext/scripts/install-code-server.sh" | tail -n 1)"
phase "code-server install/cache" $((SECONDS - t))

# --- the workspace's own dependencies (playwright-core, vsce, esbuild, the client library).
t=$SECONDS
if [[ ! -e "$ext/node_modules/@vscode/vsce/vsce" ]]; then
  (cd "$repo" && npx --yes pnpm@10 install --frozen-lockfile)
fi
phase "pnpm install (if needed)" $((SECONDS - t))

t=$SECONDS
vsix="$(cd "$ext" && node scripts/package.mjs | tail -n 1)"
echo "vscode-e2e: packaged $vsix"
phase "build + package .vsix" $((SECONDS - t))

t=$SECONDS
keep=()
[[ "${URILINT_E2E_KEEP:-}" == 1 ]] && keep=(--keep)
status=0
node "$ext/e2e/run.mjs" --code-server "$code_server" --vsix "$vsix" "${keep[@]}" || status=$?
phase "e2e in code-server" $((SECONDS - t))
exit "$status"
