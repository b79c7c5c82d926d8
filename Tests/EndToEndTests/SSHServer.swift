import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// OpenSSH's `sshd` on 127.0.0.1, with a configuration of the test's own: keys only (each in the
/// account's ~/.ssh/authorized_keys), for the accounts given, and the game as every login's command (`ForceCommand`), as the README's
/// play account has it. Stopped when the test lets it go.
final class SSHServer {
    static let available = SystemTests.allowed && access("/usr/sbin/sshd", X_OK) == 0
        && Spawn.run(["sh", "-c", "command -v ssh && command -v ssh-keygen"]).status == 0

    let port: Int
    private let folder: String
    private let pid: pid_t
    private let key: String

    init(accounts: [TestAccount], command: String) throws {
        folder = Spawn.tempFolder()
        key = folder + "/client"
        for (file, type) in [(folder + "/host", "ed25519"), (key, "ed25519")] {
            let made = Spawn.run(["ssh-keygen", "-q", "-t", type, "-N", "", "-f", file])
            guard made.status == 0 else { throw E2EFailure(description: "ssh-keygen: \(made.err)") }
        }
        // Each account's key in its own ~/.ssh/authorized_keys, as a user would put it; each
        // account able to log in (useradd leaves the password locked, and sshd without PAM reads
        // that as a locked account).
        for account in accounts {
            let ssh = account.home + "/.ssh"
            Spawn.run(["install", "-d", "-m", "700", "-o", account.name, "-g", "\(account.gid)", ssh])
            TestFiles.write(TestFiles.read(key + ".pub") ?? "", to: ssh + "/authorized_keys")
            Spawn.run(["chown", "\(account.uid):\(account.gid)", ssh + "/authorized_keys"])
            chmod(ssh + "/authorized_keys", 0o600)
            Spawn.run(["usermod", "-p", "*", account.name])
        }
        Spawn.run(["mkdir", "-p", "-m", "755", "/run/sshd"])  // sshd's privilege separation folder
        port = Self.freePort()
        TestFiles.write("""
            ListenAddress 127.0.0.1:\(port)
            HostKey \(folder)/host
            PidFile \(folder)/sshd.pid
            AuthenticationMethods publickey
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            UsePAM no
            AllowUsers \(accounts.map(\.name).joined(separator: " "))
            SetEnv LANG=C.UTF-8
            ForceCommand \(command)
            LogLevel ERROR

            """, to: folder + "/sshd_config")
        let log = folder + "/sshd.log"
        guard let started = Spawn.start(["/usr/sbin/sshd", "-D", "-e", "-f", folder + "/sshd_config"], stdin: "/dev/null",
                                        stdout: log, stderr: log) else {
            throw E2EFailure(description: "cannot start sshd")
        }
        pid = started
        // Ready once it accepts a connection.
        let deadline = Spawn.monotonic() + 10
        while !Self.accepts(port) {
            guard Spawn.monotonic() < deadline else { throw E2EFailure(description: "sshd did not listen: \(Spawn.read(log))") }
            usleep(20_000)
        }
    }

    deinit {
        kill(pid, SIGTERM)
        _ = Spawn.wait(pid)
        Spawn.run(["rm", "-rf", folder])
    }

    /// The client's command line that logs `account` in with a terminal (`ssh -t`).
    func login(_ account: TestAccount) -> [String] {
        ["ssh", "-t", "-i", key, "-p", "\(port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
         "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "\(account.name)@127.0.0.1"]
    }

    /// A port nothing listens on now (the kernel's choice for a socket bound to port 0).
    private static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
