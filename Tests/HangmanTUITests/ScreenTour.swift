import HangmanCore
@testable import HangmanTUI

/// Every side and window a player can reach, at one size: the states the label and help tests
/// walk. Each is reached by keys, as a player reaches it.
enum ScreenTour {
    struct Stop {
        let name: String
        let game: TestGame
    }

    static func stops(width: Int, height: Int) -> [Stop] {
        var stops: [Stop] = []
        func add(_ name: String, _ game: TestGame) { stops.append(Stop(name: name, game: game)) }
        let evil = Settings(wordLength: 4, missesAllowed: 2, mode: .evil)

        var fresh = TestGame(settings: evil, width: width, height: height)
        add("front, new game", fresh)
        fresh.press(.key(.tab))
        add("settings side", fresh)
        fresh.press(.key(.down))
        fresh.press(.key(.down))
        add("settings side, mode focused", fresh)

        var playing = TestGame(settings: Settings(wordLength: 4, missesAllowed: 6, mode: .good), width: width, height: height)
        playing.type("eq")
        add("front, mid-game", playing)
        var quit = playing
        quit.press(.key(.escape))
        add("quit question", quit)
        var leave = playing
        leave.press(.key(.control("n")))
        add("new game question", leave)
        var daily = playing
        daily.press(.key(.function(5)))
        add("daily question", daily)

        var lost = TestGame(settings: evil, width: width, height: height)
        lost.type("qz")
        add("game over: scores", lost)
        lost.press(.character("s"))
        add("game over: statistics", lost)
        lost.press(.character("c"))
        add("game over: how I cheated", lost)
        lost.press(.character(" "))
        add("game over: seeing the board", lost)
        lost.press(.key(.enter))
        lost.press(.key(.enter))
        add("front, lost", lost)
        lost.press(.key(.function(4)))
        add("high scores on F4", lost)

        var won = TestGame(settings: Settings(wordLength: 4, missesAllowed: 26, mode: .good), width: width, height: height)
        let secret = (won.app.play.game as? GoodGameplay)?.secret ?? ""
        won.type(String(Set(secret)))
        add("won: scores", won)
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
        }
        return all
    }
}
