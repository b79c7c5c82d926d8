import HangmanCore
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// What a game's end costs on a shared machine: twenty players (twenty processes, this bench run
/// again as `--machine-writer`) each end a game at the same moment, round after round: one record
/// in their own history and one line in the machine's log under its lock, as the game does after
/// the last guess. Timed from
/// the record's start to the line written: median, p99 and max, with the log empty and with it at
/// its size limit (the writer that crosses it compacts it); and whether every line is there.
enum MachineBoardBench {
    static let writerFlag = "--machine-writer"
    /// Seconds between the rounds in which every player ends a game at once.
    static let round = 0.1

    static func run(players: Int = 20, games: Int = 50) -> (table: String, json: String) {
        var lines = [
            """
            \nthe machine's board: a game's end (own history + one shared line) with \(players) players ending a \
            game at the same moment, \(games) times, ms
            """,
            """
            log at start          game end: median   p99      max      own history: p99   shared line: p99   \
            lines written
            """,
        ]
        var json: [String] = []
        for (name, prefill) in [("empty", 0), ("at its size limit", Int(MachineLog.sizeLimit) - 4_096)] {
            let r = measure(players: players, games: games, prefillBytes: prefill)
            lines.append(
                name.padding(22) + ms(percentile(r.end, 0.5) / 1000).pad(19) + ms(percentile(r.end, 0.99) / 1000).pad(9)
                    + ms((r.end.max() ?? 0) / 1000).pad(9) + ms(percentile(r.own, 0.99) / 1000).pad(19)
                    + ms(percentile(r.line, 0.99) / 1000).pad(19)
                    + "  " + r.written)
            json.append(
                """
                {\"log\":\"\(name)\",\"players\":\(players),\"games\":\(games),\
                \"endMedianMs\":\(percentile(r.end, 0.5)),
                """
                    + """
                    \"endP99Ms\":\(percentile(r.end, 0.99)),\"endMaxMs\":\(r.end.max() ?? 0),\
                    \"lineP99Ms\":\(percentile(r.line, 0.99)),
                    """
                        + """
                        \"failed\":\(r.failed),\"counted\":\(r.counted.map(String.init) ?? "null"),\
                        \"expected\":\(players * games)}
                        """
            )
        }
        lines.append("goal: p99 within one frame (16 ms); every line written")
        let one = oneAccount()
        lines.append(
            """
            one account, 1,000 games from 20 data folders (dailies of one day and dated any day, wins at three \
            levels),
            """
                + " the log at its limit at the start:")
        lines.append(
            """
              a line added: median \(ms(percentile(one.times, 0.5) / 1000))  p99 \
            \(ms(percentile(one.times, 0.99) / 1000))
            """
                + """
                  max \(ms((one.times.max() ?? 0) / 1000)) ms (the max is a compaction); the log at most \
                \(one.largest / 1024) KiB
                """
                    + """
                     of its \(MachineLog.sizeLimit / 1024) KiB; its places on a page: \(one.places) of \
                    \(MachineBoard.shown)
                    """
        )
        json.append(
            """
            {\"log\":\"one account, 1000 \
            games\",\"lineP99Ms\":\(percentile(one.times, 0.99)),\"lineMaxMs\":\(one.times.max() ?? 0),
            """
                + "\"largestBytes\":\(one.largest),\"places\":\(one.places)}")
        return (lines.joined(separator: "\n"), "[" + json.joined(separator: ",") + "]")
    }

