import Foundation

/// Tests that make accounts, install a package or start a server change the machine they run on:
/// they run under CI (`CI=true`, which `.ci/run`'s environment sets) or when asked for
/// (`make test-system`, which sets `EVIL_HANGMAN_SYSTEM_TESTS`), never by surprise on a player's
/// own machine. `make test` says at its end what it left out.
enum SystemTests {
    static let allowed: Bool =
        ProcessInfo.processInfo.environment["CI"] == "true"
        || ProcessInfo.processInfo.environment["EVIL_HANGMAN_SYSTEM_TESTS"] != nil
}
