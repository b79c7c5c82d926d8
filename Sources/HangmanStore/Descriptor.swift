import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// An open descriptor, closed when the last copy goes; EINTR retried, errors turned into text.
final class Descriptor: @unchecked Sendable {
    /// -1 once closed.
    private(set) var fd: Int32
    /// For messages.
    let path: String

    /// Opens `path`; nil with `errno` set when it cannot be.
    init?(_ path: String, _ flags: Int32, mode: mode_t = 0o600) {
        let fd = open(path, flags | O_CLOEXEC, mode)
        if fd < 0 { return nil }
        self.fd = fd
        self.path = path
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    /// Closes now, reporting what the close says (a write-back error shows here on some file systems).
    func close() throws(StoreError) {
        let result = Glibc.close(fd)
        fd = -1
        if result != 0 { throw .writeFailed(path: path, reason: Self.errorText()) }
    }

    /// Opens (creating) one of the game's own files, never through a link nor waiting on a FIFO. What stands in its
    /// place and is not a regular file of the player's own (`FileTrust`) is kept aside first, under the name returned.
    static func ownFile(_ path: String, _ flags: Int32, now: Int) throws(StoreError) -> (Descriptor, keptAside: String?)
    {
        var keptAside: String?
        for _ in 0..<2 {
            let opened = Descriptor(path, flags | O_CREAT | O_NOFOLLOW | O_NONBLOCK)
            if let opened, opened.isRegularFile, opened.status.map({ FileTrust.problem(withFile: $0) == nil }) == true {
                return (opened, keptAside)
            }
            let failure = errno
            guard opened != nil || [ELOOP, EISDIR, ENXIO, EOPNOTSUPP].contains(failure), keptAside == nil else {
                throw .writeFailed(path: path, reason: String(cString: strerror(failure)))
            }
            keptAside = try FileIO.keepAside(path, now: now)
        }
        throw .notARegularFile(path: path, kind: tr("not a regular file"))
    }

    var status: stat? {
        var info = stat()
        return fstat(fd, &info) == 0 ? info : nil
    }

    var isRegularFile: Bool { status.map { ($0.st_mode & S_IFMT) == S_IFREG } ?? false }
    var size: Int64 { status.map { Int64($0.st_size) } ?? 0 }

    func write(_ bytes: [UInt8]) throws(StoreError) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: Self.errorText())
            }
            written += n
        }
    }

    /// Writes over the file from its start, O_APPEND or not (set back after): a file rewritten in place, front first.
    func overwrite(fromStart bytes: [UInt8]) throws(StoreError) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_APPEND) == 0 else {
            throw .writeFailed(path: path, reason: Self.errorText())
        }
        defer { _ = fcntl(fd, F_SETFL, flags) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + written, bytes.count - written, off_t(written))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: Self.errorText())
            }
            written += n
        }
    }

    func sync() throws(StoreError) {
        if fsync(fd) != 0 { throw .writeFailed(path: path, reason: Self.errorText()) }
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func read(count: Int, at offset: Int64) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + got, count - got, off_t(offset) + off_t(got))
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        bytes.removeLast(count - got)
        return bytes
    }

    /// Holds an exclusive `flock` while `body` runs, waiting at most `waitingAtMost` seconds: a program holding it
    /// longer (stopped, or hostile) makes this throw `lockBusy`, so no caller hangs on it; a signal never extends it.
    func withExclusiveLock<T>(waitingAtMost seconds: Double, _ body: () throws(StoreError) -> T) throws(StoreError) -> T
    {
        try withLock(LOCK_EX, waitingAtMost: seconds, naming: path, body)
    }

    /// Holds a `flock` of `kind` on this descriptor while `body` runs, waiting at most `seconds` (never on a
    /// signal); `lockBusy` names `path`.
    func withLock<T>(
        _ kind: Int32, waitingAtMost seconds: Double, naming path: String, _ body: () throws(StoreError) -> T
    )
        throws(StoreError) -> T
    {
        let deadline = monotonicSeconds() + seconds
        while flock(fd, kind | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .writeFailed(path: path, reason: tr("cannot lock: %s", Self.errorText()))
            }
            if monotonicSeconds() >= deadline { throw .lockBusy(path: path) }
            usleep(1_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
