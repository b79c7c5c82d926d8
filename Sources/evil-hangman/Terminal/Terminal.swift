import CNCursesw
import HangmanApp
import HangmanCore
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

/// The curses edge: draws a `Screen`, reads `Input`. Nothing else in the program touches the terminal.
final class Terminal {
    enum Failure: Error, CustomStringConvertible {
        case unknownTerminal(String)
        case cannotAddressCursor(String)
        case noDescriptors
        var description: String {
            switch self {
            case .unknownTerminal(let term):
                return tr(
                    "cannot use terminal type '%s' (set TERM to e.g. xterm-256color, or use --plain)",
                    PrintableText.name(term))
            case .cannotAddressCursor(let term):
                return tr(
                    "terminal type '%s' cannot move the cursor, which the full screen needs: use --plain",
                    PrintableText.name(term))
            case .noDescriptors:
                return tr("this process may open no more files (ulimit -n), and the terminal's description is a file")
            }
        }
    }

    private let screenHandle: OpaquePointer
    private var output: UnsafeMutablePointer<FILE>?
    let window: UnsafeMutablePointer<WINDOW>
    let unicode: Bool
    /// What a character beyond the locale's set is drawn as.
    let charset: LocaleCharset
    let colors: Bool
    /// Attributes and colour pair, by `Style.rawValue`.
    private var attributes: [(attr_t, Int16)] = []

    /// Inputs as the player meant them: a paste or a flood is one `.paste` (kept between reads).
    var filter = InputFilter()
    /// The terminal hung up without a SIGHUP reaching the game (a session of its own under `su` or `setsid`):
    /// every read then fails at once, and the loop must quit (saving) rather than spin.
    var hungUp = false
    /// The window is larger than `TerminalSize.maximum`: the game uses its top-left part.
    let oversized: Bool

    init(environment: [String: String], charset: LocaleCharset) throws {
        // The character type was set at the start (`LocaleCharset.adopt`).
        self.charset = charset
        unicode = charset.isUTF8
        oversized = TerminalSize.prepareForCurses(environment: environment)
        use_env(true)
        // newterm, not initscr: an unknown TERM must be our error message, not an exit inside curses.
        // The output is fully buffered (set before first use): curses flushes once per frame, so a frame leaves in
        // one write, not one a line, and a reader wakes once. While curses writes the descriptor itself (retrying
        // what a signal interrupts), `TerminalOutput.writing` is set for the `Watchdog`.
        TerminalOutput.open()
        guard let output = fdopen(1, "w"), setvbuf(output, nil, _IOFBF, 1 << 16) == 0, let input = fdopen(0, "r") else {
            throw Failure.unknownTerminal(environment["TERM"] ?? "")
        }
        guard let handle = newterm(nil, output, input) else {
            // Not the terminal's fault when the process may open no more files (terminfo is a
            // file): curses looks in other folders after the EMFILE, so errno no longer says it.
            if !ProcessSetup.canOpenAFile() { throw Failure.noDescriptors }
            throw Failure.unknownTerminal(environment["TERM"] ?? "")
        }
        set_term(handle)
        guard cn_can_address_cursor() != 0 else {
            endwin()
            delscreen(handle)
            throw Failure.cannotAddressCursor(environment["TERM"] ?? "")
        }
        screenHandle = handle
        window = cn_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        cn_set_escdelay(25)
        self.output = output
        let wantsColor = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        colors = wantsColor && has_colors()
        if colors {
            start_color()
            use_default_colors()
        }
        setUpStyles()
        setModes()
    }

    /// Turns on SGR mouse reports, read by `InputFilter` (curses' reader of a malformed report would wait for bytes
    /// and swallow the next keys), and bracketed paste (a paste is never typed as guesses). Again after SIGCONT.
    private func setModes() {
        cn_forget_mouse_keys()
        if let output { fflush(output) }
        TerminalOutput.send("\u{1b}[?1000h\u{1b}[?1006h\u{1b}[?2004h")
    }

    /// Back from an outside SIGSTOP: the shell set its own modes meanwhile; ours again, the screen repainted whole.
    func resume() {
        reset_prog_mode()
        // Back on the alternate screen too, where something outside (a `reset`) left it.
        if let smcup = cn_smcup() { TerminalOutput.send(String(cString: smcup)) }
        setModes()
        cn_repaint_all()
    }

