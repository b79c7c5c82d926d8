#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's feature macros; without these the wide API is hidden.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <langinfo.h>
#include <signal.h>
#include <ncursesw/curses.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/types.h>
#include <unistd.h>

// Macros Swift cannot import, re-exported as values and functions.
static const attr_t cn_A_BOLD = A_BOLD;
static const attr_t cn_A_REVERSE = A_REVERSE;
static const attr_t cn_A_UNDERLINE = A_UNDERLINE;
static const attr_t cn_A_DIM = A_DIM;
static inline int cn_KEY_F(int n) { return KEY_F(n); }
/// No core dump and no debugger attached by the player's own account (prctl is variadic: Swift
/// cannot call it): the machine board's descriptor, opened with the games group, is a privilege.
static inline int cn_forbid_attaching(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }
/// glibc's (every thread's) group ids, which its headers declare only under _GNU_SOURCE.
extern int getresgid(gid_t *rgid, gid_t *egid, gid_t *sgid);
extern int setresgid(gid_t rgid, gid_t egid, gid_t sgid);
static inline long cn_getrandom(void *buffer, size_t length) { return getrandom(buffer, length, 0); }
static inline int cn_getresgid(gid_t *r, gid_t *e, gid_t *s) { return getresgid(r, e, s); }
static inline int cn_setresgid(gid_t r, gid_t e, gid_t s) { return setresgid(r, e, s); }
static inline void cn_set_escdelay(int ms) { set_escdelay(ms); }
static inline WINDOW *cn_stdscr(void) { return stdscr; }
/// The next refresh repaints the whole screen (what is on it is not known any more).
static inline void cn_repaint_all(void) { clearok(curscr, TRUE); }
/// Whether the current terminal can move the cursor anywhere (terminfo "cup"): `TERM=dumb` cannot.
static inline int cn_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/// The terminal's "enter the full-screen mode" string (terminfo "smcup": the alternate screen),
/// or NULL where it has none.
static inline const char *cn_smcup(void) {
    char *smcup = tigetstr("smcup");
    return smcup == (char *)-1 ? NULL : smcup;
}

/// Curses forgets every mouse key it knows — the X10 report's start, the SGR report's, and the
/// terminal's own (terminfo "kmous": `\E[<` for xterm): the game reads reports itself, and a
/// report curses took for KEY_MOUSE left its bytes to be read as keys (`M`, a guess).
static inline void cn_forget_mouse_keys(void) {
    define_key("\033[M", 0);
    define_key("\033[<", 0);
    char *kmous = tigetstr("kmous");
    if (kmous != NULL && kmous != (char *)-1) define_key(kmous, 0);
}

/// Draws `text` (a NUL-terminated wide string) at y, x with the given attributes and colour pair.
static inline int cn_put_wide(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    wattr_set(win, attrs, pair, NULL);
    int rc = mvwaddwstr(win, y, x, text);
    wattr_set(win, A_NORMAL, 0, NULL);
    return rc;
}

#endif
