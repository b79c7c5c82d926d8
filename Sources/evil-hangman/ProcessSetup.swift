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
    }
}
