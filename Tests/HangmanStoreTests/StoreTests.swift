import Testing
import FoundationEssentials
@testable import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct StoreTests {
    @Test func settingsRoundTrip() throws {
        let folder = TestFiles.tempFolder()
        let store = PropertyListStore<Settings>(path: folder + "/deep/er/settings.plist")
        #expect(store.load().value == nil)
        let s = Settings(wordLength: 5, missesAllowed: 3, mode: .good, host: .cunning, wordList: .common)
        try store.save(s)
        #expect(store.load().value == s)
        #expect(TestFiles.files(in: folder + "/deep/er") == ["settings.plist"])  // no temp file left
    }

    /// The level is saved; a file of an earlier version (no level) is read as the level its knobs
    /// match, a level its knobs do not match (edited by hand) as Custom, an unknown level as Custom.
    @Test func theLevelIsSavedAndEarlierFilesMapOntoLevels() throws {
        let folder = TestFiles.tempFolder()
        let store = PropertyListStore<Settings>(path: folder + "/settings.plist")
        for level in Level.allCases {
            try store.save(Settings.defaults.choosing(level))
            #expect(store.load().value?.level == level)
        }
        func file(_ level: String?, length: Int) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>version</key><integer>2</integer>"
                + "<key>wordLength</key><integer>\(length)</integer><key>missesAllowed</key><integer>9</integer>"
                + "<key>mode</key><string>evil</string><key>evilLevel</key><string>classic</string><key>wordList</key><string>common</string>"
                + (level.map { "<key>difficulty</key><string>\($0)</string>" } ?? "") + "</dict></plist>\n"
        }
        // Without a level, or one this version does not know, the knobs are kept: Custom. A file that
        // names a level is that level, with its knobs (Normal's misses are 5, Hard's 6 at 7 letters).
        let cases: [(String?, Int, Level, Int)] = [(nil, 8, .custom, 9), (nil, 7, .custom, 9), ("hard", 7, .hard, 6),
                                                       ("expert", 8, .custom, 9), ("normal", 8, .normal, 5)]
        for (level, length, expected, misses) in cases {
            TestFiles.write(file(level, length: length), to: folder + "/settings.plist")
            let loaded = try #require(store.load().value, "\(String(describing: level)) \(length)")
            #expect(loaded.level == expected, "\(String(describing: level)) \(length)")
            #expect(loaded.wordLength == length && loaded.missesAllowed == misses, "\(String(describing: level)) \(length)")
        }
    }

    @Test func savedGameAndHistoryRoundTrip() throws {
        let folder = TestFiles.tempFolder()
        let locations = DataLocations(folder: folder)
        var game = GoodGameplay(secret: "sphinx", missesAllowed: 6, wordList: .full)
        _ = game.guess("s")
        let saved = SavedGame(id: "g1", game: game.snapshot())
        let games = PropertyListStore<SavedGame>(path: locations.gameFile)
        try games.save(saved)
        #expect(games.load().value == saved)
    }

    @Test(arguments: [
        ("garbage", "not a plist at all \u{1}\u{2}"),
        ("truncated", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>wordLength</key><integer>5"),
        ("empty", ""),
        ("wrong type", "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>x</string></array></plist>"),
    ])
    func aCorruptSettingsFileIsMovedAsideNotOverwritten(kind: String, content: String) throws {
        let folder = TestFiles.tempFolder()
        let path = folder + "/settings.plist"
        TestFiles.write(content, to: path)
        let store = PropertyListStore<Settings>(path: path, clock: { 1_700_000_000 })
        guard case .keptAside(let keptAt, _) = store.load() else { Issue.record("\(kind): not kept aside"); return }
        #expect(keptAt == path + ".corrupt-20231114T221320Z")
        #expect(TestFiles.read(keptAt) == content)
        #expect(store.load().value == nil)
        try store.save(Settings())
        #expect(TestFiles.read(keptAt) == content)
        #expect(Set(TestFiles.files(in: folder)) == ["settings.plist", "settings.plist.corrupt-20231114T221320Z"])
    }

    /// A file a newer version wrote is that version's: left where it is, untouched, never
    /// renamed as corrupt, and not written over this run (a downgrade and back loses nothing).
    @Test func aNewerVersionsFileIsLeftAsItIs() throws {
        let folder = TestFiles.tempFolder()
        let settings = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>version</key><integer>9</integer></dict></plist>
            """
        TestFiles.write(settings, to: folder + "/settings.plist")
        let store = PropertyListStore<Settings>(path: folder + "/settings.plist", clock: { 0 })
        guard case .newer(9) = store.load() else { Issue.record("not seen as newer"); return }
        #expect(store.load().problem(named: "settings.plist")?.contains("newer evil-hangman (format 9)") == true)
        #expect(throws: StoreError.self) { try store.save(Settings()) }
        #expect(TestFiles.files(in: folder) == ["settings.plist"])
        #expect(TestFiles.read(folder + "/settings.plist") == settings)

        var game = GoodGameplay(secret: "sphinx", missesAllowed: 6, wordList: .full)
        _ = game.guess("s")
        let games = PropertyListStore<SavedGame>(path: folder + "/game.plist", clock: { 0 })
        try games.save(SavedGame(id: "g1", game: game.snapshot()))
        let newer = try #require(TestFiles.read(folder + "/game.plist")).replacing("<key>version</key>\n\t<integer>2</integer>",
                                                                                  with: "<key>version</key>\n\t<integer>7</integer>")
        TestFiles.write(newer, to: folder + "/game.plist")
        guard case .newer(7) = games.load() else { Issue.record("saved game not seen as newer: \(newer)"); return }
        #expect(TestFiles.read(folder + "/game.plist") == newer)
    }

    /// A list or a host this version does not know (a later version's language, say) is the
    /// default's; the rest of the file is kept.
    @Test func anUnknownListOrHostKeepsTheRestOfTheSettings() throws {
        let folder = TestFiles.tempFolder()
        let path = folder + "/settings.plist"
        TestFiles.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>version</key><integer>2</integer><key>wordLength</key><integer>5</integer>
            <key>missesAllowed</key><integer>4</integer><key>mode</key><string>evil</string><key>host</key><string>nemesis-9</string>
            <key>wordList</key><string>dictionary:xx</string><key>animations</key><false/></dict></plist>
            """, to: path)
        let loaded = try #require(PropertyListStore<Settings>(path: path).load().value)
        #expect(loaded.wordLength == 5 && loaded.missesAllowed == 4 && loaded.animations == false)
        #expect(loaded.wordList == Settings.defaults.wordList && loaded.host == Settings.defaults.host)
        #expect(loaded.level == .custom)
    }

    @Test func twoQuarantinesInOneSecondKeepBoth() throws {
        let folder = TestFiles.tempFolder()
        let path = folder + "/game.plist"
        let store = PropertyListStore<SavedGame>(path: path, clock: { 0 })
        TestFiles.write("bad 1", to: path)
        _ = store.load()
        TestFiles.write("bad 2", to: path)
        _ = store.load()
        #expect(TestFiles.read(path + ".corrupt-19700101T000000Z") == "bad 1")
        #expect(TestFiles.read(path + ".corrupt-19700101T000000Z-2") == "bad 2")
    }

    @Test func aFailedWriteLeavesThePreviousFileIntact() throws {
        let folder = TestFiles.tempFolder()
        let store = PropertyListStore<Settings>(path: folder + "/settings.plist")
        try store.save(Settings(wordLength: 5))
        #expect(TestFiles.makeReadOnly(folder), "cannot make a folder read-only here")
        defer { TestFiles.undoReadOnly(folder) }
        #expect(throws: StoreError.self) { try store.save(Settings(wordLength: 6)) }
        #expect(store.load().value?.wordLength == 5)
        #expect(TestFiles.files(in: folder) == ["settings.plist"])
    }

    @Test func xdgPlacesAndOneFolderOverride() throws {
        let xdg = try DataLocations.resolve(dataDir: nil, environment: ["HOME": "/home/p", "XDG_STATE_HOME": "/st", "XDG_DATA_HOME": "rel"])
        #expect(xdg.settingsFile == "/home/p/.config/evil-hangman/settings.plist")
        #expect(xdg.gameFile == "/st/evil-hangman/game.plist")
        #expect(xdg.historyFolder == "/home/p/.local/share/evil-hangman")  // a relative XDG path is ignored
        #expect(try DataLocations.resolve(dataDir: nil, environment: ["HOME": "/h", "EVIL_HANGMAN_HOME": "/d"]) == DataLocations(folder: "/d"))
        #expect(try DataLocations.resolve(dataDir: "/x", environment: ["EVIL_HANGMAN_HOME": "/d"]) == DataLocations(folder: "/x"))
    }

    @Test func withoutHOMEtheHomeComesFromTheAccountNeverTheCurrentFolder() throws {
        let fromAccount = try DataLocations.resolve(dataDir: nil, environment: [:], accountHome: { "/home/acct" })
        #expect(fromAccount.settingsFile == "/home/acct/.config/evil-hangman/settings.plist")
        let relativeHome = try DataLocations.resolve(dataDir: nil, environment: ["HOME": "here"], accountHome: { "/home/acct" })
        #expect(relativeHome.gameFile == "/home/acct/.local/state/evil-hangman/game.plist")
        #expect(throws: DataLocations.Unresolved.self) { try DataLocations.resolve(dataDir: nil, environment: [:], accountHome: { nil }) }
        #expect(throws: DataLocations.Unresolved.self) { try DataLocations.resolve(dataDir: nil, environment: ["HOME": ""], accountHome: { "" }) }
        #expect(throws: DataLocations.Unresolved.self) { try DataLocations.resolve(dataDir: "", environment: ["HOME": "/h"]) }
    }
}
