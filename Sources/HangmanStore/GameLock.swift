import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

/// The game in progress belongs to the instance playing it, which holds an exclusive lock on `game.plist.lock`
/// until it ends (the kernel lets go however it ends). A second instance plays a game of its own.
public final class GameLock: Sendable {
    public enum Outcome: Sendable {
        case acquired(GameLock)
        case heldByAnother
        /// No lock can be had here (e.g. a read-only folder); `reason` says why.
        case unavailable(reason: String)
    }

    private let descriptor: Descriptor

    private init(_ descriptor: Descriptor) { self.descriptor = descriptor }

    /// Tries once, without waiting.
    public static func acquire(for gameFile: String) -> Outcome {
        let path = gameFile + ".lock"
        do throws(StoreError) { try FileIO.makeFolder(FileIO.folder(of: path)) } catch {
            return .unavailable(reason: error.description)
        }
        let file: Descriptor
        do throws(StoreError) { file = try Descriptor.ownFile(path, O_RDWR, now: Int(time(nil))).0 } catch {
            return .unavailable(reason: error.description)
        }
        while flock(file.fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return .heldByAnother }
            return .unavailable(reason: tr("cannot lock %s: %s", StoreText.show(path), Descriptor.errorText()))
        }
        return .acquired(GameLock(file))
    }
}
