import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Nothing lost: kill -9 at random moments, concurrent instances, damaged files.
@Suite struct DurabilityTests {
    static let resources = Spawn.root + "/Resources"

    @Test func killNineAtRandomMomentsThenRelaunchResumesExactly() throws {
        let lists = [WordListID.full: try WordListFile.load(path: Self.resources + "/words.txt"),
                     .common: try WordListFile.load(path: Self.resources + "/common.txt")]
        var rng = SeededGenerator(seed: 2026)
        let games = 50
        var resumed = 0, finished = 0, killedMidway = 0, beforeFirstSave = 0
        var guessesAtKill: [Int] = []
        for round in 0..<games {
            let data = Spawn.tempFolder()
            let letters = Array("etaoinshrdlucmfwypvbgkqjxz").shuffled(using: &rng).prefix(12).map(String.init)
            let mode = round % 2 == 0 ? "--evil" : "--good"
            // The input stays open: the game is alive (playing, or waiting for more) when struck.
            let keyboard = Spawn.Keyboard()
            let out = Spawn.tempFile(), err = Spawn.tempFile()
            let pid = try #require(Spawn.start([Spawn.binary, "--plain", "--data-dir", data, mode, "--seed", "\(round)",
                                                "--length", "\(4 + round % 6)", "--misses", "26"],
                                               stdin: keyboard.path, stdout: out, stderr: err))
            // Wait for the first state on screen (the first save is done by then), then strike at a
            // random moment among the guesses that follow.
            let deadline = Spawn.monotonic() + 20
            while !Spawn.read(out).contains("Your guess:") && Spawn.monotonic() < deadline { usleep(500) }
            keyboard.type(letters.joined(separator: "\n") + "\n")
            usleep(UInt32.random(in: 0...4_000, using: &rng))
            kill(pid, SIGKILL)
            let status = Spawn.wait(pid)
            if status == 128 + SIGKILL { killedMidway += 1 }
            keyboard.close()
            // Whatever is on disk must load cleanly: never a torn or half-written file.
            let outcome = PropertyListStore<SavedGame>(path: data + "/game.plist").load()
            if case .keptAside = outcome { Issue.record("round \(round): game.plist was damaged"); continue }
            guard let saved = outcome.value else {
                // The game ended and was recorded (its save removed): nothing to resume.
                if !HistoryLog(folder: data).records().isEmpty { finished += 1; continue }
                // The first save comes before the first state is printed, so this should not happen.
                beforeFirstSave += 1
                Issue.record("round \(round): no saved game after the first state was printed")
                continue
            }
            #expect(letters.joined().hasPrefix(saved.guesses))
            guessesAtKill.append(saved.guesses.count)
            let list = try #require(lists[saved.deal.list], "a fresh start plays a shipped list")
            let expected = try saved.restore(using: list)
            // Relaunch: the game comes back exactly as saved.
            let again = Spawn.run([Spawn.binary, "--plain", "--data-dir", data])
            let tried = expected.guessedLetters.map { $0.uppercased() }.joined(separator: " ")
            let pattern = expected.pattern.map { $0.map { $0.uppercased() } ?? "_" }.joined(separator: " ")
            if again.out.contains("Welcome back"), again.out.contains("Tried: \(tried.isEmpty ? "none" : tried)"),
               again.out.contains("Word: \(pattern)"), again.out.contains("Misses left: \(expected.missesLeft) of 26") {
                resumed += 1
            } else {
                Issue.record("round \(round): not resumed exactly:\n\(again.out)")
            }
            if let evil = expected as? EvilGameplay {
                for w in evil.pool.indices.prefix(50) {
                    let word = Array(evil.pool.bucket.word(at: Int(w)))
                    #expect(word.indices.allSatisfy { evil.pattern[$0] == nil ? !evil.guessedLetters.contains(word[$0]) : evil.pattern[$0] == word[$0] })
                }
            }
            unlink(out); unlink(err)
        }
        print("resumed \(resumed)/\(games), \(finished) finished before the kill (\(killedMidway) killed mid-run, \(beforeFirstSave) before the first save; guesses saved at the kill: \(guessesAtKill.min() ?? 0)-\(guessesAtKill.max() ?? 0))")
        #expect(killedMidway == games)  // every strike lands on a running game
        #expect(beforeFirstSave == 0)
        #expect(resumed + finished == games)
    }

    @Test func twoInstancesRecordingAtOnceLoseNothing() throws {
        // Two players' instances: each its own settings and saved game (XDG config and state), one
        // shared history (XDG data).
        let shared = Spawn.tempFolder()
        let data = shared + "/evil-hangman"
        let perProcess = 100
        // Each line "q" loses a one-miss evil game (q splits off a miss family), "new" deals the next.
        let script = Spawn.file(Array(repeating: "q\nnew", count: perProcess).joined(separator: "\n") + "\n")
        var pids: [pid_t] = []
        var outputs: [String] = []
        for i in 0..<2 {
            let out = Spawn.tempFile()
            outputs.append(out)
            let own = Spawn.tempFolder()
            let environment = Spawn.currentEnvironment().filter { !$0.hasPrefix("EVIL_HANGMAN_HOME=") && !$0.hasPrefix("XDG_") }
                + ["XDG_DATA_HOME=\(shared)", "XDG_STATE_HOME=\(own)", "XDG_CONFIG_HOME=\(own)", "HOME=\(own)"]
            pids.append(try #require(Spawn.start([Spawn.binary, "--plain", "--evil", "--misses", "1",
                                                  "--length", "\(5 + i)", "--seed", "\(i)"],
                                                 stdin: script, stdout: out, stderr: "/dev/null", environment: environment)))
        }
        for pid in pids { #expect(Spawn.wait(pid) == 0) }
        let records = HistoryLog(folder: data).records()
        let ids = Set(records.map(\.id))
        print("kept \(records.count)/\(2 * perProcess)")
        #expect(records.count == 2 * perProcess)
        #expect(ids.count == 2 * perProcess)
        #expect(records.allSatisfy { !$0.won && $0.missesMade == 1 })
    }

    @Test(arguments: ["settings.plist", "game.plist"])
    func aDamagedFileIsReportedAndKeptAside(name: String) throws {
        for damage in ["garbage \u{1}", "", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>version</key><integer>99</integer></dict></plist>"] {
            let data = Spawn.tempFolder()
            let path = data + "/" + name
            let fd = open(path, O_WRONLY | O_CREAT, 0o644)
            _ = Array(damage.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1"])
            #expect(result.status == 0)
            #expect(result.out.contains("Note:"), "\(name) \(damage.debugDescription): \(result.out)")
            if damage.contains("<integer>99</integer>") {
                // A newer version's settings or game: left where it is, untouched, and said.
                #expect(Spawn.read(path) == damage, "\(name) was changed")
                #expect(!TestFiles.files(in: data).contains { $0.hasPrefix(name + ".corrupt-") })
                #expect(result.out.contains("is from a newer evil-hangman (format 99)"), "\(result.out)")
                if name == "game.plist" {
                    // A game played beside it is not saved over it, and the exit says so.
                    let played = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1"], stdin: Spawn.file("e\n"))
                    #expect(played.out.contains("This game was not saved: the saved game from before is kept as it was."), "\(played.out)")
                    #expect(!played.out.contains("Your game is saved"), "\(played.out)")
                    #expect(Spawn.read(path) == damage, "\(name) was changed")
                }
                continue
            }
            let aside = try #require(TestFiles.files(in: data).first { $0.hasPrefix(name + ".corrupt-") }, "\(name) not kept aside")
            #expect(Spawn.read(data + "/" + aside) == damage)
        }
    }

    @Test func aReadOnlyFolderWarnsPlayGoesOnAndTheEndTellsTheTruth() throws {
        let data = Spawn.tempFolder()
        #expect(TestFiles.makeReadOnly(data), "cannot make a folder read-only here")
        defer { TestFiles.undoReadOnly(data) }
        // Two guesses, then a lost game (one miss allowed would end at once: 2 allowed, q and z).
        let result = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1", "--misses", "2", "--evil"],
                               stdin: Spawn.file("q\nz\n"))
        #expect(result.out.contains("Game not saved"))
        #expect(result.out.contains("Tried: Q Z"))
        #expect(!result.out.contains("Your game is saved"))
        // The score could not be written nor kept: it is given on stderr, and the status says so.
        #expect(result.status == 1)
        #expect(result.err.contains("a score could not be saved"))
        #expect(result.err.contains("lost ") && result.err.contains("with 2 of 2 misses (evil"), "\(result.err)")
        #expect(TestFiles.files(in: data).isEmpty)
    }

    /// The folder stops taking writes and removals (read-only, as a remount would make it) after
    /// a guess was saved: the guess that would end the game is not made, so the next start, with
    /// the folder writable again, resumes the game as it was shown — never as it was before a
    /// last guess whose end nobody could keep.
    @Test func aGuessWhoseEndCannotBeKeptIsNotMadeAndNothingComesBack() throws {
        let data = Spawn.tempFolder()
        let first = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1", "--misses", "2", "--evil"], stdin: Spawn.file("q\n"))
        #expect(first.out.contains("Tried: Q") && first.out.contains("Your game is saved"), "\(first.out)")
        #expect(TestFiles.makeReadOnly(data), "cannot make a folder read-only here")
        let stuck = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1"], stdin: Spawn.file("z\n"))
        TestFiles.undoReadOnly(data)
        #expect(stuck.out.contains("This guess would end the game, and its end cannot be kept"), "\(stuck.out)")
        #expect(!stuck.out.contains("Tried: Q Z") && !stuck.out.contains("Hanged"), "\(stuck.out)")
        let later = Spawn.run([Spawn.binary, "--plain", "--data-dir", data, "--seed", "1"], stdin: Spawn.file("z\n"))
        #expect(later.out.contains("Welcome back") && later.out.contains("Tried: Q Z") && later.out.contains("Hanged"), "\(later.out)")
        #expect(HistoryLog(folder: data).records().count == 1)
    }
}
