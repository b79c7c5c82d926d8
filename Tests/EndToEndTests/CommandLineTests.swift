import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The command line itself: what the program says before any game.
@Suite struct CommandLineTests {
    @Test func notATerminalIsAOneLineErrorAndNonZero() {
        let result = Spawn.run([Spawn.binary, "--data-dir", Spawn.tempFolder()])
        #expect(result.status != 0)
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(result.err.contains("needs a terminal"))
        #expect(result.out.isEmpty)
    }
}
