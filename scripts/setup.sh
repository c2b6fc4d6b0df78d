#!/usr/bin/env bash
# Sets up a fresh machine for urilint's main job (`npx --yes pnpm@10 run example`): the workspace's
# npm packages, with pnpm 10 through npx (nothing global, no root, no Debian package). The tests
# need more: scripts/setup-tests.sh installs the Debian packages they drive.
set -euo pipefail
cd "$(dirname "$0")/.."

npx --yes pnpm@10 install --frozen-lockfile
