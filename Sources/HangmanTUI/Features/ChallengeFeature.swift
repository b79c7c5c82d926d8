import HangmanCore

/// Challenges: a game a friend can play. Every game but a daily has a code (`Challenge`: its
/// list, length, misses, host, level and seed, never its word), shown when it ends — in the
/// results window's line to share and what Y copies, and in line mode; F6 opens a window to type
/// a friend's code (and `--challenge CODE` asks at start), and the code's game is dealt: the same
/// guesses meet the same answers. A challenge's game ranks on its level's page, marked; it never
/// reaches the machine board (its seed was chosen, as `--seed`'s is).
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
        /// A code read (typed, or `--challenge`): its game, after asking where a game is in play.
        case play(Challenge, confirmed: Bool)
    }

    /// What has been typed in the window.
    public fileprivate(set) var typed = ""
    /// Why the code typed was not taken (said in the window, under it).
    public fileprivate(set) var problem: String?

    /// The longest entry the window takes: a code with its dashes and some room for spaces.
    static let longest = 32
}

extension App {
    mutating func send(_ action: ChallengeFeature.Action) -> [Effect] {
        switch action {
        case .open:
            challenge = ChallengeFeature()
            side = .front
            windows.show(.challengeEntry)
        case .type(let character):
            guard challenge.typed.count < ChallengeFeature.longest, character.isASCII, !character.isNewline else { return [] }
            challenge.typed.append(character)
            challenge.problem = nil
        case .erase:
            if !challenge.typed.isEmpty { challenge.typed.removeLast() }
            challenge.problem = nil
        case .submit:
            do throws(Challenge.Problem) {
                let read = try Challenge(code: challenge.typed)
                windows.show(nil)
                return send(.play(read, confirmed: false))
            } catch {
                challenge.problem = error.description
            }
        case .play(let read, let confirmed):
            if !confirmed && play.isInPlay {
                windows.show(.question(.leaveForChallenge(read)))
                return []
            }
            return startChallenge(read)
        }
        return []
    }

    /// Deals `read`'s game once its list is in (the game before it counts as lost if left after a miss).
    mutating func startChallenge(_ read: Challenge) -> [Effect] {
        windows.show(nil)
        side = .front
        guard let list = store.lists[read.list] else {
            waiting = .challenge(read)
            return [.loadList(read.list)]
        }
        waiting = nil
        guard let game = read.deal(from: list) else {
            note = Note(trn("No challenge: %s has no words of %d letter here", "No challenge: %s has no words of %d letters here",
                            read.length, read.list.shortName, read.length), .problem)
            return []
        }
        let effects = play.forfeit(persistent: persistent) + play.begin(game, daily: nil, challenge: read.code)
        let kind = UIText.kind(level: read.level, mode: read.mode, host: read.host)
        if read.host == .nemesis {
            // What Nemesis learnt of the friend stays with them: the same words, against what it knows of this player.
            play.countOn(habits.known)
            note = Note(tr("Challenge (%1$s): %2$s, %3$s, against your own Nemesis",
                           kind, UIText.length(of: game), UIText.misses(read.missesAllowed)))
        } else {
            note = Note(tr("Challenge (%1$s): %2$s, %3$s, answered as your friend's was", kind, UIText.length(of: game), UIText.misses(read.missesAllowed)))
        }
        return effects
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
