import HangmanApp
import HangmanCore

/// The settings side (the back of the card): the settings for the next game.
enum SettingsSide {
    /// A row's label: `phrases` where the list holds phrases (its length row).
    static func title(of control: SettingsControl, phrases: Bool = false) -> String {
        switch control {
        case .level: tr("Level")
        case .length: phrases ? tr("Phrase length") : tr("Word length")
        case .misses: tr("Misses allowed")
        case .mode: tr("Mode")
        case .host: tr("Evil host")
        case .animations: tr("Animations")
        case .wordsLeft: tr("Words that fit")
        case .language: tr("Language")
        case .wordList: tr("Word list")
        case .back: ""
        }
    }

    /// The labels' column: the longest label of the screen's language and two spaces, 16 at least (English), so a
    /// translation's longer label never runs into its control.
    static var labelWidth: Int {
        let titles = SettingsControl.allCases.flatMap { [title(of: $0), title(of: $0, phrases: true)] }
        return min(24, max(16, 2 + (titles.map(\.count).max() ?? 0)))
    }

    static func draw(_ app: App, into frame: inout Frame) {
        Layout.titleBar(app, subtitle: tr("Settings"), buttons: [.backToTheGame, .help], into: &frame)
        let contentWidth = min(app.width, 80)
        var rows = Rows(app: app, x0: (app.width - contentWidth) / 2 + 1)
        // The rows above the narrowest window's (60×20) open up, most useful first: a blank after
        // the misses, one before the language, what a change does (the status line says it at
        // each change anyway), one under the title.
        var spare = app.height - UIMetrics.minimumHeight
        func take(_ rows: Int) -> Bool {
            if spare >= rows {
                spare -= rows
                return true
            } else {
                return false
            }
        }
        let missesGap = take(1)
        let listsGap = take(1)
        rows.y = 2 + (take(1) ? 1 : 0)
        let note = rows.noteLines()
        let showsNote = take(note.count)
        rows.level(into: &frame)
        rows.length(into: &frame)
        rows.misses(gap: missesGap, into: &frame)
        rows.modeAndLevel(into: &frame)
        rows.animations(into: &frame)
        rows.wordsLeft(into: &frame)
        rows.y += listsGap ? 1 : 0
        rows.language(into: &frame)
        rows.wordLists(into: &frame)
        if showsNote { rows.note(note, into: &frame) }
        rows.backButton(into: &frame)
        Layout.footer(app, into: &frame)
    }

    /// The rows of the settings side, top to bottom: each draws itself at `y` and moves it down.
    private struct Rows {
        let app: App
        /// The left edge of the labels; the controls start at `controlX`.
        let x0: Int
        var y = 0
        var controlX: Int { x0 + 2 + labelWidth }
        var next: Settings { app.settingsSide.nextGameSettings }

        func label(_ control: SettingsControl, enabled: Bool = true, into frame: inout Frame) {
            let text = title(of: control, phrases: control == .length && app.currentList?.hasPhrases == true)
            let focused = app.settingsSide.focus == control
            if focused { frame.screen.put(String(app.glyphs.pointer), x: x0, y: y, .accent) }
            frame.screen.put(text, x: x0 + 2, y: y, focused ? .selected : (enabled ? .bold : .dim))
            frame.target(Rect(x: x0, y: y, width: labelWidth + 1, height: 1), .settingsSide(.focus(control)))
        }

        /// The level, and in one line what it means (its preset, or Custom).
        mutating func level(into frame: inout Frame) {
            let level = next.level
            label(.level, into: &frame)
            let all = Level.allCases
            if controlX + choicesWidth(app, all.map(\.title)) <= app.width - 1 {
                choices(
                    app, all.map { ($0.title, level == $0, .settingsSide(.setLevel($0))) }, x: controlX, y: y,
                    control: .level,
                    into: &frame)
            } else {
                // Narrow: the level between arrows, stepped with Left/Right or a click on either.
                stepper(
                    .level, all.map { ($0.title, Action.settingsSide(.setLevel($0))) }, at: all.firstIndex(of: level)!,
                    into: &frame)
            }
            // As many of its parts as fit, never one cut short.
            // In another language a level plays that language's list, not the English one it names.
            var parts = level.about(in: next.wordList.language)
            // Nemesis with learning off learns nothing: its band is not so.
            if level == .nemesis, app.habits.learningIsOff { parts[0] = tr("learning is off") }
            if level.preset != nil, next.wordList.language != .english {
                parts[parts.count - 1] = next.wordList.shortName
            }
            let about = TextLayout.parts(parts, separator: ", ", width: app.width - controlX - 1)
            frame.screen.put(about.prefix(1).uppercased() + about.dropFirst(), x: controlX, y: y + 1, .dim)
            y += 2
        }

