import HangmanCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The history on disk, shared by every instance, in one folder:
/// - `history.log`: every finished game, one line each (`HistoryLine`), only ever appended to.
/// - `history.summary.plist`: the scores and statistics over the log's first `coveredBytes`, so a start reads a
///   small file and the lines after it. Derived: rebuilt from the log when missing or damaged.
/// - `history.lock`: held (`flock`) while the log or the summary is written or rebuilt.
/// - `history.pending`: records that could not be appended (a full disk, a read-only folder), kept here or in
///   `pendingFolders` until the next load.
public final class HistoryLog: Sendable {
    public let folder: String
    /// Where a record that cannot be appended is kept for later: this folder first, then these.
    public let pendingFolders: [String]
    public var logPath: String { folder + "/history.log" }
    var summaryPath: String { folder + "/history.summary.plist" }
    var lockPath: String { folder + "/history.lock" }
    /// UTC seconds, for the names of files kept aside.
    let now: @Sendable () -> Int

    /// How long a lock held by another program is waited for before the record goes to the
    /// pending file (a game end) or the history is read without it (a start). Three seconds: eight
    /// games ending at once on a loaded two-core machine waited over one (a record then went to the
    /// pending file, and the game said it was not saved); a stopped holder still costs three at most.
    public let lockWait: Double

    public init(
        folder: String, pendingFolders: [String] = [], lockWait: Double = 3,
        clock: @escaping @Sendable () -> Int = { Int(time(nil)) }
    ) {
        self.folder = folder
        self.pendingFolders = [folder] + pendingFolders.filter { $0 != folder }
        self.lockWait = lockWait
        self.now = clock
    }

    // MARK: Reading

    /// The history and the problems met. Never throws: what cannot be read is reported and left in place.
    /// The lock is held only for short steps (a game end waits for it); the long part, reading a log whose summary
    /// is missing, needs none: the log is only appended to, and a line is not read until it is complete.
    public func load() -> (History, [String]) {
        var problems: [String] = []
        var info = stat()
        let pending = pendingFolders.filter { lstat($0 + "/" + Self.pendingName, &info) == 0 }
        guard lstat(logPath, &info) == 0 || !pending.isEmpty else { return (History(), []) }
        do throws(StoreError) {
            try locked { () throws(StoreError) in
                for folder in pending { mergePendingRecords(in: folder, problems: &problems) }
                _ = try openLogForReading(problems: &problems)
            }
        } catch {
            // Read on without the lock (a read-only folder can still be read).
            problems.append(tr("the history's lock could not be had (%s)", error.reason))
        }
        guard let log = Descriptor(logPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW), log.isRegularFile,
            log.status.map({ FileTrust.problem(withFile: $0) == nil }) == true
        else {
            return (History(), problems)
        }
        var summary = readHistorySummary(for: log, problems: &problems)
        let before = summary.coveredBytes
        scan(log, into: &summary, problems: &problems)
        do throws(StoreError) {
            try locked { () throws(StoreError) in
                scan(log, into: &summary, problems: &problems)
                if summary.coveredBytes != before { try? writeHistorySummary(summary) }
            }
        } catch {
            problems.append(tr("the history summary could not be brought up to date (%s)", error.reason))
        }
        return (summary.history, problems)
    }

