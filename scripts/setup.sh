#!/usr/bin/env bash
# Sets up a fresh machine for urilint: the Debian packages the tests drive (independent URI parsers
# for the differential tests, the editors for the editor tests, pre-commit for the command's hook,
# ripgrep for the command's benchmark), then the workspace's npm packages.
# Safe to run again: it installs only what is missing. The main job (`pnpm run example`) needs
# none of the Debian packages: a user who is not root and lacks them is told which the tests need,
# and the setup goes on.
set -euo pipefail
cd "$(dirname "$0")/.."

test_packages=(gcc libc6-dev liburiparser-dev python3 python3-rfc3986 neovim emacs-nox elpa-eglot elpa-markdown-mode elpa-yaml-mode elpa-dockerfile-mode vim vim-ale tmux ripgrep pre-commit)
missing=()
for pkg in "${test_packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: the tests need these Debian packages, which are not installed: ${missing[*]}" >&2
    echo "setup: install them as root (sudo apt-get install ${missing[*]}) before running the tests;" >&2
    echo "setup: the main job (npx --yes pnpm@10 run example) does not need them." >&2
  fi
fi

npx --yes pnpm@10 install --frozen-lockfile
