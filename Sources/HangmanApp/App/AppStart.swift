import HangmanCore

/// What the app starts from: what was read before it existed (the settings, the saved game, the
/// problems met reading them), this run's options, and the injected pieces of the outside world
/// it needs to draw (glyphs, the time zone, the window size).
public struct AppStart: Sendable {
    public var settings: Settings
    /// The game to resume, if any.
    public var savedGame: SavedGame?
    /// What was wrong with the files read so far, one line each, told to the player at once.
    public var problems: [String]
    public var overrides: RunOverrides
    /// The list given with `--words` (a `.file`): it stands in for the shipped ones this run. It
    /// is loaded like them, after the first frame, unless `lists` has it already.
    public var customList: WordListID?
    /// Lists already loaded (e.g. while checking the options).
    public var lists: [WordListID: WordList]
    /// Seeds every random choice (`--seed`, tests): each game's seed is drawn from one sequence.
    public var seed: UInt64
    /// Where a run without `--seed` takes each game's randomness afresh (the operating system's):
    /// one game's seed, published in its challenge code, tells nothing of any other game's.
    public var freshSeed: (@Sendable () -> UInt64)?
    /// Unique to this process among every instance sharing the files: game ids are built from it.
    public var instanceID: String
    /// False when nothing may be written (JSON mode): no saves, no records.
    public var persistent: Bool
    /// What Nemesis learnt is read (a persistent run, or `--json` given a data folder, which reads
    /// it and writes nothing).
    public var readsHabits = false
    /// False when the game may not be saved (another instance holds the saved game); settings
    /// and records are still written.
    public var savesGame: Bool
    public var glyphs: Glyphs
    public var localTime: LocalTime
    public var width: Int
    public var height: Int
    /// Today, in days since 1970 (UTC): where the daily streak stands; the daily game itself asks
    /// the clock again when it is dealt.
    public var today: Int
    /// No settings were ever saved: the first start of all, welcomed with what the game is.
    public var firstLaunch = false
    /// No settings file was found, and `settings` are the first ones chosen for this player (the
    /// locale's language): saved at once, so that language stays theirs whatever the next locale.
    public var settingsChosenAtStart = false
    /// The languages offered (each deals its everyday words, shipped with the game).
    public var languages: [Language] = Language.allCases
    /// The languages whose Full dictionary is here: English's ships with the game, another's
    /// comes with its Debian package (`wdutch`…).
    public var dictionaries: [Language] = [.english]
    /// Installed languages whose own letters this screen cannot draw (a locale that is not
    /// UTF-8): not offered, and settings that name one play English this run, saying why.
    public var unshownLanguages: [Language] = []
    /// The machine's board: whether this run can write it (`MachineLog`), and why not.
    public var machine: MachineBoardFeature.Availability = .notInstalled(folder: "/var/games/evil-hangman")
    /// The account playing (number and login name, from the system), for the board's lines.
    public var machinePlayer: (uid: UInt32, name: String)?
    /// This run's games can reach the board: no `--words`, no `--seed`.
    public var machineCountsThisRun = true

    public init(
        settings: Settings = .defaults, savedGame: SavedGame? = nil, problems: [String] = [],
        overrides: RunOverrides = RunOverrides(), customList: WordListID? = nil,
        lists: [WordListID: WordList] = [:], seed: UInt64, instanceID: String, persistent: Bool = true,
        savesGame: Bool = true,
        glyphs: Glyphs = .unicode, localTime: LocalTime = .utc, width: Int = 80, height: Int = 24, today: Int = 0
    ) {
        self.settings = settings
        self.savedGame = savedGame
        self.problems = problems
        self.overrides = overrides
        self.customList = customList
        self.lists = lists
        self.seed = seed
        self.instanceID = instanceID
        self.persistent = persistent
        self.savesGame = savesGame
        self.glyphs = glyphs
        self.localTime = localTime
        self.width = width
        self.height = height
        self.today = today
    }
}
