#if canImport(Glibc)
import Glibc
#endif

/// The last of SIGINT, SIGTERM, SIGHUP received; the event loop looks at it between reads, so the
/// game is saved and the terminal restored on the main path, never inside a handler.
nonisolated(unsafe) var receivedSignal: Int32 = 0
/// The write end of the signal pipe: a handler writes a byte, which ends the loop's wait for a
/// key (a signal that came just before the wait would otherwise wait for the next key).
nonisolated(unsafe) var signalPipeWrite: Int32 = -1

enum Signals {
    /// The read end of the signal pipe, polled with the terminal.
    nonisolated(unsafe) static var pipeRead: Int32 = -1

    /// Clears an inherited signal mask (a parent can hand down blocked signals) and takes over the
    /// quit signals. SIGWINCH and SIGTSTP stay with curses (resize and suspend).
    static func install() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            (pipeRead, signalPipeWrite) = (ends[0], ends[1])
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        sigprocmask(SIG_SETMASK, &empty, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                receivedSignal = sig
                var byte: UInt8 = 1
                _ = write(signalPipeWrite, &byte, 1)  // async-signal-safe; a full pipe already says it
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }
}