        mutating func length(into frame: inout Frame) {
            let list = app.currentList
            let length = next.wordLength
            label(.length, into: &frame)
            slider(
                app, value: length, range: 1...max(list?.longestLength ?? 1, 1), x: controlX, y: y, control: .length,
                set: { .settingsSide(.setLength($0)) }, into: &frame)
            if let list {
                let count = list.count(ofLength: length)
                // A phrase list's length counts characters, the spaces included.
                if let lengths = next.level.preset(in: next.wordList.language)?.lengths, lengths.count > 1 {
                    frame.screen.put(
                        tr("The level deals %d to %d letters", lengths.lowerBound, lengths.upperBound), x: controlX,
                        y: y + 1, .dim)
                } else if count > 0 {
                    // A level's game is dealt from a draw of its words (`Level.Preset.share`, `themed`).
                    let entries =
                        list.hasPhrases
                        ? trn("%s phrase", "%s phrases", count, UIText.grouped(count)) : UIText.words(count)
                    let unit = list.hasPhrases ? trn("%d character", "%d characters", length) : UIText.letters(length)
                    let words = trc("12 words of 4 letters", "%s of %s", entries, unit)
                    let draw = next.level.preset.flatMap {
                        $0.themed
                            ? tr("a game draws from part of them")
                            : $0.share < 1 ? tr("a game draws %d%% of them", Int(($0.share * 100).rounded())) : nil
                    }
                    let text =
                        draw.map {
                            TextLayout.parts(
                                [words, $0],
                                separator: trc(
                                    "between two notes on one line (3,209 words; a game draws from part of them)",
                                    "; "),
                                width: app.width - controlX - 1)
                        } ?? words
                    frame.screen.put(text, x: controlX, y: y + 1, .dim)
                } else {
                    let nearest = list.nearestLengthWithWords(to: length)
                    frame.screen.put(
                        list.hasPhrases
                            ? tr("No %d-character phrases: the game will use %d", length, nearest)
                            : tr("No %d-letter words: the game will use %d", length, nearest), x: controlX, y: y + 1,
                        .warning)
                }
            }
            y += 2
        }

        mutating func misses(gap: Bool, into frame: inout Frame) {
            label(.misses, into: &frame)
            slider(
                app, value: next.missesAllowed, range: Settings.missesRange, x: controlX, y: y, control: .misses,
                set: { .settingsSide(.setMisses($0)) }, into: &frame)
            y += gap ? 2 : 1
        }

        mutating func modeAndLevel(into frame: inout Frame) {
            let s = next
            label(.mode, into: &frame)
            choices(
                app, GameMode.allCases.map { ($0.title, s.mode == $0, .settingsSide(.setMode($0))) }, x: controlX, y: y,
                control: .mode, into: &frame)
            y += 1
            label(.host, enabled: s.mode == .evil, into: &frame)
            let end = choices(
                app, Host.allCases.map { ($0.title, s.host == $0, .settingsSide(.setHost($0))) }, x: controlX, y: y,
                control: .host, enabled: s.mode == .evil, into: &frame)
            let room = app.width - end - 1
            let (long, short) =
                switch s.host {
                case .classic: (tr("dodges each guess"), tr("dodges"))
                case .cunning: (tr("plans ahead"), tr("plans"))
                // With learning off (the K page), Nemesis learns nothing: the row says so.
                case .nemesis:
                    app.habits.learningIsOff
                        ? (tr("learning is off"), tr("learning is off")) : (tr("learns you"), tr("learns"))
                }
            let about = long.count <= room ? long : short
            // Said only where it fits whole (help says the same).
            if about.count <= room { frame.screen.put(about, x: end, y: y, .dim) }
            y += 1
        }

        mutating func animations(into frame: inout Frame) {
            let on = next.animations
            label(.animations, into: &frame)
            choices(
                app,
                [
                    (tr("On"), on, .settingsSide(.setAnimations(true))),
                    (tr("Off"), !on, .settingsSide(.setAnimations(false))),
                ],
                x: controlX, y: y, control: .animations, into: &frame)
            let about = TextLayout.parts(
                (app.slowTerminal ? tr("off: this terminal draws slowly") : tr("slides, flashes"))
                    .split(separator: ", ").map(String.init), separator: ", ", width: app.width - controlX - 27)
            if about.count <= app.width - controlX - 27 { frame.screen.put(about, x: controlX + 26, y: y, .dim) }
            y += 1
        }

