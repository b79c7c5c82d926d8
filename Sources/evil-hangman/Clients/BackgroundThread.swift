#if canImport(Glibc)
    import Glibc
#endif

/// Work off the main thread on a plain pthread, not the runtime's pool, whose timers open descriptors of their
/// own: with few descriptors left (`prlimit --nofile`) its failure ends the process with nothing said.
enum BackgroundThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a thread with a `stackBytes` stack (the default 8 MiB counts against `ulimit -v`); here if none.
    static func run(stackBytes: Int = 2 << 20, _ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        _ = pthread_attr_setstacksize(&attributes, stackBytes)
        let started = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, work)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}
