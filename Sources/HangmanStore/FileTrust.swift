import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Whose files these are, as OpenSSH's StrictModes asks it: the player's files live in a folder
/// the player owns that no one else can write, and each file is the player's own (or root's)
/// and writable by no one else. A folder or a file planted by another account — a world-writable
/// folder in /tmp, a `game.plist` naming someone's private file as its list, a log of forged
/// scores, a lock held forever — is refused, never read.
public enum FileTrust {
    /// Why `folder` cannot hold the player's files, or nil when it can. A folder not made yet is
    /// judged by the nearest existing folder above it, which the game would create it in.
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
        // The folders above: the player's or root's; writable by all only when sticky, as /tmp
        // is (no one else can then rename what is in it).
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

    /// A user's name, or their number.
    static func owner(_ uid: uid_t) -> String {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, result != nil, let name = entry.pw_name
        else { return tr("uid %s", uid) }
        return PrintableText.name(ByteText.decode(cString: name))
    }

    static func octal(_ mode: mode_t) -> String { "0" + String(mode & 0o7777, radix: 8) }
}
