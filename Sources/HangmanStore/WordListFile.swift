import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// A word list on disk: read whole, then parsed by `WordList` from its bytes.
public enum WordListFile {
    /// Loads a list from a file. An unreadable, missing or empty list is an error, never a crash.
    public static func load(path: String, language: Language = .english) throws(WordListError) -> WordList {
        let bytes = try read(path)
        let list = WordList(
            name: PrintableText.name(path.split(separator: "/").last.map(String.init) ?? path, limit: 60), bytes: bytes,
            language: language)
        if list.count == 0 { throw .empty(path: path, skipped: list.skippedParts) }
        return list
    }

    /// Whether `path` can be a list at all — a regular file this user can read, within the size
    /// limit — without reading it (a long list is read after the first frame).
    public static func checkReadable(path: String) throws(WordListError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path, reason: Descriptor.errorText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: tr("it is %s, not a file", FileIO.kind(of: info.st_mode)))
        }
        guard access(path, R_OK) == 0 else { throw .unreadable(path: path, reason: Descriptor.errorText()) }
        guard Int64(info.st_size) <= Int64(FileIO.Limit.wordList) else {
            throw .unreadable(path: path, reason: tr("it is larger than %s", StoreText.size(FileIO.Limit.wordList)))
        }
    }

    /// The file's bytes: a regular file of at most `FileIO.Limit.wordList` bytes (a FIFO or a
    /// device is refused at once, never waited on or read without end).
    static func read(_ path: String) throws(WordListError) -> [UInt8] {
        var info = stat()
        if stat(path, &info) == 0, let refusal = MemoryBudget.refusal(forListOf: Int(info.st_size)) {
            throw .unreadable(path: path, reason: refusal)
        }
        do throws(StoreError) {
            guard let bytes = try FileIO.read(path, limit: FileIO.Limit.wordList) else {
                throw .readFailed(path: path, reason: "No such file or directory")
            }
            return bytes
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}

extension WordListFile {
    /// The list `id` names: a shipped one from `resources` (the folder `ResourceLocator` found),
    /// or a file.
    public static func load(_ id: WordListID, resources: String?) -> Result<WordList, WordListError> {
        let path: String
        if let name = id.resourceName {
            guard let resources else {
                let looked = ResourceLocator.candidates().joined(separator: ", ")
                return .failure(
                    .unreadable(path: name, reason: tr("the shipped word lists were not found (looked in %s)", looked)))
            }
            path = resources + "/" + name
        } else if case .file(let file) = id {
            path = file
        } else if case .dictionary(let language) = id, let file = SystemDictionary.path(for: language) {
            // Not there at all: its package is not installed (in the system's folder). There but
            // no list (a FIFO, a folder, too large): loading says what it is.
            var info = stat()
            if stat(file, &info) != 0 && errno == ENOENT && !SystemDictionary.isReplaced {
                return .failure(.notInstalled(path: file, package: language.package ?? ""))
            }
            path = file
        } else {
            return .failure(.unreadable(path: id.rawValue, reason: tr("unknown list")))
        }
        do throws(WordListError) { return .success(try load(path: path, language: id.language)) } catch {
            return .failure(error)
        }
    }
}
