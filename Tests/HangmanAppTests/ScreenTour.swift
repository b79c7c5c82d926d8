import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// Every side and window a player can reach, and the notes they meet on the way, at one size:
/// the states the label, help and fit tests walk. Each is reached by keys, as a player reaches it.
enum ScreenTour {
    struct Stop {
        let name: String
        let game: TestGame
    }

    /// A history with a full page for each level and several settings on the Custom, Good and
    /// Phrases pages: tables that scroll, columns that must fit.
    static var fullHistory: History {
        var h = History()
        var n = 0
        func add(_ word: String, misses: Int, allowed: Int, mode: GameMode = .evil, host: Host? = .classic, level: Level,
                 list: RecordedList, daily: UTCDay? = nil) {
            n += 1
            let guesses = Array(Set(word.filter { $0 != " " })).sorted() + Array("qzxjvkw".prefix(misses))
            h.record(GameRecord(id: "h\(n)", word: word, won: true, missesMade: misses, missesAllowed: allowed, wordLength: word.count,
                                mode: mode, endedAt: TestLists.now - Int64(n) * 86_400, host: host, daily: daily, level: level,
                                list: list, guesses: guesses))
        }
        for i in 0..<12 {
            add("bluebird", misses: i % 7, allowed: 9, level: .easy, list: .shipped(.common))
            add("abcdefghilmnops", misses: i % 6, allowed: 7, host: .cunning, level: .hard, list: .shipped(.common))
            add("uncopyrightable", misses: i % 5, allowed: 12 + i % 3, host: i % 2 == 0 ? .classic : .cunning, level: .custom,
                list: i % 3 == 0 ? .file(name: "WORDS_FROM_MY_OWN_LIST_2026.TXT") : .shipped(.full))
            add("straße", misses: i % 4, allowed: 8, mode: .good, host: nil, level: .custom, list: .shipped(.dictionary(.german)))
            add("strawberry root weevil", misses: i % 3, allowed: 10, host: .cunning, level: .custom, list: .shipped(.phrases))
        }
        return h
    }

    /// What Nemesis learnt of a player of English (a dozen games of R S T L N E first) and of
    /// Spanish (three games of vowels first).
    static let learntHabits: PlayerHabits = {
        var habits = PlayerHabits()
        for n in 0..<12 {
            habits.learn(from: GameRecord(id: "en\(n)", word: "abcdefgh", won: n % 3 == 0, missesMade: 4, missesAllowed: 8, wordLength: 8,
                                          mode: .evil, endedAt: Int64(n), list: RecordedList(.full),
                                          guesses: Array(n % 4 == 0 ? "rstlneaioudh" : "rstlnaeiodcm")))
        }
        for n in 0..<3 {
            habits.learn(from: GameRecord(id: "es\(n)", word: "abcdef", won: true, missesMade: 2, missesAllowed: 8, wordLength: 6,
                                          mode: .evil, endedAt: Int64(20 + n), list: RecordedList(.everyday(.spanish)),
                                          guesses: Array("aeoirnsctl")))
        }
        return habits
    }()

