#if canImport(Glibc)
import Glibc
#endif

/// Standard output as a C stream (the global `stdout` is not usable from Swift 6 code), for the
/// line front ends.
nonisolated(unsafe) let standardOutput: UnsafeMutablePointer<FILE> = fdopen(1, "w")
