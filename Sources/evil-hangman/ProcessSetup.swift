#if canImport(Glibc)
    import Glibc
#endif

/// What the process needs before it opens anything.
enum ProcessSetup {
    /// Descriptors 0, 1 and 2 open (on /dev/null where they were closed): otherwise the first
    /// file the game opens — a lock, a saved game — takes their number and receives what the
    /// game prints. A file-size limit (`ulimit -f`) makes a write fail with EFBIG, which the
    /// stores report, rather than kill the game mid-write with SIGXFSZ.
    static func prepare() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)  // the lowest free number: this one
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        signal(SIGXFSZ, SIG_IGN)
        raiseDescriptorLimit()
    }

    /// The descriptors a run holds at once: the three standard ones, the terminal's own output,
    /// the watchdog's pipe, the terminal description being read, the lock, a file and its
    /// temporary twin, and some to spare.
    static let descriptorsWanted: rlim_t = 32

    /// A soft limit below what a run needs (`ulimit -Sn 9`) is raised as far as the hard limit
    /// allows: the limit is the player's to set, and this is within it.
    private static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < descriptorsWanted else { return }
        limit.rlim_cur = min(descriptorsWanted, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Whether the process can open one more file now (false: it is at its descriptor limit).
    static func canOpenAFile() -> Bool {
        let probe = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if probe >= 0 {
            close(probe)
            return true
        }
        return !(errno == EMFILE || errno == ENFILE)
    }
}