    static func stops(width: Int, height: Int) -> [Stop] {
        var stops: [Stop] = []
        func add(_ name: String, _ game: TestGame) { stops.append(Stop(name: name, game: game)) }
        let evil = Settings(wordLength: 4, missesAllowed: 2, mode: .evil)

        var fresh = TestGame(settings: evil, width: width, height: height)
        add("front, new game", fresh)
        fresh.press(.key(.tab))
        add("settings side", fresh)
        for control in SettingsControl.allCases.dropFirst() {
            fresh.press(.key(.down))
            add("settings side, \(control) focused", fresh)
        }
        var changed = TestGame(settings: evil, width: width, height: height)
        changed.type("e")
        changed.press(.key(.tab))
        changed.press(.key(.right))
        add("settings side, a level chosen mid-game", changed)
        changed.press(.key(.down))
        changed.press(.key(.right))
        add("settings side, length changed mid-game", changed)

        var playing = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), width: width, height: height)
        playing.type("eq")
        add("front, mid-game", playing)
        var nothing = playing
        nothing.press(.key(.function(9)))
        add("front, a key that does nothing", nothing)
        nothing.press(.paste(characters: 100_000))
        add("front, a paste ignored", nothing)
        nothing.type("e")
        add("front, a letter tried twice", nothing)
        var quit = playing
        quit.press(.key(.escape))
        add("quit question", quit)
        quit.press(.character("x"))
        add("quit question, a key that is no answer", quit)
        var leave = playing
        leave.press(.key(.control("n")))
        add("new game question", leave)
        leave.press(.character("y"))
        add("front, the game left as lost", leave)
        var daily = playing
        daily.press(.key(.function(5)))
        add("daily question", daily)
        daily.press(.character("y"))
        add("front, the daily dealt", daily)
        daily.type("etaoinshrdlucmfwypvbgkqjxz")
        add("daily over: scores", daily)
        daily.press(.character("c"))
        add("daily over: how I cheated", daily)
        daily.press(.key(.enter))
        daily.newGame()
        daily.press(.key(.function(5)))
        add("daily done, shown again on F5", daily)
        daily.press(.character("y"))
        add("daily done, copied", daily)

        var lost = TestGame(settings: evil, width: width, height: height)
        lost.type("qz")
        add("game over: scores", lost)
        lost.press(.character("s"))
        add("game over: statistics", lost)
        var nemesis = TestGame(settings: Settings(wordLength: 4, missesAllowed: 2, mode: .evil, host: .nemesis), width: width, height: height)
        nemesis.send(.habits(.loaded(learntHabits, problem: nil)))
        nemesis.newGame()
        nemesis.type("qz")
        add("a Nemesis game over: scores", nemesis)
        nemesis.press(.character("c"))
        add("a Nemesis game over: how I cheated", nemesis)
        var knows = lost
        knows.press(.character("k"))
        add("game over: what I know, not read yet", knows)
        knows.send(.habits(.loaded(learntHabits, problem: nil)))
        add("game over: what I know", knows)
        knows.press(.key(.end))
        add("game over: what I know, scrolled", knows)
        knows.press(.character("f"))
        add("forget question", knows)
        knows.press(.character("y"))
        add("what I know, forgotten", knows)
        lost.press(.character("c"))
        add("game over: how I cheated", lost)
        lost.press(.character("e"))
        add("game over: a letter after the end", lost)
        lost.press(.character(" "))
        add("game over: seeing the board", lost)
        lost.press(.key(.enter))
        lost.press(.key(.escape))
        add("front, lost", lost)
        lost.press(.key(.escape))
        add("front, lost, Esc again", lost)
        lost.press(.key(.function(4)))
        add("high scores on F4", lost)

        var long = TestGame(settings: Settings(wordLength: 8, missesAllowed: 12, mode: .evil, host: .cunning), history: fullHistory,
                            width: width, height: height)
        long.type("etaoinshrdlucmfwypvbgkqjxz")
        add("a long evil game over: scores", long)
        long.press(.character("c"))
        add("a long evil game over: how I cheated", long)
        long.press(.key(.end))
        add("a long evil game over: how I cheated, scrolled", long)
        long.press(.character("h"))
        for page in ScorePage.allCases {
            long.send(.window(.showScorePage(page)))
            add("full history: the \(page) page", long)
            long.press(.key(.end))
            add("full history: the \(page) page, scrolled", long)
        }
        long.press(.character("s"))
        add("full history: statistics", long)

        var won = TestGame(settings: Settings(wordLength: 4, missesAllowed: 26, mode: .good), width: width, height: height)
        let secret = (won.app.play.game as? GoodGameplay)?.secret ?? ""
        won.type(String(Set(secret)))
        add("won: scores", won)
        won.press(.character("y"))
        add("won: copied", won)
        won.press(.key(.escape))
        add("front, won", won)
        return stops
    }

    /// The tour, and help opened over each stop that can open it.
    static func stopsWithHelp(width: Int, height: Int) -> [Stop] {
        var all: [Stop] = []
        for stop in stops(width: width, height: height) {
            all.append(stop)
            guard !stop.game.app.windows.seeingTheBoard else { continue }
            var help = stop.game
            help.press(.character("?"))
            all.append(Stop(name: stop.name + ", help", game: help))
            help.press(.key(.end))
            all.append(Stop(name: stop.name + ", help, scrolled", game: help))
        }
        return all
    }
}
