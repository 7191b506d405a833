// Shim for ncursesw: Swift 6 cannot import function-like macros or mutable C
// globals, so every one bankui needs is wrapped in a small static inline
// function here. NCURSES_WIDECHAR turns on the wide-character API (get_wch,
// setcchar, add_wch). The feature macros (_XOPEN_SOURCE) are not set here:
// they would change glibc's types (fd_set) against those other modules see,
// so the few X/Open functions needed are declared below instead.
#ifndef BANKUI_CNCURSES_SHIM_H
#define BANKUI_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <signal.h>
#include <stdlib.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <pthread.h>
#include <langinfo.h>
#include <time.h>
#include <ncursesw/term.h>

extern int wcwidth(wchar_t c);
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

static inline WINDOW *bk_stdscr(void) { return stdscr; }
static inline WINDOW *bk_curscr(void) { return curscr; }

/// Starts curses on stdin/stdout (newterm: returns an error instead of
/// exiting like initscr). Returns 0 on success.
static inline int bk_start_curses(void) { return newterm(NULL, stdout, stdin) != NULL ? 0 : -1; }
static inline int bk_lines(void) { return LINES; }
static inline int bk_cols(void) { return COLS; }
static inline int bk_colors(void) { return COLORS; }
static inline int bk_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t bk_a_normal(void) { return A_NORMAL; }
static inline attr_t bk_a_bold(void) { return A_BOLD; }
static inline attr_t bk_a_dim(void) { return A_DIM; }
static inline attr_t bk_a_reverse(void) { return A_REVERSE; }
static inline attr_t bk_a_underline(void) { return A_UNDERLINE; }
static inline attr_t bk_a_invis(void) { return A_INVIS; }

static inline int bk_key_f(int n) { return KEY_F(n); }

/// Columns the C library gives a character in the current locale.
static inline int bk_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/// Puts one cell: a spacing character plus up to four combining characters,
/// with attributes and a colour pair.
static inline int bk_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, int pair) {
    cchar_t cc;
    if (setcchar(&cc, wch, attrs, (short)pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cc);
}

/// The terminal's size as the kernel knows it (after SIGWINCH).
static inline int bk_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}


/* ---- Restoring the terminal on every way out ----
   A crash (a trap, an abort) or an exit() from deep inside a library must not
   leave the user's terminal in raw mode on the alternate screen. The state is
   saved before curses starts; a handler that only calls async-signal-safe
   functions puts it back, then lets the signal take its usual course. */

// Function-local statics: the Swift importer emits code for inline
// functions, not for file-scope variables of a header.
static inline struct termios *bk_saved_termios(void) { static struct termios saved; return &saved; }
static inline volatile sig_atomic_t *bk_terminal_active(void) { static volatile sig_atomic_t active = 0; return &active; }

/// The terminal's own clear-screen sequence (terminfo `clear`, padding
/// removed), set before curses starts. A crash clears what was drawn before
/// it leaves the alternate screen: without an alternate screen nothing else
/// would hide it, and with one a terminal whose window changed size since
/// it was entered (tmux) keeps lines of it in the shell's screen.
/// Precomputed, because a signal handler cannot read terminfo.
static inline char *bk_crash_clear(void) { static char sequence[64] = { 0 }; return sequence; }

static inline void bk_restore_now(void) {
    /* Mouse reporting off too (harmless when it was never on). */
    static const char modes[] = "\033[?1006l\033[?1000l\033[?2004l\033[0m\033[?25h";
    static const char leave[] = "\033[?1049l";
    if (!*bk_terminal_active()) return;
    *bk_terminal_active() = 0;
    ssize_t ignored = write(STDOUT_FILENO, modes, sizeof(modes) - 1);
    const char *clear = bk_crash_clear();
    size_t length = 0;
    while (clear[length]) length++;
    if (length > 0) ignored = write(STDOUT_FILENO, clear, length);
    ignored = write(STDOUT_FILENO, leave, sizeof(leave) - 1);
    (void)ignored;
    tcsetattr(STDIN_FILENO, TCSANOW, bk_saved_termios());
}

static inline void bk_crash_handler(int sig) {
    bk_restore_now();
    signal(sig, SIG_DFL);
    raise(sig);
}

static inline void bk_atexit_handler(void) { bk_restore_now(); }

