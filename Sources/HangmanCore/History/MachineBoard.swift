/// One game on the machine's shared board: who played it (the account's number and login name,
/// as the system says them, never as the environment does) and its record.
public struct MachineEntry: Equatable, Sendable {
    public let uid: UInt32
    /// The login name, as read (checked: printable, no tab, at most 64 bytes); shown escaped.
    public let name: String
    public let record: GameRecord

    public init(uid: UInt32, name: String, record: GameRecord) {
        self.uid = uid
        self.name = name
        self.record = record
    }

    /// The same game can only be one player's: its key on the board (a daily's line at its first
    /// guess and at its end are two).
    public var key: String { "\(uid)-\(record.id)" + (record.begun ? "-begun" : "") }

    /// Whether a game belongs on a machine's board: a level's (not a challenge's: its seed was
    /// chosen) or a scored daily, begun or ended. The player's own history keeps every game.
    public static func belongsOnTheBoard(_ record: GameRecord) -> Bool {
        guard record.challenge == nil, record.mode == .evil else { return false }
        if record.begun { return record.daily != nil }
        if record.daily != nil { return true }
        return record.deal.day == nil && record.level.preset != nil
    }
}

/// The machine's shared board, built from its log (`MachineLine`): each level's best wins across the accounts, and
/// each day's daily (played, won). Like `History`, it keeps only what the pages show.
public struct MachineBoard: Equatable, Sendable {
    /// How many wins a level's page shows.
    public static let shown = 10
    /// Days of dailies kept (today's, plus a day just over and a clock that moved): few, so that a compacted log
    /// stays well under its limit with hundreds of players a day.
    public static let dailyDays = 3
    /// The most places an account holds on a level's page: one account's script cannot fill it.
    public static let perAccount = 3

    /// A level's best wins, best first.
    public private(set) var tables: [Level: [MachineEntry]] = [:]
    /// By day: the accounts that played its daily (the first record an account has of the day),
    /// and which of them won it.
    public private(set) var dailies: [UTCDay: [UInt32: Bool]] = [:]
    /// Every game it has read (each once, whatever the log repeats).
    public private(set) var games = 0
    private var seen: Set<String> = []
    /// An account's first daily of a day: the one line of theirs a day that compaction keeps.
    private var firstDaily: [DailyKey: String] = [:]
    private struct DailyKey: Hashable { let day: UTCDay, uid: UInt32 }
    /// The days whose dailies count, where the reader knows today: today and the two before (a
    /// line dated otherwise, by a clock set wrong or a forger, pushes no real day out).
    private let days: ClosedRange<Int>?

    public init(today: UTCDay? = nil) {
        days = today.map { ($0.number - Self.dailyDays + 1)...$0.number }
    }

    public init(entries: some Sequence<MachineEntry>, today: UTCDay? = nil) {
        self.init(today: today)
        for entry in entries { add(entry) }
    }

    /// Adds a game read from the log, in the log's order.
    public mutating func add(_ entry: MachineEntry) {
        guard MachineEntry.belongsOnTheBoard(entry.record), seen.insert(entry.key).inserted else { return }
        games += 1
        if let day = entry.record.daily {
            if let days, !days.contains(day.number) { return }
            // One daily an account and a day, whatever the language: the first on the board (its line at its first
            // guess), lost until its own end says otherwise; their other games that day do not count.
            let key = DailyKey(day: day, uid: entry.uid)
            if let first = firstDaily[key] {
                if first == entry.record.id && !entry.record.begun { dailies[day]?[entry.uid] = entry.record.won }
            } else {
                dailies[day, default: [:]][entry.uid] = !entry.record.begun && entry.record.won
                firstDaily[key] = entry.record.id
            }
            if dailies.count > Self.dailyDays, let oldest = dailies.keys.min() { dailies[oldest] = nil }
            return
        }
        guard entry.record.won else { return }
        let level = entry.record.level
        var table = tables[level] ?? []
        let place = table.firstIndex { GameRecord.ranksAbove(entry.record, $0.record) } ?? table.count
        guard place < Self.shown else { return }
        table.insert(entry, at: place)
        let theirs = table.indices.filter { table[$0].uid == entry.uid }
        if theirs.count > Self.perAccount { table.remove(at: theirs.last!) }
        if table.count > Self.shown { table.removeLast() }
        tables[level] = table
    }

