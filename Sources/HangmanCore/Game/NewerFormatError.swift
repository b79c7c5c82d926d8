/// A saved file written by a newer version of the game: its format number is above the one this
/// version reads. The store keeps such a file aside rather than guess at its meaning.
public struct NewerFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public let version: Int
    public init(version: Int) { self.version = version }
    public var description: String { tr("made by a newer version (format %s)", version) }
}
