import HangmanCore

/// The level ladder: after three wins in a row at a level the results window offers the level
/// above, after three losses the one below — one key, L, and the next game is dealt there. The
/// levels' bands are a panel's; this lets the game meet the player. The run is the history's
/// (`History.levelRun`): this feature only reads it, so it keeps no state of its own.
public enum LadderFeature {
    public enum Action: Equatable, Sendable {
        /// L in the results window: the level offered, and a new game at it.
        case takeOffer
    }
}

extension App {
    /// The level the results window offers after the game it speaks of: that game ended a run of
    /// three (or more) at its level; nil otherwise, and on the settings side or over a question.
    public var levelOffer: Level? {
        guard case .results? = windows.modal, let subject = windows.subject, subject.isInPlay,
            let level = Level.allCases.first(where: { ScorePage($0) == subject.page && $0.preset != nil }),
            let run = store.history?.levelRun, run.level == level, run.lastID == subject.id
        else { return nil }
        return run.offer
    }

    /// The offer in a sentence, for the results window's headline: "Three wins in a row at
    /// Normal: L tries Hard."
    public var levelOfferSentence: String? {
        guard let offer = levelOffer, let subject = windows.subject else { return nil }
        let level = Level.allCases.first { ScorePage($0) == subject.page }?.title ?? ""
        return subject.won
            ? tr("Three wins in a row at %1$s: L tries %2$s.", level, offer.title)
            : tr("Three losses in a row at %1$s: L tries %2$s.", level, offer.title)
    }

    mutating func send(_ action: LadderFeature.Action) -> [Effect] {
        switch action {
        case .takeOffer:
            guard let level = levelOffer else { return [] }
            // The level is saved as a setting, as the settings side would save it; then a game of it.
            let saved = send(.settingsSide(.setLevel(level)))
            let dealt = deal(NewGame(), confirmed: true)
            return saved.filter { !dealt.contains($0) } + dealt
        }
    }
}

extension KeyLabel {
    /// L in the results window, after a run at a level: the level offered.
    public static func tryLevel(_ level: Level) -> KeyLabel {
        KeyLabel("L", tr("Try %s", level.title), .ladder(.takeOffer))
    }
}

extension LadderFeature: Feature {
    static var keys: [KeyBinding] {
        [KeyBinding(characters: "l", where: { $0.inResults && $0.levelOffer != nil }, .ladder(.takeOffer))]
    }
}
