import HangmanCore
#if canImport(Glibc)
import Glibc
#endif

/// Finds the shipped word lists from any working directory: beside an installed binary
/// (`PREFIX/share/evil-hangman`), in the source tree above a built one (`swift run`, `make run`),
/// or in the source tree this file was compiled from.
enum ResourceLocator {
    static func folder() -> String? {
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
        let source = "\(#filePath)"
        candidates.append(FileIO.folder(of: FileIO.folder(of: FileIO.folder(of: source))) + "/Resources")
        return candidates.first { access($0 + "/words.txt", R_OK) == 0 }
    }

    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Loads each shipped list once.
final class WordListCache: @unchecked Sendable {
    private let folder: String?
    private var cache: [WordListChoice: WordList] = [:]
    private let lock = NSLockLite()

    init(folder: String?) { self.folder = folder }

    func load(_ choice: WordListChoice) -> Result<WordList, WordListError> {
        lock.locked {
            if let list = cache[choice] { return .success(list) }
            guard let folder else { return .failure(.unreadable(path: choice.fileName, reason: "the word lists are not installed")) }
            do throws(WordListError) {
                let list = try WordList.load(path: folder + "/" + choice.fileName)
                cache[choice] = list
                return .success(list)
            } catch { return .failure(error) }
        }
    }
}

/// A tiny mutex: the cache may be used from more than one thread.
final class NSLockLite: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
