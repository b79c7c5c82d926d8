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
///
/// - `history.log`: every finished game, one line each (`HistoryLine`), only ever appended to.
///   Ending a game writes one line, however long the history.
/// - `history.summary.plist`: the high scores and statistics (`History`) over the log's first
///   `coveredBytes`, so that a start reads a small file and the few lines after it, not the whole
///   log. It is derived data: when missing or damaged it is rebuilt from the log.
/// - `history.lock`: held (`flock`) while the log or the summary is written or rebuilt.
/// - `history.plist` (version 1.0's file, every record in one property list): moved into the
///   log once, then kept as `history.plist.imported-<UTC timestamp>`.
/// - `history.pending`: records that could not be appended when their game ended (a full disk, a
///   read-only folder), kept here or in the `pendingFolders` and appended at the next load.
public final class HistoryLog: Sendable {
    public let folder: String
    /// Where a record that cannot be appended is kept for later: this folder first, then these.
    public let pendingFolders: [String]
    public var logPath: String { folder + "/history.log" }
    var summaryPath: String { folder + "/history.summary.plist" }
    var lockPath: String { folder + "/history.lock" }
    var legacyPath: String { folder + "/history.plist" }
    private let clock: @Sendable () -> Int

    /// `clock` gives the UTC seconds used to name files kept aside.
    public init(folder: String, pendingFolders: [String] = [], clock: @escaping @Sendable () -> Int = { Int(time(nil)) }) {
        self.folder = folder
        self.pendingFolders = [folder] + pendingFolders.filter { $0 != folder }
        self.clock = clock
    }

    // MARK: Reading

