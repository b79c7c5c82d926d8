import Testing
@testable import HangmanCore

/// A challenge code deals the game it was made from: the same guesses meet the same answers.
@Suite struct ChallengeTests {
    /// A level's game of the everyday words, dealt as a new game is.
    static func levelGame(_ level: Level, seed: UInt64) -> any Gameplay {
        var generator = SeededGenerator(seed: seed)
        return GameFactory.newGame(settings: Settings.firstLaunch.choosing(level), list: ShippedLists.common, id: .common,
                                   using: &generator).game
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
            let challenge = try #require(Challenge(game: game))
            #expect(challenge.level == level && challenge.list == .common && challenge.length == game.wordLength)
            let code = challenge.code
            #expect(code.hasPrefix("EH-") && code.count == 3 + 19 + 3)
            let read = try Challenge(code: code)
            #expect(read == challenge)
            let dealt = try #require(read.deal(from: ShippedLists.common))
            let letters = "etaoinshrdlucmwfgypbvkjxqz"
            let a = Self.play(game, letters), b = Self.play(dealt, letters)
            #expect(a.patterns == b.patterns && a.status == b.status && a.word == b.word, "\(code)")
            #expect(Level.of(dealt) == level)
        }
    }

    /// Nemesis came after Custom in the codes: a code 1.4 made (a Custom game of the Cunning host)
    /// still names Custom, and a Nemesis game's code (the level, or Custom with its host) deals
    /// the Nemesis host, which counts on what it learnt of whoever plays it.
    @Test func codesMadeBeforeTheNemesisLevelStillReadAndItsOwnDealIt() throws {
        let old = try Challenge(code: "EH-7G0X5-Z2MGT-7Z4TV-KZSH")
        #expect(old.level == .custom && old.host == .cunning && old.list == .full && old.length == 8 && old.missesAllowed == 10)
        let nemesis = try #require(Challenge(game: Self.levelGame(.nemesis, seed: 7)))
        let read = try Challenge(code: nemesis.code)
        #expect(read.level == .nemesis && read.host == .nemesis)
        #expect(try #require(read.deal(from: ShippedLists.common)).host == .nemesis)
        var custom = SeededGenerator(seed: 3)
        let learning = GameFactory.newGame(settings: Settings(wordLength: 9, missesAllowed: 10, mode: .evil, host: .nemesis),
                                           list: ShippedLists.full, id: .full, using: &custom).game
        let made = try #require(Challenge(game: learning))
        let customCode = try Challenge(code: made.code)
        #expect(customCode.level == .custom && customCode.host == .nemesis, "a Custom Nemesis game's code deals Nemesis")
        let dealt = try #require(customCode.deal(from: ShippedLists.full))
        #expect(dealt.host == .nemesis && Challenge(game: dealt)?.code == made.code)
    }

    /// Attack: a code put together by hand (its check made right) whose fields no game has — a
    /// level with another host, misses or length, a good game with a level — is refused; every
    /// code that is read deals a game whose own code it is, so its record is its own.
    @Test func aCodeOfFieldsNoGameHasIsRefusedAndEveryOtherDealsItsOwnGame() throws {
        let lists: [WordListID: WordList] = [.full: ShippedLists.full, .common: ShippedLists.common]
        var read = 0, refused = 0
        for level in Challenge.levels {
            for (list, words) in lists {
                for mode in GameMode.allCases {
                    for host in [Host.classic, .cunning, .nemesis] {
                        for (length, misses) in [(8, 9), (8, 6), (7, 7), (5, 7), (12, 3)] {
                            let made = Challenge(list: list, length: length, missesAllowed: misses, mode: mode, host: host, level: level, seed: 11)
                            guard let code = try? Challenge(code: made.code) else { refused += 1; continue }
                            read += 1
                            let dealt = try #require(code.deal(from: words))
                            #expect(Challenge(game: dealt)?.code == made.code, "\(made)")
                        }
                    }
                }
            }
        }
        #expect(read > 20 && refused > 100, "\(read) read, \(refused) refused")
    }

    @Test func aGoodGameAndACustomOneHaveCodesToo() throws {
        var generator = SeededGenerator(seed: 9)
        let good = GameFactory.newGame(settings: Settings(wordLength: 6, missesAllowed: 8, mode: .good), list: ShippedLists.full, id: .full,
                                       using: &generator).game
        let code = try #require(Challenge(game: good)).code
        let dealt = try #require(try Challenge(code: code).deal(from: ShippedLists.full))
        #expect(dealt.committedWord == good.committedWord && dealt.mode == .good)
        var custom = SeededGenerator(seed: 3)
        let evil = GameFactory.newGame(settings: Settings(wordLength: 7, missesAllowed: 9, mode: .evil, host: .classic), list: ShippedLists.full,
                                       id: .full, using: &custom).game
        let c = try #require(Challenge(game: evil))
        #expect(c.level == .custom && c.host == .classic && c.missesAllowed == 9)
        #expect(Self.play(try #require(try Challenge(code: c.code).deal(from: ShippedLists.full)), "eaiou").patterns
                == Self.play(evil, "eaiou").patterns)
    }

    @Test func aDailyOrAWordsFileGameHasNoCode() {
        let daily = DailyGame.newGame(for: UTCDay(date: "2026-11-20")!, list: ShippedLists.common)
        #expect(Challenge(game: daily) == nil)
        let file = GoodGameplay(secret: "kiwi", missesAllowed: 5, wordList: .file(path: "/tmp/mine.txt"))
        #expect(Challenge(game: file) == nil)
    }

    @Test func aCodeIsReadAsPeopleTypeIt() throws {
        let code = try #require(Challenge(game: Self.levelGame(.normal, seed: 5))).code
        let bare = String(code.dropFirst(3).filter { $0 != "-" })
        for typed in [code, code.lowercased(), bare, "eh " + bare.lowercased(), bare.replacingAll("0", "O").replacingAll("1", "l")] {
            #expect(try Challenge(code: typed).code == code, "\(typed)")
        }
    }

    @Test func aWrongCodeSaysWhatIsWrong() throws {
        #expect(throws: Challenge.Problem.notACode) { try Challenge(code: "") }
        #expect(throws: Challenge.Problem.notACode) { try Challenge(code: "hello") }
        #expect(throws: Challenge.Problem.notACode) { try Challenge(code: "EH-UUUUU-UUUUU-UUUUU-UUUU") }  // U is no digit
        #expect(throws: Challenge.Problem.notACode) { try Challenge(code: String(repeating: "7", count: 500)) }
        let code = try #require(Challenge(game: Self.levelGame(.hard, seed: 2))).code
        // Any one character changed is caught by the check, but for the few the 8 bits let through.
        var caught = 0, tried = 0
        for (i, c) in code.enumerated() where c != "-" && i >= 3 {
            for other in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" where other != c {
                var changed = Array(code)
                changed[i] = other
                tried += 1
                do { _ = try Challenge(code: String(changed)) } catch { caught += 1 }
            }
        }
        #expect(Double(caught) / Double(tried) > 0.98, "\(caught) of \(tried)")
        #expect(throws: Challenge.Problem.mistyped) {
            var changed = Array(code)
            changed[4] = changed[4] == "A" ? "B" : "A"
            changed[5] = changed[5] == "A" ? "B" : "A"
            let typed = String(changed)
            if (try? Challenge(code: typed)) != nil { throw Challenge.Problem.mistyped }  // the rare pair the check lets through
            _ = try Challenge(code: typed)
        }
    }

    @Test func aCodeOfANewerVersionOrAnUnknownGameIsRefused() throws {
        // Codes made by hand with a right check: version 2, and a level this version has not.
        func code(version: UInt64, level: UInt64) -> String {
            var bits = Bits()
            bits.append(version, 3); bits.append(1, 1); bits.append(0, 1); bits.append(level, 3); bits.append(1, 4)
            bits.append(7, 6); bits.append(6, 5); bits.append(12345, 64)
            bits.append(UInt64(Challenge.check(bits)), 8)
            return "EH" + String(bits.groups(of: 5).map { Challenge.alphabet[Int($0)] })
        }
        #expect(try Challenge(code: code(version: 1, level: 1)).level == .normal)
        #expect(throws: Challenge.Problem.newerVersion) { try Challenge(code: code(version: 2, level: 1)) }
        #expect(throws: Challenge.Problem.unknownGame) { try Challenge(code: code(version: 1, level: 7)) }
        #expect(throws: Challenge.Problem.unknownGame, "Custom with the Nemesis host, but a host that does not think ahead") {
            try Challenge(code: code(version: 1, level: 6))
        }
    }

    @Test func aRecordKeepsItsChallengeAndAForgedOneIsADamagedLine() throws {
        let game = Self.levelGame(.normal, seed: 7)
        var played = game
        for letter in "qxzjkvwy" where !played.isOver { _ = played.guess(String(letter)) }
        var finished = FinishedGame(game: played.isOver ? played : game, id: "c-1")
        finished.challenge = try #require(Challenge(game: game)).code
        guard played.isOver else { return }
        let record = finished.record(endedAt: 1_795_000_000)
        #expect(record.line.split(separator: "\t").count == 12)
        #expect(GameRecord(line: record.line) == record)
        // Garbage, or the code of a game of another level, in its place: the line is damaged.
        let hard = try #require(Challenge(game: Self.levelGame(.hard, seed: 8))).code
        for forged in ["EH-XXXXX", "-", hard] {
            let line = record.line.split(separator: "\t").dropLast().joined(separator: "\t") + "\t" + forged
            #expect(GameRecord(line: line) == nil, "\(forged)")
        }
    }
}
