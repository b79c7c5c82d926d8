#if canImport(Glibc)
    import Glibc
#endif

/// What the process needs before it opens anything.
enum ProcessSetup {
    /// Descriptors 0-2 open (on /dev/null where closed): else the first file opened (a lock, a saved game) takes
    /// their number and receives what the game prints. SIGXFSZ ignored: `ulimit -f` fails a write with EFBIG, which
    /// the stores report, rather than killing the game mid-write.
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

    /// Held at once: stdin/out/err, the terminal's own output, the watchdog's pipe, the terminfo being read, the
    /// lock, a file and its temp twin, and some to spare.
    static let descriptorsWanted: rlim_t = 32

    /// A soft limit below that (`ulimit -Sn 9`) is raised, within the hard limit the player set.
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
