#!/usr/bin/env bash
# The nightly build, as the timer runs it (deploy/systemd/listings-build.service).
usage() {
  cat <<'USAGE'
Usage: deploy/nightly-build.sh [--help]

Builds the export and switches the edge and every replica to it:
  1. one build or rollback at a time: a second run while one holds BUILD_LOCK exits 75 at once;
  2. builds CONTENT into OUT (the build's own checks; a failed build leaves OUT as it was);
  3. node --import tsx deploy/switch.ts: one replica, then the edge's link and nginx, then the
     other replicas; a failed step switches everything back to the build before.

Environment (the unit sets the first four; /etc/listings/build.env may set any):
  CONTENT      the export folder (default: content)
  OUT          the build's output, a symbolic link into OUT.releases/ (default: dist)
  BUILD_LOCK   the lock file (default: OUT.lock)
  METRICS_FILE the build's figures for node_exporter's textfile collector, written after the
               build whether it published or not (unset: none; docs/operations.md)
  LIVE, REPLICAS, RELOAD_REPLICA, RELOAD_EDGE, SWITCH_TIMEOUT
               how the switch finds and reloads the edge and the replicas
               (node --import tsx deploy/switch.ts --help)

Exit status: 0 built and switched; 75 another build or rollback runs; 1 the build failed
(nothing changed) or a switch step failed and the build before serves everywhere again;
3 switching back failed too (docs/deployment.md, "Rollback").
USAGE
}
case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  '') ;;
  *) echo "nightly-build: unknown argument: $1" >&2; usage >&2; exit 2 ;;
esac
set -euo pipefail
cd "$(dirname "$0")/.."

lock="${BUILD_LOCK:-${OUT:-dist}.lock}"
exec 9>"$lock"
if ! flock --nonblock 9; then
  echo "nightly-build: another build holds $lock; not starting a second one" >&2
  exit 75
fi

# The build reads CONTENT, OUT, METRICS_FILE and its other variables (build/cli.ts) itself.
node --import tsx build/cli.ts
node --import tsx deploy/switch.ts
echo "nightly-build: the edge and every replica serve the new snapshot"