    /// One run: the log prefilled with `prefillBytes` of other players' lines, then `players`
    /// writers started together.
    static func measure(players: Int, games: Int, prefillBytes: Int) -> (
        end: [Double], line: [Double], own: [Double], failed: Int, counted: Int?, written: String
    ) {
        let folder = "/tmp/hangman-bench-machine-\(getpid())"
        _ = try? FileIO.makeFolder(folder)
        chmod(folder, 0o755)
        let log = folder + "/" + MachineLog.fileName
        var bytes = Array(MachineLine.header.utf8)
        var i = 0
        while bytes.count < prefillBytes {
            bytes += MachineLine.encode(entry(uid: 90_000 + UInt32(i % 500), game: i, won: i % 3 != 0))
            i += 1
        }
        let secret = open(folder + "/" + MachineLog.secretName, O_WRONLY | O_CREAT | O_TRUNC, 0o640)
        _ = [UInt8](repeating: 7, count: 32).withUnsafeBytes { write(secret, $0.baseAddress, 32) }
        close(secret)
        let fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o664)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)
        close(fd)
        let start = now() + 0.3  // every writer is ready by then
        var children: [(pid_t, String)] = []
        for player in 0..<players {
            let out = folder + "/times-\(player)"
            let history = folder + "/player-\(player)"
            _ = try? FileIO.makeFolder(history)
            let argv = [selfPath(), writerFlag, folder, history, String(player), String(games), String(start), out]
            var cArgs = argv.map { strdup($0) } + [nil]
            defer { for p in cArgs { free(p) } }
            var pid = pid_t()
            if posix_spawn(&pid, argv[0], nil, nil, &cArgs, environ) == 0 { children.append((pid, out)) }
        }
        var end: [Double] = []
        var line: [Double] = []
        var own: [Double] = []
        var failed = players * games  // until a writer says otherwise
        for (pid, out) in children {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            for row in Self.text(out).split(separator: "\n") {
                let parts = row.split(separator: " ").compactMap { Double($0) }
                if parts.count == 3 {
                    end.append(parts[0])
                    line.append(parts[1])
                    own.append(parts[2])
                    failed -= 1
                }
            }
        }
        // The lines in the log: all of them where it started empty; where it was compacted on the
        // way, only what the pages show was kept, so only the writers' failures are counted.
        let counted =
            prefillBytes == 0
            ? Self.text(log).split(separator: "\n").filter { $0.contains("\tbench-player-") }.count : nil
        let written =
            counted.map { "\($0) of \(players * games) in the log" }
            ?? "\(players * games - failed) of \(players * games) appended (compacted)"
        for name in FileIO.files(in: folder) { unlink(folder + "/" + name) }
        for player in 0..<players {
            for name in FileIO.files(in: folder + "/player-\(player)") { unlink(folder + "/player-\(player)/" + name) }
            rmdir(folder + "/player-\(player)")
        }
        rmdir(folder)
        return (end, line, own, failed, counted, written + (failed > 0 ? ", \(failed) FAILED" : ""))
    }

    /// One account ending a thousand games in one process, as if from twenty data folders: each
    /// line's time (in ms), the largest the log grew, and the account's places on the Easy page.
    static func oneAccount() -> (times: [Double], largest: Int64, places: Int) {
        let folder = "/tmp/hangman-bench-machine-one-\(getpid())"
        _ = try? FileIO.makeFolder(folder)
        chmod(folder, 0o755)
        let secret = open(folder + "/" + MachineLog.secretName, O_WRONLY | O_CREAT | O_TRUNC, 0o640)
        _ = [UInt8](repeating: 7, count: 32).withUnsafeBytes { write(secret, $0.baseAddress, 32) }
        close(secret)
        // The log starts at its size limit, other accounts' lines: this account's first line compacts it.
        var bytes = Array(MachineLine.header.utf8)
        var i = 0
        while bytes.count < Int(MachineLog.sizeLimit) - 700 {
            bytes += MachineLine.encode(entry(uid: 90_000 + UInt32(i % 500), game: i, won: i % 3 != 0))
            i += 1
        }
        let fd = open(folder + "/" + MachineLog.fileName, O_WRONLY | O_CREAT | O_TRUNC, 0o664)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer {
            for name in FileIO.files(in: folder) { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        guard case .opened(let log) = MachineLog.open(folder: folder, owner: getuid()) else { return ([], 0, 0) }
        let today = UTCDay(utcSeconds: 1_800_000_000)
        var times: [Double] = []
        var largest: Int64 = 0
        for game in 0..<1_000 {
            var entry = entry(uid: 4242, game: game, won: game % 3 == 0)
            if game % 2 == 0 {
                let day = game % 6 == 0 ? today : UTCDay(number: today.number + (game % 10 == 0 ? 300 : -(game % 40)))
                let record = GameRecord(
                    id: "folder\(game % 20)-\(game)", word: "elephant", won: game % 4 == 0,
                    missesMade: game % 4 == 0 ? 2 : 6, missesAllowed: 6, wordLength: 8, mode: .evil,
                    endedAt: Int64(day.number) * 86_400 + 600, host: DailyGame.host, daily: day,
                    list: RecordedList(.common))
                entry = MachineEntry(uid: 4242, name: "player4242", record: record)
            }
            let began = now()
            try? log.append(entry, today: today)
            times.append((now() - began) * 1000)
            var info = stat()
            if stat(folder + "/" + MachineLog.fileName, &info) == 0 { largest = max(largest, Int64(info.st_size)) }
        }
        let places = (try? log.board(today: today))?.0.table(.easy).filter { $0.uid == 4242 }.count ?? -1
        return (times, largest, places)
    }

    static func text(_ path: String) -> String {
        (try? FileIO.read(path, limit: 1 << 22)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The child: waits for the start, then ends `games` games as the game does, timing each.
    static func writer(_ arguments: [String]) -> Never {
        guard arguments.count == 6, let player = UInt32(arguments[2]), let games = Int(arguments[3]),
            let start = Double(arguments[4]),
            case .opened(let log) = MachineLog.open(folder: arguments[0], owner: getuid())
        else { exit(2) }
        let history = HistoryLog(folder: arguments[1])
        var out = ""
        for game in 0..<games {
            // Every player ends a game at the same moment, a round every `round` seconds.
            let due = start + Double(game) * round
            while now() < due { usleep(UInt32(max(100, min(1_000, (due - now()) * 1e6)))) }
            let entry = entry(uid: player, game: game, won: game % 2 == 0)
            let began = now()
            _ = try? history.record(entry.record)
            let lineBegan = now()
            do {
                try log.append(entry, today: UTCDay(utcSeconds: Int64(time(nil))))
                out += "\((now() - began) * 1000) \((now() - lineBegan) * 1000) \((lineBegan - began) * 1000)\n"
            } catch {
                out += "failed\n"
            }
        }
        let fd = open(arguments[5], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = Array(out.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        exit(0)
    }

    static func entry(uid: UInt32, game: Int, won: Bool) -> MachineEntry {
        let record = GameRecord(
            id: "bench-player-\(uid)-\(game)", word: "elephant", won: won, missesMade: won ? game % 7 : 7,
            missesAllowed: 7,
            wordLength: 8, mode: .evil, endedAt: 1_800_000_000 + Int64(game), host: .classic, level: .easy,
            list: RecordedList(.common))
        return MachineEntry(uid: uid, name: "player\(uid)", record: record)
    }

    static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0
            ? String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
