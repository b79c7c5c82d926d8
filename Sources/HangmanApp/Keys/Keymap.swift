import HangmanCore

/// One key a feature takes, declared once: which inputs, where, what it does, and how the screens
/// and help name it. The keymap is every feature's bindings (`App.features`); the buttons, the
/// hint line and help read the same declarations.
public struct KeyBinding: Sendable {
    /// When it is looked at: the keys that deal a game first (they work even over a finished board
    /// shown, which any other key hides again), then the other keys that work everywhere, then the
    /// ones of a window or a side, then what an unclaimed key does there.
    public enum Rank: Int, Sendable { case deal, everywhere, window, fallback }

    let rank: Rank
    /// Which inputs it takes.
    let takes: @Sendable (Input) -> Bool
    /// Where (and when) it applies.
    let applies: @Sendable (KeyContext) -> Bool
    /// What it does.
    let action: @Sendable (Input, KeyContext) -> Action
    /// Its line in help: where it is listed, its keys and what they do (in the words of the
    /// language played, and the screen's).
    let help: (@Sendable (KeyContext) -> HelpLine)?

    /// `characters`: typed in either case; `anyCharacter`: every typed character; `any`: every
    /// key and character.
    init(
        _ rank: Rank = .window, keys: [Key] = [], characters: String = "", anyCharacter: Bool = false,
        any: Bool = false,
        where applies: @escaping @Sendable (KeyContext) -> Bool, help: (@Sendable (KeyContext) -> HelpLine)? = nil,
        _ action: @escaping @Sendable (Input, KeyContext) -> Action
    ) {
        self.rank = rank
        let lowered = Set(characters)
        takes = { input in
            switch input {
            case .key(let key): return any || keys.contains(key)
            case .character(let c): return any || anyCharacter || lowered.contains(Character(c.lowercased()))
            default: return false
            }
        }
        self.applies = applies
        self.action = action
        self.help = help
    }

    /// A binding whose action does not depend on the key.
    init(
        _ rank: Rank = .window, keys: [Key] = [], characters: String = "", anyCharacter: Bool = false,
        any: Bool = false,
        where applies: @escaping @Sendable (KeyContext) -> Bool, help: (@Sendable (KeyContext) -> HelpLine)? = nil,
        _ action: Action
    ) {
        self.init(
            rank, keys: keys, characters: characters, anyCharacter: anyCharacter, any: any, where: applies, help: help
        ) { _, _ in
            action
        }
    }
}

/// A line of help about keys: under which topic, its keys as written, what they do, and its place
/// among the topic's lines.
public struct HelpLine: Equatable, Sendable {
    public let topic: HelpTopic.Kind
    public let keys: String
    public let meaning: String
    public let order: Int

    init(_ topic: HelpTopic.Kind, _ order: Int, _ keys: String, _ meaning: String) {
        self.topic = topic
        self.order = order
        self.keys = KeyLabel.named(keys)
        self.meaning = meaning
    }
}

/// What a key means where the player is: a pure function from a key (or a typed character) and
/// what is on screen to an `Action`, made from the features' bindings. Clicks are not here: the
/// front end looks them up in the frame on screen.
public enum Keymap {
    /// Made anew each time: their words are the screen's language of the moment.
    static var bindings: [KeyBinding] {
        App.features.flatMap { $0.keys }.enumerated()
            .sorted { ($0.element.rank.rawValue, $0.offset) < ($1.element.rank.rawValue, $1.offset) }.map(\.element)
    }

    /// The action for `input`, or nil when it means nothing here (and says nothing).
    public static func action(for input: Input, in context: KeyContext) -> Action? {
        switch input {
        case .resize(let width, let height): return .resize(width: width, height: height)
        case .paste(let count): return .pasteIgnored(characters: count)
        case .click: return nil
        case .key, .character: break
        }
        // Behind "please enlarge the window" nothing is visible, so nothing may change but the
        // size; Esc still leaves (the game is saved).
        if context.tooSmall { return input == .key(.escape) ? .quit : nil }
        return bindings.first { $0.takes(input) && $0.applies(context) }.map { $0.action(input, context) }
    }

    /// Every key line of help under `topic`, in order.
    public static func help(_ topic: HelpTopic.Kind, _ context: KeyContext) -> [HelpLine] {
        bindings.filter { $0.applies(context) }.compactMap { $0.help?(context) }.filter { $0.topic == topic }
            .sorted { $0.order < $1.order }
    }
}

/// What is on screen, as far as a key's meaning depends on it: what the app holds, and what the
/// frame on screen shows (its size, how far a window is scrolled).
public struct KeyContext: Equatable, Sendable {
    public var side: Side
    public var modal: Modal?
    /// "How I cheated" can be shown (an evil game that is over).
    public var howICheatedAvailable = false
    /// The window is below the minimum size: the game is hidden behind a request to enlarge it.
    public var tooSmall = false
    /// The results window is set aside to show the finished board: any key brings it back.
    public var seeingTheBoard = false
    /// The results window speaks of the game on the board behind it, over: Space can show it.
    public var canSeeTheBoard = false
    /// The level the results window offers (L takes it), if any.
    public var levelOffer: Level?
    /// Whether Nemesis learns (nil: what it learnt is not read yet, or cannot be).
    public var learning: Bool?
    /// The key before was an Esc that closed a window (set by the driver, which sees the keys in order).
    public var escapeClosedAWindow = false
    /// The first line shown of what scrolls in the window open (the frame's, as drawn).
    public var scrolled = 0
    /// The last first line there is to scroll to.
    public var lastScrolled = 0
    /// The language played: its letters are guesses.
    public var language = Language.english

    public init(side: Side, modal: Modal?) {
        self.side = side
        self.modal = modal
    }

    /// The results window is open, on any section.
    var inResults: Bool { if case .results? = modal { return true } else { return false } }
    /// Nothing is open over the side.
    var onFront: Bool { modal == nil && side == .front }
    var onSettings: Bool { modal == nil && side == .settings }
    /// A window that scrolls: help, or the results.
    var scrolls: Bool {
        switch modal {
        case .help?, .results?: return true
        default: return false
        }
    }
}

extension KeyBinding {
    /// Up/Down, Page Up/Down, Home/End over what scrolls in the window open, from where the frame
    /// shows it (which holds the scroll within what there is).
    static func scrolling(
        where applies: @escaping @Sendable (KeyContext) -> Bool,
        help: (@Sendable (KeyContext) -> HelpLine)? = nil
    ) -> KeyBinding {
        KeyBinding(keys: [.up, .down, .pageUp, .pageDown, .home, .end], where: applies, help: help) { input, context in
            let to: Int =
                switch input {
                case .key(.up): context.scrolled - 1
                case .key(.down): context.scrolled + 1
                case .key(.pageUp): context.scrolled - 8
                case .key(.pageDown): context.scrolled + 8
                case .key(.home): 0
                default: context.lastScrolled
                }
            return .window(.scroll(to: min(max(0, to), context.lastScrolled)))
        }
    }
}
