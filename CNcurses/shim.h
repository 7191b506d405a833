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

extern int wcwidth(wchar_t c);
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

static inline WINDOW *bk_stdscr(void) { return stdscr; }
static inline int bk_lines(void) { return LINES; }
static inline int bk_cols(void) { return COLS; }
static inline int bk_colors(void) { return COLORS; }
static inline int bk_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t bk_a_normal(void) { return A_NORMAL; }
static inline attr_t bk_a_bold(void) { return A_BOLD; }
static inline attr_t bk_a_dim(void) { return A_DIM; }
static inline attr_t bk_a_reverse(void) { return A_REVERSE; }
static inline attr_t bk_a_underline(void) { return A_UNDERLINE; }

static inline int bk_key_f(int n) { return KEY_F(n); }

/// Columns the C library gives a character in the current locale.
static inline int bk_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/// Reads one wide character or key code without blocking.
/// Returns OK (a character), KEY_CODE_YES (a key code) or ERR (nothing).
static inline int bk_get_wch(wint_t *out) { return wget_wch(stdscr, out); }

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

static inline void bk_restore_now(void) {
    static const char sequence[] = "\033[?2004l\033[0m\033[?25h\033[?1049l";
    if (!*bk_terminal_active()) return;
    *bk_terminal_active() = 0;
    ssize_t ignored = write(STDOUT_FILENO, sequence, sizeof(sequence) - 1);
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
        int sigs[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
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

static inline void bk_write_stdout(const char *text) {
    size_t n = 0;
    while (text[n]) n++;
    ssize_t ignored = write(STDOUT_FILENO, text, n);
    (void)ignored;
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
