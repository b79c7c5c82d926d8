#if canImport(Glibc)
import Glibc
#endif

/// The last of SIGINT, SIGTERM, SIGHUP received; the event loop looks at it between reads, so the
/// game is saved and the terminal restored on the main path, never inside a handler.
nonisolated(unsafe) var receivedSignal: Int32 = 0

enum Signals {
    /// Clears an inherited signal mask (a parent can hand down blocked signals) and takes over the
    /// quit signals. SIGWINCH and SIGTSTP stay with curses (resize and suspend).
    static func install() {
        var empty = sigset_t()
        sigemptyset(&empty)
        sigprocmask(SIG_SETMASK, &empty, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { receivedSignal = $0 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }
}
