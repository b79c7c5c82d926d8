import ArgumentParser

/// The start-up baseline of `make bench`: a minimal program that parses one flag and prints it.
struct Hello: ParsableCommand {
    @Option var name = "world"
    func run() { print("hello \(name)") }
}
Hello.main()
