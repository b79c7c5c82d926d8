/// The host a rollout plays against once the decision at hand is made.
enum RolloutHost: Sendable {
    /// The largest family (`ClassicStrategy`).
    case classic
    /// The miss family when it has at least `share` of the largest family's words; else the largest.
    case leaningToMisses(share: Double)

    func choice(among families: [WordFamily]) -> Int {
        let largest = ClassicStrategy.largest(families)
        guard case .leaningToMisses(let share) = self, !families[largest].isMiss, families[0].isMiss,
              Double(families[0].count) >= share * Double(families[largest].count) else { return largest }
        return 0  // families are ordered by mask, so the miss family (mask 0) comes first
    }
}
