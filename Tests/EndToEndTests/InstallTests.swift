import Testing
import HangmanCore
import HangmanStore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The binary players get: `make install-files` into a prefix, `scripts/make-deb`, both from the
/// release build that `make test` makes first (static Swift runtime, no toolchain at run time).
@Suite(.serialized) struct InstallTests {
    static let release = Spawn.root + "/.build/release/evil-hangman"
    /// A word no shipped list has: a game that deals it read the list this test planted.
    static let plantedWord = "qjqjqjqjx"

    /// The toolchain's library folder, from this test process's own map (it links libswiftCore.so
    /// from there): nothing the installed game loads may come from it.
    static let toolchainLibraries: String = {
        let maps = Spawn.run(["cat", "/proc/\(getpid())/maps"]).out
        let line = maps.split(separator: "\n").first { $0.hasSuffix("/libswiftCore.so") }
        let path = line.flatMap { $0.split(separator: " ").last.map(String.init) } ?? "/usr/lib/swift/linux/libswiftCore.so"
        return FileIO.folder(of: path)
    }()

    func requireReleaseBuild() throws {
        try #require(access(Self.release, X_OK) == 0, "no release build at \(Self.release): make test builds it first")
    }

    /// Plays `--json --good` on a list holding only the planted word: won, and that word.
    func playsThePlantedList(_ binary: String, listFolder: String) throws {
        TestFiles.write(Self.plantedWord + "\n", to: listFolder + "/words.txt")
        let input = Spawn.file("q\nj\nx\n")
        defer { unlink(input) }
        let data = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", data]) }
        let result = Spawn.run(["/usr/bin/env", "-i", "HOME=\(data)", binary, "--json", "--good", "--seed", "1",
                                "--length", "\(Self.plantedWord.count)"], stdin: input)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"status\":\"won\""), "\(result.out)")
        #expect(result.out.contains("\"word\":\"\(Self.plantedWord)\""), "\(result.out)")
    }

    @Test func theInstalledBinaryNeedsNothingFromTheToolchain() throws {
        try requireReleaseBuild()
        let prefix = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", prefix]) }
        let make = Spawn.run(["make", "-s", "-C", Spawn.root, "install-files", "PREFIX=\(prefix)"])
        try #require(make.status == 0, "\(make.err)")
        for file in ["bin/evil-hangman", "share/evil-hangman/words.txt", "share/evil-hangman/common.txt", "share/evil-hangman/phrases.txt",
                     "share/evil-hangman/common.LICENSE", "share/evil-hangman/everyday.LICENSE",
                     "share/evil-hangman/everyday-nl.txt", "share/evil-hangman/everyday-de.txt",
                     "share/evil-hangman/everyday-fr.txt", "share/evil-hangman/everyday-es.txt", "share/man/man6/evil-hangman.6",
                     "share/bash-completion/completions/evil-hangman", "share/zsh/site-functions/_evil-hangman",
                     "share/fish/vendor_completions.d/evil-hangman.fish", "share/locale/nl/LC_MESSAGES/evil-hangman.mo"] {
            #expect(access(prefix + "/" + file, R_OK) == 0, "\(file) is not installed")
        }
        let ldd = Spawn.run(["ldd", prefix + "/bin/evil-hangman"])
        #expect(ldd.status == 0)
        #expect(ldd.out.contains("libncursesw"))
        #expect(!ldd.out.contains(Self.toolchainLibraries), "\(ldd.out)")
        #expect(!ldd.out.contains("libswift") && !ldd.out.contains("libFoundation"), "\(ldd.out)")

        // A copy of the installed tree, run from / with a clean environment: every library it maps
        // comes from the system.
        let copy = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", copy]) }
        #expect(Spawn.run(["cp", "-a", prefix + "/.", copy]).status == 0)
        let home = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", home]) }
        let game = try TmuxGame([], launcher: ["/usr/bin/env", "-i", "TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(home)"],
                                binary: copy + "/bin/evil-hangman", folder: "/")
        try game.waitFor(NormalGame.fresh)
        let maps = Spawn.run(["cat", "/proc/\(try game.pid())/maps"]).out
        #expect(maps.contains("libncursesw"))
        #expect(!maps.contains(Self.toolchainLibraries), "the game maps a library from the toolchain")
        #expect(!maps.contains("libswift"))
        // It found the copy's lists, not the source tree's.
        try playsThePlantedList(copy + "/bin/evil-hangman", listFolder: copy + "/share/evil-hangman")
        // And its Dutch catalogue, in the copy's share/locale.
        let dutch = Spawn.run(["/usr/bin/env", "-i", "LANG=C.UTF-8", "LANGUAGE=nl", "HOME=\(home)", copy + "/bin/evil-hangman", "--help"])
        #expect(dutch.out.contains(try #require(POCatalogue(language: "nl")?.translation(of: "Hangman against a host that cheats."))))
    }

    @Test func bashCompletesTheFlagsFromTheInstalledScript() throws {
        try requireReleaseBuild()
        let prefix = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", prefix]) }
        try #require(Spawn.run(["make", "-s", "-C", Spawn.root, "install-files", "PREFIX=\(prefix)"]).status == 0)
        let script = prefix + "/share/bash-completion/completions/evil-hangman"
        // What bash does on Tab after "evil-hangman --mi" and after "evil-hangman --". The
        // function's name is what the script registers with `complete -F`.
        func complete(_ line: String) -> [String] {
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }.joined(separator: " ")
            let program = """
                source '\(script)'
                function=$(complete -p evil-hangman | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p')
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                "$function" evil-hangman "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            return Spawn.run(["bash", "-c", program]).out.split(separator: "\n").map(String.init)
        }
        #expect(complete("evil-hangman --mi") == ["--misses"])
        let all = Set(complete("evil-hangman --"))
        for flag in ["--length", "--misses", "--evil", "--good", "--words", "--seed", "--data-dir", "--plain", "--json", "--help"] {
            #expect(all.contains(flag), "\(flag) is not offered: \(all.sorted())")
        }
        #expect(TestFiles.read(prefix + "/share/zsh/site-functions/_evil-hangman")?.hasPrefix("#compdef evil-hangman") == true)
        #expect(TestFiles.read(prefix + "/share/fish/vendor_completions.d/evil-hangman.fish")?.contains("complete -c 'evil-hangman'") == true)
    }

    @Test func uninstallRemovesExactlyWhatInstallWrote() throws {
        try requireReleaseBuild()
        let prefix = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", prefix]) }
        // Someone else's files in the same folders stay.
        let others = ["share/man/man6/other.6", "share/bash-completion/completions/other", "bin/other"]
        for file in others {
            Spawn.run(["mkdir", "-p", FileIO.folder(of: prefix + "/" + file)])
            TestFiles.write("not ours\n", to: prefix + "/" + file)
        }
        try #require(Spawn.run(["make", "-s", "-C", Spawn.root, "install-files", "PREFIX=\(prefix)"]).status == 0)
        #expect(Spawn.run(["make", "-s", "-C", Spawn.root, "uninstall", "PREFIX=\(prefix)"]).status == 0)
        let left = Spawn.run(["find", prefix, "-type", "f"]).out.split(separator: "\n").map { String($0.dropFirst(prefix.count + 1)) }
        // Installed by root, the machine's board is made; its scores are the players', so
        // uninstalling leaves it (the README says how to reset it).
        let board = getuid() == 0 ? ["var/games/evil-hangman/machine.log", "var/games/evil-hangman/machine.secret"] : []
        #expect(left.sorted() == (others + board).sorted())
        #expect(access(prefix + "/share/evil-hangman", F_OK) != 0)
    }

    @Test(.enabled(if: Spawn.run(["sh", "-c", "command -v dpkg-deb && command -v dpkg-shlibdeps"]).status == 0))
    func theDebianPackageHoldsTheGameAndRunsFromItsRoot() throws {
        try requireReleaseBuild()
        let out = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", out]) }
        let made = Spawn.run([Spawn.root + "/scripts/make-deb", Self.release, out])
        try #require(made.status == 0, "\(made.err)")
        let version = Spawn.run([Self.release, "--version"]).out.trimmingSpaces
        let arch = Spawn.run(["dpkg", "--print-architecture"]).out.trimmingSpaces
        let deb = out + "/evil-hangman_\(version)_\(arch).deb"
        #expect(made.out.trimmingSpaces.hasSuffix("evil-hangman_\(version)_\(arch).deb"))

        func field(_ name: String) -> String { Spawn.run(["dpkg-deb", "-f", deb, name]).out.trimmingSpaces }
        #expect(field("Package") == "evil-hangman")
        #expect(field("Version") == version)
        #expect(field("Architecture") == arch)
        #expect(field("Section") == "games")
        let depends = field("Depends")
        for library in ["libc6", "libncursesw6", "libstdc++6"] { #expect(depends.contains(library), "\(depends)") }
        #expect(!depends.lowercased().contains("swift"))
        #expect(Int(field("Installed-Size")) ?? 0 > 1000)

        let listing = Spawn.run(["dpkg-deb", "-c", deb]).out.split(separator: "\n")
            .filter { $0.hasPrefix("-") }.compactMap { $0.split(separator: " ").last.map { String($0.dropFirst()) } }
        #expect(Set(listing) == Set([
            "/usr/games/evil-hangman",
            "/usr/share/games/evil-hangman/words.txt", "/usr/share/games/evil-hangman/common.txt",
            "/usr/share/games/evil-hangman/phrases.txt",
            "/usr/share/games/evil-hangman/common.LICENSE", "/usr/share/games/evil-hangman/everyday.LICENSE",
            "/usr/share/games/evil-hangman/everyday-nl.txt", "/usr/share/games/evil-hangman/everyday-de.txt",
            "/usr/share/games/evil-hangman/everyday-fr.txt", "/usr/share/games/evil-hangman/everyday-es.txt",
            "/usr/share/man/man6/evil-hangman.6.gz",
            "/usr/share/bash-completion/completions/evil-hangman",
            "/usr/share/zsh/vendor-completions/_evil-hangman",
            "/usr/share/fish/vendor_completions.d/evil-hangman.fish",
            "/usr/share/doc/evil-hangman/copyright", "/usr/share/doc/evil-hangman/changelog.gz",
        ] + Localization.shippedLanguages.map { "/usr/share/locale/\($0)/LC_MESSAGES/evil-hangman.mo" }), "\(listing)")

        let root = Spawn.tempFolder()
        defer { Spawn.run(["rm", "-rf", root]) }
        #expect(Spawn.run(["dpkg-deb", "-x", deb, root]).status == 0)
        let binary = root + "/usr/games/evil-hangman"
        #expect(Spawn.run([binary, "--version"]).out.trimmingSpaces == version)
        // The changelog's newest entry is the binary's version (Debian reads it as the package's).
        let changelog = Spawn.run(["dpkg-parsechangelog", "-l", Spawn.root + "/packaging/changelog", "-S", "Version"])
        #expect(changelog.status != 0 || changelog.out.trimmingSpaces == version, "\(changelog.out)")
        #expect(Spawn.run(["sh", "-c", "gzip -dc \"$0\" | head -1", root + "/usr/share/doc/evil-hangman/changelog.gz"]).out
            .hasPrefix("evil-hangman (\(version))"))
        #expect(!Spawn.run(["ldd", binary]).out.contains(Self.toolchainLibraries))
        try playsThePlantedList(binary, listFolder: root + "/usr/share/games/evil-hangman")
    }

    @Test func theListsAreLookedForBesideTheBinaryAndNamedWhenMissing() {
        let games = ResourceLocator.candidates(executable: "/usr/games/evil-hangman")
        #expect(Array(games.prefix(2)) == ["/usr/share/evil-hangman", "/usr/share/games/evil-hangman"])
        let local = ResourceLocator.candidates(executable: "/opt/eh/bin/evil-hangman")
        #expect(local.first == "/opt/eh/share/evil-hangman")
        #expect(local.contains("/opt/eh/Resources"))
        #expect(local.last == ResourceLocator.sourceRoot + "/Resources")
        #expect(Set(local).count == local.count)
        guard case .failure(let error) = WordListFile.load(.full, resources: nil) else {
            Issue.record("a shipped list loaded without a folder")
            return
        }
        #expect("\(error)".contains("looked in"))
        #expect("\(error)".contains(ResourceLocator.sourceRoot + "/Resources"))
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
