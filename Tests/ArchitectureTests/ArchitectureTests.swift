import Testing
import HangmanCore
import HangmanApp

import TestSupport

/// What the compiler cannot check of the shape ARCHITECTURE.md promises: the rules, the app and
/// the screens touch no file, clock, time zone or terminal (which layer may use which is the
/// targets' dependencies: the compiler's), and every environment variable read is one the
/// executable copies.
@Suite struct ArchitectureTests {
    static func sources(_ target: String) -> [(name: String, text: String)] {
        let root = TestFiles.sourceRoot + "/Sources/" + target
        return swiftFiles(in: root).map { path in (String(path.dropFirst(root.count + 1)), TestFiles.read(path) ?? "") }
    }

    static func swiftFiles(in folder: String) -> [String] {
        TestFiles.files(in: folder).flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.hasSuffix(".swift") { return [path] }
            return name.contains(".") ? [] : swiftFiles(in: path)
        }
    }

    /// Calls and imports that mean files, clocks, time zones or curses.
    static let forbidden = ["Glibc", "import Foundation", "import Darwin", "import CNCursesw", "fopen(", "open(",
                            "read(", "write(", "time(", "localtime", "gmtime", "clock_gettime", "getenv", "Date(", "TimeZone"]

    static let pureImports: Set<Substring> = ["#if canImport(Glibc)", "import func Glibc.log2", "import func Glibc.memcmp"]

    @Test(arguments: ["HangmanCore", "HangmanApp", "HangmanScreens"])
    func theCoreAndTheAppTouchNothingOutside(target: String) {
        let files = Self.sources(target)
        #expect(files.count > 10)
        for (name, text) in files {
            for line in text.split(separator: "\n") where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") {
                for word in Self.forbidden where line.contains(word) {
                    // The core's only system imports: a logarithm and a byte comparison, functions of no state.
                    if word == "Glibc" && Self.pureImports.contains(line.trimmingPrefix(while: { $0 == " " })) {
                        continue
                    }
                    if word.hasSuffix("(") && Self.isMethodCall(word, in: line) { continue }
                    Issue.record("\(target)/\(name): \(line)")
                }
            }
        }
    }

    /// `x.read(` or `func read(` is not the system call.
    static func isMethodCall(_ word: String, in line: Substring) -> Bool {
        var rest = line[...]
        while let range = rest.firstRange(of: word) {
            let before = rest[..<range.lowerBound].last
            if before != "." && before != "_" && !(before?.isLetter ?? false) && !rest[..<range.lowerBound].hasSuffix("func ") { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The executable copies only the environment variables it names; a variable read anywhere
    /// (`environment["NAME"]`) must be one of them, or it would silently read as unset.
    @Test func everyEnvironmentVariableReadIsCopied() throws {
        let command = try #require(Self.sources("evil-hangman").first { $0.name.hasSuffix("EvilHangmanCommand.swift") }?.text)
        let copied = try #require(command.split(separator: "static let variables = [").dropFirst().first?.prefix { $0 != "]" })
        var read: Set<String> = []
        for target in ["evil-hangman", "HangmanStore", "HangmanApp", "HangmanScreens"] {
            for (_, text) in Self.sources(target) {
                // Read directly, or through DataLocations' XDG helper.
                for opening in ["environment[\"", "xdg(\""] {
                    for part in text.split(separator: opening, omittingEmptySubsequences: false).dropFirst() {
                        read.insert(String(part.prefix { $0 != "\"" }))
                    }
                }
            }
        }
        #expect(read.count >= 7, "\(read)")
        for name in read { #expect(copied.contains("\"\(name)\""), "\(name) is read but not copied from the environment") }
    }
}
