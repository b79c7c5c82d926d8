import Synchronization

/// Actions that arrive from other threads, waiting for the event loop.
final class Mailbox: Sendable {
    private struct State {
        var actions: [Action] = []
        /// Results still on their way.
        var expected = 0
    }
    private let state = Mutex(State())

    /// One more result is on its way.
    func expect() { state.withLock { $0.expected += 1 } }

    func post(_ action: Action) {
        state.withLock {
            $0.actions.append(action)
            $0.expected = max(0, $0.expected - 1)
        }
    }

    var hasMail: Bool { state.withLock { !$0.actions.isEmpty } }
    /// Both at one moment: a result that lands between two separate looks would otherwise be
    /// seen as neither, and an event loop that then waits for a key would leave it unread.
    var mailAndWaiting: (mail: Bool, waiting: Bool) { state.withLock { (!$0.actions.isEmpty, $0.expected > 0) } }

    func takeAll() -> [Action] {
        state.withLock { state in
            defer { state.actions = [] }
            return state.actions
        }
    }
}
