#!/usr/bin/env bash
# The nightly build, as the timer runs it (deploy/systemd/listings-build.service):
#   1. one build at a time: a second run while one holds the lock exits 75 at once;
#   2. build CONTENT into OUT (the build's own checks; a failure leaves OUT as it was);
#   3. switch every replica to the new snapshot (SIGHUP, no restart), then reload the edge,
#      whose map of listings that expire soon comes with each snapshot.
# RELOAD_REPLICAS and RELOAD_EDGE say how; the defaults are the systemd units'.
set -euo pipefail
cd "$(dirname "$0")/.."

lock="${BUILD_LOCK:-/run/listings/build.lock}"
exec 9>"$lock"
if ! flock --nonblock 9; then
  echo "nightly-build: another build holds $lock; not starting a second one" >&2
  exit 75
fi

node --import tsx build/cli.ts
eval "${RELOAD_REPLICAS:-systemctl reload 'listings@*.service'}"
eval "${RELOAD_EDGE:-systemctl reload nginx}"
echo "nightly-build: replicas and edge switched to the new snapshot"
