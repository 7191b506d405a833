# bankui — the two commands a person needs are `make run` and `make test`.
SWIFT ?= swift
SHELL := /bin/bash
APT_PACKAGES := libncursesw5-dev libsqlite3-dev tmux postgresql calcurse openssh-server openssh-client python3-vobject python3-icalendar
TSAN_PACKAGE := Support/BankCoreTSan
# The release build links the Swift runtime and Foundation in: one binary
# that needs no Swift installed, starts without resolving shared libraries,
# and holds about 5 MB less in memory.
RELEASE := -c release --static-swift-stdlib

.PHONY: all deps build run test test-unit test-tsan bench fuzz clean install uninstall link-order

all: build

# Installs the system packages that are missing (as root, with apt-get).
# postgresql brings the server programs for the shared-board tests and
# bench (each starts throwaway servers of its own, never the system's) and
# the `postgres` user they run as when the tests run as root.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "bankui needs:$$missing — run: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# Builds a release binary and starts it on this terminal.
run: deps
	$(SWIFT) build $(RELEASE) --product bankui
	$(SWIFT) build $(RELEASE) --product bankui-sync
	.build/release/bankui $(ARGS)

# `make install PREFIX=~/.local` (default /usr/local; DESTDIR for packagers):
# the release binaries, the man page written from the command definitions,
# and completions for bash, zsh and fish where each shell looks.
PREFIX ?= /usr/local
DESTDIR ?=
install: deps
	$(SWIFT) build $(RELEASE) --product bankui
	$(SWIFT) build $(RELEASE) --product bankui-sync
	$(SWIFT) build --product generate-manual
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Support/install.sh install .build/release \
	  "$$($(SWIFT) build --show-bin-path)/generate-manual"

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Support/install.sh uninstall .build/release

# Every test: unit, screen snapshots, end-to-end in tmux, and the bank's
# concurrency tests again under the thread sanitizer.
test: deps test-unit test-tsan

# The whole output is kept in .build/test-unit.log; on a failure the failing
# tests are listed again at the very end. A run takes a few minutes: one
# that has not ended after TEST_TIME_LIMIT hangs, and is stopped with the
# tests it was still running named.
TEST_TIME_LIMIT ?= 30m
test-unit:
	$(SWIFT) build --build-tests
	$(SWIFT) build --product generate-manual
	@set -o pipefail; \
	BANKUI_BIN="$$($(SWIFT) build --show-bin-path)/bankui" timeout -s INT -k 60 $(TEST_TIME_LIMIT) stdbuf -oL -eL \
	  $(SWIFT) test --skip-build 2>&1 | tee .build/test-unit.log \
	  || { status=$$?; \
	       if [ $$status = 124 ] || [ $$status = 137 ]; then \
	         echo "the tests had not ended after $(TEST_TIME_LIMIT); still running:"; \
	         Support/unfinished-tests.sh .build/test-unit.log; \
	       fi; \
	       Support/test-failures.sh .build/test-unit.log; exit $$status; }

test-tsan:
	@if [ -d $(TSAN_PACKAGE) ]; then \
	  set -o pipefail; \
	  $(SWIFT) test --package-path $(TSAN_PACKAGE) --sanitize=thread 2>&1 | tee .build/test-tsan.log \
	    || { status=$$?; Support/test-failures.sh .build/test-tsan.log; exit $$status; }; \
	fi

# Release build, then the figures of Docs/PERFORMANCE.md beside their budgets.
bench: deps
	$(SWIFT) build $(RELEASE) --product bankui
	$(SWIFT) build $(RELEASE) --product bankui-sync
	$(SWIFT) build $(RELEASE) --product bankui-bench
	.build/release/bankui-bench --bankui .build/release/bankui

# Random key, paste and resize storms against the release binary in tmux,
# every tab in turn, for MINUTES (default 2; SEED=n repeats a run), with a
# corpus of hostile text (ZWJ, flags, skin tones, combining runs, C1, OSC,
# DCS) and mouse reports, good and broken. Fails on a crash, a hang, a
# terminal left changed (mouse reporting left on too), or a kanban
# border that moved. Not part of `make test`.
fuzz: deps
	$(SWIFT) build $(RELEASE) --product bankui
	python3 Support/fuzz.py --binary "$$($(SWIFT) build $(RELEASE) --show-bin-path)/bankui" --minutes $(or $(MINUTES),2) $(if $(SEED),--seed $(SEED))

# Writes Support/link-order.txt, the order the release link lays out the
# code that runs at start and on the screens (Package.swift says why), from
# a release build run under callgrind. Needs valgrind (apt-get install
# valgrind). Run it again after large changes; a stale list costs memory,
# never correctness.
link-order: deps
	$(SWIFT) build $(RELEASE) --product bankui
	python3 Support/link-order.py .build/release/bankui Support/link-order.txt

clean:
	rm -rf .build .build-* $(TSAN_PACKAGE)/.build
