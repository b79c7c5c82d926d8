import HangmanCore

/// `history.summary.plist` (see `HistoryLog`).
struct HistorySummary: Codable {
    /// A summary of an earlier version is not used: the log is read again instead.
    static let currentVersion = 3
    var version = HistorySummary.currentVersion
    /// The log it was built from (device and inode): a new log means a new summary.
    var logIdentity: String
    var coveredBytes: Int64
    var damagedLines: Int
    var history: History

    init(logIdentity: String, coveredBytes: Int64, damagedLines: Int, history: History) {
        self.logIdentity = logIdentity
        self.coveredBytes = coveredBytes
        self.damagedLines = damagedLines
        self.history = history
    }

    enum CodingKeys: String, CodingKey { case version, logIdentity, coveredBytes, damagedLines, history }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        if version < Self.currentVersion {
            // Covers nothing this version can use: the log is read from the start.
            (logIdentity, coveredBytes, damagedLines, history) = ("", 0, 0, History())
            return
        }
        logIdentity = try c.decode(String.self, forKey: .logIdentity)
        coveredBytes = try c.decode(Int64.self, forKey: .coveredBytes)
        damagedLines = try c.decode(Int.self, forKey: .damagedLines)
        history = try c.decode(History.self, forKey: .history)
        guard version == Self.currentVersion, logIdentity.utf8.count <= 64, coveredBytes >= 0,
            (0...Statistics.largestCount).contains(damagedLines)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .coveredBytes, in: c, debugDescription: tr("impossible summary"))
        }
    }
}
