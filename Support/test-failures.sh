#!/usr/bin/env bash
# Prints the failures recorded in a `swift test` log, so that they are the
# last thing a long test run shows (CI keeps only the end of the output).
log="$1"
[ -f "$log" ] || { echo "no test log at $log"; exit 0; }
echo
echo "==== test failures (from $log) ===="
grep -E ": error: |' failed \(|Fatal error|Exited with (signal|unexpected)|Unexpected signal|crashed|✘" "$log" \
  | grep -vE "with 0 failures" | awk '!seen[$0]++' | tail -n 120
echo "==== end of test failures ===="
