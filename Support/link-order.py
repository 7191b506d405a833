#!/usr/bin/env python3
"""Writes Support/link-order.txt, the order in which the release link lays
out bankui's code (`make link-order`).

Why: the kernel maps a program's code in 64 KB windows around each page it
touches (when the file is in the page cache, as it is for a program run
often). The code bankui runs at start and on its screens is a few MB spread
through 21 MB of text, so nearly every window was touched and resident.
Laying the code that runs first and together keeps it in a few windows.

How: the release binary (debug info stripped, for valgrind) runs under
callgrind, which lists every function executed: the full-screen program in
a private tmux server on a board of 10,000 cards, through each tab, then
`--version`, `kanban add` and `kanban list`. The names of the functions run
in bankui itself are written one a line; the linker (lld,
--symbol-ordering-file) puts the sections holding them first. A name the
code no longer has is skipped by the linker, so a stale list costs only
memory, never correctness; run this again after large changes.

Needs valgrind, tmux and objcopy. Usage: link-order.py BINARY OUTPUT
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid


def functions_run(callgrind_out, program_name):
    """The functions of `program_name` that a callgrind run executed."""
    objects, names, found = {}, {}, set()
    current_object = None
    pattern = re.compile(r'^(c?)(ob|fn)=\((\d+)\)(?: (.*))?$')
    with open(callgrind_out, errors='replace') as lines:
        for line in lines:
            match = pattern.match(line.rstrip('\n'))
            if not match:
                continue
            called, kind, index, name = match.groups()
            table = objects if kind == 'ob' else names
            if name is not None:
                table[index] = name
            if called:
                continue
            if kind == 'ob':
                current_object = objects.get(index, '')
            elif current_object and current_object.endswith('/' + program_name):
                found.add(re.sub(r"'\d+$", '', names[index]))
    return {name for name in found if not name.startswith('0x')}


def callgrind(binary, arguments, work, tag, environment):
    out = os.path.join(work, f'callgrind.{tag}')
    subprocess.run(['valgrind', '--tool=callgrind', '--demangle=no', f'--callgrind-out-file={out}', binary] + arguments,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, check=False)
    return out


def board_file(path, cards=10_000):
    words = ["report", "call", "review", "ship", "plan", "회의", "정리", "발표", "test", "deploy"]
    rows = [{"id": str(uuid.UUID(int=n + 1, version=4)), "title": f"Card {n} {words[n % 10]} #tag{n % 7}",
             "body": f"Something about {words[(n * 7) % 10]} {n}.\n- [ ] first\n- [x] second",
             "deadline": "2026-11-%02d" % (1 + n % 28) if n % 3 == 0 else None,
             "column": ["todo", "doing", "done"][n % 3]} for n in range(cards)]
    with open(path, 'w') as file:
        json.dump({"version": 2, "boards": [{"id": "00000000-0000-4000-8000-000000000001",
                                             "name": "Project Manager", "cards": rows}]}, file, ensure_ascii=False)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, output = os.path.abspath(sys.argv[1]), sys.argv[2]
    for tool in ('valgrind', 'tmux', 'objcopy'):
        if shutil.which(tool) is None:
            sys.exit(f'link-order.py needs {tool}')
    work = tempfile.mkdtemp(prefix='bankui-order.')
    program = os.path.join(work, 'bankui')
    # valgrind 3.19 cannot read the DWARF 5 the compiler writes.
    subprocess.run(['objcopy', '--strip-debug', binary, program], check=True)
    data = os.path.join(work, 'data')
    environment = dict(os.environ, LANG='C.UTF-8', HOME=work, XDG_CONFIG_HOME=work, XDG_STATE_HOME=work,
                       BANKUI_DATA_DIR=data, TMUX_TMPDIR=work)
    environment.pop('TMUX', None)
    board = os.path.join(work, 'board.json')
    board_file(board)
    subprocess.run([program, 'kanban', 'import', board], env=environment, check=True, stdout=subprocess.DEVNULL)

    runs = [callgrind(program, ['--version'], work, 'version', environment),
            callgrind(program, ['kanban', 'add', 'One more card #tag'], work, 'add', environment),
            callgrind(program, ['kanban', 'list'], work, 'list', environment)]
    screen = os.path.join(work, 'callgrind.screen')
    tmux = ['tmux', '-L', 'bankui-order']
    command = (f"valgrind --tool=callgrind --demangle=no --callgrind-out-file={screen} {program} --tab kanban"
               f" 2>/dev/null; tmux -L bankui-order wait-for -S ended")
    subprocess.run(tmux + ['new-session', '-d', '-x', '200', '-y', '60', command], env=environment, check=True)

    def screen_shows(text, limit=240):
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            shown = subprocess.run(tmux + ['capture-pane', '-p'], env=environment, capture_output=True, text=True).stdout
            if text in shown:
                return True
            time.sleep(1)
        return False

    if not screen_shows('Card 0'):
        subprocess.run(tmux + ['kill-server'], env=environment)
        sys.exit('the board did not show under valgrind')
    keys = ['j', 'j', 'l', 'Enter', 'Escape', '/', 't', 'a', 'g', 'Escape', 'x', 'Escape', 'D', 'Escape',
            'b', 'Escape', 'F1', 'F3', 'F4', '1', '+', '2', 'Enter', 'F5', 'F2']
    for key in keys:
        subprocess.run(tmux + ['send-keys', key], env=environment)
        time.sleep(2)
    for keys in (['Escape', 'Escape', 'q'], ['q'], ['Escape', 'q', 'y']):
        subprocess.run(tmux + ['send-keys'] + keys, env=environment)
        try:
            subprocess.run(tmux + ['wait-for', 'ended'], env=environment, timeout=60)
            break
        except subprocess.TimeoutExpired:
            continue
    else:
        # A quit bankui answers as it would a closed terminal; callgrind
        # still writes what it saw.
        subprocess.run(['pkill', '-TERM', '-f', f'callgrind-out-file={screen}'])
        time.sleep(20)
    subprocess.run(tmux + ['kill-server'], env=environment, stderr=subprocess.DEVNULL)
    runs.append(screen)

    names = set()
    for run in runs:
        if os.path.exists(run):
            names |= functions_run(run, 'bankui')
    if len(names) < 1000:
        sys.exit(f'only {len(names)} functions were seen; the order was not written')
    with open(output, 'w') as file:
        file.write(''.join(name + '\n' for name in sorted(names)))
    shutil.rmtree(work, ignore_errors=True)
    print(f'{output}: {len(names)} functions')


if __name__ == '__main__':
    main()
