import HangmanCore

/// The outside world the effects need, as small injected functions: the live ones touch the disk
/// and the clock (the executable builds them on HangmanStore); tests pass their own.
public struct Clients: Sendable {
    /// Reads a word list.
    public var loadList: @Sendable (WordListID) -> Result<WordList, WordListError>
    /// The history as stored, with a line for each problem met reading it. It may answer later
    /// (from another thread): `deliver` is called once, from any thread.
    public var loadHistory: @Sendable (_ deliver: @escaping @Sendable (History, [String]) -> Void) -> Void
    /// Adds a record to the shared history (or keeps it for later when it cannot).
    public var recordGame: @Sendable (GameRecord) -> RecordOutcome
    public var saveSettings: @Sendable (Settings) -> Result<Void, StoreFailure>
    public var saveGame: @Sendable (SavedGame) -> Result<Void, StoreFailure>
    public var removeSavedGame: @Sendable () -> Result<Void, StoreFailure>
    /// Keeps the saved game aside (renamed, never deleted); the name it was kept under.
    public var keepSavedGameAside: @Sendable () -> Result<String, StoreFailure>
    /// Seconds since 1970 UTC.
    public var now: @Sendable () -> Int64
    /// Puts text on the system clipboard (the full screen writes OSC 52 to the terminal; other
    /// modes have no clipboard).
    public var copyToClipboard: @Sendable (String) -> Void
    /// Reads the machine's board (`MachineLog`), answering `deliver` once from any thread.
    public var loadMachineBoard:
        @Sendable (_ deliver: @escaping @Sendable (Result<(MachineBoard, Int), StoreFailure>) -> Void) -> Void = {
            deliver in deliver(.failure(StoreFailure(tr("this machine has no board"))))
        }
    /// Reads what Nemesis learnt (`habits.plist`; learnt from the history where there is none
    /// yet), with a line when the file was wrong; answers `deliver` once, from any thread.
    public var loadHabits:
        @Sendable (_ deliver: @escaping @Sendable (Result<(PlayerHabits, String?), StoreFailure>) -> Void) -> Void = {
            deliver in deliver(.failure(StoreFailure(tr("nothing is learnt in this mode"))))
        }
    /// Reads the habits, teaches them the game, writes them back: the habits as saved.
    public var learnFrom: @Sendable (GameRecord) -> Result<PlayerHabits, StoreFailure> = { _ in
        .failure(StoreFailure(tr("nothing is learnt in this mode")))
    }
    public var saveHabits: @Sendable (PlayerHabits) -> Result<Void, StoreFailure> = { _ in
        .failure(StoreFailure(tr("nothing is learnt in this mode")))
    }
    /// Writes to the board the lines of this player's games that waited for it (how many), from
    /// another thread, answering `deliver` once.
    public var writeWaitingLines:
        @Sendable (_ deliver: @escaping @Sendable (Result<Int, StoreFailure>) -> Void) -> Void = { deliver in
            deliver(.success(0))
        }
    /// Adds a line to the machine's board, or keeps it to be written at a later start.
    public var recordOnMachine: @Sendable (MachineEntry) -> MachineLineOutcome = { _ in
        .lost(reason: tr("this machine has no board"))
    }

    public init(
        loadList: @escaping @Sendable (WordListID) -> Result<WordList, WordListError>,
        loadHistory: @escaping @Sendable (@escaping @Sendable (History, [String]) -> Void) -> Void,
        recordGame: @escaping @Sendable (GameRecord) -> RecordOutcome,
        saveSettings: @escaping @Sendable (Settings) -> Result<Void, StoreFailure>,
        saveGame: @escaping @Sendable (SavedGame) -> Result<Void, StoreFailure>,
        removeSavedGame: @escaping @Sendable () -> Result<Void, StoreFailure>,
        keepSavedGameAside: @escaping @Sendable () -> Result<String, StoreFailure>,
        now: @escaping @Sendable () -> Int64,
        copyToClipboard: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.loadList = loadList
        self.loadHistory = loadHistory
        self.recordGame = recordGame
        self.saveSettings = saveSettings
        self.saveGame = saveGame
        self.removeSavedGame = removeSavedGame
        self.keepSavedGameAside = keepSavedGameAside
        self.now = now
        self.copyToClipboard = copyToClipboard
    }
}
