import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

extension HistoryLog {
    /// Appends `record` unless its id is among the latest lines. Returns the history with it when the summary was
    /// up to date (nil otherwise: the next `load` catches up), and what was wrong on the way.
    public func record(_ record: GameRecord) throws(StoreError) -> (history: History?, problems: [String]) {
        try FileIO.makeFolder(folder)
        var notes: [String] = []
        let history = try locked { () throws(StoreError) in try append([record], notes: &notes) }
        return (history, notes)
    }

    /// The records not among the latest lines, in one write under the caller's lock; catches the summary up if near.
    func append(_ records: [GameRecord], notes: inout [String]) throws(StoreError) -> History? {
        let (log, keptAside) = try Descriptor.ownFile(logPath, O_WRONLY | O_APPEND, now: now())
        if let keptAside {
            notes.append(
                tr("history.log was not a file; kept it as %s and started a new one", StoreText.name(keptAside)))
        }
        guard let reader = Descriptor(logPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
            throw .writeFailed(path: logPath, reason: Descriptor.errorText())
        }
        let sizeBefore = try repairTornEnd(of: log, reader: reader, notes: &notes)
        let tail = reader.read(count: Int(min(sizeBefore, Self.dedupWindow)), at: max(0, sizeBefore - Self.dedupWindow))
        var seen = Self.ids(in: tail)
        var bytes: [UInt8] = sizeBefore == 0 ? Array(HistoryLine.header.utf8) : []
        var added = 0
        for r in records where !seen.contains(Self.key(of: r)) {
            seen.insert(Self.key(of: r))
            bytes += HistoryLine.encode(r)
            added += 1
        }
        guard added > 0 else { return nil }
        do throws(StoreError) {
            try log.write(bytes)
            try log.sync()
        } catch {
            // A write cut short (a full disk) leaves no torn line: the log is cut back, the records go to pending.
            _ = ftruncate(log.fd, off_t(sizeBefore))
            throw error
        }
        if sizeBefore == 0 { FileIO.syncFolder(folder) }
        var problems: [String] = []
        var summary = readHistorySummary(for: reader, problems: &problems)
        guard problems.isEmpty, sizeBefore - summary.coveredBytes <= Self.catchUpLimit else { return nil }
        scan(reader, into: &summary, problems: &problems)
        try? writeHistorySummary(summary)
        return summary.history
    }

    /// A last line cut short (a crash, a full disk) is cut off before appending: it can never be taken for a record,
    /// nor joined to the next line. Returns the log's new size.
    private func repairTornEnd(of log: Descriptor, reader: Descriptor, notes: inout [String]) throws(StoreError)
        -> Int64
    {
        let size = log.size
        guard size > 0, reader.read(count: 1, at: size - 1) != [UInt8(ascii: "\n")] else { return size }
        var end = size
        while end > 0 {
            let start = max(0, end - 4096)
            let chunk = reader.read(count: Int(end - start), at: start)
            if let newline = chunk.lastIndex(of: UInt8(ascii: "\n")) {
                end = start + Int64(newline) + 1
                break
            }
            end = start
        }
        guard ftruncate(log.fd, off_t(end)) == 0 else {
            throw .writeFailed(path: logPath, reason: Descriptor.errorText())
        }
        notes.append(
            tr(
                "history.log ended in a line cut short (%s bytes of a write that did not finish); it was cut off",
                size - end))
        return end
    }

    /// A record's identity: its id, and whether it is a daily's begun line (its end, same id, comes later and counts).
    static func key(of record: GameRecord) -> String { record.begun ? record.id + " begun" : record.id }

    /// The keys of `tail`'s whole lines: its first may be cut by the window, its last by an unfinished write.
    static func ids(in tail: [UInt8]) -> Set<String> {
        var ids = Set<String>()
        var lines = tail.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        if tail.first != UInt8(ascii: "\n") { lines = lines.dropFirst() }
        if tail.last != UInt8(ascii: "\n") { lines = lines.dropLast() }
        for line in lines {
            let record = line.withUnsafeBufferPointer { HistoryLine.decode($0) }
            if let record { ids.insert(key(of: record)) }
        }
        return ids
    }

    /// How far back a new record's id is looked for (a game recorded twice comes right after its first time).
    static let dedupWindow: Int64 = 64 * 1024
    /// The most log a game end reads to bring a stale summary up to date; beyond, the next start does.
    static let catchUpLimit: Int64 = 1 << 20
}
