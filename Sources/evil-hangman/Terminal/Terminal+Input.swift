import CNCursesw
import HangmanApp
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

extension Terminal {
    /// The most inputs taken in one read: beyond it the read is a flood anyway (`InputFilter`).
    static let batchLimit = 4096
    /// How long the start of an escape sequence (or a lone Esc) waits for its rest, in ms: a link
    /// that splits a sequence delivers its rest well within this; a person's next key comes later.
    static let sequenceWait: Int32 = 60

    /// Everything the terminal delivered, as one batch (pastes and floods one `.paste`), or nothing after `timeout`
    /// ms (-1: no limit; a signal ends the wait too). Callers wait briefly only while something moves or a result is
    /// due: an idle game never wakes.
    func read(timeout: Int32) -> [Input] {
        if let resize = takeResize() { return [resize] }
        // What curses holds already (the rest of a pasted run, a key sequence) comes first.
        var batch = drain(first: readKey(timeout: 0))
        if batch.isEmpty {
            // Wait on the terminal and the signal pipe together, so a signal just before the wait still ends it;
            // a held escape sequence waits for its rest a moment only.
            let wait = filter.isHolding ? (timeout < 0 ? Self.sequenceWait : min(timeout, Self.sequenceWait)) : timeout
            var waits = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: Signals.pipeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&waits, Signals.pipeRead >= 0 ? 2 : 1, wait)
            if ready > 0, waits[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = Glibc.read(Signals.pipeRead, &drain, drain.count)
                return takeResize().map { [$0] } ?? []
            }
            if ready > 0, waits[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                hungUp = true
                return []
            }
            guard ready > 0 else { return filter.isHolding ? filter.flush() : [] }
            // Input: let curses read it, waiting a moment for a sequence's rest.
            batch = drain(first: readKey(timeout: 30))
        }
        return filter.filter(batch)
    }

    /// `first` and every input curses can give at once after it.
    private func drain(first: Input?) -> [Input] {
        guard let first else { return [] }
        var batch = [first]
        while batch.count < Self.batchLimit, let next = readKey(timeout: 0) { batch.append(next) }
        return batch
    }

    /// A resize signalled since the last look: the new size (held to `TerminalSize.maximum`),
    /// which curses is told of here, so that it never allocates for more.
    private func takeResize() -> Input? {
        guard receivedResize != 0 else { return nil }
        receivedResize = 0
        let (width, height) = TerminalSize.capped(TerminalSize.fromKernel() ?? size)
        resizeterm(Int32(height), Int32(width))
        return .resize(width: width, height: height)
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
        default:
            for n in 1...12 where code == cn_KEY_F(Int32(n)) { return .key(.function(n)) }
            return nil
        }
    }
}
