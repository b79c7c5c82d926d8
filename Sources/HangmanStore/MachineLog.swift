import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// The machine's shared log: one line a game (`MachineLine`) for the board every account on the
/// machine sees. Installed for everyone, the game is setgid `games` and the log is
/// `/var/games/evil-hangman/machine.log`, `root:games`, mode 0664. The game opens it at start,
/// before it reads a flag, a variable or a file, and then gives up the group for good
/// (`evil-hangman/MachineAccess.swift`): after that it is written only through this descriptor,
/// one whole line a game under an exclusive lock, and read under a shared one. A user install
/// (no folder, no setgid bit) has none, and says how an administrator makes one.
public final class MachineLog: @unchecked Sendable {
    /// The file's name in the machine's folder.
    public static let fileName = "machine.log"
    /// The size the log is kept under: past it, a game's line first compacts it to what the
    /// pages show (`MachineBoard.keeps`). Small enough that the game whose line compacts it (one
    /// in some two thousand) waits a few milliseconds, not a frame's worth: docs/machine-board.md.
    public static let sizeLimit: Int64 = 256 << 10
    /// The longest wait for another account's game holding the lock.
    static let lockWait = 0.5

    let descriptor: Descriptor

    init(_ descriptor: Descriptor) { self.descriptor = descriptor }

    /// The folder of the machine's board for a binary installed at `executable`: the system's
    /// `/var/games/evil-hangman` for one in `/usr` or `/usr/local` (Debian's `/usr/games` too), and
    /// `PREFIX/var/games/evil-hangman` for one installed under another prefix (an install in a
    /// test's folder). It comes from where the kernel says the binary is: no flag or variable
    /// names it.
    public static func folder(executable: String) -> String {
        let bin = FileIO.folder(of: executable)
        let prefix = FileIO.folder(of: bin)
        if prefix == "/usr" || prefix == "/usr/local" || prefix == "/" { return "/var/games/evil-hangman" }
        return prefix + "/var/games/evil-hangman"
    }

    /// What opening the log gave: the log, or why there is none (for the page that says so).
    public enum Opening: Sendable {
        case opened(MachineLog)
        /// No board on this machine (a user install: no folder), or one the game cannot use.
        case none(Unavailable)
    }

    /// Why the machine has no board this game can use. Said in words only when shown (the log
    /// is opened before the screen's language is known).
    public enum Unavailable: Equatable, Sendable, CustomStringConvertible {
        /// No folder: a user install, or none made.
        case notInstalled(folder: String)
        case folderNotTrusted(folder: String)
        case cannotOpen(path: String, reason: String)
        case fileNotTrusted(path: String)

        /// Whether the machine has a board at all (an administrator made the folder).
        public var installed: Bool { if case .notInstalled = self { return false } else { return true } }

        public var description: String {
            switch self {
            case .notInstalled(let folder): return tr("%s does not exist", StoreText.show(folder))
            case .folderNotTrusted(let folder): return tr("%s is not a folder of root's that only root can write", StoreText.show(folder))
            case .cannotOpen(let path, let reason): return tr("cannot open %s: %s", StoreText.show(path), reason)
            case .fileNotTrusted(let path): return tr("%s is not the regular file of root's it should be", StoreText.show(path))
            }
        }
    }

    /// Opens the log with the privilege the process has now (the setgid group): its folder must be
    /// root's and writable by no other account, the file a regular file (never through a link),
    /// root's, writable by no one but root and its group, with one name. Reads nothing else.
    /// (`owner` is root's number but for `hangman-bench`, which times a log of its own.)
    public static func open(folder: String, owner: uid_t = 0) -> Opening {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return .none(.notInstalled(folder: folder)) }
        guard (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == owner, info.st_mode & 0o022 == 0 else {
            return .none(.folderNotTrusted(folder: folder))
        }
        let path = folder + "/" + fileName
        guard let log = Descriptor(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK) else {
            return .none(.cannotOpen(path: path, reason: Descriptor.errorText()))
        }
        guard let status = log.status, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == owner, status.st_mode & 0o002 == 0,
              status.st_nlink == 1 else {
            return .none(.fileNotTrusted(path: path))
        }
        return .opened(MachineLog(log))
    }

