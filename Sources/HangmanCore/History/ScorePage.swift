/// A page of the high scores. A win ranks only against games of the same kind: each level has a page (its games are
/// alike by construction), and so does the daily; on the Custom, Good and Phrases pages a win ranks only against
/// games of the same settings (`RecordKind`), shown as columns.
public enum ScorePage: String, CaseIterable, Codable, Sendable {
    case easy, normal, hard, fiendish, nemesis, daily, custom, good, phrases
    /// The machine's board, a page a level: every account's best wins here, and today's daily
    /// (`MachineBoard`). The player's own history has none of these.
    case machineEasy, machineNormal, machineHard, machineFiendish, machineNemesis

    /// The page a game of `deal` ranks on (`isPhrase`: a phrase list's game).
    public init(_ deal: Deal, isPhrase: Bool) {
        if deal.scoredDay != nil {
            self = .daily
        } else if isPhrase {
            self = .phrases
        } else if deal.host == nil {
            self = .good
        } else {
            self.init(deal.level)
        }
    }

    public init(_ level: Level) {
        switch level {
        case .easy: self = .easy
        case .normal: self = .normal
        case .hard: self = .hard
        case .fiendish: self = .fiendish
        case .nemesis: self = .nemesis
        case .custom: self = .custom
        }
    }

    public var ranksByKind: Bool { self == .custom || self == .good || self == .phrases }

    /// The page's name, the same on the screen, in `--plain`, `--help` and the README.
    public var title: String {
        switch self {
        case .easy: return Level.easy.title
        case .normal: return Level.normal.title
        case .hard: return Level.hard.title
        case .fiendish: return Level.fiendish.title
        case .nemesis: return Level.nemesis.title
        case .daily: return tr("Daily")
        case .custom: return Level.custom.title
        case .good: return tr("Good")
        case .phrases: return tr("Phrases")
        case .machineEasy, .machineNormal, .machineHard, .machineFiendish, .machineNemesis:
            return tr("This machine: %s", machineLevel!.title)
        }
    }

    /// The level of a page of the machine's board; nil for the player's own pages.
    public var machineLevel: Level? {
        switch self {
        case .machineEasy: return .easy
        case .machineNormal: return .normal
        case .machineHard: return .hard
        case .machineFiendish: return .fiendish
        case .machineNemesis: return .nemesis
        default: return nil
        }
    }

    public static func machine(_ level: Level) -> ScorePage? {
        allCases.first { $0.machineLevel == level }
    }

    /// The player's own pages.
    public static var own: [ScorePage] { allCases.filter { $0.machineLevel == nil } }
}

/// The settings a win on a Custom, Good or Phrases page ranks among: the host (nil: Good), the
/// list, the length and the misses.
public struct RecordKind: Hashable, Codable, Sendable {
    public var host: Host?
    public var list: RecordedList
    public var length: Int
    public var misses: Int

    public init(host: Host?, list: RecordedList, length: Int, misses: Int) {
        self.host = host
        self.list = list
        self.length = length
        self.misses = misses
    }
}
