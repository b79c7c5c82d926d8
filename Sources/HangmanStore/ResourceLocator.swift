import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the shipped word lists from any working directory: beside an installed binary (`PREFIX/share`, Debian's
/// `/usr/share/games`), in the source tree above a built one, or in the tree this file was compiled from.
public enum ResourceLocator {
    /// The source tree this file was compiled from, for the tests, the benchmark and an uninstalled binary.
    public static let sourceRoot: String = {
        var parts = "\(#filePath)".split(separator: "/").map(String.init)
        parts.removeLast(3)  // Sources/HangmanStore/ResourceLocator.swift
        return "/" + parts.joined(separator: "/")
    }()

    /// Looked up once, when a list is first needed: after the first frame (docs/start-up.md).
    public static let found: String? = folder()

    /// The folder holding `words.txt` and `common.txt`, or nil when none is found.
    public static func folder() -> String? {
        candidates().first { access($0 + "/words.txt", R_OK) == 0 }
    }

    /// Every folder `folder()` looks in, in order, for the message when none has the lists.
    public static func candidates(executable: String? = executablePath()) -> [String] {
        var result: [String] = []
        if let executable {
            let bin = FileIO.folder(of: executable)
            let prefix = FileIO.folder(of: bin)
            let share = prefix == "/" ? "/share" : prefix + "/share"
            result.append(share + "/evil-hangman")
            result.append(share + "/games/evil-hangman")
            var dir = bin
            for _ in 0..<6 {
                result.append(dir == "/" ? "/Resources" : dir + "/Resources")
                if dir == "/" { break }
                dir = FileIO.folder(of: dir)
            }
        }
        result.append(sourceRoot + "/Resources")
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// Compiled catalogues: `PREFIX/share/locale` beside an installed binary, else the build tree's `.build/locale`
    /// (`make` compiles `po/` there); nil when none holds one of `domain`.
    public static func localeFolder(domain: String, executable: String? = executablePath()) -> String? {
        var candidates: [String] = []
        if let executable {
            let bin = FileIO.folder(of: executable)
            let prefix = FileIO.folder(of: bin)
            candidates += [(prefix == "/" ? "" : prefix) + "/share/locale", (prefix == "/" ? "" : prefix) + "/locale"]
        }
        // The build tree's only for a binary built there: an installed one missing its catalogue speaks English.
        if executable.map({ $0.hasPrefix(sourceRoot + "/.build/") }) ?? true {
            candidates.append(sourceRoot + "/.build/locale")
        }
        return candidates.first { folder in
            Localization.shippedLanguages.contains { access("\(folder)/\($0)/LC_MESSAGES/\(domain).mo", R_OK) == 0 }
        }
    }

    /// Where the running binary is (the kernel's answer, with symbolic links resolved).
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return ByteText.decode(buffer[0..<n].map { UInt8(bitPattern: $0) })
    }
}
