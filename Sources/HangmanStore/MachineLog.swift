import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// The machine's shared board: one line a game (`MachineLine`). A setgid-`games` install has
/// `/var/games/evil-hangman` holding `machine.log` (`root:games`, 0664) and `machine.secret` (`root:games`, 0640,
/// 32 random bytes). Both are opened at start, before any flag, variable or file is read, then the group is given
/// up for good (`MachineAccess`). The secret is the log's lock (an account outside the group cannot open it, so
/// cannot hold it, while anyone can open and lock the log) and the key that seals what waits in a player's
/// folder (`keepPending`, `sealSeed`). A user install has neither.
public final class MachineLog: @unchecked Sendable {
    public static let fileName = "machine.log"
    public static let secretName = "machine.secret"
    /// Never passed, whatever any account plays: a line that would pass it compacts the log first (`compact`).
    public static let sizeLimit: Int64 = 256 << 10
    /// Past this wait for the lock, the line waits in the player's folder for a later start (`keepPending`).
    static let lockWait = 0.5
    public static let pendingLimit = 64 << 10

    let descriptor: Descriptor
    /// `machine.secret`, held open: the lock.
    let lock: Descriptor
    /// Its bytes: the key.
    let key: [UInt8]

    init(_ descriptor: Descriptor, lock: Descriptor, key: [UInt8]) {
        self.descriptor = descriptor
        self.lock = lock
        self.key = key
    }

    /// `/var/games/evil-hangman` for a binary under `/usr` or `/usr/local`, else `PREFIX/var/games/…` (a test's
    /// install). Only from where the kernel says the binary is: no flag or variable names it.
    public static func folder(executable: String) -> String {
        let bin = FileIO.folder(of: executable)
        let prefix = FileIO.folder(of: bin)
        if prefix == "/usr" || prefix == "/usr/local" || prefix == "/" { return "/var/games/evil-hangman" }
        return prefix + "/var/games/evil-hangman"
    }

    public enum Opening: Sendable {
        case opened(MachineLog)
        case none(Unavailable)
    }

    /// Said in words only when shown: the log is opened before the screen's language is known.
    public enum Unavailable: Equatable, Sendable, CustomStringConvertible {
        case notInstalled(folder: String)
        case folderNotTrusted(folder: String)
        case cannotOpen(path: String, reason: String)
        case fileNotTrusted(path: String)
        case noSecret(path: String)

        public var description: String {
            switch self {
            case .notInstalled(let folder): return tr("%s does not exist", StoreText.show(folder))
            case .folderNotTrusted(let folder):
                return tr("%s is not a folder of root's that only root can write", StoreText.show(folder))
            case .cannotOpen(let path, let reason): return tr("cannot open %s: %s", StoreText.show(path), reason)
            case .fileNotTrusted(let path):
                return tr("%s is not the regular file of root's it should be", StoreText.show(path))
            case .noSecret(let path):
                return tr(
                    "%s is missing: installing the game again as root (make install, or the package) makes it",
                    StoreText.show(path))
            }
        }
    }

    /// Opens both with the setgid group still held. Trusted only as root's (`owner`: their own uid in the tests and
    /// the bench): the folder writable by no other account; each file regular, never through a link, with one name;
    /// the secret unreadable outside the group and 32 bytes. Reads nothing else.
    public static func open(folder: String, owner: uid_t = 0) -> Opening {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return .none(.notInstalled(folder: folder)) }
        guard (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == owner, info.st_mode & 0o022 == 0 else {
            return .none(.folderNotTrusted(folder: folder))
        }
        let path = folder + "/" + fileName
        let secretPath = folder + "/" + secretName
        guard let log = Descriptor(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK) else {
            return .none(.cannotOpen(path: path, reason: Descriptor.errorText()))
        }
        guard let status = log.status, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == owner,
            status.st_mode & 0o002 == 0, status.st_nlink == 1
        else {
            return .none(.fileNotTrusted(path: path))
        }
        guard let secret = Descriptor(secretPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
            if errno == ENOENT { return .none(.noSecret(path: secretPath)) }
            return .none(.cannotOpen(path: secretPath, reason: Descriptor.errorText()))
        }
        guard let kept = secret.status, (kept.st_mode & S_IFMT) == S_IFREG, kept.st_uid == owner,
            kept.st_mode & 0o027 == 0, kept.st_nlink == 1, kept.st_size == 32
        else {
            return .none(.fileNotTrusted(path: secretPath))
        }
        let key = secret.read(count: 32, at: 0)
        guard key.count == 32 else { return .none(.fileNotTrusted(path: secretPath)) }
        return .opened(MachineLog(log, lock: secret, key: key))
    }

    /// The board and how many lines were damaged; read a chunk at a time, so a giant line costs that line only.
    public func board(today: UTCDay? = nil) throws(StoreError) -> (MachineBoard, damaged: Int) {
        try withLock(LOCK_SH) { () throws(StoreError) in
            var board = MachineBoard(today: today)
            var damaged = 0
            eachLine { line in
                if line?.first == UInt8(ascii: "#") { return }
                if let line, let entry = MachineLine.decode(line) { board.add(entry) } else { damaged += 1 }
            }
            return (board, damaged)
        }
    }

