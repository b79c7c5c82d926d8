// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "evil-hangman",
    products: [
        .executable(name: "evil-hangman", targets: ["evil-hangman"]),
        .library(name: "HangmanCore", targets: ["HangmanCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // ncursesw's header and libraries are in the standard paths on Debian, so no pkg-config:
        // its flags (_XOPEN_SOURCE=600) are ones SwiftPM drops with a warning anyway; shim.h sets
        // what the wide API needs.
        .systemLibrary(name: "CNCursesw", providers: [.apt(["libncurses-dev"])]),
        // The rules alone: no files, no clock, no terminal.
        .target(name: "HangmanCore"),
        // The only code that touches the disk: property lists, atomic writes, locks, word-list files.
        .target(name: "HangmanStore", dependencies: ["HangmanCore"]),
        // The app: its state, features, effects and driver. No curses, no layout.
        .target(name: "HangmanApp", dependencies: ["HangmanCore"]),
        // State to cells: layout and text. Depends on the app; the app never on it.
        .target(name: "HangmanScreens", dependencies: ["HangmanApp", "HangmanCore"]),
        .executableTarget(
            name: "evil-hangman",
            dependencies: [
                "HangmanCore", "HangmanStore", "HangmanApp", "HangmanScreens", "CNCursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "hangman-bench", dependencies: ["HangmanCore", "HangmanStore", "HangmanApp", "HangmanScreens"]),
        // The start-up baseline `make bench` compares the game with.
        .executableTarget(
            name: "argparse-hello",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Helpers the test targets share (temp files, fixtures, checks on games), on the core and the
        // C library alone, so that each test target depends only on what it tests.
        .target(name: "TestSupport", dependencies: ["HangmanCore"], path: "Tests/TestSupport"),
        .testTarget(name: "HangmanCoreTests", dependencies: ["HangmanCore", "TestSupport"]),
        .testTarget(name: "HangmanStoreTests", dependencies: ["HangmanStore", "HangmanCore", "TestSupport"]),
        .testTarget(name: "HangmanAppTests", dependencies: ["HangmanApp", "HangmanScreens", "HangmanCore", "TestSupport"], exclude: ["Expected"]),
        // What the compiler cannot see of the shape ARCHITECTURE.md describes: no file, clock or curses call
        // in the core, the app or the screens; the catalogue taken from the sources.
        .testTarget(name: "ArchitectureTests", dependencies: ["HangmanApp", "HangmanCore", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["HangmanCore", "HangmanStore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
