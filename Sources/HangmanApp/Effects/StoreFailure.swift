/// Why a client could not do its job, in words for the player (paths escaped by the client).
public struct StoreFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
