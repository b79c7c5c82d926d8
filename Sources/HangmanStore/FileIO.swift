#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the stores need, done with plain POSIX calls so that every write is
/// atomic and durable: temp file in the same folder → fsync → rename → fsync the folder.
public enum FileIO {
    static func errorText() -> String { String(cString: strerror(errno)) }

    /// The whole file, or nil if it does not exist.
    public static func read(_ path: String) throws(StoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .readFailed(path: path, reason: errorText())
        }
        defer { close(fd) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw .readFailed(path: path, reason: errorText()) }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// Creates `folder` and its parents (mode 0700 for new ones: the files are the player's own).
    public static func makeFolder(_ folder: String) throws(StoreError) {
        var path = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path += (path.isEmpty && !folder.hasPrefix("/") ? "" : "/") + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw .writeFailed(path: folder, reason: errorText())
            }
        }
    }

    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Replaces `path` with `bytes` atomically: a reader sees the old file or the new one, never a mix,
    /// and after a crash the old file is intact if the rename did not happen.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let folder = folder(of: path)
        try makeFolder(folder)
        let temp = "\(folder)/.\(path.split(separator: "/").last ?? "file").tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw .writeFailed(path: path, reason: errorText()) }
        var failure: String?
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 { if errno == EINTR { continue }; failure = errorText(); break }
            written += n
        }
        if failure == nil, fsync(fd) != 0 { failure = errorText() }
        if close(fd) != 0, failure == nil { failure = errorText() }
        if failure == nil, rename(temp, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temp)
            throw .writeFailed(path: path, reason: failure)
        }
        syncFolder(folder)
    }

    /// Makes a rename or a new file in `folder` durable.
    static func syncFolder(_ folder: String) {
        let dirfd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 { fsync(dirfd); close(dirfd) }
    }

    /// Moves a file aside as `NAME.<label>-<UTC timestamp>` (`corrupt` for a bad file; never over
    /// an earlier one). Returns the new path.
    public static func moveAside(_ path: String, as label: String = "corrupt", now: Int) throws(StoreError) -> String {
        var seconds = time_t(now)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let stamp = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
        var target = "\(path).\(label)-\(stamp)"
        var n = 2
        while access(target, F_OK) == 0 { target = "\(path).\(label)-\(stamp)-\(n)"; n += 1 }
        if rename(path, target) != 0 { throw .writeFailed(path: path, reason: errorText()) }
        return target
    }

    /// The names in `folder` (no "." or ".."), sorted; empty if it cannot be read.
    public static func files(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public static func remove(_ path: String) throws(StoreError) {
        if unlink(path) != 0 && errno != ENOENT { throw .writeFailed(path: path, reason: errorText()) }
    }
}
