import HangmanCore

#if canImport(Glibc)
    import Glibc
#endif

enum Arguments {
    /// The arguments byte for byte (`ByteText`): a non-UTF-8 path is opened as given, not as its repaired spelling.
    static func fromProcess() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { i in CommandLine.unsafeArgv[i].map { ByteText.decode(cString: $0) } }
    }

    /// `--length -1` is that (bad) value, said so, not an option called `-1`.
    static let numberOptions: Set<String> = ["--length", "--misses", "--seed"]

    /// A bare `--daily` means today's and a bare `--scores` every page (the parser wants a value), and a negative
    /// number after a number option is joined to it (`--length=-1`).
    static func prepared(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            if argument == "--" {
                result += arguments[i...]
                break
            }
            if argument == "--daily" && (next == nil || next!.hasPrefix("-")) {
                result.append("--daily=today")
            } else if argument == "--scores" && (next == nil || next!.hasPrefix("-")) {
                result.append("--scores=all")
            } else if numberOptions.contains(argument), let next, next.hasPrefix("-"),
                next.dropFirst().first?.isNumber == true
            {
                result.append(argument + "=" + next)
                i += 1
            } else {
                result.append(argument)
            }
            i += 1
        }
        return result
    }
}
