import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// What the game writes to the terminal itself (modes, OSC 52) goes through `send`: a descriptor of its own,
/// non-blocking, with a deadline, so a terminal that stops reading never holds the game. Curses writes frames to
/// stdout itself, with `writing` set, which the `Watchdog` looks at when a quit signal finds it stuck.
enum TerminalOutput {
    /// The terminal opened again (its own description: O_NONBLOCK never reaches the shell's), else stdout.
    nonisolated(unsafe) private(set) static var fd: Int32 = 1
    nonisolated(unsafe) private static var ownDescriptor = false
    /// Output was dropped since the last frame drawn whole: the next one repaints everything.
    nonisolated(unsafe) static var dropped = false
    /// True while curses writes a frame (or restores the terminal): what the watchdog looks at.
    nonisolated(unsafe) static var writing = false
    /// How long one write may wait for a terminal that does not read.
    static let deadline = 1.0

    /// Takes the terminal for writing. Call once, before curses starts.
    static func open() {
        let own = Glibc.open("/proc/self/fd/1", O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        if own >= 0, isatty(own) == 1 {
            (fd, ownDescriptor) = (own, true)
        } else if own >= 0 {
            close(own)
        }
    }

    /// Writes `bytes` within the deadline, or as much as the terminal takes before it (or a quit signal).
    static func send(_ bytes: UnsafeRawBufferPointer) {
        guard var at = bytes.baseAddress, bytes.count > 0 else { return }
        // Stdout shared with the shell: non-blocking for this write only.
        let flags = ownDescriptor ? 0 : fcntl(fd, F_GETFL)
        if !ownDescriptor { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        defer { if !ownDescriptor { _ = fcntl(fd, F_SETFL, flags) } }
        var left = bytes.count
        let start = monotonicSeconds()
        while left > 0 {
            let n = write(fd, at, left)
            if n > 0 {
                at += n
                left -= n
                continue
            }
            if n < 0 && errno == EINTR && receivedSignal == 0 { continue }
            guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { break }
            // A terminal not reading: wait for room in slices, so a quit signal is seen at once.
            guard receivedSignal == 0, monotonicSeconds() - start < deadline else { break }
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, 50)
        }
        if left > 0 { dropped = true }
    }

    static func send(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { send($0) }
    }
}
