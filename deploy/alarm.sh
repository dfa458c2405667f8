#!/usr/bin/env bash
# What runs when a unit of the service fails (deploy/systemd/listings-alarm@.service, named in
# the units' OnFailure=): a critical line in the journal with the failed unit's last lines,
# then the site's own hook, if there is one (mail, a chat webhook, a pager).
usage() {
  cat <<'USAGE'
Usage: deploy/alarm.sh <failed unit> [--help]

Writes a critical line about the failed unit, with its last 30 journal lines, to stderr (the
journal, under listings-alarm@<unit>), then runs ALARM_HOOK (default: /etc/listings/alarm-hook)
with the unit's name as its argument and those lines on stdin, when it is an executable file.

Exit status: 0, or the hook's own status when it fails; 2 without a unit name.
USAGE
}
case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  ''|-*) echo "alarm: the failed unit's name is required, not \"${1:-}\"" >&2; usage >&2; exit 2 ;;
esac
set -euo pipefail
unit="$1"
hook="${ALARM_HOOK:-/etc/listings/alarm-hook}"

lines="$(journalctl --unit "$unit" --lines 30 --no-pager --output short-iso 2>&1 || true)"
printf '<2>listings: %s failed on %s; its last lines:\n%s\n' "$unit" "$(hostname)" "$lines" >&2
if [ -x "$hook" ]; then
  printf '%s\n' "$lines" | "$hook" "$unit"
fi
