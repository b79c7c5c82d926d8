import HangmanCore
import HangmanStore
#if canImport(Glibc)
import Glibc
#endif

/// Loads each shipped list once.
final class WordListCache: @unchecked Sendable {
    private let folder: String?
    private var cache: [WordListID: WordList] = [:]
    private let lock = NSLockLite()

    init(folder: String?) { self.folder = folder }

    func load(_ choice: WordListID) -> Result<WordList, WordListError> {
        lock.locked {
            if let list = cache[choice] { return .success(list) }
            guard let folder, let name = choice.resourceName else { return .failure(.unreadable(path: choice.rawValue, reason: "the word lists are not installed")) }
            do throws(WordListError) {
                let list = try WordListFile.load(path: folder + "/" + name)
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