    /// One `O_APPEND` write under the shared lock, so games ending at once write side by side. A line that would pass
    /// the limit compacts first, under the exclusive lock; if another game holds it (stopped by its player, say),
    /// the line goes in anyway while the log is under twice the limit. A line that does not decode is never written.
    public func append(_ entry: MachineEntry, today: UTCDay) throws(StoreError) {
        let line = MachineLine.encode(entry)
        guard MachineLine.decode(line.dropLast()) != nil else {
            throw .writeFailed(path: descriptor.path, reason: tr("it is not the line of a game this version plays"))
        }
        // Room is judged by the longest line there can be: whatever lines come, none passes the limit.
        let room = Int64(MachineLine.maximumLength) + 1
        if descriptor.size + room <= Self.sizeLimit {
            try withLock(LOCK_SH) { () throws(StoreError) in try write(line) }
            return
        }
        do {
            try withLock(LOCK_EX) { () throws(StoreError) in
                if descriptor.size + room > Self.sizeLimit { try compact(today: today) }
                try write(line)
            }
        } catch .lockBusy(let path) {
            guard descriptor.size + room <= 2 * Self.sizeLimit else { throw .lockBusy(path: path) }
            try withLock(LOCK_SH) { () throws(StoreError) in try write(line) }
        }
    }

    /// Who holds the lock, from `/proc/locks`: "process 1234 of ann, stopped"; nil where it cannot be told.
    public func holder() -> String? {
        guard let status = lock.status, let locks = try? FileIO.read("/proc/locks", limit: 1 << 20).flatMap({ $0 })
        else { return nil }
        let inode = ":\(status.st_ino) "
        for line in String(decoding: locks, as: UTF8.self).split(separator: "\n") where line.contains(inode) {
            let fields = line.split(separator: " ")
            guard let index = fields.firstIndex(where: { $0 == "READ" || $0 == "WRITE" }), index + 1 < fields.count,
                let pid = Int32(fields[index + 1]), pid > 0
            else { continue }
            let state = (try? FileIO.read("/proc/\(pid)/status", limit: 1 << 16).flatMap { $0 }).map {
                String(decoding: $0, as: UTF8.self)
            }
            let stopped = state?.split(separator: "\n").first { $0.hasPrefix("State:") }?.contains("stopped") == true
            var info = stat()
            let owner = stat("/proc/\(pid)", &info) == 0 ? FileTrust.owner(info.st_uid) : "?"
            return stopped ? tr("process %d of %s, stopped", Int(pid), owner) : tr("process %d of %s", Int(pid), owner)
        }
        return nil
    }

    /// A log ending mid-line (a crash, a forger) has that line ended first: it alone stays damaged.
    private func write(_ line: [UInt8]) throws(StoreError) {
        let size = descriptor.size
        if size == 0 { try descriptor.write(Array(MachineLine.header.utf8)) }
        let ended = size == 0 || descriptor.read(count: 1, at: size - 1) == [10]
        try descriptor.write((ended ? [] : [10]) + line)
    }

    /// Rewrites the log to the lines the board still needs, within half the size limit: each level's best wins, then
    /// the dailies kept, newest first, an account's first of a day only. In place, through the descriptor (nothing
    /// can be renamed into root's folder): kept lines over the front, then the rest cut off, so whatever stops it
    /// half way (a kill, `ulimit -f`, a full disk) leaves kept lines then old ones, one damaged line at the seam.
    func compact(today: UTCDay) throws(StoreError) {
        var board = MachineBoard(today: today)
        var entries: [(MachineEntry, ArraySlice<UInt8>)] = []
        eachLine { line in
            guard let line, let entry = MachineLine.decode(line) else { return }
            board.add(entry)
            entries.append((entry, line))
        }
        let header = Array(MachineLine.header.utf8)
        var budget = Int(Self.sizeLimit / 2) - header.count
        var chosen = Set<Int>()
        var seen: Set<String> = []
        func choose(_ index: Int) {
            let (entry, line) = entries[index]
            guard line.count + 1 <= budget, seen.insert(entry.key).inserted else { return }
            budget -= line.count + 1
            chosen.insert(index)
        }
        for index in entries.indices where entries[index].0.record.daily == nil && board.keeps(entries[index].0) {
            choose(index)
        }
        for day in board.dailies.keys.sorted(by: >) {
            for index in entries.indices where entries[index].0.record.daily == day && board.keeps(entries[index].0) {
                choose(index)
            }
        }
        var kept = header
        for index in entries.indices where chosen.contains(index) {
            kept += entries[index].1
            kept.append(10)
        }
        // A file-size limit (`ulimit -f`) that would stop the write part way: nothing is written.
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
            limit.rlim_cur < rlim_t(kept.count)
        {
            throw .writeFailed(
                path: descriptor.path, reason: tr("the file-size limit (ulimit -f) is below what it must write"))
        }
        try descriptor.overwrite(fromStart: kept)
        guard ftruncate(descriptor.fd, off_t(kept.count)) == 0 else {
            throw .writeFailed(path: descriptor.path, reason: Descriptor.errorText())
        }
    }

