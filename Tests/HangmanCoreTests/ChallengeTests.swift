import Testing
@testable import HangmanCore

/// A challenge code is a deal written down: it deals the game it was made from, so the same
/// guesses meet the same answers.
@Suite struct ChallengeTests {
    /// A level's game of the everyday words, dealt as a new game is.
    static func levelGame(_ level: Level, seed: UInt64) -> any Gameplay {
        var generator = SeededGenerator(seed: seed)
        let deal = Deal.new(Settings.firstLaunch.choosing(level), list: ShippedLists.common, id: .common, using: &generator).deal
        return deal.game(from: ShippedLists.common)!
    }

    static func play(_ game: any Gameplay, _ letters: String) -> (patterns: [String], status: GameStatus, word: String?) {
        var game = game, patterns: [String] = []
        for letter in letters where !game.isOver {
            _ = game.guess(String(letter))
            patterns.append(game.patternText)
        }
        return (patterns, game.status, game.word)
    }

    @Test(arguments: [Level.easy, .normal, .hard, .fiendish, .nemesis])
    func aLevelsCodeDealsItsGameAnswerForAnswer(level: Level) throws {
        for seed in UInt64(1)...4 {
            let game = Self.levelGame(level, seed: seed)
            let code = try #require(game.deal.code)
            #expect(code.hasPrefix("EH-") && code.count == 3 + 20 + 3)
            var read = try Deal(code: code)
            #expect(read.origin == .challenge && read.level == level && read.list == .common && read.length == game.wordLength)
            read.origin = .new
            #expect(read == game.deal, "the code holds the deal whole")
            let dealt = try #require(read.game(from: ShippedLists.common))
            let letters = "etaoinshrdlucmwfgypbvkjxqz"
            let a = Self.play(game, letters), b = Self.play(dealt, letters)
            #expect(a.patterns == b.patterns && a.status == b.status && a.word == b.word, "\(code)")
        }
    }

