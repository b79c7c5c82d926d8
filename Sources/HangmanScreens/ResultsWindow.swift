import HangmanApp
import HangmanCore

/// The results window: it opens at every game end (titled for how the game ended) and on F4
/// ("High scores"); its pages are the high scores, the statistics and "How I cheated".
enum ResultsWindow {
    /// `rise` below 1 draws the window that far below its place (sliding up into it).
    static func draw(_ app: App, page: ResultsSection, rise: Double = 1, into frame: inout Frame) {
        let area = WindowChrome.draw(
            app, title: title(app, page), buttons: buttons(app, page), rise: rise, into: &frame)
        switch page {
        case .scores: ScoresPage.draw(app, area, into: &frame)
        case .statistics: StatisticsPage.draw(app, area, into: &frame)
        case .howICheated: HowICheatedPage.draw(app, area, into: &frame)
        case .habits: HabitsPage.draw(app, area, into: &frame)
        }
    }

    /// What the window is: how the game ended, when it opened at its end; else its page.
    static func title(_ app: App, _ page: ResultsSection) -> String {
        switch page {
        case .scores:
            guard let game = app.windows.subject else { return tr("High scores") }
            return game.won ? tr("You won!") : tr("Game over")
        case .statistics: return tr("Statistics")
        case .howICheated: return tr("How I cheated")
        case .habits: return tr("What I know about you")
        }
    }

    static func buttons(_ app: App, _ page: ResultsSection) -> [KeyLabel] {
        var buttons: [KeyLabel] = [.close, .newGameInWindow]
        if page != .scores { buttons.append(.scoresPage) }
        if page != .statistics { buttons.append(.statisticsPage) }
        if app.keyContext.howICheatedAvailable, page != .howICheated { buttons.append(.howICheatedPage) }
        // "What I know about you" is the page beside the statistics (K opens it from any page),
        // and after a Nemesis game, where what it knew decided the answers.
        if page == .statistics || (page != .habits && app.windows.subject?.game?.host == .nemesis) {
            buttons.append(.habitsPage)
        }
        if page == .habits, let habits = app.habits.habits {
            buttons.append(habits.learning ? .forgetHabits : .learnAgain)
        }
        if app.canSeeTheBoard { buttons.append(.seeTheBoard) }
        if let level = app.levelOffer, page != .habits { buttons.append(.tryLevel(level)) }
        return buttons
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        ScoreTable.pad(text, width, right: right)
    }
}
