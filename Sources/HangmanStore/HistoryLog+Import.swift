import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// 1.0's `history.plist`, moved into the log once.
extension HistoryLog {
    /// Moves 1.0's `history.plist` into the log (once; the log must not exist yet). Read in
    /// chunks, so a history of a million games costs seconds, not gigabytes.
    func importLegacyFile(problems: inout [String]) {
        var info = stat()
        guard lstat(legacyPath, &info) == 0, lstat(logPath, &info) != 0 else { return }
        func refuse(_ reason: String) {
            if let kept = try? FileIO.keepAside(legacyPath, now: now()) {
                problems.append(tr("history.plist could not be used (%s); kept it as %s and started fresh", reason, StoreText.name(kept)))
            } else {
                problems.append(tr("history.plist could not be used (%s)", reason))
            }
        }
        guard let file = Descriptor(legacyPath, O_RDONLY | O_NONBLOCK), file.isRegularFile else {
            return refuse(tr("it is not a file"))
        }
        guard file.size <= Int64(FileIO.Limit.legacyHistory) else { return refuse(tr("it is larger than %s", StoreText.size(FileIO.Limit.legacyHistory))) }
        let contents: LegacyHistoryFile.Contents
        do throws(LegacyHistoryFile.Refusal) {
            contents = try LegacyHistoryFile.read(file, limit: Int64(FileIO.Limit.legacyHistory))
        } catch .newerVersion(let v) {
            return refuse(NewerFormatError(version: v).description)
        } catch {
            return refuse(tr("not a history this game wrote"))
        }
        do {
            try FileIO.writeAtomically(Array(HistoryLine.header.utf8) + contents.lines, to: logPath)
            let kept = try FileIO.keepAside(legacyPath, as: "imported", now: now())
            var left: [String] = []
            if contents.skipped > 0 { left.append(tr("%s could not be real games", StoreText.records(contents.skipped))) }
            if let broken = contents.brokenAt { left.append(tr("the file is damaged after its first %s (%s)", StoreText.records(contents.imported), broken)) }
            if !left.isEmpty {
                problems.append(tr("history.plist: %s; the rest is in the history (the file is kept as %s)", left.joined(separator: "; "), StoreText.name(kept)))
            }
        } catch {
            problems.append(tr("the scores in history.plist could not be moved to history.log: %s", error))
        }
    }
}
