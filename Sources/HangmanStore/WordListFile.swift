import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

public enum WordListFile {
    /// An unreadable, missing or empty list is an error, never a crash.
    public static func load(path: String, language: Language = .english) throws(WordListError) -> WordList {
        let bytes = try read(path)
        let list = WordList(
            name: PrintableText.name(path.split(separator: "/").last.map(String.init) ?? path, limit: 60), bytes: bytes,
            language: language)
        if list.count == 0 { throw .empty(path: path, skipped: list.skippedParts) }
        return list
    }

    /// Checks without reading (a long list is read after the first frame): a readable regular file within the limit.
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

    /// A FIFO or a device is refused at once, never waited on or read without end (`FileIO.read`).
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
    /// `resources`: the folder of the shipped lists (`ResourceLocator`), nil when none was found.
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
            // Missing: its package is not installed. There but no list (a FIFO, a folder, too large): loading says why.
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
