#if canImport(Glibc)
    import Glibc
#endif

/// The last quit signal; the event loop saves and restores the terminal on the main path, never in a handler.
nonisolated(unsafe) var receivedSignal: Int32 = 0
/// Set by SIGWINCH: `Terminal` reads and caps the new size, never letting curses allocate for what the window says.
nonisolated(unsafe) var receivedResize: Int32 = 0
/// Set by SIGCONT: the game was stopped from outside and is back; the terminal's modes are set again.
nonisolated(unsafe) var receivedContinue: Int32 = 0
/// A handler writes a byte here to end the loop's wait (a signal just before it would else wait for a key).
nonisolated(unsafe) var signalPipeWrite: Int32 = -1
/// The terminal's modes before curses changed them, for a crash handler to put back (async-signal-safe).
nonisolated(unsafe) var savedTerminalModes = termios()
nonisolated(unsafe) var terminalModesSaved = false

enum Signals {
    /// The read end of the signal pipe, polled with the terminal.
    nonisolated(unsafe) static var pipeRead: Int32 = -1

    /// Every signal that ends the program by default and can be handled: each saves the game and restores the
    /// terminal (Ctrl-C, kill, a hang-up, a closed terminal's SIGPIPE, `ulimit -t`, stray and real-time signals…).
    static var quitting: [Int32] {
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
            SIGPWR, SIGIO, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    }
    /// A crash: nothing can be saved safely, but the terminal is put back first so the player's shell is usable.
    static let crashing = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// Clears an inherited signal mask (a parent can hand down blocked signals) and takes over the quit signals,
    /// SIGWINCH (the size is read and capped by `Terminal`) and SIGCONT (back from an outside SIGSTOP: modes set
    /// again, screen repainted). SIGTSTP stays with curses (suspend, and the redraw on `fg`).
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
        terminalModesSaved = tcgetattr(0, &savedTerminalModes) == 0
        for sig in quitting {
            handle(sig) { sig in
                receivedSignal = sig
                var byte: UInt8 = 1
                _ = write(signalPipeWrite, &byte, 1)  // async-signal-safe; a full pipe already says it
                if Watchdog.pipeWrite >= 0 { _ = write(Watchdog.pipeWrite, &byte, 1) }
            }
        }
        handle(SIGWINCH) { _ in
            receivedResize = 1
            var byte: UInt8 = 1
            _ = write(signalPipeWrite, &byte, 1)
        }
        handle(SIGCONT) { _ in
            receivedContinue = 1
            var byte: UInt8 = 1
            _ = write(signalPipeWrite, &byte, 1)
        }
        for sig in crashing {
            handle(sig) { sig in
                restoreTerminalInHandler()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    private static func handle(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(sig, &action, nil)
    }
}

/// Puts the terminal back as a shell wants it, async-signal-safely: the saved modes, then the main screen, the
/// cursor, no mouse reports or bracketed paste, plain attributes. Through `TerminalOutput`'s non-blocking
/// descriptor: a terminal that stopped reading never holds a crash.
func restoreTerminalInHandler() {
    if terminalModesSaved { tcsetattr(0, TCSANOW, &savedTerminalModes) }
    let reset: StaticString =
        """
        \u{1b}[0m\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\u{1b}[?2004l\
        \u{1b}[?1l\u{1b}>\u{1b}[?25h\u{1b}[?1049l\r\n
        """
    _ = write(TerminalOutput.fd, reset.utf8Start, reset.utf8CodeUnitCount)
}

/// The line front ends: a CPU-time limit (`ulimit -t`) is said as it ends the run, not left to
/// look like a crash. (Every guess was saved as it was answered; the signal then does what it does.)
enum LineModeSignals {
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { sig in
            let text: StaticString =
                "evil-hangman: the CPU-time limit (ulimit -t) was reached; every answered guess was kept\n"
            _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
            signal(sig, SIG_DFL)
            raise(sig)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGXCPU, &action, nil)
    }
}
