import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// A word list on disk: read whole, then parsed by `WordList` from its bytes.
public enum WordListFile {
    /// Loads a list from a file. An unreadable, missing or empty list is an error, never a crash.
    public static func load(path: String) throws(WordListError) -> WordList {
        let bytes = try read(path)
        let list = WordList(name: path.split(separator: "/").last.map(String.init) ?? path, bytes: bytes)
        if list.count == 0 { throw .empty(path: path, skipped: list.skippedLines) }
        return list
    }

    static func read(_ path: String) throws(WordListError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}

extension WordListFile {
    /// The list `id` names: a shipped one from `resources` (the folder `ResourceLocator` found),
    /// or a file.
    public static func load(_ id: WordListID, resources: String?) -> Result<WordList, WordListError> {
        let path: String
        if let name = id.resourceName {
            guard let resources else { return .failure(.unreadable(path: name, reason: "the word lists are not installed")) }
            path = resources + "/" + name
        } else if case .file(let file) = id {
            path = file
        } else {
            return .failure(.unreadable(path: id.rawValue, reason: "unknown list"))
        }
        do throws(WordListError) { return .success(try load(path: path)) } catch { return .failure(error) }
    }
}
