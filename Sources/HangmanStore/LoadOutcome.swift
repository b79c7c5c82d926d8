import HangmanCore

/// What loading a file found.
public enum LoadOutcome<Value> {
    /// No file yet.
    case missing
    case loaded(Value)
    /// The file did not decode; it was moved to `movedTo` and left untouched there.
    case quarantined(movedTo: String, reason: String)
    /// The file could not be read (or moved aside); it is left where it is and will not be overwritten.
    case unreadable(reason: String)

    public var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }

    /// A line for the status bar when something was wrong, e.g. "settings.plist was damaged: …".
    public func problem(named name: String) -> String? {
        switch self {
        case .missing, .loaded: return nil
        case .quarantined(let movedTo, let reason):
            return "\(name) could not be used (\(reason)); kept it as "
                + StoreText.name(movedTo) + " and started fresh"
        case .unreadable(let reason): return "\(name) could not be read (\(reason)); using defaults"
        }
    }
}
