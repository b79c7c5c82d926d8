import Testing
import HangmanCore
import HangmanTUI
import TestSupport

/// The shape ARCHITECTURE.md promises, checked on the sources: the rules and the app touch no
/// file, clock, time zone or terminal, and the app never reaches for the layout.
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
    static let forbidden = ["import Glibc", "import Foundation", "import Darwin", "import CNCursesw", "fopen(", "open(",
                            "read(", "write(", "time(", "localtime", "gmtime", "clock_gettime", "getenv", "Date(", "TimeZone"]

    @Test(arguments: ["HangmanCore", "HangmanTUI"])
    func theCoreAndTheAppTouchNothingOutside(target: String) {
        let files = Self.sources(target)
        #expect(files.count > 10)
        for (name, text) in files {
            for line in text.split(separator: "\n") where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") {
                for word in Self.forbidden where line.contains(word) {
                    // `import func Glibc.log2` is the one system import the core makes (a logarithm).
                    if word == "import Glibc" && line.contains("import func Glibc.log2") { continue }
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

    @Test func theAppNeverCallsTheLayout() {
        let folders = ["State/", "Features/", "Effects/", "Input/"]
        let app = Self.sources("HangmanTUI").filter { file in folders.contains { file.name.hasPrefix($0) } }
        #expect(app.count > 20)
        for (name, text) in app {
            #expect(!text.contains("Layout."), "\(name) reaches for the layout")
            #expect(!text.contains("Frame"), "\(name) knows about frames")
        }
    }

    /// A feature's state is set only in the feature's own file (`fileprivate(set)`, so the
    /// compiler holds to it), and a window opens only through `WindowsFeature.show`: no other
    /// file assigns to a window's state, or declares a feature's state settable from outside.
    @Test func onlyAFeaturesOwnFileSetsItsStateAndOnlyShowOpensAWindow() {
        let features = ["play", "settingsSide", "windows", "daily", "store"]
        let files = Self.sources("HangmanTUI")
        for (name, text) in files {
            for line in text.split(separator: "\n") where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") {
                // Any `modal = …` or `.modal = …` but a comparison (KeyContext's own copy excepted).
                if name != "Features/WindowsFeature.swift", name != "Input/KeyContext.swift",
                   line.contains(/(^|[^A-Za-z0-9_])modal\s*(=[^=]|\+=)/) {
                    Issue.record("\(name) sets a window directly: \(line)")
                }
                for feature in features {
                    let own = "Features/" + feature.prefix(1).uppercased() + feature.dropFirst() + "Feature.swift"
                    guard name != own else { continue }
                    for field in Self.assignedFields(of: feature, in: line) {
                        Issue.record("\(name) sets \(feature).\(field), which \(own) owns: \(line)")
                    }
                }
            }
            if name.hasPrefix("Features/") && name.hasSuffix("Feature.swift") {
                #expect(!text.contains("internal(set)"), "\(name): a feature's state is set in its own file only")
            }
        }
        let windows = files.first { $0.name == "Features/WindowsFeature.swift" }?.text ?? ""
        #expect(windows.contains("mutating func show(_ modal: Modal?)"))
        #expect(!windows.contains("public internal(set) var modal") && windows.contains("public private(set) var modal"))
    }

    /// `play.daily = x`, `windows.board += 1`: the fields of `feature` this line assigns to.
    static func assignedFields(of feature: String, in line: Substring) -> [String] {
        var fields: [String] = []
        var rest = line[...]
        while let range = rest.firstRange(of: feature + ".") {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...]
            let field = after.prefix { $0.isLetter || $0.isNumber }
            let tail = after.dropFirst(field.count).drop { $0 == " " }
            if !(before?.isLetter ?? false) && before != "." && (tail.hasPrefix("=") && !tail.hasPrefix("==") || tail.hasPrefix("+=") || tail.hasPrefix("-=")) {
                fields.append(String(field))
            }
            rest = after
        }
        return fields
    }

    /// The types the layout declares: none of them may be part of the app's state (the layout
    /// reads the state; the state never holds a drawing).
    static var layoutTypes: Set<String> {
        var names: Set<String> = []
        for (name, text) in sources("HangmanTUI") where name.hasPrefix("Layout/") {
            for keyword in ["struct ", "enum ", "class ", "typealias "] {
                for part in text.split(separator: keyword).dropFirst() {
                    let type = String(part.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    if type.first?.isUppercase == true { names.insert(type) }
                }
            }
        }
        return names
    }

    /// Every type in an app's state, looked up by reflection through all its features.
    static func stateTypes(of value: Any, into types: inout Set<String>, depth: Int = 0) {
        guard depth < 6 else { return }
        for child in Mirror(reflecting: value).children {
            let type = String(reflecting: type(of: child.value))
            types.insert(type)
            stateTypes(of: child.value, into: &types, depth: depth + 1)
        }
    }

    @Test func noLayoutTypeIsPartOfTheAppsState() {
        let layout = Self.layoutTypes
        #expect(layout.isSuperset(of: ["Frame", "Screen", "Cell", "Style", "Rect", "FrontSide", "ResultsWindow"]))
        let (app, _) = App.start(AppStart(lists: [.full: WordList(entries: ["kiwi", "lamb"])], seed: 1, instanceID: "a"))
        var types: Set<String> = []
        Self.stateTypes(of: app, into: &types)
        #expect(types.contains("HangmanTUI.PlayFeature") && types.contains("HangmanTUI.Glyphs"))
        for type in types {
            // Qualified names ("HangmanTUI.Style"): another module's type of the same name is not the layout's.
            let words = type.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }.map(String.init)
            for word in words where layout.contains(where: { word == "HangmanTUI." + $0 || word.hasPrefix("HangmanTUI." + $0 + ".") }) {
                Issue.record("the app's state holds \(type), a layout type")
            }
        }
    }

    /// The executable copies only the environment variables it names; a variable read anywhere
    /// (`environment["NAME"]`) must be one of them, or it would silently read as unset.
    @Test func everyEnvironmentVariableReadIsCopied() throws {
        let command = try #require(Self.sources("evil-hangman").first { $0.name == "EvilHangmanCommand.swift" }?.text)
        let copied = try #require(command.split(separator: "static let variables = [").dropFirst().first?.prefix { $0 != "]" })
        var read: Set<String> = []
        for target in ["evil-hangman", "HangmanStore", "HangmanTUI"] {
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
