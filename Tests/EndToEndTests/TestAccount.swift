import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// An account of this machine made for the tests (`useradd`, as root) and kept between runs: the
/// players of the machine's board, the privilege tests and SSH. Every test that uses one names its
/// own accounts, so tests running at once never share one.
struct TestAccount: Sendable {
    let name: String
    let uid: UInt32
    let gid: UInt32
    let home: String

    /// Accounts can be made here: root, with `useradd` and the `games` group a setgid install needs.
    static let canMake: Bool = SystemTests.allowed && getuid() == 0
        && Spawn.run(["sh", "-c", "command -v useradd && command -v runuser && getent group games"]).status == 0

    /// The account `name`, made (with its own group and an empty home) where it does not exist,
    /// its home emptied where it does: each test starts from a player who has never played.
    static func named(_ name: String) throws -> TestAccount {
        if lookUp(name) == nil {
            let made = Spawn.run(["useradd", "--create-home", "--user-group", "--shell", "/bin/sh", name])
            // Another test process may have made it meanwhile: the look-up below says.
            if made.status != 0 && lookUp(name) == nil { throw E2EFailure(description: "useradd \(name): \(made.err)") }
        }
        guard let account = lookUp(name) else { throw E2EFailure(description: "no account \(name)") }
        Spawn.run(["find", account.home, "-mindepth", "1", "-delete"])
        return account
    }

    private static func lookUp(_ name: String) -> TestAccount? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwnam_r(name, &entry, &buffer, buffer.count, &result) == 0, result != nil else { return nil }
        return TestAccount(name: name, uid: entry.pw_uid, gid: entry.pw_gid, home: String(cString: entry.pw_dir))
    }

    /// `command` run as this account with the environment a login gives it (and `environment`).
    func argv(_ command: [String], environment: [String] = []) -> [String] {
        ["runuser", "-u", name, "--", "env", "-i", "HOME=\(home)", "USER=\(name)", "LOGNAME=\(name)",
         "PATH=/usr/local/bin:/usr/bin:/bin:/usr/games", "LANG=C.UTF-8", "TERM=xterm-256color"] + environment + command
    }

    /// Runs `command` as this account to its end.
    @discardableResult
    func run(_ command: [String], environment: [String] = [], stdin: String = "/dev/null") -> (status: Int32, out: String, err: String) {
        Spawn.run(argv(command, environment: environment), stdin: stdin)
    }

    /// A folder of this account's own (0700), for a test's files.
    func folder() -> String {
        let path = Spawn.tempFolder()
        Spawn.run(["chown", "\(uid):\(gid)", path])
        return path
    }
}

/// The game installed for every account, as root's `make install-files` does it, into a prefix
/// of its own: the binary setgid `games`, and the machine's board in PREFIX/var/games/evil-hangman.
final class MachineInstall {
    let prefix: String
    var binary: String { prefix + "/bin/evil-hangman" }
    var boardFolder: String { prefix + "/var/games/evil-hangman" }
    var log: String { boardFolder + "/machine.log" }
    private let top: String

    init() throws {
        let release = Spawn.root + "/.build/release/evil-hangman"
        guard access(release, X_OK) == 0 else { throw E2EFailure(description: "no release build at \(release): make test builds it first") }
        top = Spawn.tempFolder()
        chmod(top, 0o755)  // every account reaches the game
        prefix = top + "/usr"
        let made = Spawn.run(["make", "-s", "-C", Spawn.root, "install-files", "PREFIX=\(prefix)"])
        guard made.status == 0 else { throw E2EFailure(description: "make install-files: \(made.err)") }
        var info = stat()
        guard stat(prefix + "/bin/evil-hangman", &info) == 0, info.st_mode & S_ISGID != 0, access(log, F_OK) == 0 else {
            throw E2EFailure(description: "the install is not setgid with a board: \(made.out)")
        }
    }

    deinit { Spawn.run(["rm", "-rf", top]) }

    /// The log's lines (the header aside).
    var lines: [String] {
        (TestFiles.read(log) ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }
}