/// Saves the terminal state and installs the crash and exit handlers.
/// Returns 0 when stdin is a terminal whose state was saved.
static inline int bk_install_restore(void) {
    static int installed = 0;
    if (tcgetattr(STDIN_FILENO, bk_saved_termios()) != 0) return -1;
    *bk_terminal_active() = 1;
    if (!installed) {
        installed = 1;
        int sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };
        for (unsigned i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
            struct sigaction sa;
            sa.sa_handler = bk_crash_handler;
            sigemptyset(&sa.sa_mask);
            sa.sa_flags = SA_RESETHAND;
            sigaction(sigs[i], &sa, NULL);
        }
        atexit(bk_atexit_handler);
    }
    return 0;
}

/// Marks the terminal as restored by the normal path (endwin).
static inline void bk_mark_restored(void) { *bk_terminal_active() = 0; }

/// Marks the terminal as taken again (after a suspension): the settings
/// saved at the start are the ones to give back.
static inline void bk_mark_active(void) { *bk_terminal_active() = 1; }

static inline void bk_write_stdout(const char *text) {
    size_t n = 0;
    while (text[n]) n++;
    ssize_t ignored = write(STDOUT_FILENO, text, n);
    (void)ignored;
}

/* ---- Signals ----
   Every signal whose default action ends the process, and the job-control
   and resize signals, are caught by one handler that only records the signal
   and writes a byte to a pipe (async-signal-safe). The event loop watches the
   pipe and handles each signal on the main queue: a clean quit (the app's
   willQuit, the terminal restored, exit 128+N), a suspension, a resize.
   A terminating signal that comes 2 s or more after the program began to
   quit (or after an earlier terminating signal) restores the terminal at once
   and exits 128+N: a stuck main queue cannot keep the process alive or the
   terminal raw, while the burst of SIGHUPs of a closing terminal still goes
   through the clean path. Crash signals keep the handler above. */

static inline int *bk_signal_pipe(void) { static int fds[2] = { -1, -1 }; return fds; }
static inline volatile sig_atomic_t *bk_signal_flags(void) { static volatile sig_atomic_t flags[NSIG]; return flags; }
static inline volatile sig_atomic_t *bk_signal_terminating(void) { static volatile sig_atomic_t flags[NSIG]; return flags; }
/// Monotonic second (+1, so that 0 means never) the program began to quit.
static inline volatile long *bk_quit_started(void) { static volatile long when = 0; return &when; }

static inline long bk_monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)now.tv_sec + 1;
}

