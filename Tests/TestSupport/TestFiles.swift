import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// Files for tests: temp folders, small text files, and the fixtures committed under Tests/. It
/// uses the C library alone, so that every test target can use it and depend only on what it tests.
public enum TestFiles {
    /// The source tree (this file is Tests/TestSupport/TestFiles.swift in it).
    public static let sourceRoot: String = {
        var parts = "\(#filePath)".split(separator: "/").map(String.init)
        parts.removeLast(3)
        return "/" + parts.joined(separator: "/")
    }()

    /// The repository's Resources folder.
    public static let resources = sourceRoot + "/Resources"

    /// A file committed under Tests/Fixtures (written by an earlier version).
    public static func fixture(_ name: String) -> String { sourceRoot + "/Tests/Fixtures/" + name }

    /// An environment variable of the test run.
    public static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

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

    public static func read(_ path: String) -> String? { bytes(path).map { String(decoding: $0, as: UTF8.self) } }

    /// The names in `folder` (no "." or ".."), sorted; empty if it cannot be read.
    public static func files(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The file's bytes as they are (nil if there is none, or it is not a regular file).
    public static func bytes(_ path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    /// The lines of a committed word list in `Resources/` (or any file), as a list.
    public static func wordList(_ path: String, language: Language = .english) -> WordList {
        WordList(name: String(path.split(separator: "/").last ?? ""), bytes: bytes(path) ?? [], language: language)
    }
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
