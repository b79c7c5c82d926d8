import Glibc

/// Standard error, for the usage message: a global of its own file is set when first used (one
/// declared in main.swift was not yet set when a bad flag was reported).
nonisolated(unsafe) let stderr_: UnsafeMutablePointer<FILE> = fdopen(2, "w")