static inline void bk_signal_handler(int sig) {
    int saved = errno;
    if (sig > 0 && sig < NSIG) {
        if (bk_signal_terminating()[sig]) {
            long now = bk_monotonic_seconds();
            long started = *bk_quit_started();
            if (started != 0 && now - started >= 2) {
                bk_restore_now();
                _exit(128 + sig);
            }
            if (started == 0) *bk_quit_started() = now;
        }
        bk_signal_flags()[sig] = 1;
    }
    unsigned char byte = (unsigned char)sig;
    ssize_t ignored = write(bk_signal_pipe()[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

static inline int bk_catch_signal(int sig, int terminates) {
    struct sigaction sa, old;
    if (terminates && sigaction(sig, NULL, &old) == 0 && old.sa_handler == SIG_IGN) {
        return 0;  // ignored by whoever started us (nohup, `&` in sh): stays ignored
    }
    bk_signal_terminating()[sig] = terminates;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = bk_signal_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(sig, &sa, NULL) != 0) return -1;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    return 0;
}

/// Installs the handler (once) for every terminating signal, SIGTSTP,
/// SIGCONT and SIGWINCH. Returns the pipe's read end, -1 on failure.
static inline int bk_watch_signals(void) {
    int *fds = bk_signal_pipe();
    if (fds[0] >= 0) return fds[0];
    int p[2];
    if (pipe(p) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(p[i], F_SETFL, fcntl(p[i], F_GETFL) | O_NONBLOCK);
        fcntl(p[i], F_SETFD, FD_CLOEXEC);
    }
    fds[0] = p[0];
    fds[1] = p[1];
    int terminating[] = { SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM,
                          SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR };
    for (unsigned i = 0; i < sizeof(terminating) / sizeof(terminating[0]); i++) bk_catch_signal(terminating[i], 1);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) bk_catch_signal(sig, 1);
    bk_catch_signal(SIGTSTP, 0);
    bk_catch_signal(SIGCONT, 0);
    bk_catch_signal(SIGWINCH, 0);
    return fds[0];
}

/// Whether `sig` arrived since the last call (clears it).
static inline int bk_take_signal(int sig) {
    if (sig <= 0 || sig >= NSIG) return 0;
    return __atomic_exchange_n(&bk_signal_flags()[sig], 0, __ATOMIC_SEQ_CST) != 0;
}

/// Empties the pipe; the flags say which signals came.
static inline void bk_drain_signal_pipe(void) {
    unsigned char buffer[64];
    while (read(bk_signal_pipe()[0], buffer, sizeof buffer) > 0) {}
}

/// The program began to quit: a terminating signal 2 s from now exits at once.
static inline void bk_begin_quitting(void) {
    if (*bk_quit_started() == 0) *bk_quit_started() = bk_monotonic_seconds();
}

static inline int bk_signal_count(void) { return NSIG; }
static inline int bk_sigrtmin(void) { return SIGRTMIN; }
static inline int bk_sigrtmax(void) { return SIGRTMAX; }

/// Stops the process as Ctrl-Z does in a shell, and returns once it is
/// continued (`fg`). SIGTSTP goes, with its default action, to the whole
/// process group, as the terminal's own Ctrl-Z would: a shell script that
/// started bankui stops too, so the interactive shell sees its job stopped.
/// The stop is carried out by whichever thread takes the signal, so this
/// waits until SIGCONT has come (its handler records it). A process group
/// that no job-control shell watches (orphaned) is not stopped by the
/// kernel (the caller checks that first): then this returns after 100 ms.
static inline void bk_stop_self(void) {
    struct sigaction dfl, old;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGTSTP, &dfl, &old);
    sigset_t set, saved;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &set, &saved);
    __atomic_store_n(&bk_signal_flags()[SIGCONT], 0, __ATOMIC_SEQ_CST);
    kill(0, SIGTSTP);
    for (int waited = 0; waited < 100 && !__atomic_load_n(&bk_signal_flags()[SIGCONT], __ATOMIC_SEQ_CST); waited++) {
        struct timespec millisecond = { 0, 1000000 };
        nanosleep(&millisecond, NULL);
    }
    __atomic_store_n(&bk_signal_flags()[SIGCONT], 0, __ATOMIC_SEQ_CST);
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    sigaction(SIGTSTP, &old, NULL);
}

/* ---- The terminal's description, before and after curses starts ---- */

/// Keeps the terminal's `clear` for the crash-time restore (see
/// bk_crash_clear). Terminfo padding (`$<50>`) is dropped: it is a delay
/// for tputs, not bytes to send.
static inline void bk_remember_crash_clear(void) {
    char *target = bk_crash_clear();
    target[0] = 0;
    char *clear = tigetstr("clear");
    if (clear == NULL || clear == (char *)-1) return;
    size_t n = 0;
    for (const char *p = clear; *p && n < 63; p++) {
        if (p[0] == '$' && p[1] == '<') {
            const char *end = strchr(p, '>');
            if (end) { p = end; continue; }
        }
        target[n++] = *p;
    }
    target[n] = 0;
}

/// 0: a terminal bankui can drive; 1: TERM unset or empty; 2: TERM unknown;
/// 3: no terminfo database; 4: the terminal cannot place the cursor
/// (dumb, hardcopy, generic). Writes nothing to the terminal.
static inline int bk_check_terminal(void) {
    const char *name = getenv("TERM");
    if (!name || !*name) return 1;
    int err = 0;
    if (setupterm((char *)0, STDOUT_FILENO, &err) != OK) {
        return err == 1 ? 4 : err == 0 ? 2 : 3;
    }
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1 && tigetflag("hc") <= 0 && tigetflag("gn") <= 0;
    bk_remember_crash_clear();
    del_curterm(cur_term);
    return usable ? 0 : 4;
}

/// Whether the terminal has an alternate screen (smcup/rmcup) to leave.
static inline int bk_has_alternate_screen(void) {
    char *s = tigetstr("smcup");
    return s != NULL && s != (char *)-1 && *s != 0;
}

