import Synchronization
import Testing
import HangmanCore
@testable import HangmanApp
@testable import HangmanScreens

/// How long the event loop may wait for a key: never past a result that has come in, briefly
/// while one is due, and as long as it takes otherwise.
@Suite struct KeyWaitTests {
    final class Later: Sendable {
        let deliver = Mutex<(@Sendable (History, [String]) -> Void)?>(nil)
    }

    @Test func aResultInEndsTheWaitAndNothingDueMeansWaitForAKey() {
        let later = Later()
        var clients = TestLists.clients(MemoryStore())
        clients.loadHistory = { deliver in later.deliver.withLock { $0 = deliver } }
        let runner = EffectRunner(clients: clients)
        var (app, _) = App.start(AppStart(lists: [.full: TestLists.list], seed: 1, instanceID: "t"))
        #expect(runner.keyWait(idle: -1) == -1)
        _ = runner.run([.loadHistory], on: &app)
        let soon = EffectRunner.resultPoll
        #expect(soon > 0 && soon <= 50)
        #expect(runner.keyWait(idle: -1) == soon)  // due: look again soon
        #expect(runner.keyWait(idle: soon + 5) == soon)
        #expect(runner.keyWait(idle: 1) == 1)  // never longer than the motion's own frame
        later.deliver.withLock { $0?(History(), []) }  // from "another thread"
        #expect(runner.keyWait(idle: -1) == 0)  // in: do not wait at all
        _ = runner.run([], on: &app)
        #expect(app.store.history != nil)
        #expect(runner.keyWait(idle: -1) == -1)
        #expect(runner.keyWait(idle: soon + 5) == soon + 5)
    }
}
