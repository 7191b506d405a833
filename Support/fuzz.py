#!/usr/bin/env python3
"""Random key, paste and resize storms against bankui in tmux (`make fuzz`).

Each round starts bankui on one tab in a private tmux server, under a small
shell script that records `stty -g` before and after the run and the exit
status, then for a while sends a random mix of:

  - named keys (arrows, F-keys, Tab, Esc, Enter, Alt-digits, Ctrl-Z, ...)
    and characters the tabs use,
  - raw bytes, invalid UTF-8 and cut escape sequences included,
  - bracketed pastes of random text, invalid UTF-8, escape sequences,
    and pastes whose end marker never comes,
  - window resizes, from 3x1 to 250x80,
  - a corpus of hostile text, typed and pasted: ZWJ sequences, flags,
    skin tones, VS16, keycaps, Hangul jamo, long runs of combining marks,
    C1 controls and whole OSC, DCS and CSI sequences.

Every few seconds a probe resizes the window below the minimum size and
waits for the "too small" message naming exactly that size: a program that
stops answering is a hang. A round ends with Ctrl-C or a terminating signal;
before it, on the kanban tab at 80x24, no cluster terminals disagree on may
reach the screen (a joiner, a skin tone, VS16, a tag) and every row of the
board must still end with its border in the last column. Then the exit
status must be 0 (or 128+N after signal N), the terminal
settings must be what they were, the alternate screen must be left and the
cursor shown. Anything else fails the run; the seed is printed so a failing
run can be repeated (SEED=n).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

TABS = ["bank", "kanban", "juice", "calculator", "timetable"]
TERMS = ["xterm-256color", "xterm-256color", "screen-256color", "xterm", "vt100", "linux"]
NAMED_KEYS = [
    "Up", "Down", "Left", "Right", "Home", "End", "PPage", "NPage", "Tab", "BTab", "Enter",
    "Escape", "BSpace", "DC", "IC", "Space", "F1", "F2", "F3", "F4", "F5", "F6", "F9", "F12",
    "M-1", "M-2", "M-3", "M-4", "M-5", "M-x", "C-a", "C-r", "C-l", "C-z",
]
CHARACTERS = "0123456789+-*/x.=zcnXkjyYnNeE[]?ar 가한🍓,\u00e9"
# Text terminals disagree on, or that would act on a terminal if it got
# through: typed into titles and names, and pasted.
HOSTILE = [
    "👩\u200d💻", "👨\u200d👩\u200d👧", "👩\u200d💻🍓", "🇰🇷", "🇯🇵🇰🇷", "👍🏽", "❤\ufe0f", "1\ufe0f\u20e3",
    "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", "\u1100\u1161", "\u1100\u1161\u11a8",
    "\ua960\ud7b0", "e" + "\u0301" * 40, "\u200b\u200b", "\u3164", "\u009b31m", "\u009d0;x\u009c",
    "\x1b]0;PWNED\x07", "\x1bP1$r\x1b\\", "\x1b[2J", "\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\",
]
# Scalars of a cluster that must never reach the terminal: how terminals
# measure them differs, so bankui draws the cluster without them.
DISPUTED = {0x200D, 0xFE0F, 0xFE0E} | set(range(0x1F3FB, 0x1F400)) | set(range(0xE0020, 0xE0080))
# Bytes never sent raw: Ctrl-C and `q` quit, which ends the storm early.
FORBIDDEN_RAW = {0x03, ord("q")}
PROBE_TIMEOUT = 10.0
VERBOSE = False


class Failure(Exception):
    pass


class TmuxCrashed(Exception):
    """tmux itself died (tmux 3.3 segfaults on some resizes): not bankui's
    doing; the round is dropped."""


class Session:
    """bankui in a private tmux server."""

    counter = 0

    def __init__(self, binary, tab, term, lang, width, height):
        Session.counter += 1
        self.tab = tab
        self.socket = f"bankui-fuzz-{os.getpid()}-{Session.counter}"
        self.dir = tempfile.mkdtemp(prefix="bankui-fuzz-")
        # The clusters terminals disagree on are drawn in their agreed forms
        # (bankui's answer kept for this terminal says none is drawn whole),
        # so that the check below holds whatever tmux would have answered.
        os.makedirs(os.path.join(self.dir, "bankui"))
        with open(os.path.join(self.dir, "bankui", "terminals"), "w") as f:
            f.write(f"-\tTERM={term}\n")
        script = os.path.join(self.dir, "run.sh")
        with open(script, "w") as f:
            f.write(
                f"stty -g > {self.dir}/stty-before\n"
                # An editor that returns at once: keys that reach the kanban's
                # external editor must not leave a vi waiting for a person.
                f"env -u TERM_PROGRAM -u TERM_PROGRAM_VERSION -u VTE_VERSION TERM={term} LANG=C.UTF-8 "
                f"XDG_STATE_HOME={self.dir} EDITOR=true VISUAL=true "
                f"sh -c 'echo $$ > \"$0\"; shift; exec \"$@\"' {self.dir}/pid - "
                f"{binary} --data-dir {self.dir}/data --tab {tab} --lang {lang}\n"
                f"echo $? > {self.dir}/status\n"
                f"stty -g > {self.dir}/stty-after\n"
                "exec sleep 600\n"
            )
        # Started in its own folder: what the keys export or write lands there, not in the checkout.
        self.tmux("-f", "/dev/null", "new-session", "-d", "-c", self.dir, "-x", str(width), "-y", str(height), "-s", "f",
                  f"sh {script}")
        self.tmux("set-option", "-g", "window-size", "manual")

    def tmux(self, *args, check=True):
        if VERBOSE:
            print("  tmux", *(repr(a) for a in args), file=sys.stderr, flush=True)
        result = subprocess.run(["tmux", "-L", self.socket, *args], stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if result.returncode != 0 and ("server exited unexpectedly" in result.stdout
                                       or "no server running" in result.stdout):
            if args[:1] != ("kill-server",):
                raise TmuxCrashed(result.stdout.strip())
        if check and result.returncode != 0:
            raise Failure(f"tmux {' '.join(args)}: {result.stdout.strip()}")
        return result.stdout

    def close(self):
        self.tmux("kill-server", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)

    def file(self, name):
        try:
            with open(os.path.join(self.dir, name)) as f:
                text = f.read()
            return text if text.endswith("\n") else None
        except OSError:
            return None

    def wait_file(self, name, timeout=10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.file(name)
            if text is not None:
                return text
            time.sleep(0.02)
        return None

    def status(self):
        text = self.file("status")
        return int(text) if text else None

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "f", check=False)

    def flag(self, name):
        return self.tmux("display-message", "-p", "-t", "f", "#{" + name + "}", check=False).strip()

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "f", *keys)

    def raw(self, data):
        if data:
            self.tmux("send-keys", "-t", "f", "-H", *(f"{b:02x}" for b in data))

    def paste(self, data):
        if not data:  # tmux keeps no empty buffer: send the markers alone
            self.raw(b"\x1b[200~\x1b[201~")
            return
        path = os.path.join(self.dir, "paste")
        with open(path, "wb") as f:
            f.write(data)
        self.tmux("load-buffer", "-b", "p", path)
        self.tmux("paste-buffer", "-p", "-d", "-b", "p", "-t", "f")

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "f", "-x", str(width), "-y", str(height))


def random_text(rng, n):
    pieces = ["1", "2", "+", "=", " ", "\n", "\r", "\t", "한글", "🍓", "é", "Q", "\u202e", "\u009b",
              "\x1b[31m", "\x1b[", "\x1b", "\x1bO", "\x1b[201", "\x1b[200~", "\x7f", "\x1a"] + HOSTILE
    return "".join(rng.choice(pieces) for _ in range(n)).encode()


def random_bytes(rng, n):
    out = bytearray()
    while len(out) < n:
        kind = rng.random()
        if kind < 0.25:
            out += bytes([rng.randrange(0x80, 0x100)])  # never valid alone
        elif kind < 0.45:
            out += rng.choice([b"\x1b", b"\x1b[", b"\x1b[1", b"\x1b[1;5", b"\x1bO", b"\x1b[[", b"\xe2\x82",
                               b"\xf0\x9f", b"\x1b[200~", b"\x1b[201~", b"\x1b[15~", b"\x1b[Z"])
        else:
            out += bytes([rng.randrange(0, 0x80)])
    return bytes(b for b in out if b not in FORBIDDEN_RAW)


def random_mouse(rng):
    """SGR mouse reports as a terminal sends them, and broken ones: presses,
    releases, the wheel, two quick presses (a double click), odd buttons,
    cells off the screen, huge numbers, missing fields, cut reports."""
    def report(button, x, y, end="M"):
        return f"\x1b[<{button};{x};{y}{end}".encode()
    x, y = rng.randrange(1, 260), rng.randrange(1, 90)
    kind = rng.random()
    if kind < 0.35:
        return report(0, x, y) + report(0, x, y, "m")
    if kind < 0.50:
        return report(0, x, y) + report(0, x, y, "m") + report(0, x, y) + report(0, x, y, "m")
    if kind < 0.65:
        return b"".join(report(rng.choice([64, 65]), x, y) for _ in range(rng.randrange(1, 6)))
    if kind < 0.75:
        return report(rng.choice([1, 2, 3, 32, 35, 66, 67, 128, 255]), x, y, rng.choice("Mm"))
    broken = [b"\x1b[<", b"\x1b[<0;", b"\x1b[<0;5", b"\x1b[<0;5;", b"\x1b[<;;M", b"\x1b[<0;0;0M",
              b"\x1b[<99999999999999999999;1;1M", b"\x1b[<0;" + b"9" * 300 + b";1M",
              b"\x1b[<-1;-5;-7M", b"\x1b[<0;1;1X", b"\x1b[M !!"]
    return rng.choice(broken) + bytes(rng.choice(CHARACTERS).encode()[:1])


def random_paste(rng):
    body = bytearray(random_text(rng, rng.randrange(0, 60)))
    body += random_bytes(rng, rng.randrange(0, 20))
    # A random end marker may close the paste early: what follows is typed.
    return bytes(b for b in body if b not in FORBIDDEN_RAW)


def probe(session, rng, label):
    """Resizes below the minimum and waits for the message naming that size."""
    width, height = rng.randrange(30, 60), rng.randrange(8, 20)
    session.resize(width, height)
    wanted = f"{width}×{height}"
    deadline = time.monotonic() + PROBE_TIMEOUT
    while time.monotonic() < deadline:
        if session.status() is not None:
            raise Failure(f"{label}: bankui ended during the storm (status {session.status()})\n{session.screen()}")
        text = "".join(session.screen().split())
        if wanted in text:
            return
        time.sleep(0.05)
    raise Failure(f"{label}: no answer to a resize to {wanted} within {PROBE_TIMEOUT:.0f} s (hang)\n{session.screen()}")


def storm(session, rng, seconds, label):
    end = time.monotonic() + seconds
    next_probe = time.monotonic() + rng.uniform(1, 3)
    actions = 0
    while time.monotonic() < end:
        choice = rng.random()
        if choice < 0.35:
            session.keys(*[rng.choice(NAMED_KEYS) for _ in range(rng.randrange(1, 8))])
        elif choice < 0.50:
            session.keys("-l", "--", "".join(rng.choice(CHARACTERS) for _ in range(rng.randrange(1, 12))))
        elif choice < 0.55:
            # A card or a name with hostile text, typed as a person would.
            session.keys("n")
            session.keys("-l", "--", "".join(rng.choice(HOSTILE + ["a", " "]) for _ in range(rng.randrange(1, 6))))
            session.keys("Enter")
        elif choice < 0.70:
            session.raw(random_bytes(rng, rng.randrange(1, 24)))
        elif choice < 0.82:
            session.paste(random_paste(rng))
        elif choice < 0.86:
            # A paste whose end marker never comes: it must end by itself.
            session.raw(b"\x1b[200~" + random_bytes(rng, rng.randrange(0, 10)).replace(b"\x1b", b""))
        elif choice < 0.92:
            session.raw(random_mouse(rng))
        else:
            # Not below 3 columns: tmux 3.3 itself crashes on some of those.
            session.resize(rng.choice([3, 4, 10, 59, 60, 61, 80, 120, 250, rng.randrange(3, 251)]),
                           rng.choice([1, 2, 5, 19, 20, 21, 24, 50, 80, rng.randrange(1, 81)]))
        actions += 1
        if session.status() is not None:
            raise Failure(f"{label}: bankui ended during the storm (status {session.status()})\n{session.screen()}")
        if time.monotonic() >= next_probe:
            probe(session, rng, label)
            session.resize(rng.randrange(60, 200), rng.randrange(20, 60))
            next_probe = time.monotonic() + rng.uniform(1, 3)
        if rng.random() < 0.3:
            time.sleep(rng.uniform(0, 0.05))
    return actions


def columns(text):
    """Columns tmux gives `text`: wide characters 2, marks and jamo vowels 0."""
    width = 0
    for ch in text:
        code = ord(ch)
        if unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0x1160 <= code <= 0x11FF or 0xD7B0 <= code <= 0xD7FF:
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def check_borders(session, label):
    """On the kanban board at 80x24: no disputed scalar on the screen, and
    every row of the three boxes 80 columns wide with its border last."""
    session.resize(80, 24)
    time.sleep(0.5)
    screen = session.screen()
    for line in screen.split("\n"):
        bad = [hex(ord(ch)) for ch in line if ord(ch) in DISPUTED]
        if bad:
            raise Failure(f"{label}: a cluster terminals disagree on reached the screen ({bad}):\n{screen}")
        if line.startswith("│") and line.count("│") == 6 and columns(line) != 80:
            raise Failure(f"{label}: a board row is {columns(line)} columns wide, not 80 (a border moved):\n{screen}")


def finish(session, rng, label):
    """Quits (Ctrl-C or a terminating signal) and checks the terminal."""
    probe(session, rng, label)  # answering, and no paste left open
    if session.tab == "kanban":
        check_borders(session, label)
    way = rng.choice(["C-c", "C-c", "TERM", "HUP", "INT", "QUIT", "USR1", "ALRM", "PIPE"])
    if way == "C-c":
        session.keys("C-c")  # quits even inside an open paste or a cut sequence
        expected = 0
    else:
        pid = int(session.wait_file("pid"))
        number = getattr(__import__("signal"), "SIG" + way)
        os.kill(pid, number)
        expected = 128 + number
    status = session.wait_file("status", timeout=15)
    if status is None:
        raise Failure(f"{label}: still running 15 s after {way}\n{session.screen()}")
    if int(status) != expected:
        raise Failure(f"{label}: exit status {status.strip()} after {way}, expected {expected}\n{session.screen()}")
    before, after = session.wait_file("stty-before"), session.wait_file("stty-after")
    if before != after:
        raise Failure(f"{label}: terminal settings changed after {way}:\n  before {before}  after  {after}")
    if session.flag("alternate_on") != "0":
        raise Failure(f"{label}: still on the alternate screen after {way}")
    if session.flag("cursor_flag") != "1":
        raise Failure(f"{label}: cursor left hidden after {way}")
    if session.flag("mouse_any_flag") not in ("0", ""):
        raise Failure(f"{label}: mouse reporting left on after {way}")
    return way


def started(session, label):
    """True once bankui draws; False when this build refused the tab."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        status = session.status()
        if status == 64:  # a command-line refusal: the tab is not in this build
            return False
        if status is not None:
            raise Failure(f"{label}: bankui ended at start (status {status})\n{session.screen()}")
        # A box or grid line, the "too small" message's size, or the tab
        # bar (the timetable's first screen, with no timetable yet, has no line).
        screen = session.screen()
        if any(mark in screen for mark in ("─", "│", "×", "1 Bank", "1 은행")):
            return True
        time.sleep(0.05)
    raise Failure(f"{label}: bankui did not start within 15 s\n{session.screen()}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/bankui")
    parser.add_argument("--minutes", type=float, default=2)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--verbose", action="store_true", help="print every tmux command")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.verbose
    if shutil.which("tmux") is None:
        sys.exit("fuzz: tmux is not installed")
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"fuzz: no bankui at {binary}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    rng = random.Random(seed)
    print(f"fuzz: {args.minutes:g} min against {binary}, seed {seed}", flush=True)

    deadline = time.monotonic() + args.minutes * 60
    tabs = list(TABS)
    skipped = set()
    rounds = actions = tmux_crashes = 0
    while time.monotonic() < deadline and tabs:
        tab = tabs[rounds % len(tabs)]
        term, lang = rng.choice(TERMS), rng.choice(["en", "ko"])
        label = f"round {rounds + 1} ({tab}, TERM={term}, --lang {lang})"
        session = Session(binary, tab, term, lang, rng.randrange(60, 160), rng.randrange(20, 50))
        try:
            if not started(session, label):
                print(f"fuzz: {tab}: not in this build, skipped", flush=True)
                skipped.add(tab)
                tabs.remove(tab)
                continue
            seconds = max(1.0, min(rng.uniform(10, 25), deadline - time.monotonic()))
            actions += storm(session, rng, seconds, label)
            way = finish(session, rng, label)
            rounds += 1
            print(f"fuzz: {label}: {seconds:.0f} s, ended by {way}: ok", flush=True)
        except TmuxCrashed as crash:
            tmux_crashes += 1
            rounds += 1
            print(f"fuzz: {label}: tmux itself crashed ({crash}); round dropped", flush=True)
        except Failure as failure:
            print(f"fuzz: FAILED (seed {seed})\n{failure}", file=sys.stderr, flush=True)
            return 1
        finally:
            session.close()
    if rounds - tmux_crashes == 0:
        print("fuzz: no round ran to its end", file=sys.stderr)
        return 1
    dropped = f", {tmux_crashes} dropped because tmux crashed" if tmux_crashes else ""
    print(f"fuzz: {rounds} rounds{dropped}, {actions} actions, no crash, hang or broken terminal (seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