    /// The log, if a regular file; what stands in its place is kept aside (never followed). Called under the lock.
    private func openLogForReading(problems: inout [String]) throws(StoreError) -> Descriptor? {
        let opened = Descriptor(logPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
        if let opened, opened.isRegularFile, let info = opened.status {
            guard let reason = FileTrust.problem(withFile: info) else { return opened }
            let kept = (try? FileIO.keepAside(logPath, as: "untrusted", now: now())).map(StoreText.name)
            problems.append(
                kept.map { tr("history.log was not used (%s); kept it as %s and started fresh", reason, $0) }
                    ?? tr("history.log was not used (%s) and started fresh", reason))
            return nil
        }
        if opened == nil && errno == ENOENT { return nil }
        if opened == nil && errno != ELOOP { throw .readFailed(path: logPath, reason: Descriptor.errorText()) }
        let kind = opened?.status.map { FileIO.kind(of: $0.st_mode) } ?? tr("a symbolic link")
        let kept = (try? FileIO.keepAside(logPath, now: now())).map(StoreText.name)
        problems.append(
            kept.map {
                tr("history.log could not be used (it is %s, not a file); kept it as %s and started fresh", kind, $0)
            }
                ?? tr("history.log could not be used (it is %s, not a file) and started fresh", kind))
        return nil
    }

    /// Every record in the log, in order (tests and tools; the game reads the summary).
    public func records() -> [GameRecord] { records { _ in 0 } }

    /// The last `count` records, oldest first, read from the tail alone: what Nemesis learns from when new.
    public func recentRecords(_ count: Int) -> [GameRecord] {
        guard count > 0 else { return [] }
        // Read from a line's middle, the first line is no record: left out as damaged, uncounted.
        return Array(records { size in max(0, size - Int64(count * HistoryLine.maximumLength)) }.suffix(count))
    }

    /// The records from the offset `start` gives for the log's size on.
    private func records(from start: (Int64) -> Int64) -> [GameRecord] {
        guard let log = Descriptor(logPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK), log.isRegularFile else { return [] }
        var read: [GameRecord] = []
        var damaged = 0
        _ = forEachLine(of: log, from: start(log.size), damaged: &damaged) { read.append($0) }
        return read
    }

    // MARK: Writing

    /// The record as a line of the log (for a message that must not lose it).
    public static func line(for record: GameRecord) -> String {
        record.line
    }

    // MARK: Parts

    private func identity(of log: Descriptor) -> String {
        guard let info = log.status else { return "" }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// The stored summary when it fits `log`; otherwise an empty one (the log is then read from the start).
    func readHistorySummary(for log: Descriptor, problems: inout [String]) -> HistorySummary {
        let empty = HistorySummary(logIdentity: identity(of: log), coveredBytes: 0, damagedLines: 0, history: History())
        let store = PropertyListStore<HistorySummary>(path: summaryPath, limit: FileIO.Limit.summary, clock: now)
        switch store.load() {
        case .loaded(let summary)
        where summary.logIdentity == empty.logIdentity && summary.coveredBytes <= log.size
            && summary.coveredBytes >= 0:
            return summary
        case .keptAside(let keptAt, let reason):
            problems.append(
                tr(
                    "the history summary was damaged (%s); rebuilt it from history.log and kept the old one as %s",
                    reason, StoreText.name(keptAt)))
            return empty
        default:
            return empty
        }
    }

    func writeHistorySummary(_ summary: HistorySummary) throws(StoreError) {
        try PropertyListStore<HistorySummary>(path: summaryPath, limit: FileIO.Limit.summary, clock: now).save(summary)
    }

    /// Adds the complete lines after `summary.coveredBytes` to it.
    func scan(_ log: Descriptor, into summary: inout HistorySummary, problems: inout [String]) {
        var damaged = 0
        let end = forEachLine(of: log, from: summary.coveredBytes, damaged: &damaged) { summary.history.record($0) }
        summary.coveredBytes = end
        summary.damagedLines = min(summary.damagedLines + damaged, Statistics.largestCount)
        if damaged > 0 {
            problems.append(
                tr("history.log has %s that could not be read (left in the file)", StoreText.lines(damaged)))
        }
    }

    /// Calls `body` with each record of the complete lines from `offset`, in chunks; returns the offset after them.
    private func forEachLine(of log: Descriptor, from offset: Int64, damaged: inout Int, _ body: (GameRecord) -> Void)
        -> Int64
    {
        var position = offset
        var carry: [UInt8] = []
        let chunkSize = 1 << 20
        while true {
            let chunk = log.read(count: chunkSize, at: position + Int64(carry.count))
            if chunk.isEmpty { break }
            let bytes = carry + chunk
            var consumed = 0
            bytes.withUnsafeBufferPointer { all in
                var start = 0
                while let newline = all[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    let line = UnsafeBufferPointer(rebasing: all[start..<newline])
                    if line.first != UInt8(ascii: "#") && !line.isEmpty {
                        if let record = HistoryLine.decode(line) { body(record) } else { damaged += 1 }
                    }
                    start = newline + 1
                }
                consumed = start
            }
            position += Int64(consumed)
            carry = Array(bytes[consumed...])
            if carry.count > HistoryLine.maximumLength {
                // A "line" this long is no line: skip it to its end, counted once.
                damaged += 1
                position += Int64(carry.count)
                carry = []
                skipToNextLine(log, position: &position)
            }
        }
        return position
    }

    private func skipToNextLine(_ log: Descriptor, position: inout Int64) {
        while true {
            let chunk = log.read(count: 1 << 16, at: position)
            if chunk.isEmpty { return }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                position += Int64(newline + 1)
                return
            }
            position += Int64(chunk.count)
        }
    }

    /// `body` under the history's lock: what another window writes beside it (Nemesis's lessons) waits its turn.
    public func whileLocked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T { try locked(body) }

    func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try FileIO.makeFolder(folder)
        return try withLock(on: lockPath, body)
    }

    func withLock<T>(on path: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let (lock, _) = try Descriptor.ownFile(path, O_RDWR, now: now())
        return try lock.withExclusiveLock(waitingAtMost: lockWait, body)
    }
}
