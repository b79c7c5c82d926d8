import HangmanApp
import HangmanCore

/// What a cell means; the terminal picks colours and attributes for each (and marks that read
/// without colour are part of the text itself).
public enum Style: Int, CaseIterable, Sendable {
    case normal, dim, bold, title, accent
    case letterUnused, letterHit, letterMiss
    /// The grid cursor, the focused control, a highlighted table row.
    case selected
    case good, bad, warning
    case button, border
    /// A guess that just hit / missed, flashing for a moment.
    case flashHit, flashMiss
}
