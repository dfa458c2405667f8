#!/usr/bin/env bash
# The rollback of a deployed service (deploy/systemd/listings-rollback.service runs it).
usage() {
  cat <<'USAGE'
Usage: deploy/rollback.sh [--help]

Switches the edge and every replica back to the snapshot before (run again: forward):
  1. one build or rollback at a time (BUILD_LOCK, as deploy/nightly-build.sh; 75 if taken);
  2. npm run rollback: OUT points to OUT.releases/previous, and previous to the snapshot it left;
  3. node --import tsx deploy/switch.ts: one replica, then the edge's link and nginx, then the
     other replicas; a failed step switches everything forward again.

Environment: OUT (default: dist), BUILD_LOCK (default: OUT.lock), and the
switch's LIVE, REPLICAS, RELOAD_REPLICA, RELOAD_EDGE, SWITCH_TIMEOUT
(node --import tsx deploy/switch.ts --help).

Exit status: 0 rolled back; 75 a build or rollback runs; 1 there was nothing to roll back to,
or a switch step failed and the snapshot of before the rollback serves everywhere again;
3 switching forward again failed too (docs/deployment.md, "Rollback").
USAGE
}
case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  '') ;;
  *) echo "rollback: unknown argument: $1" >&2; usage >&2; exit 2 ;;
esac
set -euo pipefail
cd "$(dirname "$0")/.."

lock="${BUILD_LOCK:-${OUT:-dist}.lock}"
exec 9>"$lock"
if ! flock --nonblock 9; then
  echo "rollback: a build or rollback holds $lock; try again when it is done" >&2
  exit 75
fi

node --import tsx build/cli.ts --rollback
node --import tsx deploy/switch.ts
echo "rollback: the edge and every replica serve the snapshot before"
