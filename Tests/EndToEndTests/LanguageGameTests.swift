import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Games in Dutch, German, French and Spanish (and English) played to the end by the real binary
/// in each front end, on the lists Debian installs (`make test` installs the four packages).
@Suite struct LanguageGameTests {
    let line = LineModeTests()

    /// The language's letters in its usual order, as a player types them.
    static func keys(_ language: Language) -> [String] { language.usualOrder.map { String(LetterCode.character($0)) } }

    /// A good game's word in `language` for `seed`, as the line mode plays it with `settings` saved
    /// (none: a first start's, the everyday words) and all misses allowed, so the game is won and
    /// the word shown whole on its last board line ("Word: P E C A D O  (6 letters, good)").
    func goodWord(_ language: Language, seed: Int, length: Int, settings: Settings? = nil) -> String? {
        let data = Spawn.tempFolder()
        if let settings { try? PropertyListStore<Settings>(path: data + "/settings.plist").save(settings) }
        let r = line.run(["--plain", "--good", "--language", language.rawValue, "--seed", "\(seed)", "--length", "\(length)", "--misses", "26"],
                         input: Self.keys(language).joined(separator: "\n") + "\n", data: data)
        guard r.out.contains("You won"), let board = r.out.split(separator: "\n").last(where: { $0.hasPrefix("Word: ") }) else { return nil }
        return board.dropFirst("Word: ".count).prefix { $0 != "(" }.split(separator: " ").joined().lowercased()
    }

    /// Settings of a Custom game on `language`'s dictionary (the everyday lists hold no word so long).
    static func dictionarySettings(_ language: Language) -> Settings {
        var settings = Settings(wordLength: 8, missesAllowed: 26, mode: .good).speaking(language)
        settings.wordList = .dictionary(language)
        return settings
    }

    /// The first seed (from 1) whose good game deals a word that `wanted` accepts: seeded, so the
    /// same every run.
    func seed(_ language: Language, length: Int, where wanted: (String) -> Bool) throws -> (seed: Int, word: String) {
        for seed in 1...400 {
            if let word = goodWord(language, seed: seed, length: length), wanted(word) { return (seed, word) }
        }
        throw E2EFailure(description: "no seed in 1...400 deals such a \(language.name) word")
    }

