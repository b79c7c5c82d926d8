import CNCursesw
import HangmanCore
import HangmanTUI
#if canImport(Glibc)
import Glibc
#endif

/// The curses edge: draws a `Screen`, reads keys, clicks and resizes as `Input`. Nothing else in
/// the program touches the terminal.
final class Terminal {
    enum Failure: Error, CustomStringConvertible {
        case unknownTerminal(String)
        case cannotAddressCursor(String)
        var description: String {
            switch self {
            case .unknownTerminal(let term):
                return "cannot use terminal type '\(PrintableText.escaping(term))' (set TERM to e.g. xterm-256color, or use --plain)"
            case .cannotAddressCursor(let term):
                return "terminal type '\(PrintableText.escaping(term))' cannot move the cursor, which the full screen needs: use --plain"
            }
        }
    }

    private let screenHandle: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// UTF-8 locale: Unicode drawing; otherwise ASCII.
    let unicode: Bool
    let colors: Bool
    /// Attributes and colour pair, by `Style.rawValue`.
    private var attributes: [(attr_t, Int16)] = []

    init(environment: [String: String]) throws {
        // Only the character type matters here (UTF-8 or not, and how curses reads and writes
        // wide characters); every other category is work before the first frame (docs/start-up.md).
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        unicode = codeset.uppercased().filter { $0 != "-" } == "UTF8"
        // newterm, not initscr: an unknown TERM must be our error message, not an exit inside curses.
        // The output is fully buffered (before its first use, as setvbuf requires): curses flushes
        // once per frame, so a frame leaves in one write instead of one a line (stdio line-buffers
        // a terminal), and whoever reads the terminal wakes once.
        guard let output = fdopen(1, "w"), setvbuf(output, nil, _IOFBF, 1 << 16) == 0, let input = fdopen(0, "r"),
              let handle = newterm(nil, output, input) else {
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
        mousemask(cn_ALL_MOUSE_EVENTS, nil)
        mouseinterval(0)
        let wantsColor = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        colors = wantsColor && has_colors()
        if colors {
            start_color()
            use_default_colors()
        }
        setUpStyles()
    }

    private func setUpStyles() {
        if colors {
            let pairs: [(Int16, Int16)] = [(Int16(COLOR_RED), -1), (Int16(COLOR_GREEN), -1), (Int16(COLOR_YELLOW), -1),
                                           (Int16(COLOR_CYAN), -1), (Int16(COLOR_BLUE), -1)]
            for (i, p) in pairs.enumerated() { init_pair(Int16(i + 1), p.0, p.1) }
        }
        attributes = Style.allCases.map { Self.attributes(for: $0, colors: colors) }
    }

    /// Attributes and colour pair for a style (pairs 1-5: red, green, yellow, cyan, blue). Without
    /// colour, bold, dim, reverse and underline carry the differences.
    private static func attributes(for style: Style, colors: Bool) -> (attr_t, Int16) {
        let bold = cn_A_BOLD, dim = cn_A_DIM, reverse = cn_A_REVERSE, underline = cn_A_UNDERLINE
        let red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3, cyan: Int16 = 4, blue: Int16 = 5
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

    /// Draws the whole frame; curses sends only what changed. Each run of one style goes to curses
    /// as one wide string: this is on the path to the first frame, so no `String` is built per cell.
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
                    Self.appendDrawable(cell.character, to: &run)
                    x += 1
                }
                run.append(0)
                // The bottom-right cell cannot be written without scrolling; curses reports ERR, which is harmless.
                let (attr, pair) = attributes[style.rawValue]
                _ = cn_put_wide(window, Int32(y), Int32(start), run, attr, pair)
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Appends the character's scalars, or "?" for a control character: nothing drawn may act on
    /// the terminal (what reaches a cell is escaped where it comes from; this is the last guard).
    private static func appendDrawable(_ c: Character, to run: inout [wchar_t]) {
        let start = run.count
        for scalar in c.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7f..<0xa0).contains(value) {
                run.removeSubrange(start...)
                run.append(wchar_t(UInt8(ascii: "?")))
                return
            }
            run.append(wchar_t(bitPattern: value))
        }
    }

    /// True once the terminal has hung up without a SIGHUP reaching the game (it runs in a session
    /// of its own, under `su` or `setsid`, and the window closed): every read then fails at once,
    /// and the event loop must quit (saving) rather than spin.
    private(set) var hungUp = false

    /// The next input, or nil after `timeout` milliseconds (-1: wait for as long as it takes; a
    /// signal ends the wait too, so the caller can look at it). The caller waits briefly only
    /// while something moves or a result from another thread is due: an idle game never wakes.
    func read(timeout: Int32) -> Input? {
        // What curses holds already (the rest of a pasted run, a key sequence) comes first.
        if let input = readKey(timeout: 0) { return input }
        // Then wait on the terminal and on the signal pipe together: a quit signal ends the wait
        // even when it came just before it; a resize (SIGWINCH) interrupts it and curses reports it.
        var waits = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: Signals.pipeRead, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&waits, Signals.pipeRead >= 0 ? 2 : 1, timeout)
        if ready > 0, waits[1].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            _ = Glibc.read(Signals.pipeRead, &drain, drain.count)
            return nil
        }
        if ready > 0, waits[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            hungUp = true
            return nil
        }
        if ready == 0 { return nil }
        // Input (or an interrupted wait): let curses read it, waiting a moment for a sequence's rest.
        return readKey(timeout: ready > 0 ? 30 : 0)
    }

    private func readKey(timeout: Int32) -> Input? {
        wtimeout(window, timeout)
        var character: wint_t = 0
        let status = wget_wch(window, &character)
        if status == ERR {
            if Self.inputHungUp() { hungUp = true }
            return nil
        }
        if status == KEY_CODE_YES {
            return key(Int32(character))
        }
        switch character {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26: return .key(.control(Character(UnicodeScalar(UInt8(character) + 96))))
        default:
            guard let scalar = UnicodeScalar(UInt32(character)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Whether standard input reports a hang-up or an error (not merely "nothing to read yet").
    private static func inputHungUp() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    private func key(_ code: Int32) -> Input? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_RESIZE:
            let (w, h) = size
            return .resize(width: w, height: h)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & (cn_BUTTON1_PRESSED | cn_BUTTON1_CLICKED) != 0 {
                return .click(x: Int(event.x), y: Int(event.y))
            }
            return nil
        default:
            for n in 1...12 where code == cn_KEY_F(Int32(n)) { return .key(.function(n)) }
            return nil
        }
    }

    /// Puts `text` on the system clipboard through the terminal: OSC 52, which xterm, kitty, iTerm2,
    /// Windows Terminal and tmux (`set-clipboard on`) honour; others ignore it. Written straight to
    /// the terminal between frames (curses has flushed), and it moves no cursor.
    static func copyToClipboard(_ text: String) {
        let sequence = Array("\u{1b}]52;c;\(base64(Array(text.utf8)))\u{07}".utf8)
        _ = sequence.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    /// Standard base64 with padding (RFC 4648), as OSC 52 wants it.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = UInt32(bytes[i]), b1 = n > 1 ? UInt32(bytes[i + 1]) : 0, b2 = n > 2 ? UInt32(bytes[i + 2]) : 0
            let triple = b0 << 16 | b1 << 8 | b2
            for k in 0..<4 {
                out.append(k <= n ? alphabet[Int(triple >> (18 - 6 * UInt32(k)) & 63)] : UInt8(ascii: "="))
            }
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Restores the terminal. Safe to call more than once.
    func end() {
        endwin()
    }

    deinit { delscreen(screenHandle) }
}