/// Whether the terminal says it reports the mouse (terminfo `kmous`):
/// xterm-like terminals, tmux and screen do; the Linux console and vt100 do
/// not, and get no mouse sequences at all.
static inline int bk_has_mouse(void) {
    char *s = tigetstr("kmous");
    return s != NULL && s != (char *)-1 && *s != 0;
}

static inline int bk_put_byte(int c) {
    char ch = (char)c;
    return write(STDOUT_FILENO, &ch, 1) == 1 ? c : EOF;
}

/// Clears the screen and homes the cursor with the terminal's own `clear`.
static inline void bk_clear_screen_now(void) {
    char *s = tigetstr("clear");
    if (s != NULL && s != (char *)-1) tputs(s, 1, bk_put_byte);
}

/* ---- Straight to the terminal, in step with curses ----
   Bytes written around curses (a cluster it cannot hold in one cell, the
   questions of the start-up probe) are collected here and written at once.
   Attributes go through curses' own vid_puts, which keeps its record of the
   terminal's attributes true, and the cursor is put back where curses
   thinks it is, so its next update starts from the truth. */

static inline char *bk_direct_buffer(void) { static char bytes[16384]; return bytes; }
static inline size_t *bk_direct_length(void) { static size_t length = 0; return &length; }

static inline void bk_direct_flush(void) {
    size_t *length = bk_direct_length();
    size_t done = 0;
    while (done < *length) {
        ssize_t n = write(STDOUT_FILENO, bk_direct_buffer() + done, *length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += (size_t)n;
    }
    *length = 0;
}

static inline int bk_direct_byte(int c) {
    if (*bk_direct_length() == 16384) bk_direct_flush();
    bk_direct_buffer()[(*bk_direct_length())++] = (char)c;
    return c;
}

static inline void bk_direct_bytes(const char *bytes, size_t count) {
    for (size_t i = 0; i < count; i++) bk_direct_byte((unsigned char)bytes[i]);
}

/// Moves the cursor to (`y`, `x`) with the terminal's `cup`; 0 when the
/// terminal has none.
static inline int bk_direct_move(int y, int x) {
    char *cup = tigetstr("cup");
    if (cup == NULL || cup == (char *)-1) return 0;
    tputs(tiparm(cup, y, x), 1, bk_direct_byte);
    return 1;
}

static inline void bk_direct_attributes(attr_t attrs, int pair) {
    vid_puts(attrs, (short)pair, NULL, bk_direct_byte);
}

/// Clears row `y` with the terminal's `el` (attributes first set normal).
static inline void bk_direct_clear_line(int y) {
    char *el = tigetstr("el");
    if (el == NULL || el == (char *)-1 || !bk_direct_move(y, 0)) return;
    tputs(el, 1, bk_direct_byte);
}

/// Normal attributes and the cursor where curses last left it, then
/// everything collected is written.
static inline void bk_direct_end(void) {
    vid_puts(A_NORMAL, 0, NULL, bk_direct_byte);
    int y, x;
    getyx(curscr, y, x);
    bk_direct_move(y, x);
    bk_direct_flush();
}

/// The terminal's request for the cursor position (`u7`, ESC [ 6 n), or
/// NULL when its description has none.
static inline const char *bk_cursor_report_request(void) {
    char *s = tigetstr("u7");
    return (s == NULL || s == (char *)-1 || *s == 0) ? NULL : s;
}

/// Whether the character encoding of LC_CTYPE is UTF-8.
static inline int bk_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Opens a new pseudo-terminal of `rows`×`cols` (for benchmarks that run
/// bankui as a terminal would). Returns 0 with both ends open, -1 on error.
static inline int bk_open_pty(int *master, int *slave, int rows, int cols) {
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0) return -1;
    if (grantpt(m) != 0 || unlockpt(m) != 0) { close(m); return -1; }
    char *name = ptsname(m);
    if (!name) { close(m); return -1; }
    int s = open(name, O_RDWR | O_NOCTTY);
    if (s < 0) { close(m); return -1; }
    struct winsize ws = { (unsigned short)rows, (unsigned short)cols, 0, 0 };
    ioctl(s, TIOCSWINSZ, &ws);
    *master = m;
    *slave = s;
    return 0;
}

#endif
