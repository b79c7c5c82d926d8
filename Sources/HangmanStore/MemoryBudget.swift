import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Room left under `ulimit -v`, so a large read is refused with its numbers before it is made: an allocation that
/// fails inside the Swift runtime ends the process with a backtrace, nothing the player can act on.
public enum MemoryBudget {
    /// A list's cost to build, per byte of its file, with room to spare (docs/attack-surfaces.md has the measurement).
    static let listCostPerByte = 3
    /// Kept free beyond a list's own cost: the game's work after it loads.
    static let slack = 4 << 20

    /// Bytes the process may still map; nil without a limit (the usual case) or when the kernel does not say.
    public static func room() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
            let mapped = mappedBytes()
        else {
            return nil
        }
        return max(Int(clamping: limit.rlim_cur) - mapped, 0)
    }

    /// Why `what` cannot run when it needs `needed` bytes more than the process maps now; nil when it can.
    public static func refusal(of what: String, needing needed: Int) -> String? {
        guard let room = room(), room < needed else { return nil }
        return tr(
            "this process may take only %s more memory (ulimit -v), and %s needs about %s", StoreText.size(room), what,
            StoreText.size(needed, roundingUp: true))
    }

    /// Why a list of `size` bytes cannot be loaded under the limit; nil when it can.
    public static func refusal(forListOf size: Int) -> String? {
        guard let room = room() else { return nil }
        let needed = size * listCostPerByte + slack
        guard needed > room else { return nil }
        return tr(
            "loading it takes about %s of memory, and this run may take only %s more (ulimit -v)",
            StoreText.size(needed, roundingUp: true), StoreText.size(room))
    }

    /// The process's mapped size, from the first field of /proc/self/statm (in pages).
    private static func mappedBytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0,
            let pages = String(decoding: buffer[..<n], as: UTF8.self).split(separator: " ").first.flatMap({ Int($0) })
        else {
            return nil
        }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