        /// Whether an evil game says beside the gallows how many words still fit.
        mutating func wordsLeft(into frame: inout Frame) {
            let shown = next.showsWordsLeft
            label(.wordsLeft, into: &frame)
            let end = choices(
                app,
                [
                    (tr("Shown"), shown, .settingsSide(.setWordsLeft(true))),
                    (tr("Hidden"), !shown, .settingsSide(.setWordsLeft(false))),
                ],
                x: controlX, y: y, control: .wordsLeft, into: &frame)
            // In line with the animations' note where the choices leave room.
            let about = tr("the count, in evil games")
            let x = max(end, controlX + 26)
            if about.count <= app.width - x - 1 { frame.screen.put(about, x: x, y: y, .dim) }
            y += 1
        }

        /// `◂ Nederlands ▸`: one of `choices` between arrows, stepped with Left/Right or a click on
        /// either arrow. Returns the column after it.
        @discardableResult
        func stepper(
            _ control: SettingsControl, _ choices: [(title: String, action: Action)], at i: Int, into frame: inout Frame
        ) -> Int {
            let title = choices[i].title
            let n = choices.count
            frame.screen.put(String(app.glyphs.arrowLeft), x: controlX, y: y, .button)
            frame.target(Rect(x: controlX, y: y, width: 1, height: 1), choices[(i + n - 1) % n].action)
            frame.screen.put(title, x: controlX + 2, y: y, app.settingsSide.focus == control ? .selected : .bold)
            frame.screen.put(String(app.glyphs.arrowRight), x: controlX + 3 + title.count, y: y, .button)
            frame.target(Rect(x: controlX + 3 + title.count, y: y, width: 1, height: 1), choices[(i + 1) % n].action)
            return controlX + 5 + title.count
        }

        /// The language played, and the languages this screen cannot draw, if any (they need a
        /// locale, not a package: every language's everyday words come with the game).
        mutating func language(into frame: inout Frame) {
            let current = next.wordList.language
            let offered = app.settingsSide.languages
            label(.language, into: &frame)
            let end = stepper(
                .language, offered.map { ($0.nativeName, Action.settingsSide(.setLanguage($0))) },
                at: offered.firstIndex(of: current) ?? 0, into: &frame)
            let unshown = app.settingsSide.unshown
            if !unshown.isEmpty {
                let names = unshown.map(\.name).joined(separator: tr(" and "))
                let text = trn("%s needs a UTF-8 locale", "%s need a UTF-8 locale", unshown.count, names)
                if text.count <= app.width - end - 2 { frame.screen.put(text, x: end + 1, y: y, .dim) }
            }
            y += 1
        }

        mutating func wordLists(into frame: inout Frame) {
            label(.wordList, into: &frame)
            if let custom = app.store.customList.flatMap({ app.store.lists[$0] }) {
                let count =
                    custom.hasPhrases
                    ? trn("%s entry", "%s entries", custom.count, UIText.grouped(custom.count))
                    : UIText.words(custom.count)
                // The name gives way (cut with an ellipsis) to what it is and its size.
                let after = " (--words)  \(count)"
                let room = max(1, app.width - controlX - 1 - after.columns)
                frame.screen.put(
                    TextLayout.fit(PrintableText.name(custom.name), room, app.glyphs) + after, x: controlX, y: y, .bold)
                y += 2
                return
            }
            let lists = WordListID.lists(in: next.wordList.language)
            // The counts in one column after the longest name; with their unit where every one fits.
            let column = controlX + 4 + (lists.map(\.title.count).max() ?? 0) + 2
            let counted = lists.map { choice in
                app.store.lists[choice].map { list in
                    (
                        UIText.grouped(list.count),
                        list.hasPhrases
                            ? trn("%s phrase", "%s phrases", list.count, UIText.grouped(list.count))
                            : UIText.words(list.count)
                    )
                }
            }
            let units = counted.allSatisfy { column + ($0?.1.count ?? 0) < app.width }
            for (choice, count) in zip(lists, counted) {
                choices(
                    app, [(choice.title, next.wordList == choice, .settingsSide(.setWordList(choice)))], x: controlX,
                    y: y,
                    control: .wordList, into: &frame)
                // A dictionary not installed: the package that brings it, where it fits.
                if case .dictionary(let language) = choice, !app.settingsSide.dictionaries.contains(language),
                    let package = language.package
                {
                    let install = "apt install " + package
                    if column + install.count < app.width { frame.screen.put(install, x: column, y: y, .dim) }
                } else {
                    frame.screen.put((units ? count?.1 : count?.0) ?? "", x: column, y: y, .dim)
                }
                y += 1
            }
            y += 1
        }

