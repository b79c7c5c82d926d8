public enum GameStatus: String, Codable, Sendable {
    case playing, won, lost
}
