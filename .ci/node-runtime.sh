#!/usr/bin/env bash
# Prints the bin folder of a pinned Node.js release, installing it first if needed. The
# binaries come from the npm registry (the node-linux-<arch> packages, which carry a plain
# Node build and nothing else), so this works on a machine that reaches only that registry.
# Usage: PATH="$(.ci/node-runtime.sh 24.22.3):$PATH"   (docs/decisions/158-node-runtime.md)
set -euo pipefail
version="$1"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node-runtime: no Node package for $(uname -m)" >&2; exit 1 ;;
esac
pkg="node-linux-${arch}"
dir="${XDG_CACHE_HOME:-$HOME/.cache}/traspasa-node/${version}"
bin="${dir}/node_modules/${pkg}/bin"
if [ ! -x "${bin}/node" ] || [ "$("${bin}/node" --version)" != "v${version}" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "${pkg}@${version}" >&2
fi
echo "$bin"
