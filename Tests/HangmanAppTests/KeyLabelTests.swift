import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens
import TestSupport

/// One label per key: every button and key hint shown on every side and window, at 60×20, 80×24
/// and 120×40, is collected; a key that does one thing must be named one way everywhere, and
/// what a label names must be what the key does there.
@Suite struct KeyLabelTests {
    /// The key a label names, as the keymap receives it (nil for a group such as "A-Z").
    static func input(_ name: String) -> Input? {
        switch name {
        case "Esc": return .key(.escape)
        case "Enter": return .key(.enter)
        case "Tab": return .key(.tab)
        case "Space": return .character(" ")
        case "?": return .character("?")
        case "^N": return .key(.control("n"))
        case "Backspace": return .key(.backspace)
        default:
            if name.hasPrefix("F"), let n = Int(name.dropFirst()) { return .key(.function(n)) }
            if name.count == 1, let c = name.first, c.isLetter, c.isUppercase { return .character(Character(c.lowercased())) }
            return nil
        }
    }

    struct Seen {
        let key: String, label: String, action: Action, stop: String
    }

    /// Every labelled key on screen at this stop: the buttons, then the hints under the status line.
    static func labels(at stop: ScreenTour.Stop) -> [Seen] {
        let app = stop.game.app
        var seen: [Seen] = []
        for button in Layout.render(app).buttons where !button.key.isEmpty {
            seen.append(Seen(key: button.key, label: button.label.lowercased(), action: button.action, stop: stop.name))
        }
        let shown = KeyHints.line(app, width: app.width - 2)
        for hint in KeyHints.hints(app) where shown.contains(hint) {
            let parts = hint.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, let input = input(parts[0]), let action = Keymap.action(for: input, in: app.keyContext) else { continue }
            seen.append(Seen(key: parts[0], label: parts[1].lowercased(), action: action, stop: stop.name))
        }
        return seen
    }

    static let sizes = [(60, 20), (80, 24), (120, 40)]

    @Test func aKeyThatDoesOneThingHasOneLabelEverywhere() {
        var byKeyAndAction: [String: [Seen]] = [:]
        var count = 0
        for (width, height) in Self.sizes {
            for stop in ScreenTour.stopsWithHelp(width: width, height: height) {
                for seen in Self.labels(at: stop) {
                    byKeyAndAction["\(seen.key) → \(seen.action)", default: []].append(seen)
                    count += 1
                }
            }
        }
        #expect(count > 200)
        // A label the game defines names its action wherever it is shown ("Tab settings" under
        // the results window, where Tab turns the page, would be caught here).
        for seen in byKeyAndAction.values.joined() {
            for defined in KeyLabel.all where defined.key == seen.key && defined.label.lowercased() == seen.label {
                #expect(defined.action == seen.action, "\(seen.stop): \(seen.key) \(seen.label) does \(seen.action)")
            }
        }
        for (key, seen) in byKeyAndAction {
            let labels = Set(seen.map(\.label))
            #expect(labels.count == 1, "\(key) is named \(labels.sorted()) (\(seen.map(\.stop).uniqued().prefix(4)))")
        }
    }

    /// A button does what its key does there: clicking [Tab] Settings and pressing Tab agree.
    @Test func everyButtonNamesWhatItsKeyDoesThere() {
        for (width, height) in Self.sizes {
            for stop in ScreenTour.stopsWithHelp(width: width, height: height) {
                let app = stop.game.app
                for button in Layout.render(app).buttons where !button.key.isEmpty {
                    guard let input = Self.input(button.key) else {
                        Issue.record("\(stop.name): [\(button.key)] is not a key")
                        continue
                    }
                    let pressed = Keymap.action(for: input, in: app.keyContext)
                    #expect(pressed == button.action, "\(stop.name) at \(width)x\(height): [\(button.key)] \(button.label) is \(button.action), the key \(String(describing: pressed))")
                }
            }
        }
    }

    /// The labels the screens use are the README's and the man page's.
    @Test func theDocsNameEachKeyAsTheScreensDo() throws {
        let readme = try #require(TestFiles.read(TestFiles.sourceRoot + "/README.md"))
        let manual = try #require(TestFiles.read(TestFiles.sourceRoot + "/evil-hangman.6"))
        for label in KeyLabel.all where label != .yes && label != .no {
            #expect(readme.contains("`\(label.key)`") && readme.contains(label.label), "README: \(label.key) \(label.label)")
            #expect(manual.contains(label.label), "man page: \(label.label)")
        }
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
