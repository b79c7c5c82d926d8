import HangmanApp
import HangmanCore
import HangmanScreens
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// The size the game draws at: the window's, as the kernel knows it, held to `maximum`. Curses keeps several
/// copies of every cell, so an absurd size (a hostile `LINES=30000`, a huge window) would cost gigabytes before
/// the first frame; beyond the maximum the game uses the top-left part and says so.
enum TerminalSize {
    static let maximum = (width: UIMetrics.maximumWidth, height: UIMetrics.maximumHeight)

    /// The window's size (TIOCGWINSZ on stdout, else stdin), nil when the kernel does not know.
    static func fromKernel() -> (width: Int, height: Int)? {
        var size = winsize()
        for fd in [Int32(1), 0] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return nil
    }

    static func capped(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        var (width, height) = App.held(width: size.width, height: size.height)
        // Under a memory limit, no more cells than the room left holds (rows go first).
        if let cells = cellsTheMemoryHolds, width * height > cells {
            height = max(UIMetrics.minimumHeight, cells / max(width, 1))
            if width * height > cells { width = max(UIMetrics.minimumWidth, cells / height) }
        }
        return (width, height)
    }

    /// What one cell costs, in bytes (the game's frame and curses' copies), with room to spare.
    static let bytesPerCell = 256
    /// Kept free under a memory limit for everything but the frame.
    static let roomBesideTheFrame = 8 << 20

    /// The most cells a frame may have under `ulimit -v`, from the room left at the start; nil without a limit.
    nonisolated(unsafe) static var cellsTheMemoryHolds: Int?

    /// Sets `cellsTheMemoryHolds`; returns why the memory limit cannot hold the smallest screen, if it cannot.
    static func fitToMemory() -> String? {
        let smallest = roomBesideTheFrame + UIMetrics.minimumWidth * UIMetrics.minimumHeight * bytesPerCell
        if let refusal = MemoryBudget.refusal(of: tr("the full screen"), needing: smallest) { return refusal }
        cellsTheMemoryHolds = MemoryBudget.room().map { ($0 - roomBesideTheFrame) / bytesPerCell }
        return nil
    }

    /// Before curses starts: LINES and COLUMNS set to the kernel's size (else the environment's), always capped.
    /// True when the window is larger than the maximum.
    static func prepareForCurses(environment: [String: String]) -> Bool {
        let given = (environment["COLUMNS"].flatMap { Int($0) }, environment["LINES"].flatMap { Int($0) })
        let real = fromKernel() ?? (given.0.flatMap { w in given.1.map { (w, $0) } }) ?? (80, 24)
        let used = capped(real)
        setenv("COLUMNS", String(used.width), 1)
        setenv("LINES", String(used.height), 1)
        return used.width < real.width || used.height < real.height
    }
}
