import Testing
@testable import HangmanCore
@testable import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// 10,000 seeded mutations of valid files (truncation, bit flips, type swaps, deep nesting, huge
/// numbers, NaN, control characters), each loaded by the store that reads it. Nothing may crash;
/// a file that does not load must be moved aside byte for byte, and one that loads must hold
/// values a game can use.
@Suite struct FileFuzzTests {
    static let full = try! WordListFile.load(path: TestFiles.resources + "/words.txt")

    enum Kind: CaseIterable { case settings, game, summary, log }

    static func seeds() throws -> [(Kind, [UInt8])] {
        func fixture(_ name: String) -> [UInt8] { Array(TestFiles.read(TestFiles.fixture("v1.0.0/" + name))!.utf8) }
        let folder = TestFiles.tempFolder("fuzz-seed")
        try PropertyListStore<Settings>(path: folder + "/s.plist").save(Settings(wordLength: 6, missesAllowed: 7, mode: .good))
        let log = HistoryLog(folder: folder)
        for i in 0..<12 {
            _ = try log.record(GameRecord(id: "seed-\(i)", word: "kiwi", won: i % 3 != 0, missesMade: i % 4, missesAllowed: 6,
                                          wordLength: 4, mode: i % 2 == 0 ? .evil : .good, endedAt: 1_700_000_000 + Int64(i)))
        }
        func read(_ path: String) -> [UInt8] { Array(TestFiles.read(path)!.utf8) }
        return [(.settings, fixture("settings-classic-common.plist")), (.settings, fixture("settings-good.plist")),
                (.settings, read(folder + "/s.plist")),
                (.game, fixture("game-evil.plist")), (.game, fixture("game-good.plist")),
                (.summary, read(folder + "/history.summary.plist")),
                (.log, read(folder + "/history.log"))]
    }