    public func table(_ level: Level) -> [MachineEntry] { tables[level] ?? [] }

    /// The daily of `day` here: how many accounts played it, how many won.
    public func daily(on day: UTCDay) -> (played: Int, won: Int) {
        let players = dailies[day] ?? [:]
        return (players.count, players.values.filter { $0 }.count)
    }

    /// Whether the line of `entry` is one the pages still need: a win in a table, or a daily of
    /// a day kept. What compaction keeps when the log grows past its size.
    public func keeps(_ entry: MachineEntry) -> Bool {
        if let day = entry.record.daily {
            return dailies[day]?[entry.uid] != nil && firstDaily[DailyKey(day: day, uid: entry.uid)] == entry.record.id
        }
        return table(entry.record.level).contains { $0.uid == entry.uid && $0.record.id == entry.record.id }
    }
}

/// A line of the machine's shared log: the account's number and login name, then the game's
/// record as the player's own history writes it (`HistoryLine`), tab-separated. Plain text, one
/// line a game: a damaged, forged or giant line costs that line only.
public enum MachineLine {
    public static let header =
        """
        # evil-hangman machine board 1: uid, login, then a history line (ended, id, mode, result, misses, word, \
        host, daily, level, list, guesses, origin, seed, share, theme)\n
        """
    /// A line longer than this is damaged, whatever it holds.
    public static let maximumLength = HistoryLine.maximumLength + 96

    public static func encode(_ entry: MachineEntry) -> [UInt8] {
        Array("\(entry.uid)\t\(entry.name)\t".utf8) + HistoryLine.encode(entry.record)
    }

    /// The entry a line holds (without its newline), or nil for a damaged one.
    public static func decode(_ line: ArraySlice<UInt8>) -> MachineEntry? {
        guard line.count <= maximumLength, let firstTab = line.firstIndex(of: 9) else { return nil }
        let rest = line[(firstTab + 1)...]
        guard let secondTab = rest.firstIndex(of: 9) else { return nil }
        let uidBytes = line[line.startIndex..<firstTab]
        let nameBytes = rest[rest.startIndex..<secondTab]
        guard (1...10).contains(uidBytes.count), uidBytes.allSatisfy({ (48...57).contains($0) }),
            let uid = UInt32(String(decoding: uidBytes, as: UTF8.self)), let name = name(nameBytes)
        else { return nil }
        var record = Array(rest[(secondTab + 1)...])
        guard let decoded = record.withUnsafeMutableBufferPointer({ HistoryLine.decode(UnsafeBufferPointer($0)) })
        else { return nil }
        return MachineEntry(uid: uid, name: name, record: decoded)
    }

    /// A login name as a line may hold it: 1 to 64 bytes of UTF-8, nothing a terminal would
    /// take as a command (it is shown escaped all the same).
    static func name(_ bytes: ArraySlice<UInt8>) -> String? {
        guard (1...64).contains(bytes.count) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count,
            !text.unicodeScalars.contains(where: { PrintableText.needsEscaping($0.value) })
        else { return nil }
        return text
    }

    /// The name a login is written under: as the system gives it where a line can hold it,
    /// spelled out where it holds control characters, and its number where it cannot be written at all.
    public static func writtenName(_ login: String?, uid: UInt32) -> String {
        guard let login, !login.isEmpty else { return "uid\(uid)" }
        let escaped = PrintableText.escaping(login).replacingAll("\t", " ")
        return escaped.utf8.count <= 64
            ? escaped : String(decoding: Array(escaped.utf8.prefix(60)), as: UTF8.self) + "…"
    }
}