    // MARK: What waits in the player's folder

    /// The seal of `bytes`: 16 hex digits only a holder of the secret can compute.
    func seal(_ bytes: some Collection<UInt8>) -> String {
        let value = SipHash.hash(bytes, key: Array(key[0..<16]))
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The seed as the saved game keeps it, mixed with a number only the secret gives, so an account cannot read its
    /// game's seed off its own folder and solve the game elsewhere. The same call unseals it.
    public func sealSeed(_ seed: UInt64, id: String) -> UInt64 {
        seed ^ SipHash.hash(Array("seed\t\(id)".utf8), key: Array(key[16..<32]))
    }

    /// Keeps `entry`'s line in the player's `path`, sealed (readable, not forgeable), for `writePending` later.
    public func keepPending(_ entry: MachineEntry, at path: String) throws(StoreError) {
        let line = MachineLine.encode(entry)
        let (file, _) = try Descriptor.ownFile(path, O_RDWR | O_APPEND, now: Int(time(nil)))
        try file.withExclusiveLock(waitingAtMost: Self.lockWait) { () throws(StoreError) in
            guard file.size + Int64(line.count) + 18 <= Int64(Self.pendingLimit) else {
                throw .tooLarge(path: path, limit: Self.pendingLimit)
            }
            try file.write(Array((seal(line.dropLast()) + "\t").utf8) + line)
            try file.sync()
        }
    }

    /// Writes the waiting lines that are this account's and sealed here (any other is a forgery, or another
    /// machine's: dropped), then empties the file. Returns how many were new; the file stays while the board is busy.
    public func writePending(at path: String, uid: UInt32, today: UTCDay) throws(StoreError) -> Int {
        guard let file = Descriptor(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK) else {
            if errno == ENOENT { return 0 }
            throw .readFailed(path: path, reason: Descriptor.errorText())
        }
        guard let status = file.status, (status.st_mode & S_IFMT) == S_IFREG, FileTrust.problem(withFile: status) == nil
        else {
            throw .notTrusted(path: path, reason: tr("not a file of yours"))
        }
        return try file.withExclusiveLock(waitingAtMost: Self.lockWait) { () throws(StoreError) -> Int in
            let bytes = file.read(count: Self.pendingLimit, at: 0)
            var entries: [MachineEntry] = []
            var keys: Set<String> = []
            for line in bytes.split(separator: 10) where line.count > 17 && line[line.startIndex + 16] == 9 {
                let sealed = String(decoding: line.prefix(16), as: UTF8.self)
                let body = line.dropFirst(17)
                guard sealed == seal(body), let entry = MachineLine.decode(body), entry.uid == uid,
                    keys.insert(entry.key).inserted
                else { continue }
                entries.append(entry)
            }
            // A line the board has already (a copy brought back) is not written again.
            let onTheBoard = entries.isEmpty ? [] : try self.keys(of: uid)
            let written = entries.filter { !onTheBoard.contains($0.key) }
            for entry in written { try append(entry, today: today) }
            guard ftruncate(file.fd, 0) == 0 else { throw .writeFailed(path: path, reason: Descriptor.errorText()) }
            return written.count
        }
    }

    private func keys(of uid: UInt32) throws(StoreError) -> Set<String> {
        try withLock(LOCK_SH) { () throws(StoreError) -> Set<String> in
            var keys: Set<String> = []
            eachLine { line in
                if let line, let entry = MachineLine.decode(line), entry.uid == uid { keys.insert(entry.key) }
            }
            return keys
        }
    }

    // MARK: Reading and locking

    /// Each line, a chunk at a time; nil for one too long (skipped, never held) or a last one cut short. Empty lines
    /// (two games ending one cut-short line at once) are stepped over.
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
                if skipping {
                    body(nil)
                } else if carry.isEmpty {
                    if newline > start { body(chunk[start..<newline]) }
                } else {
                    carry += chunk[start..<newline]
                    body(carry[...])
                }
                carry.removeAll(keepingCapacity: true)
                skipping = false
                start = newline + 1
            }
            if !skipping {
                carry += chunk[start...]
                if carry.count > MachineLine.maximumLength {
                    carry.removeAll()
                    skipping = true
                }
            }
        }
        // A last line without its end: a write cut short.
        if skipping || !carry.isEmpty { body(nil) }
    }

    /// Locks the secret (no account outside the group can open it), waiting at most `lockWait`, never on a signal.
    private func withLock<T>(_ kind: Int32, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try lock.withLock(kind, waitingAtMost: Self.lockWait, naming: descriptor.path, body)
    }
}
