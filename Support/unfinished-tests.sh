#!/usr/bin/env bash
# Lists the tests a `swift test` log shows as started and never ended: what
# was running when a run that hung was stopped. XCTest cases are named
# Suite.test; Swift Testing tests by their function name, so a name two
# suites share counts as unfinished only while more of them started than
# ended.
log="$1"
[ -f "$log" ] || exit 0
awk '
  /^Test Case .* started at / {
    name = $0; sub(/^Test Case \x27/, "", name); sub(/\x27 started at .*/, "", name)
    open["XCTest " name]++; next
  }
  /^Test Case .* (passed|failed|skipped) \(/ {
    name = $0; sub(/^Test Case \x27/, "", name); sub(/\x27 (passed|failed|skipped) \(.*/, "", name)
    open["XCTest " name]--; next
  }
  /^◇ Test .* started\.$/ {
    name = $0; sub(/^◇ Test /, "", name); sub(/ started\.$/, "", name)
    if (name != "run" && name !~ /^case passing /) open["Test " name]++
    next
  }
  /^(✔|✘|↷) Test .*( passed after | failed after | skipped)/ {
    name = $0; sub(/^(✔|✘|↷) Test /, "", name)
    sub(/ (with [0-9]+ test cases? )?(passed after|failed after|skipped).*/, "", name)
    open["Test " name]--; next
  }
  END { for (name in open) if (open[name] > 0) print "  " name }
' "$log" | sort | head -n 40