    @Test(arguments: Language.allCases)
    func aJSONGameIsPlayedToTheEndInEachLanguage(language: Language) throws {
        let r = line.run(["--json", "--evil", "--language", language.rawValue, "--seed", "5", "--misses", "26"],
                         input: Self.keys(language).joined(separator: "\n") + "\n")
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n")
        let start = line.fields(try #require(lines.first))
        #expect(start["language"] == language.rawValue)
        #expect(start["alphabet"] == language.alphabet)
        let end = line.fields(try #require(lines.last { $0.contains("\"word\":") }))
        #expect(["won", "lost"].contains(end["status"]))
        let word = try #require(end["word"])
        #expect(!word.isEmpty && word.allSatisfy { language.alphabet.contains($0) }, "\(word)")
    }

    @Test func aLetterOutsideTheAlphabetIsIgnoredWithAMessage() throws {
        let r = line.run(["--json", "--language", "de", "--seed", "2"], input: "ñ\nß\n")
        let lines = r.out.split(separator: "\n").map(line.fields)
        #expect(lines[1]["result"] == "ignored" && lines[1]["message"] == "Ñ (U+00D1) is not a letter of this game's alphabet")
        #expect(lines[1]["misses"] == "0")
        #expect(["hit", "miss"].contains(lines[2]["result"]))
    }

    @Test func aSpanishWordWithÑIsHangedAndRevealed() throws {
        let (seed, word) = try seed(.spanish, length: 6) { $0.contains("ñ") }
        let miss = try #require(Self.keys(.spanish).first { !word.contains($0) })
        // The line mode: one miss allowed, the word shown with its Ñ.
        let plain = line.run(["--plain", "--good", "--language", "es", "--seed", "\(seed)", "--length", "6", "--misses", "1"], input: miss + "\n")
        #expect(plain.out.contains("Hanged. The word was \(word.gameCapitals)."), "\(plain.out)")
        // The full screen.
        let game = try TmuxGame(["--good", "--language", "es", "--seed", "\(seed)", "--length", "6", "--misses", "1"])
        try game.waitFor("Misses left: 1 of 1")
        #expect(game.screen.contains("Ñ   O   P"), "Ñ after N: \(game.screen)")
        game.type(miss)
        try game.waitFor("Hanged. The word was \(word.gameCapitals).")
    }

    @Test func germanNounsAndWordsWithSharpSArePlayable() throws {
        // A noun: capitalised in the list.
        let nouns = Set(String(decoding: TestFiles.bytes("/usr/share/dict/ngerman") ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.first?.isUppercase == true }.map { $0.lowercased() })
        try #require(!nouns.isEmpty, "wngerman is not installed")
        let noun = try seed(.german, length: 5) { nouns.contains($0) }
        let sharp = try seed(.german, length: 7) { $0.contains("ß") }
        for (found, length) in [(noun, 5), (sharp, 7)] {
            let letters = Array(Set(found.word)).map(String.init).sorted()
            let r = line.run(["--plain", "--good", "--language", "de", "--seed", "\(found.seed)", "--length", "\(length)"],
                             input: letters.joined(separator: "\n") + "\n")
            #expect(r.out.contains("You won with 0 of"), "\(found.word): \(r.out)")
        }
        // ß typed on the full screen, and shown as ẞ.
        let game = try TmuxGame(["--good", "--language", "de", "--seed", "\(sharp.seed)", "--length", "7", "--misses", "26"])
        try game.waitFor("Misses left: 26 of 26")
        for letter in Array(Set(sharp.word)).map(String.init).sorted() { game.type(letter) }
        try game.waitFor("You won with 0 of 26 misses!")
        game.send("Space")  // the board behind the results window: ẞ marked a hit on the grid
        try game.waitFor("ẞ✓")
    }

    @Test func aDutchWordOfThirtyLettersFitsAt80Columns() throws {
        let word = try #require(goodWord(.dutch, seed: 1, length: 30, settings: Self.dictionarySettings(.dutch)))
        #expect(word.count == 30)
        let data = Spawn.tempFolder()
        try PropertyListStore<Settings>(path: data + "/settings.plist").save(Self.dictionarySettings(.dutch))
        let game = try TmuxGame(["--good", "--language", "nl", "--seed", "1", "--length", "30", "--misses", "26"], dataDir: data)
        let start = try game.waitFor("Misses left: 26 of 26")
        let placeholders = try #require(start.split(separator: "\n").first { $0.filter { $0 == "_" }.count == 30 })
        #expect(placeholders.count <= 80)
        for letter in Array(Set(word)).map(String.init).sorted() { game.type(letter) }
        let end = try game.waitFor("You won with 0 of 26 misses!")
        game.send("Space")  // the board behind the results window
        let board = try game.waitUntil("the board") { !$0.contains("High scores") || $0.contains(word.gameCapitals) }
        #expect(board.contains(word.gameCapitals) || board.contains(word.gameCapitals.map(String.init).joined(separator: " ")),
                "\(end)\n\(board)")
    }

    @Test(arguments: Language.allCases)
    func aFullScreenGameIsPlayedToTheEndInEachLanguage(language: Language) throws {
        let game = try TmuxGame(["--evil", "--language", language.rawValue, "--seed", "7", "--misses", "26"])
        try game.waitFor("Misses left: 26 of 26")
        for key in Self.keys(language) {
            game.type(key)
            if game.screen.contains("You won") || game.screen.contains("Hanged") { break }
        }
        let end = try game.waitUntil("the game's end") { $0.contains("You won") || $0.contains("Hanged") }
        #expect(end.contains(WordListID.everyday(in: language).shortName) || end.contains("You won"), "\(end)")
    }

    /// A language's levels deal its everyday words, which come with the game: `--language nl`
    /// plays without the system's dictionary. The dictionary (a Custom list) missing, or there
    /// but no list, is said with its reason and its package where it is one, and the run plays
    /// the everyday words — never a FIFO waited on, never an escape byte sent to the terminal.
    @Test func aMissingDictionarySaysWhichPackageBringsItAndPlaysEverydayWords() throws {
        let empty = Spawn.tempFolder()
        let environment = ["EVIL_HANGMAN_DICT_DIR=\(empty)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"]
        let r = Spawn.run([Spawn.binary, "--data-dir", Spawn.tempFolder(), "--json", "--language", "nl"], environment: environment)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        #expect(r.out.contains("\"language\":\"nl\""), "\(r.out)")
        // Settings naming the Dutch dictionary (a Custom game): missing, a FIFO, empty, names only.
        func played(_ dictionary: String) throws -> String {
            let data = Spawn.tempFolder()
            var settings = Settings(wordLength: 6, missesAllowed: 8, mode: .evil).speaking(.dutch)
            settings.wordList = .dictionary(.dutch)
            try PropertyListStore<Settings>(path: data + "/settings.plist").save(settings)
            let run = Spawn.run([Spawn.binary, "--plain", "--data-dir", data], stdin: Spawn.file("e\n"),
                                environment: ["EVIL_HANGMAN_DICT_DIR=\(dictionary)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"])
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("Tried: E"), "\(run.out)")
            return run.out
        }
        var out = try played(empty)
        // A folder named by EVIL_HANGMAN_DICT_DIR is not the system's: no package is named.
        #expect(out.contains("The Dutch dictionary cannot be played: cannot read word list \(empty)/dutch: No such file or directory. "
                             + "This run plays common Dutch words"), "\(out)")
        mkfifo(empty + "/dutch", 0o644)
        out = try played(empty)
        #expect(out.contains("it is a FIFO, not a file") && !out.contains("apt install"), "\(out)")
        unlink(empty + "/dutch")
        for (content, reason) in [("", "has no words"), ("Amsterdam\nBrussel\nNL\n", "has no usable words (skipped 3 names and abbreviations)")] {
            TestFiles.write(content, to: empty + "/dutch")
            out = try played(empty)
            #expect(out.contains("word list \(empty)/dutch \(reason)") && out.contains("This run plays common Dutch words"), "\(out)")
            #expect(!out.contains("apt install"), "\(out)")
        }
        // A folder named with escape bytes is spelled out, never sent to the terminal.
        out = try played("/tmp/x\u{1B}[31m")
        #expect(out.contains("/tmp/x^[[31m/dutch") && !out.contains("\u{1B}"), "\(out)")
    }

    /// The locale chooses the first start's language where its list is installed, as gettext
    /// reads the variables (LANGUAGE unless the locale is plain C).
    @Test(arguments: [(["LANGUAGE=nl", "LANG=C.UTF-8"], "nl"), (["LANG=de_DE.UTF-8"], "de"), (["LANGUAGE=nl", "LC_ALL=C"], "en"),
                      (["LANGUAGE=xx:fr", "LANG=C.UTF-8"], "fr"), (["LANG=\u{1B}[2J"], "en")])
    func theFirstStartPlaysTheLocalesLanguage(environment: [String], expected: String) throws {
        let home = Spawn.tempFolder()
        let game = try TmuxGame([], dataDir: home, environment: ["TERM=xterm-256color", "LANGUAGE=", "LC_ALL=", "LANG="] + environment)
        // The locale's language is the screen's too (po/LL.po).
        let screenLanguage = Self.screenCatalogue(environment)
        let language = try #require(Language(rawValue: expected))
        let (missesLeft, listName) = Localization.$override.withValue(screenLanguage) {
            (tr("Misses left:"), WordListID.everyday(in: language).shortName)
        }
        try game.waitFor(missesLeft)
        let screen = try game.waitUntil("its list") { $0.contains(listName) }
        #expect(!screen.contains("\u{1B}"))
        // The locale's language is saved at once: it stays the player's whatever the next locale.
        let settings = (try? String(contentsOfFile: home + "/settings.plist", encoding: .utf8)) ?? ""
        #expect(expected == "en" ? settings.isEmpty : settings.contains("everyday:\(expected)"), "\(settings)")
    }

    /// The catalogue the game's screen speaks under `environment` ("LANG=de_DE.UTF-8"), as
    /// gettext chooses it; nil for English.
    static func screenCatalogue(_ environment: [String]) -> POCatalogue? {
        let variables = Dictionary(environment.map { ($0.prefix { $0 != "=" }.description, $0.drop { $0 != "=" }.dropFirst().description) },
                                   uniquingKeysWith: { $1 })
        let code = Localization.requestedLanguages(environment: variables).first(where: Localization.shippedLanguages.contains)
        return code.flatMap { POCatalogue(language: $0) }
    }

    /// A locale that is not UTF-8 (plain C): the screen draws ASCII, so German is not offered.
    /// Asked for by --language, the run ends saying why; named by the settings, this run plays
    /// English and says why; a UTF-8 locale not generated here (de_DE.UTF-8) is still UTF-8.
    @Test func germanNeedsAUTF8Locale() throws {
        let home = Spawn.tempFolder()
        let asked = try TmuxGame(["--language", "de"], dataDir: home, environment: ["TERM=xterm-256color", "LANGUAGE=", "LC_ALL=C", "LANG="],
                                 keepPane: true)
        #expect(try asked.exitStatus() == 66)
        #expect(asked.screen.contains("--language de: German's own letters cannot be"), "\(asked.screen)")
        let plain = Spawn.run([Spawn.binary, "--plain", "--language", "de", "--data-dir", home],
                              environment: ["LANGUAGE=", "LC_ALL=C", "PATH=/usr/bin:/bin"])
        #expect(plain.status == 66 && plain.err == "evil-hangman: --language de: German's own letters cannot be shown in this locale's "
                    + "character set (ANSI_X3.4-1968): use a UTF-8 locale (LANG=C.UTF-8)\n", "\(plain.err)")

        let first = try TmuxGame([], dataDir: home, environment: ["TERM=xterm-256color", "LANGUAGE=", "LC_ALL=", "LANG=de_DE.UTF-8"])
        // The screen speaks German too (po/de.po).
        try first.waitFor(Localization.$override.withValue(POCatalogue(language: "de")) { WordListID.everyday(.german).shortName })
        try first.waitFor("ÄÖÜẞ")
        first.send("Escape")
        try first.waitFor(Localization.$override.withValue(POCatalogue(language: "de")) { tr("Quit?") })
        first.type("y")  // Y answers yes in every language
        #expect(try first.exitStatus() == 0)
        let saved = Spawn.read(home + "/game.plist")
        let later = try TmuxGame(["--seed", "3"], dataDir: home, environment: ["TERM=xterm-256color", "LANGUAGE=", "LC_ALL=C", "LANG="])
        let screen = try later.waitFor("German needs a UTF-8 locale")
        #expect(screen.contains("Your saved game is in German"), "\(screen)")
        later.type("e")
        _ = try later.waitUntil("the guess") { $0.contains("Wrong: E") || $0.contains("Yes: E") }
        #expect(Spawn.read(home + "/game.plist") == saved)  // the German game waits, untouched
        #expect(screen.contains("common words") || screen.contains("Full dictionary"), "\(screen)")
        #expect(!screen.contains("German words"))
    }

    /// A Latin-1 locale (`make test` generates de_DE.ISO-8859-1): German is played in its bytes —
    /// Ä typed as one byte is the letter, the line mode writes Latin-1, and the full screen draws
    /// Ä Ö Ü and ß (its ẞ, which Latin-1 lacks) after Z.
    @Test(.enabled(if: Spawn.run(["locale", "-a"]).out.split(separator: "\n").contains("de_DE.iso88591")))
    func aLatin1LocaleReadsAndWritesLatin1() {
        let environment = ["LANG=de_DE.ISO-8859-1", "LC_ALL=", "LANGUAGE=", "PATH=/usr/bin:/bin", "TERM=xterm"]
        let plain = Spawn.shell("printf 'e\\n\\344\\n' | \"$0\" --plain --language de --seed 3 --data-dir \"$1\" | iconv -f ISO-8859-1 -t UTF-8",
                                [Spawn.tempFolder()], environment: environment)
        #expect(plain.status == 0, "\(plain.err)")
        let tried = Localization.$override.withValue(POCatalogue(language: "de")) { tr("Tried: %s", "E Ä") }
        #expect(plain.out.contains(tried), "\(plain.out)")
        #expect(!plain.out.contains("Ã"), "UTF-8 written under Latin-1: \(plain.out)")
        let screen = Spawn.shell("script -qec \"timeout --foreground 2 '$0' --language de --seed 4 --data-dir '$1'\" /dev/null | iconv -f ISO-8859-1 -t UTF-8",
                                 [Spawn.tempFolder()], environment: environment)
        #expect(screen.out.contains("Z   Ä   Ö   Ü   ß"), "\(screen.out.suffix(600))")
    }

    @Test func theDailyIsTheSameForEveryoneInALanguageAndDiffersBetweenThem() {
        func start(_ language: String) -> [String: String] {
            line.fields(line.run(["--json", "--daily", "2026-03-01", "--language", language], input: "").out.split(separator: "\n").first ?? "")
        }
        #expect(start("es") == start("es"))
        #expect(start("es")["language"] == "es" && start("en")["language"] == "en")
        #expect(start("es")["message"] != start("de")["message"] || start("es")["length"] != start("de")["length"])
    }

    /// A word is guessed by its letters and shown as its list spells it: the line mode's last
    /// board, the results and the history keep its accents; `--json` says its spelling too.
    @Test func aWordIsRevealedWithItsAccents() throws {
        let accented = Set("ÁÉÍÓÚÜ")
        for seed in 1...60 {
            let data = Spawn.tempFolder()
            let r = line.run(["--plain", "--good", "--language", "es", "--seed", "\(seed)", "--length", "6", "--misses", "26"],
                             input: Self.keys(.spanish).joined(separator: "\n") + "\n", data: data)
            guard let board = r.out.split(separator: "\n").last(where: { $0.hasPrefix("Word: ") }), board.contains(where: accented.contains)
            else { continue }
            let spelled = board.dropFirst("Word: ".count).prefix { $0 != "(" }.split(separator: " ").joined().lowercased()
            #expect(r.out.contains("You won"), "\(r.out)")
            let log = Spawn.read(data + "/history.log")
            #expect(log.contains("\t\(spelled)\t"), "\(log)")
            // The high scores printed at the end show it spelled.
            #expect(r.out.contains(spelled.uppercased()), "\(r.out)")
            return
        }
        Issue.record("no seed in 1...60 deals a Spanish word with an accent")
    }

    @Test func theJSONModeSaysASpellingBesideItsLetters() throws {
        for seed in 1...60 {
            let r = line.run(["--json", "--good", "--language", "fr", "--seed", "\(seed)", "--length", "5", "--misses", "26"],
                             input: Self.keys(.french).joined(separator: "\n") + "\n")
            guard let end = r.out.split(separator: "\n").last(where: { $0.contains("\"spelling\":") }) else { continue }
            let fields = line.fields(end)
            let word = try #require(fields["word"]), spelling = try #require(fields["spelling"])
            #expect(word != spelling && Language.french.foldedWord(spelling) == word, "\(end)")
            return
        }
        Issue.record("no seed in 1...60 deals a French word with an accent")
    }

    /// Dutch IJ: the key ĳ guesses I and J, in every front end.
    @Test func theDutchIJKeyGuessesIAndJ() throws {
        let r = line.run(["--plain", "--evil", "--language", "nl", "--seed", "3"], input: "ĳ\n")
        #expect(r.out.contains("Tried: I J"), "\(r.out)")
        let game = try TmuxGame(["--evil", "--language", "nl", "--seed", "3"])
        try game.waitFor("Misses left:")
        game.type("ĳ")
        try game.waitUntil("I and J guessed") { $0.contains(" · ") && ($0.contains("Wrong: I J") || $0.contains("I✓") || $0.contains("I✗")) }
    }
}
