/// The host a rollout plays against once the decision at hand is made.
enum RolloutHost: Sendable {
    /// The largest family (`ClassicHost`).
    case classic
    /// The miss family when it has at least `share` of the largest family's words; else the largest.
    case leaningToMisses(share: Double)

    /// The family this host keeps, from every family's position mask and size (any order).
    func choice(masks: [UInt64], counts: [Int]) -> Int {
        let largest = ClassicHost.largest(masks: masks, counts: counts)
        guard case .leaningToMisses(let share) = self, masks[largest] != 0, let miss = masks.firstIndex(of: 0),
            Double(counts[miss]) >= share * Double(counts[largest])
        else { return largest }
        return miss
    }
}
