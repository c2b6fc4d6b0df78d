#!/usr/bin/env bash
# Installs what the tests drive beyond the workspace's npm packages (scripts/setup.sh): Debian's
# independent URI parsers for the differential tests (liburiparser-dev, python3-rfc3986), the
# editors for the editor tests (neovim, emacs-nox with eglot and its modes, vim with ALE, tmux),
# pre-commit for the command's hook and the release test, ripgrep for the command's benchmark,
# unzip for the release test's look into the .vsix. Safe to run again: it installs only what is
# missing. Installing needs root; a user who is not root is told which packages are missing and
# the command that installs them, and the script fails, since the tests need them.
set -euo pipefail
cd "$(dirname "$0")/.."

test_packages=(gcc libc6-dev liburiparser-dev python3 python3-rfc3986 neovim emacs-nox elpa-eglot elpa-markdown-mode elpa-yaml-mode elpa-dockerfile-mode vim vim-ale tmux ripgrep pre-commit unzip)
missing=()
for pkg in "${test_packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "setup-tests: the tests need these Debian packages, which are not installed: ${missing[*]}" >&2
  echo "setup-tests: install them as root: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "setup-tests: installing ${missing[*]}"
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
