import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

extension HistoryLog {
    static let pendingName = "history.pending"

    /// Keeps a record that could not be appended, in the first of `pendingFolders` that takes it, under that
    /// folder's own lock (the loader takes it too before it reads and removes the file). Returns the file.
    public func keepPending(_ record: GameRecord) throws(StoreError) -> String {
        var failure = StoreError.writeFailed(
            path: folder + "/" + Self.pendingName, reason: tr("no folder to keep it in"))
        for pendingFolder in pendingFolders {
            let path = pendingFolder + "/" + Self.pendingName
            do throws(StoreError) {
                try FileIO.makeFolder(pendingFolder)
                try withLock(on: path + ".lock") { () throws(StoreError) in
                    let (file, _) = try Descriptor.ownFile(path, O_WRONLY | O_APPEND, now: now())
                    let size = file.size
                    // After a write cut short, the record starts a line of its own.
                    let torn =
                        size > 0
                        && Descriptor(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)?.read(count: 1, at: size - 1) != [10]
                    do throws(StoreError) {
                        try file.write(
                            (size == 0 ? Array(HistoryLine.header.utf8) : torn ? [10] : []) + HistoryLine.encode(record)
                        )
                        try file.sync()
                    } catch {
                        _ = ftruncate(file.fd, off_t(size))
                        throw error
                    }
                }
                return path
            } catch {
                failure = error
            }
        }
        throw failure
    }

    /// Whether every record stands in a whole line near the end of the log.
    private func allRecorded(_ records: [GameRecord]) -> Bool {
        guard let log = Descriptor(logPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else { return records.isEmpty }
        let size = log.size
        let window = Self.dedupWindow + Int64(records.count * HistoryLine.maximumLength)
        let ids = Self.ids(in: log.read(count: Int(min(size, window)), at: max(0, size - window)))
        return records.allSatisfy { ids.contains(Self.key(of: $0)) }
    }

    /// Appends the records of `folder`'s pending file (those not there already), then removes it. Called under the
    /// history's lock; takes the pending file's own too, so no record is added while it is read and removed.
    func mergePendingRecords(in folder: String, problems: inout [String]) {
        let path = folder + "/" + Self.pendingName
        do throws(StoreError) {
            try withLock(on: path + ".lock") { () throws(StoreError) in
                let bytes: [UInt8]
                do throws(StoreError) {
                    guard
                        let read = try FileIO.read(
                            path, limit: FileIO.Limit.pendingRecords, followLinks: false, ownFile: true)
                    else { return }
                    bytes = read
                } catch .notARegularFile(_, let kind) {
                    let kept = try FileIO.keepAside(path, now: now())
                    problems.append(
                        tr("%s was %s, not a file; kept it as %s", Self.pendingName, kind, StoreText.name(kept)))
                    return
                } catch .notTrusted(_, let reason) {
                    let kept = try FileIO.keepAside(path, as: "untrusted", now: now())
                    problems.append(
                        tr("%s was not used (%s); kept it as %s", Self.pendingName, reason, StoreText.name(kept)))
                    return
                }
                var records: [GameRecord] = []
                var damaged = 0
                bytes.withUnsafeBufferPointer { all in
                    for line in all.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
                        if let r = HistoryLine.decode(UnsafeBufferPointer(rebasing: line)) {
                            records.append(r)
                        } else {
                            damaged += 1
                        }
                    }
                }
                _ = try append(records, notes: &problems)
                // Dropped only once each record stands in the log as a whole line.
                guard allRecorded(records) else {
                    problems.append(
                        tr("the scores kept in %s are not all in history.log yet; the file stays", StoreText.show(path))
                    )
                    return
                }
                if damaged > 0 {
                    let kept = try FileIO.keepAside(path, now: now())
                    problems.append(
                        tr(
                            "%s has %s that could not be read (kept as %s)", StoreText.name(path),
                            StoreText.lines(damaged), StoreText.name(kept)))
                } else {
                    try FileIO.remove(path)
                }
            }
        } catch {
            problems.append(tr("the scores kept in %s could not be added yet (%s)", StoreText.show(path), error.reason))
        }
    }
}
