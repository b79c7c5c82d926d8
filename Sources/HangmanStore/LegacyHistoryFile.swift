#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HangmanCore

/// `history.plist` as version 1.0 wrote it: every record in one property list, rewritten at
/// every game end. Read once to move its records into `history.log`.
struct LegacyHistoryFile: Decodable {
    var records: [GameRecord]
    /// Records that could not be real games (kept in the original file, which is never deleted).
    var skipped = 0

    enum CodingKeys: String, CodingKey { case version, records }
    enum RecordKeys: String, CodingKey { case id, word, won, missesMade, missesAllowed, wordLength, mode, date }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try c.decodeIfPresent(Int.self, forKey: .version), version > 1 {
            throw NewerFormatError(version: version)
        }
        var list = try c.nestedUnkeyedContainer(forKey: .records)
        records = []
        while !list.isAtEnd {
            // One bad record costs that record only (the file is kept as it was, whatever it holds).
            guard let r = try? list.nestedContainer(keyedBy: RecordKeys.self) else {
                _ = try? list.decode(Skipped.self)
                skipped += 1
                continue
            }
            guard let record = try? Self.record(r), record.problem == nil else { skipped += 1; continue }
            records.append(record)
        }
    }

    private static func record(_ r: KeyedDecodingContainer<RecordKeys>) throws -> GameRecord? {
        let seconds = try r.decode(Date.self, forKey: .date).timeIntervalSince1970
        guard seconds.isFinite, seconds >= 0, seconds <= Double(GameRecord.latestTime) else { return nil }
        return GameRecord(id: try r.decode(String.self, forKey: .id), word: try r.decode(String.self, forKey: .word),
                          won: try r.decode(Bool.self, forKey: .won), missesMade: try r.decode(Int.self, forKey: .missesMade),
                          missesAllowed: try r.decode(Int.self, forKey: .missesAllowed),
                          wordLength: try r.decode(Int.self, forKey: .wordLength),
                          mode: try r.decode(GameMode.self, forKey: .mode), endedAt: Int64(seconds))
    }

    /// Anything at all: how a value that is not a record is stepped over.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