    private func setUpStyles() {
        if colors {
            let pairs: [(Int16, Int16)] = [
                (Int16(COLOR_RED), -1), (Int16(COLOR_GREEN), -1), (Int16(COLOR_YELLOW), -1),
                (Int16(COLOR_CYAN), -1), (Int16(COLOR_BLUE), -1),
            ]
            for (i, p) in pairs.enumerated() { init_pair(Int16(i + 1), p.0, p.1) }
        }
        attributes = Style.allCases.map { Self.attributes(for: $0, colors: colors) }
    }

    /// Without colour, bold, dim, reverse and underline carry the differences.
    private static func attributes(for style: Style, colors: Bool) -> (attr_t, Int16) {
        let bold = cn_A_BOLD
        let dim = cn_A_DIM
        let reverse = cn_A_REVERSE
        let underline = cn_A_UNDERLINE
        let red: Int16 = 1
        let green: Int16 = 2
        let yellow: Int16 = 3
        let cyan: Int16 = 4
        let blue: Int16 = 5
        switch style {
        case .normal: return (0, 0)
        case .dim: return (dim, 0)
        case .bold, .letterUnused: return (bold, 0)
        case .title: return (bold, colors ? red : 0)
        case .accent: return (0, colors ? cyan : 0)
        case .letterHit: return colors ? (bold, green) : (0, 0)
        case .letterMiss: return colors ? (0, red) : (dim, 0)
        case .selected: return colors ? (reverse | bold, 0) : (reverse, 0)
        case .good: return (bold, colors ? green : 0)
        case .bad: return (bold, colors ? red : 0)
        case .warning: return colors ? (0, yellow) : (underline, 0)
        case .button: return (bold, colors ? cyan : 0)
        case .border: return (0, colors ? blue : 0)
        case .flashHit: return (reverse | bold, colors ? green : 0)
        case .flashMiss: return (reverse | bold, colors ? red : 0)
        }
    }

    var size: (width: Int, height: Int) { (Int(getmaxx(window)), Int(getmaxy(window))) }

    /// One wide string per run of a style, no `String` per cell: this is on the path to the first frame.
    func draw(_ screen: Screen) {
        werase(window)
        var run: [wchar_t] = []
        run.reserveCapacity(screen.width * 2 + 1)
        for y in 0..<screen.height {
            var x = 0
            while x < screen.width {
                let style = screen[x, y].style
                let start = x
                run.removeAll(keepingCapacity: true)
                while x < screen.width {
                    let cell = screen[x, y]
                    guard cell.style == style else { break }
                    // A wide character's second column: nothing where it is drawn wide, a space where
                    // the locale shows it as one narrow stand-in.
                    if !cell.continuesWide {
                        Self.appendDrawable(cell.character, to: &run, charset: charset)
                    } else if !charset.isUTF8 {
                        run.append(32)
                    }
                    x += 1
                }
                run.append(0)
                // The bottom-right cell cannot be written without scrolling; curses reports ERR, which is harmless.
                let (attr, pair) = attributes[style.rawValue]
                _ = cn_put_wide(window, Int32(y), Int32(start), run, attr, pair)
            }
        }
        // Output dropped (a terminal that stopped reading): this frame goes whole.
        if TerminalOutput.dropped {
            TerminalOutput.dropped = false
            cn_repaint_all()
        }
        wnoutrefresh(window)
        TerminalOutput.writing = true
        doupdate()
        TerminalOutput.writing = false
    }

    /// The character's scalars, or "?" for a control character: nothing drawn may act on the terminal (the last
    /// guard). Outside UTF-8, a character the set lacks would end curses' whole run: `LocaleCharset` shows it.
    private static func appendDrawable(_ c: Character, to run: inout [wchar_t], charset: LocaleCharset) {
        let start = run.count
        for scalar in c.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7f..<0xa0).contains(value) {
                run.removeSubrange(start...)
                run.append(wchar_t(UInt8(ascii: "?")))
                return
            }
            if !charset.isUTF8 && value >= 0x80 && !charset.represents(scalar) {
                run.removeSubrange(start...)
                run.append(wchar_t(bitPattern: charset.shown(c.unicodeScalars.first!).value))
                return
            }
            run.append(wchar_t(bitPattern: value))
        }
    }

    /// Restores the terminal. Safe to call more than once.
    func end() {
        TerminalOutput.writing = true
        if let output {
            fputs("\u{1b}[?1000l\u{1b}[?1006l\u{1b}[?2004l", output)
            fflush(output)
        }
        endwin()
        TerminalOutput.writing = false
    }

    deinit { delscreen(screenHandle) }
}