        /// What a change does, wrapped to the window.
        func noteLines() -> [String] {
            let current = app.play.game
            var text = tr("Changes are saved at once; the game's settings apply to the next game.")
            if !current.isOver {
                let shape =
                    """
                    \(UIText.length(of: current)), \(UIText.misses(current.missesAllowed)), \
                    \(current.mode.title.lowercased())
                    """
                text += " " + tr("This one stays as it is (%s).", shape)
            }
            return TextLayout.wrap(text, app.width - x0 - 3)
        }

        /// The note's lines (the button comes right under them: the lists end in a blank line).
        mutating func note(_ lines: [String], into frame: inout Frame) {
            for (i, line) in lines.enumerated() {
                frame.screen.put(TextLayout.fit(line, app.width - x0 - 3, app.glyphs), x: x0 + 2, y: y + i, .normal)
            }
            y += lines.count
        }

        func backButton(into frame: inout Frame) {
            let focused = app.settingsSide.focus == .back
            let label = KeyLabel.backToTheGame.label
            let x = (app.width - Frame.buttonWidth("", label)) / 2
            if focused { frame.screen.put(String(app.glyphs.pointer), x: x - 2, y: y, .accent) }
            frame.button("", label, x: x, y: y, action: .toggleSettingsSide, style: focused ? .selected : .button)
        }
    }

    /// `◂━━━━●─────────▸  8`: one cell a value where it fits; click a cell, an arrow or drag.
    static func slider(
        _ app: App, value: Int, range: ClosedRange<Int>, x: Int, y: Int, control: SettingsControl,
        set: (Int) -> Action, into frame: inout Frame
    ) {
        let g = app.glyphs
        // Every slider is as wide as the widest (26 cells) so they line up, narrower only where
        // the window is.
        let track = max(2, min(UIMetrics.sliderCells, app.width - x - 10))
        let focused = app.settingsSide.focus == control
        func cell(for v: Int) -> Int {
            range.count <= 1 ? 0 : (v - range.lowerBound) * (track - 1) / (range.count - 1)
        }
        func valueAt(_ i: Int) -> Int {
            track <= 1 ? range.lowerBound : range.lowerBound + (i * (range.count - 1) + (track - 1) / 2) / (track - 1)
        }
        let knob = cell(for: min(max(value, range.lowerBound), range.upperBound))
        frame.screen.put(String(g.arrowLeft), x: x, y: y, .button)
        frame.target(Rect(x: x, y: y, width: 1, height: 1), set(value - 1))
        for i in 0..<track {
            let c: Character = i == knob ? g.sliderKnob : (i < knob ? g.sliderFilled : g.sliderEmpty)
            frame.screen[x + 1 + i, y] = Cell(
                c, i == knob ? (focused ? .selected : .accent) : (i < knob ? .accent : .dim))
            frame.target(Rect(x: x + 1 + i, y: y, width: 1, height: 1), set(valueAt(i)))
        }
        frame.screen.put(String(g.arrowRight), x: x + 1 + track, y: y, .button)
        frame.target(Rect(x: x + 1 + track, y: y, width: 1, height: 1), set(value + 1))
        let text = value < 10 ? " \(value)" : "\(value)"
        frame.screen.put(text, x: x + track + 3, y: y, focused ? .selected : .bold)
    }

    /// The columns a choice titled `title` takes, its mark included: `● Easy`, or `(*) Easy` in ASCII.
    static func choiceWidth(_ app: App, _ title: String) -> Int { title.count + (app.glyphs == .ascii ? 4 : 2) }

    /// The columns `choices` takes for these titles, the gap after the last included.
    static func choicesWidth(_ app: App, _ titles: [String]) -> Int {
        titles.map { choiceWidth(app, $0) + 2 }.reduce(0, +)
    }

    /// Radio choices `● On  ○ Off`, each clickable.
    /// Draws the options in a row from `x`; returns the column after the last.
    @discardableResult
    static func choices(
        _ app: App, _ options: [(title: String, on: Bool, action: Action)], x: Int, y: Int,
        control: SettingsControl, enabled: Bool = true, into frame: inout Frame
    ) -> Int {
        var cx = x
        let focused = app.settingsSide.focus == control
        for option in options {
            let text = "\(option.on ? app.glyphs.radioOn : app.glyphs.radioOff) \(option.title)"
            let style: Style = !enabled ? .dim : (option.on ? (focused ? .selected : .bold) : .normal)
            frame.screen.put(
                app.glyphs == .ascii ? "(\(option.on ? "*" : " ")) \(option.title)" : text, x: cx, y: y, style)
            let width = choiceWidth(app, option.title)
            frame.target(Rect(x: cx, y: y, width: width, height: 1), option.action)
            cx += width + 2
        }
        return cx
    }
}
