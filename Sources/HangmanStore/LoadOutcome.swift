import HangmanCore

public enum LoadOutcome<Value> {
    case missing
    case loaded(Value)
    /// The file did not decode; it was kept aside as `at` (renamed) and left untouched there.
    case keptAside(at: String, reason: String)
    /// The file could not be read (or kept aside); it is left where it is and will not be overwritten.
    case unreadable(reason: String)
    /// Written by a newer version (format `version`): left untouched, and never written over by this run.
    case newer(version: Int)

    public var value: Value? {
        if case .loaded(let v) = self { return v }
        return nil
    }

    /// A line for the status bar when something was wrong, e.g. "settings.plist was damaged: …".
    public func problem(named name: String) -> String? {
        switch self {
        case .missing, .loaded: return nil
        case .keptAside(let keptAt, let reason):
            return tr(
                "%s could not be used (%s); kept it as %s and started fresh", name, reason, StoreText.name(keptAt))
        case .unreadable(let reason): return tr("%s could not be read (%s); using defaults", name, reason)
        case .newer(let version):
            return tr(
                "%s is from a newer evil-hangman (format %d): it is left as it is, and this run does not write over it",
                name, version)
        }
    }
}