    /// The board as the log says it, and how many of its lines were damaged. Read through the
    /// descriptor under a shared lock, a chunk at a time: a giant line costs that line only.
    public func board() throws(StoreError) -> (MachineBoard, damaged: Int) {
        try withLock(LOCK_SH) { () throws(StoreError) in
            var board = MachineBoard()
            var damaged = 0
            eachLine { line in
                if line?.first == UInt8(ascii: "#") { return }
                if let line, let entry = MachineLine.decode(line) { board.add(entry) } else { damaged += 1 }
            }
            return (board, damaged)
        }
    }

    /// Adds the line of `entry`, one whole write under the exclusive lock; past the size limit
    /// the log is first compacted to what the pages show. (The board is read again when a page
    /// of it is shown: a game's end does not wait for the whole log.)
    public func append(_ entry: MachineEntry) throws(StoreError) {
        try withLock(LOCK_EX) { () throws(StoreError) in
            if descriptor.size + Int64(MachineLine.maximumLength) > Self.sizeLimit { try compact() }
            let size = descriptor.size
            if size == 0 { try descriptor.write(Array(MachineLine.header.utf8)) }
            // A log that ends mid-line (a crash, a forger) has that line ended first: it stays
            // damaged alone, and this one whole.
            let ended = size == 0 || descriptor.read(count: 1, at: size - 1) == [10]
            try descriptor.write((ended ? [] : [10]) + MachineLine.encode(entry))
        }
    }

    /// Rewrites the log to the lines the board still needs (each level's best wins, the days'
    /// dailies): in place, through the descriptor (the folder is root's: nothing can be renamed
    /// into it). The kept lines are written over the front first and the rest cut off after, so
    /// that whatever stops it half way — the player's kill or stop, their `ulimit -f`, a full
    /// disk — leaves the kept lines and then the old ones: one damaged line at the seam at most,
    /// and lines read twice are counted once. Nothing is ever cut before it is written again, and
    /// a file-size limit too low for the kept lines stops it before it writes.
    func compact() throws(StoreError) {
        var board = MachineBoard()
        var entries: [(MachineEntry, ArraySlice<UInt8>)] = []
        eachLine { line in
            guard let line, let entry = MachineLine.decode(line) else { return }
            board.add(entry)
            entries.append((entry, line))
        }
        var kept = Array(MachineLine.header.utf8)
        var seen: Set<String> = []
        for (entry, line) in entries where board.keeps(entry) && seen.insert(entry.key).inserted {
            kept += line
            kept.append(10)
        }
        // A file-size limit that would stop the write part way (the player's `ulimit -f`): not
        // this game's to compact, and nothing is written.
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur < rlim_t(kept.count) {
            throw .writeFailed(path: descriptor.path, reason: tr("the file-size limit (ulimit -f) is below what it must write"))
        }
        try descriptor.overwrite(fromStart: kept)
        guard ftruncate(descriptor.fd, off_t(kept.count)) == 0 else { throw .writeFailed(path: descriptor.path, reason: Descriptor.errorText()) }
    }

    /// Each line of the log (without its newline), a chunk at a time; nil for one that cannot be
    /// a line: longer than a line may be (skipped whole, never held), or the last, cut short.
    private func eachLine(_ body: (ArraySlice<UInt8>?) -> Void) {
        var offset: Int64 = 0
        var carry: [UInt8] = []
        var skipping = false
        while true {
            let chunk = descriptor.read(count: 1 << 16, at: offset)
            if chunk.isEmpty { break }
            offset += Int64(chunk.count)
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: 10) {
                if skipping { body(nil) } else if carry.isEmpty { body(chunk[start..<newline]) } else {
                    carry += chunk[start..<newline]
                    body(carry[...])
                }
                carry.removeAll(keepingCapacity: true)
                skipping = false
                start = newline + 1
            }
            if !skipping {
                carry += chunk[start...]
                if carry.count > MachineLine.maximumLength { carry.removeAll(); skipping = true }
            }
        }
        // A last line without its end: a write cut short (whole writes under the lock are never seen half done).
        if skipping || !carry.isEmpty { body(nil) }
    }

    private func withLock<T>(_ kind: Int32, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let deadline = Descriptor.monotonic() + Self.lockWait
        while flock(descriptor.fd, kind | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .writeFailed(path: descriptor.path, reason: Descriptor.errorText()) }
            if Descriptor.monotonic() >= deadline { throw .lockBusy(path: descriptor.path) }
            usleep(1_000)
        }
        defer { flock(descriptor.fd, LOCK_UN) }
        return try body()
    }
}
