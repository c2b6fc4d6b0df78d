#!/usr/bin/env bash
# Sets up a fresh machine for urilint: the Debian packages the tests drive (independent URI parsers
# for the differential tests, Neovim for the editor test), then the workspace's npm packages.
# Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

debian_packages=(gcc libc6-dev liburiparser-dev python3 python3-rfc3986 neovim)
missing=()
for pkg in "${debian_packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: please install these Debian packages (as root): ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

npx --yes pnpm@10 install --frozen-lockfile
