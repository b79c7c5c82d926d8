#if canImport(Glibc)
import Glibc
#endif

/// Finds the shipped word lists from any working directory: beside an installed binary
/// (`PREFIX/share/evil-hangman`), in the source tree above a built one (`swift run`, `make run`),
/// or in the source tree this file was compiled from.
public enum ResourceLocator {
    /// The source tree this file was compiled from (its `Resources`, `Tests` and `.build`): the one
    /// place that works it out, for the tests, the benchmark and an uninstalled binary.
    public static let sourceRoot: String = {
        var parts = "\(#filePath)".split(separator: "/").map(String.init)
        parts.removeLast(3)  // Sources/HangmanStore/ResourceLocator.swift
        return "/" + parts.joined(separator: "/")
    }()

    /// The folder holding `words.txt` and `common.txt`, or nil when none is found.
    public static func folder() -> String? {
        var candidates: [String] = []
        if let exe = executablePath() {
            let bin = FileIO.folder(of: exe)
            candidates.append(bin + "/../share/evil-hangman")
            var dir = bin
            for _ in 0..<6 {
                candidates.append(dir + "/Resources")
                dir = FileIO.folder(of: dir)
            }
        }
        candidates.append(sourceRoot + "/Resources")
        return candidates.first { access($0 + "/words.txt", R_OK) == 0 }
    }

    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
