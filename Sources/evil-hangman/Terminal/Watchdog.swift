#if canImport(Glibc)
    import Glibc
#endif

/// Ends the game when a quit signal finds it stuck writing to a terminal that does not read (a stalled SSH link,
/// an undrained pty): curses retries such a write forever, signals or not. After `grace` ms, if curses is still
/// writing, it restores the terminal's modes and exits; nothing is lost, every guess is saved before a frame.
enum Watchdog {
    /// The read end of the watchdog's own signal pipe (the quit handler writes a byte to it).
    nonisolated(unsafe) static var pipeRead: Int32 = -1
    nonisolated(unsafe) static var pipeWrite: Int32 = -1
    /// Milliseconds the main path has to quit by itself.
    static let grace: Int32 = 600

    /// Starts the thread (a plain pthread: no runtime thread pool, nothing that opens files).
    static func start() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (pipeRead, pipeWrite) = (ends[0], ends[1])
        var thread = pthread_t()
        // A small stack: it only waits and looks (the default's 8 MiB would count against ulimit -v).
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        _ = pthread_attr_setstacksize(&attributes, 64 << 10)
        _ = pthread_create(
            &thread, &attributes,
            { _ in
                var byte: UInt8 = 0
                while Glibc.read(Watchdog.pipeRead, &byte, 1) < 0 && errno == EINTR {}
                // A quit signal: give the main path its time, then look.
                var nothing = pollfd(fd: -1, events: 0, revents: 0)
                _ = poll(&nothing, 0, Watchdog.grace)
                if TerminalOutput.writing {
                    if terminalModesSaved { tcsetattr(0, TCSANOW, &savedTerminalModes) }
                    _exit(0)
                }
                return nil
            }, nil)
        pthread_detach(thread)
    }
}
