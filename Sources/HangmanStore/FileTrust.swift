import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// OpenSSH's StrictModes for the player's files: the folder the player's, writable by no one else; each file
/// the player's (or root's), writable by no one else. What another account planted (a world-writable /tmp folder,
/// a `game.plist` naming someone's private file, forged scores, a lock held forever) is refused, never read.
public enum FileTrust {
    /// Why `folder` cannot hold the player's files, or nil. A folder not made yet is judged by its nearest parent.
    public static func problem(withFolder folder: String, user: uid_t = geteuid()) -> String? {
        var info = stat()
        var path = folder
        // The folder itself (followed if it is a link: a dotfile setup may link ~/.config).
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return tr("%s is not a folder", StoreText.show(path)) }
            if info.st_uid != user {
                return tr("%s belongs to another user (%s)", StoreText.show(path), owner(info.st_uid))
            }
            if info.st_mode & 0o022 != 0 {
                return tr("%s can be written by other users (mode %s)", StoreText.show(path), octal(info.st_mode))
            }
            path = FileIO.folder(of: path)
        } else {
            while stat(path, &info) != 0 && path != "/" && path != "." { path = FileIO.folder(of: path) }
        }
        // Folders above: the player's or root's; world-writable only when sticky (as /tmp: no one else renames in it).
        while true {
            if stat(path, &info) == 0 {
                if info.st_uid != user && info.st_uid != 0 {
                    return tr(
                        "%s, above %s, belongs to another user (%s)", StoreText.show(path), StoreText.show(folder),
                        owner(info.st_uid))
                }
                if info.st_mode & 0o002 != 0 && info.st_mode & S_ISVTX == 0 {
                    return tr("%s, above %s, can be written by anyone", StoreText.show(path), StoreText.show(folder))
                }
            }
            if path == "/" || path == "." { return nil }
            path = FileIO.folder(of: path)
        }
    }

    /// Why a file (its `stat`) is not the player's own, or nil when it is.
    static func problem(withFile info: stat, user: uid_t = geteuid()) -> String? {
        if info.st_uid != user && info.st_uid != 0 { return tr("it belongs to another user (%s)", owner(info.st_uid)) }
        if info.st_mode & 0o022 != 0 { return tr("other users can write it (mode %s)", octal(info.st_mode)) }
        return nil
    }

    static func owner(_ uid: uid_t) -> String {
        account(uid)?.login.map { PrintableText.name($0) } ?? tr("uid %s", uid)
    }

    /// The account `uid` as the system's database says (never `USER`, `LOGNAME` or `HOME`): its login
    /// and home, as bytes decoded; nil where it has no entry.
    public static func account(_ uid: uid_t) -> (login: String?, home: String?)? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, result != nil else { return nil }
        return (entry.pw_name.map { ByteText.decode(cString: $0) }, entry.pw_dir.map { ByteText.decode(cString: $0) })
    }

    static func octal(_ mode: mode_t) -> String { "0" + String(mode & 0o7777, radix: 8) }
}
