import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// The stores' file operations, plain POSIX, every path hostile until checked: a read takes only a regular file
/// within a size limit (a FIFO or a device is refused, never waited on); a write goes to an unguessable
/// `O_EXCL|O_NOFOLLOW` temp file, then fsync → rename → fsync the folder: a crash leaves the old file or the new.
public enum FileIO {
    /// How large each kind of file may be before it is refused unread.
    public enum Limit {
        public static let savedFile = 64 * 1024
        public static let summary = 256 * 1024
        public static let wordList = 32 * 1024 * 1024
        public static let pendingRecords = 1024 * 1024
    }

    /// The whole file, or nil if there is none: a regular file of at most `limit` bytes. `followLinks: false` refuses
    /// a symbolic link (the game's own files); `ownFile` refuses a file not the player's own (`FileTrust`).
    public static func read(_ path: String, limit: Int, followLinks: Bool = true, ownFile: Bool = false)
        throws(StoreError) -> [UInt8]?
    {
        // Looked at before it is opened: opening a device can act on it.
        var seen = stat()
        if (followLinks ? stat(path, &seen) : lstat(path, &seen)) == 0, (seen.st_mode & S_IFMT) != S_IFREG {
            throw .notARegularFile(path: path, kind: kind(of: seen.st_mode))
        }
        // O_NONBLOCK: a FIFO swapped in since must not make the open wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw .notARegularFile(path: path, kind: tr("a symbolic link")) }
            throw .readFailed(path: path, reason: Descriptor.errorText())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .readFailed(path: path, reason: Descriptor.errorText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notARegularFile(path: path, kind: kind(of: info.st_mode))
        }
        if ownFile, let reason = FileTrust.problem(withFile: info) { throw .notTrusted(path: path, reason: reason) }
        if Int64(info.st_size) > Int64(limit) { throw .tooLarge(path: path, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew since fstat: read on, up to the limit.
                guard bytes.count <= limit else { throw .tooLarge(path: path, limit: limit) }
                bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count))
            }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: Descriptor.errorText())
            }
            if n == 0 { break }
            count += n
            if count > limit { throw .tooLarge(path: path, limit: limit) }
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return tr("a folder")
        case S_IFIFO: return tr("a FIFO")
        case S_IFCHR, S_IFBLK: return tr("a device")
        case S_IFSOCK: return tr("a socket")
        case S_IFLNK: return tr("a symbolic link")
        default: return tr("not a regular file")
        }
    }

    /// Creates `folder` and its parents; new ones are 0700 (the files are the player's own).
    public static func makeFolder(_ folder: String) throws(StoreError) {
        var path = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path += (path.isEmpty && !folder.hasPrefix("/") ? "" : "/") + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw .writeFailed(path: folder, reason: Descriptor.errorText())
            }
        }
    }

    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A reader, or a crash, finds the old file or the new one, never a mix.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let folder = folder(of: path)
        try makeFolder(folder)
        // An unguessable name, O_EXCL|O_NOFOLLOW: a file or link planted in advance fails the open, never redirects it.
        var temp = ""
        var file: Descriptor?
        for _ in 0..<8 {
            temp = "\(folder)/\(tempPrefix(of: path))\(getpid())-\(randomHex())"
            file = Descriptor(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
            if file != nil || errno != EEXIST { break }
        }
        guard let file else { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
        do throws(StoreError) {
            try file.write(bytes)
            try file.sync()
            try file.close()
            if rename(temp, path) != 0 { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
        } catch {
            unlink(temp)
            throw .writeFailed(path: path, reason: error.reason)
        }
        syncFolder(folder)
    }

    /// Temp files of `path` are named `.NAME.tmp-<pid>-<random>`.
    static func tempPrefix(of path: String) -> String { ".\(path.split(separator: "/").last ?? "file").tmp-" }

    /// Temp files whose process is gone (or over a day old): what crashed runs left. Returns how many.
    @discardableResult
    public static func removeLeftoverTempFiles(in folder: String, now: Int) -> Int {
        var removed = 0
        for name in files(in: folder) where name.hasPrefix(".") && name.contains(".tmp-") {
            guard let marker = name.firstRange(of: ".tmp-") else { continue }
            let fields = name[marker.upperBound...].split(separator: "-")
            guard fields.count == 2, let pid = pid_t(fields[0]) else { continue }
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0,
                (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFLNK
            else { continue }
            let alive = pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
            if !alive || now - Int(info.st_mtim.tv_sec) > 86_400 {
                if unlink(folder + "/" + name) == 0 { removed += 1 }
            }
        }
        return removed
    }

    /// 16 hex digits from the system generator (the kernel's randomness): unguessable.
    static func randomHex() -> String {
        let value = UInt64.random(in: 0...UInt64.max)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Makes a rename or a new file in `folder` durable.
    static func syncFolder(_ folder: String) {
        let dirfd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    /// Renames `path` to `NAME.<label>-<UTC timestamp>`, never over an earlier one. Returns the new path.
    public static func keepAside(_ path: String, as label: String = "corrupt", now: Int) throws(StoreError) -> String {
        let stamp = CivilCalendar.stamp(Int64(now))
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        for n in 1...1000 {
            let target = n == 1 ? "\(path).\(label)-\(stamp)" : "\(path).\(label)-\(stamp)-\(n)"
            if isFolder {
                // A folder cannot be linked: renamed after a look (a race with another instance that second remains).
                if lstat(target, &info) == 0 { continue }
                if rename(path, target) != 0 { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
            } else {
                // link() never replaces: another instance's file kept aside under this name stays.
                if link(path, target) != 0 {
                    if errno == EEXIST { continue }
                    throw .writeFailed(path: path, reason: Descriptor.errorText())
                }
                if unlink(path) != 0 { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
            }
            syncFolder(folder(of: path))
            return target
        }
        throw .writeFailed(path: path, reason: tr("too many files kept aside already"))
    }

    public static func files(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                ByteText.decode(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public static func remove(_ path: String) throws(StoreError) {
        if unlink(path) != 0 && errno != ENOENT { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
    }
}