    /// A Nemesis game's code (the level, or Custom with its host) deals the Nemesis host, which
    /// counts on what it learnt of whoever plays it.
    @Test func aNemesisGamesCodeDealsNemesis() throws {
        let read = try Deal(code: try #require(Self.levelGame(.nemesis, seed: 7).deal.code))
        #expect(read.level == .nemesis && read.host == .nemesis)
        var custom = SeededGenerator(seed: 3)
        let learning = Deal.new(Settings(wordLength: 9, missesAllowed: 10, mode: .evil, host: .nemesis), list: ShippedLists.full,
                                id: .full, using: &custom).deal
        let customCode = try Deal(code: try #require(learning.code))
        #expect(customCode.level == .custom && customCode.host == .nemesis, "a Custom Nemesis game's code deals Nemesis")
    }

    /// Attack: a code put together by hand (its check made right) whose fields no game has — a
    /// level with another host, misses or length, a good game with a level — is refused; every
    /// code that is read deals a game whose own code it is, so its record is its own.
    @Test func aCodeOfFieldsNoGameHasIsRefusedAndEveryOtherDealsItsOwnGame() throws {
        let lists: [WordListID: WordList] = [.full: ShippedLists.full, .common: ShippedLists.common]
        var read = 0, refused = 0
        for level in Deal.codeLevels {
            for (list, words) in lists {
                for host in Deal.codeHosts {
                    for (length, misses) in [(8, 9), (8, 6), (7, 7), (5, 7), (12, 3)] {
                        let made = Deal(list: list, length: length, misses: misses, host: host, level: level, seed: 11)
                        guard let code = made.code, let deal = try? Deal(code: code) else { refused += 1; continue }
                        read += 1
                        let dealt = try #require(deal.game(from: words))
                        #expect(dealt.deal.code == code, "\(made)")
                    }
                }
            }
        }
        #expect(read > 20 && refused > 100, "\(read) read, \(refused) refused")
    }

    @Test func aGoodGameAndACustomOneHaveCodesToo() throws {
        var generator = SeededGenerator(seed: 9)
        let good = Deal.new(Settings(wordLength: 6, missesAllowed: 8, mode: .good), list: ShippedLists.full, id: .full,
                            using: &generator).deal.game(from: ShippedLists.full)!
        let code = try #require(good.deal.code)
        let dealt = try #require(try Deal(code: code).game(from: ShippedLists.full))
        #expect(dealt.committedWord == good.committedWord && dealt.mode == .good)
        var custom = SeededGenerator(seed: 3)
        let evil = Deal.new(Settings(wordLength: 7, missesAllowed: 9, mode: .evil, host: .classic), list: ShippedLists.full,
                            id: .full, using: &custom).deal.game(from: ShippedLists.full)!
        let c = try Deal(code: try #require(evil.deal.code))
        #expect(c.level == .custom && c.host == .classic && c.misses == 9)
        #expect(Self.play(try #require(c.game(from: ShippedLists.full)), "eaiou").patterns == Self.play(evil, "eaiou").patterns)
    }

    @Test func aDailyOrAWordsFileGameHasNoCode() {
        let daily = DailyGame.deal(for: UTCDay(date: "2026-11-20")!, list: ShippedLists.common, scored: true)
        #expect(daily.code == nil)
        let file = GoodGameplay(secret: "kiwi", misses: 5, list: .file(path: "/tmp/mine.txt"))
        #expect(file.deal.code == nil)
    }

    @Test func aCodeIsReadAsPeopleTypeIt() throws {
        let code = try #require(Self.levelGame(.normal, seed: 5).deal.code)
        let bare = String(code.dropFirst(3).filter { $0 != "-" })
        for typed in [code, code.lowercased(), bare, "eh " + bare.lowercased(), bare.replacing("0", with: "O").replacing("1", with: "l")] {
            #expect(try Deal(code: typed).code == code, "\(typed)")
        }
    }

    @Test func aWrongCodeSaysWhatIsWrong() throws {
        #expect(throws: Deal.CodeProblem.notACode) { try Deal(code: "") }
        #expect(throws: Deal.CodeProblem.notACode) { try Deal(code: "hello") }
        #expect(throws: Deal.CodeProblem.notACode) { try Deal(code: "EH-UUUUU-UUUUU-UUUUU-UUUUU") }  // U is no digit
        #expect(throws: Deal.CodeProblem.notACode) { try Deal(code: String(repeating: "7", count: 500)) }
        // 1.5's codes were a character shorter.
        #expect(throws: Deal.CodeProblem.otherVersion) { try Deal(code: "EH-7G0X5-Z2MGT-7Z4TV-KZSH") }
        let code = try #require(Self.levelGame(.hard, seed: 2).deal.code)
        // Any one character changed is caught by the check, but for the few the 9 bits let through.
        var caught = 0, tried = 0
        for (i, c) in code.enumerated() where c != "-" && i >= 3 {
            for other in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" where other != c {
                var changed = Array(code)
                changed[i] = other
                tried += 1
                do { _ = try Deal(code: String(changed)) } catch { caught += 1 }
            }
        }
        #expect(Double(caught) / Double(tried) > 0.99, "\(caught) of \(tried)")
    }

    @Test func aCodeOfAnotherVersionOrAnUnknownGameIsRefused() throws {
        // Codes made by hand with a right check: version 3, and a level this version has not.
        func code(version: UInt64, level: UInt64) -> String {
            var bits = Bits()
            bits.append(version, 3); bits.append(1, 2); bits.append(level, 3); bits.append(0, 4)
            bits.append(7, 6); bits.append(6, 5); bits.append(12345, 64)
            bits.append(UInt64(Deal.check(bits)), 9)
            return "EH" + String(bits.groups(of: 5).map { Deal.alphabet[Int($0)] })
        }
        #expect(try Deal(code: code(version: 2, level: 5)).level == .custom)
        #expect(throws: Deal.CodeProblem.otherVersion) { try Deal(code: code(version: 3, level: 5)) }
        #expect(throws: Deal.CodeProblem.unknownGame) { try Deal(code: code(version: 2, level: 7)) }
    }

    @Test func aRecordKeepsItsDealAndAForgedOneIsADamagedLine() throws {
        var game = Self.levelGame(.normal, seed: 7)
        var deal = try Deal(code: try #require(game.deal.code))
        game = try #require(deal.game(from: ShippedLists.common))
        for letter in "qxzjkvwyfbgpmhdc" where !game.isOver { _ = game.guess(String(letter)) }
        try #require(game.isOver)
        let record = GameRecord(ended: game, id: "c-1").stamped(1_795_000_000)
        #expect(record.challenge != nil && record.line.split(separator: "\t").count == 15)
        #expect(GameRecord(line: record.line) == record)
        // The deal's origin said otherwise, or a seed that is not a number: the line is damaged.
        for (field, forged) in [(11, "daily:2026-11-20"), (12, "x"), (13, "2"), (14, "9")] {
            var fields = record.line.split(separator: "\t").map(String.init)
            fields[field] = forged
            #expect(GameRecord(line: fields.joined(separator: "\t")) == nil, "\(forged)")
        }
        deal.origin = .new
        #expect(GameRecord(line: record.line)?.deal.origin == .challenge)
    }
}
