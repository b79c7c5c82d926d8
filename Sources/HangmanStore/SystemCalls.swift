import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

// The C library's path calls, taking a path as `ByteText` (the player's bytes, even if not UTF-8): the library's
// own would pass a `String`'s UTF-8 and so open another file than the one named.

/// Seconds on the monotonic clock: deadlines never move with the wall clock.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func withPathBytes<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
    let bytes = ByteText.bytes(path).map { CChar(bitPattern: $0) } + [0]
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
}

@discardableResult func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    withPathBytes(path) { Glibc.open($0, flags, mode) }
}
func stat(_ path: String, _ info: UnsafeMutablePointer<stat>) -> Int32 {
    withPathBytes(path) { fstatat(AT_FDCWD, $0, info, 0) }
}
func lstat(_ path: String, _ info: UnsafeMutablePointer<stat>) -> Int32 {
    withPathBytes(path) { fstatat(AT_FDCWD, $0, info, AT_SYMLINK_NOFOLLOW) }
}
@discardableResult func mkdir(_ path: String, _ mode: mode_t) -> Int32 { withPathBytes(path) { Glibc.mkdir($0, mode) } }
@discardableResult func unlink(_ path: String) -> Int32 { withPathBytes(path) { Glibc.unlink($0) } }
@discardableResult func access(_ path: String, _ mode: Int32) -> Int32 {
    withPathBytes(path) { Glibc.access($0, mode) }
}
func opendir(_ path: String) -> OpaquePointer? { withPathBytes(path) { Glibc.opendir($0) } }
@discardableResult func rename(_ from: String, _ to: String) -> Int32 {
    withPathBytes(from) { a in withPathBytes(to) { b in Glibc.rename(a, b) } }
}
@discardableResult func link(_ from: String, _ to: String) -> Int32 {
    withPathBytes(from) { a in withPathBytes(to) { b in Glibc.link(a, b) } }
}
