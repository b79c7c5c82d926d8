import HangmanCore

/// Challenges: a game a friend can play. Every game but a daily has a code (its deal written
/// down: `Deal.code`), shown when it ends — in the results window's line to share and what Y
/// copies, and in line mode; F6 opens a window to type a friend's code (and `--challenge CODE`
/// asks at start), and the code's game is dealt: the same guesses meet the same answers. A
/// challenge's game ranks on its level's page, marked; it never reaches the machine board.
public struct ChallengeFeature {
    public enum Action: Equatable, Sendable {
        /// F6: the window to type a code in.
        case open
        /// A character typed into it.
        case type(Character)
        /// Backspace in it.
        case erase
        /// Enter in it: the code read, and its game dealt.
        case submit
    }

    /// What has been typed in the window.
    public fileprivate(set) var typed = ""
    /// Why the code typed was not taken (said in the window, under it).
    public fileprivate(set) var problem: String?

    /// The longest entry the window takes: a code with its dashes and some room for spaces.
    public static let longest = 34
}

/// A friend's game, from its code, as a source of games.
struct Challenge: GameSource {
    let deal: Deal

    var id: String { "challenge:" + (deal.code ?? "") }
    var leaving: (title: String, question: String) {
        (tr("Challenge?"), tr("This game is not over. Leave it for the challenge's game?"))
    }
    func list(in app: App) -> WordListID { deal.list }

    func deal(in app: inout App, list: WordList) -> Result<Dealt, Note> {
        guard let game = deal.game(from: list, habits: deal.host == .nemesis ? app.habits.known : nil) else {
            return .failure(
                Note(
                    trn(
                        "No challenge: %s has no words of %d letter here",
                        "No challenge: %s has no words of %d letters here",
                        deal.length, deal.list.shortName, deal.length), .problem))
        }
        let kind = UIText.kind(level: deal.level, mode: deal.mode, host: deal.host)
        let shape = (UIText.length(of: game), UIText.misses(deal.misses))
        // What Nemesis learnt of the friend stays with them: the same words, against what it knows of this player.
        let news =
            deal.host == .nemesis
            ? tr("Challenge (%1$s): %2$s, %3$s, against your own Nemesis", kind, shape.0, shape.1)
            : tr("Challenge (%1$s): %2$s, %3$s, answered as your friend's was", kind, shape.0, shape.1)
        return .success(Dealt(game: game, news: Note(news)))
    }
}

extension App {
    mutating func send(_ action: ChallengeFeature.Action) -> [Effect] {
        switch action {
        case .open:
            challenge = ChallengeFeature()
            side = .front
            windows.show(.challengeEntry)
        case .type(let character):
            guard challenge.typed.count < ChallengeFeature.longest, character.isASCII, !character.isNewline else {
                return []
            }
            challenge.typed.append(character)
            challenge.problem = nil
        case .erase:
            if !challenge.typed.isEmpty { challenge.typed.removeLast() }
            challenge.problem = nil
        case .submit:
            do throws(Deal.CodeProblem) {
                let read = try Deal(code: challenge.typed)
                windows.show(nil)
                return deal(Challenge(deal: read))
            } catch {
                challenge.problem = error.description
            }
        }
        return []
    }
}

extension ChallengeFeature: Feature {
    static var keys: [KeyBinding] {
        let typing: @Sendable (KeyContext) -> Bool = { $0.modal == .challengeEntry }
        return [
            KeyBinding(
                .deal, keys: [.function(6)], where: { $0.modal != .challengeEntry },
                help: { _ in HelpLine(.front, 70, "F6", tr("a challenge code")) }, .challenge(.open)),
            KeyBinding(
                keys: [.enter], where: typing,
                help: { _ in HelpLine(.challengeEntry, 10, "Enter", tr("play the code's game")) }, .challenge(.submit)),
            KeyBinding(
                keys: [.escape], where: typing,
                help: { _ in HelpLine(.challengeEntry, 30, "Esc", tr("back to the game")) }, .window(.close)),
            KeyBinding(
                keys: [.backspace], where: typing,
                help: { _ in HelpLine(.challengeEntry, 20, tr("Backspace"), tr("erase")) }, .challenge(.erase)),
            KeyBinding(anyCharacter: true, where: typing) { input, _ in
                guard case .character(let c) = input else { return .challenge(.erase) }
                return .challenge(.type(c))
            },
        ]
    }
}

extension KeyLabel {
    /// F6 on the front side: the window to type a friend's challenge code in.
    public static var challenge: KeyLabel { KeyLabel("F6", tr("Challenge"), .challenge(.open)) }
    /// Enter in that window.
    public static var playChallenge: KeyLabel { KeyLabel("Enter", tr("Play it"), .challenge(.submit)) }
    /// Esc in that window.
    public static var backToTheGameFromChallenge: KeyLabel { KeyLabel("Esc", tr("Back to the game"), .window(.close)) }
}
