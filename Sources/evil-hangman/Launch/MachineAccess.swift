import CNCursesw
import HangmanStore

#if canImport(Glibc)
    import Glibc
#endif

/// All the game does with the `games` group of a setgid install: open the machine's log (`MachineLog`) first in
/// `main`, before any flag, variable or file is read, then give the group up for good (real, effective and saved
/// ids, checked), refusing to go on where that fails. The log is written only through the descriptor opened here.
enum MachineAccess {
    /// What opening the log gave (set once, before any thread starts).
    nonisolated(unsafe) private(set) static var opening: MachineLog.Opening = .none(.notInstalled(folder: ""))

    /// EX_NOPERM: the privilege could not be given up.
    static let cannotDropStatus: Int32 = 77

    static func openAndDropPrivilege() {
        var real: gid_t = 0
        var effective: gid_t = 0
        var saved: gid_t = 0
        guard cn_getresgid(&real, &effective, &saved) == 0 else { refuse("getresgid") }
        // Where the kernel says the binary is (never a variable): its folder names the board's.
        if let executable = ResourceLocator.executablePath() {
            opening = MachineLog.open(folder: MachineLog.folder(executable: executable))
        }
        // The descriptor is the privilege now: no core dump, no debugger of the player's, holds it.
        if case .opened = opening { _ = cn_forbid_attaching() }
        guard cn_setresgid(real, real, real) == 0 else { refuse("setresgid") }
        var r: gid_t = 0
        var e: gid_t = 0
        var s: gid_t = 0
        guard cn_getresgid(&r, &e, &s) == 0, r == real, e == real, s == real, getegid() == real else {
            refuse("getresgid")
        }
    }

    /// Not starting, in English: the language is not known yet, and this is for an administrator.
    private static func refuse(_ call: String) -> Never {
        let text =
            """
            evil-hangman: cannot give up the games group (\(call): \(String(cString: strerror(errno)))): not \
            starting\n
            """
        _ = text.withCString { write(2, $0, strlen($0)) }
        exit(cannotDropStatus)
    }
}
