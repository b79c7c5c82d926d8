/// Placeholder until the line mode lands.
struct PlainMode {
    init(launch: inout Launch) {}
    func run() throws {}
}
struct JSONMode {
    init(launch: Launch) {}
    func run() throws {}
}
