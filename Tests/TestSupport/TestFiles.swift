import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

/// Files for tests: temp folders, small text files, and the fixtures committed under Tests/.
public enum TestFiles {
    /// The repository's Resources folder.
    public static let resources = ResourceLocator.sourceRoot + "/Resources"

    /// A file committed under Tests/Fixtures (written by an earlier version).
    public static func fixture(_ name: String) -> String { ResourceLocator.sourceRoot + "/Tests/Fixtures/" + name }

    /// A fresh, empty temp folder.
    public static func tempFolder(_ prefix: String = "hangman-test") -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    public static func write(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(fd >= 0, "cannot write \(path)")
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    public static func read(_ path: String) -> String? {
        guard let bytes = try? FileIO.read(path, limit: 1 << 30) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func files(in folder: String) -> [String] { FileIO.files(in: folder) }

    /// The file's bytes as they are (nil if there is none).
    public static func bytes(_ path: String) -> [UInt8]? { (try? FileIO.read(path, limit: 1 << 30)) ?? nil }
}

/// Checks on games that tests in several targets share.
public enum GameChecks {
    /// True when `word` fits every answer of `game`: revealed letters in place, no wrong letter,
    /// and no guessed letter (nor a space) in a hidden place.
    public static func fits(_ word: String, _ game: any Gameplay) -> Bool {
        let chars = Array(word)
        guard chars.count == game.wordLength else { return false }
        for (i, c) in chars.enumerated() {
            if let shown = game.pattern[i] { if shown != c { return false } }
            else if game.guessedLetters.contains(c) || c == " " { return false }
        }
        return true
    }
}

extension TestFiles {
    /// Makes `folder` refuse every new file, even to root (`chattr +i`; `chmod 500` for others).
    /// Returns false when this file system cannot (the caller records that as a failure).
    public static func makeReadOnly(_ folder: String) -> Bool {
        if getuid() != 0 { return chmod(folder, 0o500) == 0 }
        return run(["chattr", "+i", folder]) == 0
    }

    public static func undoReadOnly(_ folder: String) {
        if getuid() != 0 { chmod(folder, 0o700) } else { _ = run(["chattr", "-i", folder]) }
    }

    /// Runs a command quietly; its exit status.
    @discardableResult
    public static func run(_ argv: [String]) -> Int32 {
        var pid = pid_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        guard posix_spawnp(&pid, argv[0], &actions, nil, &cArgs, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