    /// One mutation of `bytes`, chosen by `rng`.
    static func mutate(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var out = bytes
        func replaceAll(_ a: String, _ b: String) {
            let text = String(decoding: out, as: UTF8.self)
            out = Array(text.split(separator: a, omittingEmptySubsequences: false).joined(separator: b).utf8)
        }
        func replaceOne(_ a: String, _ b: String) {
            let text = String(decoding: out, as: UTF8.self)
            let parts = text.split(separator: a, omittingEmptySubsequences: false)
            guard parts.count > 1 else { return }
            let k = Int.random(in: 1..<parts.count, using: &rng)
            out = Array((parts[..<k].joined(separator: a) + b + parts[k...].joined(separator: a)).utf8)
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: out = Array(out.prefix(Int.random(in: 0...out.count, using: &rng)))  // truncation
        case 1:  // bit flips
            for _ in 0..<Int.random(in: 1...8, using: &rng) where !out.isEmpty {
                out[Int.random(in: 0..<out.count, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng)
            }
        case 2:  // type swaps
            let swaps = [("<integer>", "<string>"), ("</integer>", "</string>"), ("<string>", "<integer>"), ("</string>", "</integer>"),
                         ("<true/>", "<integer>1</integer>"), ("<integer>", "<real>"), ("</integer>", "</real>"), ("<date>", "<real>")]
            let (a, b) = swaps.randomElement(using: &rng)!
            replaceOne(a, b)
        case 3:  // deep nesting
            let depth = Int.random(in: 10...5_000, using: &rng)
            replaceOne("<dict>", String(repeating: "<array>", count: depth) + "<dict>")
        case 4:  // huge numbers
            let huge = ["99999999999999999999999999", "-9223372036854775809", "18446744073709551616", "1e308", "-0"].randomElement(using: &rng)!
            replaceOne("<integer>", "<integer>" + huge)
            if String(decoding: out, as: UTF8.self).contains("\t") { replaceOne("\t", "\t" + huge) }
        case 5:  // NaN and infinities
            let nan = ["<real>nan</real>", "<real>inf</real>", "<real>-inf</real>"].randomElement(using: &rng)!
            replaceOne("<integer>1</integer>", nan)
            replaceOne("<false/>", nan)
            replaceOne("</date>", "</date>" + nan)
            if String(decoding: out, as: UTF8.self).contains("\t") { replaceOne("\t17", "\tnan") }
        case 6:  // control characters and escapes inside text
            let evil = ["\u{1b}[2J", "\u{1b}]0;x\u{7}", "\u{0}", "\u{9b}31m", "\n", "&#27;"].randomElement(using: &rng)!
            replaceOne("</string>", evil + "</string>")
            if String(decoding: out, as: UTF8.self).contains("\t") { replaceOne("\t", evil + "\t") }
        case 7: replaceAll("<key>", "<key>x")  // unknown keys: missing fields
        case 8: out += out  // two documents (or a doubled log)
        default:  // random bytes in the middle
            let at = Int.random(in: 0...out.count, using: &rng)
            out.insert(contentsOf: (0..<Int.random(in: 1...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: at)
        }
        return out
    }

    @Test func tenThousandMutatedFilesNeverCrashAndAreKeptAsideWhenBad() throws {
        let seeds = try Self.seeds()
        var rng = SeededGenerator(seed: 11)
        let folder = TestFiles.tempFolder("fuzz")
        var loaded = 0, keptAside = 0, logs = 0
        for n in 0..<10_000 {
            let (kind, seed) = seeds[n % seeds.count]
            let bytes = Self.mutate(seed, &rng)
            for name in TestFiles.files(in: folder) { unlink(folder + "/" + name) }
            let name: String = switch kind {
            case .settings: "settings.plist"
            case .game: "game.plist"
            case .summary: "history.summary.plist"
            case .log: "history.log"
            }
            let path = folder + "/" + name
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            func checkKeptAside(_ outcome: String, rewritten: Bool = false) {
                let aside = TestFiles.files(in: folder).filter { $0.hasPrefix(name + ".corrupt-") }
                #expect(aside.count == 1, "case \(n) (\(kind)): \(outcome), not kept aside")
                if let a = aside.first {
                    #expect(TestFiles.bytes(folder + "/" + a) == bytes, "case \(n): the file kept aside is not the file")
                }
                // Gone (a summary is rebuilt in its place from the log).
                #expect(rewritten || access(path, F_OK) != 0)
                keptAside += 1
            }
            // A newer version's file (a mutated version number) stays, byte for byte, where it was.
            func checkLeftAsItIs() {
                #expect(TestFiles.bytes(path) == bytes, "case \(n): a newer version's file was changed")
                #expect(!TestFiles.files(in: folder).contains { $0.hasPrefix(name + ".corrupt-") }, "case \(n): a newer file kept aside")
                keptAside += 1
            }
            switch kind {
            case .settings:
                switch PropertyListStore<Settings>(path: path).load() {
                case .loaded(let s):
                    #expect(Settings.missesRange.contains(s.missesAllowed) && (1...WordList.maximumLength).contains(s.wordLength))
                    loaded += 1
                case .keptAside: checkKeptAside("refused")
                case .newer: checkLeftAsItIs()
                case .missing, .unreadable: Issue.record("case \(n): settings neither loaded nor kept aside")
                }
            case .game:
                switch PropertyListStore<SavedGame>(path: path).load() {
                case .loaded(let saved):
                    #expect(saved.problem == nil)
                    _ = PreviewGameplay(saved: saved)
                    if let game = try? saved.restore(using: Self.full) {
                        #expect(game.snapshot().guesses == saved.guesses)
                    }
                    loaded += 1
                case .keptAside: checkKeptAside("refused")
                case .newer: checkLeftAsItIs()
                case .missing, .unreadable: Issue.record("case \(n): game neither loaded nor kept aside")
                }
            case .summary:
                TestFiles.write("# log\n", to: folder + "/history.log")
                let (history, _) = HistoryLog(folder: folder).load()
                #expect(history.problem == nil)
                if TestFiles.files(in: folder).contains(where: { $0.hasPrefix(name + ".corrupt-") }) { checkKeptAside("summary refused", rewritten: true) } else { loaded += 1 }
            case .log:
                // The log is never moved aside nor rewritten: a bad line costs that line.
                let (history, _) = HistoryLog(folder: folder).load()
                #expect(history.problem == nil, "case \(n)")
                #expect(history.count <= 2 * 12)
                #expect(TestFiles.bytes(path) == bytes, "case \(n): the log was rewritten")
                logs += 1
            }
        }
        print("fuzz: \(loaded) loaded, \(keptAside) kept aside, \(logs) logs read")
        #expect(loaded > 1_000 && keptAside > 1_000)
    }
}