    /// The history, and a line for each problem met (damaged lines, a summary rebuilt, an old
    /// file imported or refused). Never throws: what cannot be read is reported and left in place.
    public func load() -> (History, [String]) {
        var problems: [String] = []
        let pending = pendingFolders.map { $0 + "/" + Self.pendingName }.filter { access($0, F_OK) == 0 }
        guard access(logPath, F_OK) == 0 || access(legacyPath, F_OK) == 0 || !pending.isEmpty else { return (History(), []) }
        do {
            return try locked { () throws(StoreError) in
                importLegacyFile(problems: &problems)
                for path in pending { appendPendingRecords(from: path, problems: &problems) }
                let opened = Descriptor(logPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
                guard let log = opened, log.isRegularFile else {
                    // A link, a FIFO, a device…: not the log. Moved aside (a link is not followed).
                    if opened == nil && errno == ENOENT { return (History(), problems) }
                    if opened == nil && errno != ELOOP {
                        problems.append("history.log could not be read (\(Descriptor.errorText()))")
                        return (History(), problems)
                    }
                    let kind = opened?.status.map { FileIO.kind(of: $0.st_mode) } ?? "a symbolic link"
                    let kept = (try? FileIO.moveAside(logPath, now: clock())).map { "; kept it as " + StoreText.name($0) } ?? ""
                    problems.append("history.log could not be used (it is \(kind), not a file)\(kept) and started fresh")
                    return (History(), problems)
                }
                var summary = readSummary(for: log, problems: &problems)
                let before = summary.coveredBytes
                scan(log, into: &summary, problems: &problems)
                if summary.coveredBytes != before { try? writeSummary(summary) }
                return (summary.history, problems)
            }
        } catch {
            problems.append("the history could not be read: \(error)")
            return (History(), problems)
        }
    }

    /// Every record in the log, in order (tests and tools; the game reads the summary).
    public func records() -> [GameRecord] {
        guard let log = Descriptor(logPath, O_RDONLY | O_NOFOLLOW) else { return [] }
        var all: [GameRecord] = []
        var damaged = 0
        _ = forEachLine(of: log, from: 0, damaged: &damaged) { all.append($0) }
        return all
    }

    // MARK: Writing

    static let pendingName = "history.pending"

    /// Keeps a record that could not be appended, for the next load. Returns the file it is in.
    public func keepPending(_ record: GameRecord) throws(StoreError) -> String {
        var failure = StoreError.writeFailed(path: folder + "/" + Self.pendingName, reason: "no folder to keep it in")
        for pendingFolder in pendingFolders {
            let path = pendingFolder + "/" + Self.pendingName
            do throws(StoreError) {
                try FileIO.makeFolder(pendingFolder)
                let (file, _) = try Descriptor.ownFile(path, O_WRONLY | O_APPEND, now: clock())
                try file.write((file.size == 0 ? Array(HistoryLine.header.utf8) : []) + HistoryLine.encode(record))
                try file.sync()
                return path
            } catch {
                failure = error
            }
        }
        throw failure
    }

    /// The record as a line of the log (for a message that must not lose it).
    public static func line(for record: GameRecord) -> String {
        String(decoding: HistoryLine.encode(record).dropLast(), as: UTF8.self)
    }

    /// Appends `record` (once: a record whose id is already among the latest lines is not
    /// added again). Returns the stored history with it when the summary was up to date, nil
    /// when it was not (the next `load` brings it up to date).
    public func record(_ record: GameRecord) throws(StoreError) -> (history: History?, problems: [String]) {
        try FileIO.makeFolder(folder)
        var notes: [String] = []
        let history = try locked { () throws(StoreError) in try append(record, notes: &notes) }
        return (history, notes)
    }

    /// Appends under the lock (held by the caller); the summary as `record` describes.
    private func append(_ record: GameRecord, notes: inout [String]) throws(StoreError) -> History? {
        let (log, keptAside) = try Descriptor.ownFile(logPath, O_WRONLY | O_APPEND, now: clock())
        if let keptAside { notes.append("history.log was not a file; kept it as \(StoreText.name(keptAside)) and started a new one") }
        let sizeBefore = log.size
        guard let reader = Descriptor(logPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
            throw .writeFailed(path: logPath, reason: Descriptor.errorText())
        }
        let tail = reader.read(count: Int(min(sizeBefore, Self.dedupWindow)), at: max(0, sizeBefore - Self.dedupWindow))
        if Self.contains(Array("\t\(record.id)\t".utf8), in: tail) { return nil }
        var line: [UInt8] = sizeBefore == 0 ? Array(HistoryLine.header.utf8) : []
        // A line cut short by a crash is left as it is (and reported as damaged), never joined to this one.
        if let last = tail.last, last != UInt8(ascii: "\n") { line.append(UInt8(ascii: "\n")) }
        line += HistoryLine.encode(record)
        try log.write(line)
        try log.sync()
        if sizeBefore == 0 { FileIO.syncFolder(folder) }
        var problems: [String] = []
        var summary = readSummary(for: reader, problems: &problems)
        guard problems.isEmpty, sizeBefore - summary.coveredBytes <= Self.catchUpLimit else { return nil }
        scan(reader, into: &summary, problems: &problems)
        try? writeSummary(summary)
        return summary.history
    }

    /// How far back a new record's id is looked for (a game recorded twice comes right after its first time).
    static let dedupWindow: Int64 = 64 * 1024
    /// The most log a game end reads to bring a stale summary up to date; beyond, the next start does.
    static let catchUpLimit: Int64 = 1 << 20

    // MARK: Parts

    /// The summary file's contents: a history and how much of the log it covers.
    struct Summary: Codable {
        var version = 1
        /// The log it was built from (device and inode): a new log means a new summary.
        var logIdentity: String
        var coveredBytes: Int64
        var damagedLines: Int
        var history: History
    }

    private func identity(of log: Descriptor) -> String {
        guard let info = log.status else { return "" }
        return "\(info.st_dev):\(info.st_ino)"
    }

    /// The stored summary when it fits `log`; otherwise an empty one (the log is then read from the start).
    private func readSummary(for log: Descriptor, problems: inout [String]) -> Summary {
        let empty = Summary(logIdentity: identity(of: log), coveredBytes: 0, damagedLines: 0, history: History())
        let store = PropertyListStore<Summary>(path: summaryPath, clock: clock)
        switch store.load() {
        case .loaded(let summary) where summary.logIdentity == empty.logIdentity && summary.coveredBytes <= log.size
                                        && summary.coveredBytes >= 0:
            return summary
        case .quarantined(let movedTo, let reason):
            problems.append("the history summary was damaged (\(reason)); rebuilt it from history.log and kept the old one as "
                            + StoreText.name(movedTo))
            return empty
        default:
            return empty
        }
    }

    private func writeSummary(_ summary: Summary) throws(StoreError) {
        try PropertyListStore<Summary>(path: summaryPath, clock: clock).save(summary)
    }

    /// Adds the complete lines after `summary.coveredBytes` to it.
    private func scan(_ log: Descriptor, into summary: inout Summary, problems: inout [String]) {
        var damaged = 0
        let end = forEachLine(of: log, from: summary.coveredBytes, damaged: &damaged) { summary.history.record($0) }
        summary.coveredBytes = end
        summary.damagedLines += damaged
        if damaged > 0 {
            problems.append("history.log has \(StoreText.lines(damaged)) that could not be read (left in the file)")
        }
    }

    /// Calls `body` with each record of the complete lines from `offset`, in chunks (memory stays
    /// small whatever the log's size). Returns the offset after the last complete line.
    private func forEachLine(of log: Descriptor, from offset: Int64, damaged: inout Int, _ body: (GameRecord) -> Void) -> Int64 {
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
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) { position += Int64(newline + 1); return }
            position += Int64(chunk.count)
        }
    }

    /// Appends the records of a pending file to the log (those not there already), then removes it.
    private func appendPendingRecords(from path: String, problems: inout [String]) {
        let bytes: [UInt8]
        do throws(StoreError) {
            guard let read = try FileIO.read(path, limit: FileIO.Limit.pendingRecords) else { return }
            bytes = read
        } catch {
            problems.append("the scores kept in \(PrintableText.escaping(path)) could not be read (\(error.reason))")
            return
        }
        var records: [GameRecord] = []
        var damaged = 0
        bytes.withUnsafeBufferPointer { all in
            for line in all.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
                if let r = HistoryLine.decode(UnsafeBufferPointer(rebasing: line)) { records.append(r) } else { damaged += 1 }
            }
        }
        do throws(StoreError) {
            for r in records { _ = try append(r, notes: &problems) }
            if damaged > 0 {
                _ = try? FileIO.moveAside(path, now: clock())
                problems.append("\(PrintableText.escaping(path)) has \(StoreText.lines(damaged)) that could not be read (kept aside)")
            } else {
                try FileIO.remove(path)
            }
        } catch {
            problems.append("the scores kept in \(PrintableText.escaping(path)) could not be added yet (\(error.reason))")
        }
    }

    /// Moves 1.0's `history.plist` into the log (once; the log must not exist yet).
    private func importLegacyFile(problems: inout [String]) {
        guard access(legacyPath, F_OK) == 0, access(logPath, F_OK) != 0 else { return }
        let store = PropertyListStore<LegacyHistoryFile>(path: legacyPath, limit: FileIO.Limit.legacyHistory, clock: clock)
        switch store.load() {
        case .loaded(let legacy):
            var bytes = Array(HistoryLine.header.utf8)
            for r in legacy.records { bytes += HistoryLine.encode(r) }
            do {
                try FileIO.writeAtomically(bytes, to: logPath)
                let kept = try FileIO.moveAside(legacyPath, as: "imported", now: clock())
                if legacy.skipped > 0 {
                    problems.append("history.plist: \(StoreText.records(legacy.skipped)) could not be real games and were left out "
                                    + "(the file is kept as \(StoreText.name(kept)))")
                }
            } catch {
                problems.append("the scores in history.plist could not be moved to history.log: \(error)")
            }
        case .quarantined(let movedTo, let reason):
            problems.append("history.plist was damaged (\(reason)); kept it as "
                            + StoreText.name(movedTo) + " and started fresh")
        case .unreadable(let reason):
            problems.append("history.plist could not be read (\(reason))")
        case .missing:
            break
        }
    }

    private func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try FileIO.makeFolder(folder)
        let (lock, _) = try Descriptor.ownFile(lockPath, O_RDWR, now: clock())
        return try lock.withExclusiveLock(body)
    }

    static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { h in
            for i in 0...(h.count - needle.count) where h[i] == needle[0] {
                var j = 1
                while j < needle.count, h[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            return false
        }
    }
}
