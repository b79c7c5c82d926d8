import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Appending to the log: whole lines only, each game once.
extension HistoryLog {
    /// Appends `record` (once: a record whose id is already among the latest lines is not
    /// added again). Returns the stored history with it when the summary was up to date (nil
    /// when it was not: the next `load` brings it up to date), and what was wrong on the way.
    public func record(_ record: GameRecord) throws(StoreError) -> (history: History?, problems: [String]) {
        try FileIO.makeFolder(folder)
        var notes: [String] = []
        let history = try locked { () throws(StoreError) in try append([record], notes: &notes) }
        return (history, notes)
    }

    /// Appends `records` (those not among the latest lines already) in one write, under the lock
    /// (held by the caller), and brings the summary up to date when it is close enough.
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
            // A write cut short (a full disk) leaves no torn line behind: the log goes back to
            // where it was, and the records go to the pending file.
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

    /// A last line cut short (a crash, a full disk in the middle of an append) is cut off before
    /// anything is appended: it can never be taken for a record, nor joined to the next line.
    /// Returns the log's size after the repair.
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

    /// What makes a record the same as one written before: its id, and whether it is the line
    /// written ahead when a daily begins (its end, with the same id, comes later and counts).
    static func key(of record: GameRecord) -> String { record.begun ? record.id + " begun" : record.id }

    /// The keys (`key(of:)`) of the records in the whole lines of `tail` (its first line may be
    /// cut by the window, its last by a write that did not finish: neither counts).
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
