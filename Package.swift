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
        .systemLibrary(
            name: "CNCursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "HangmanCore"),
        .target(name: "HangmanTUI", dependencies: ["HangmanCore"]),
        .executableTarget(
            name: "evil-hangman",
            dependencies: [
                "HangmanCore", "HangmanTUI", "CNCursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "hangman-bench", dependencies: ["HangmanCore"]),
        // The start-up baseline `make bench` compares the game with.
        .executableTarget(
            name: "argparse-hello",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "HangmanCoreTests", dependencies: ["HangmanCore"]),
        .testTarget(name: "HangmanTUITests", dependencies: ["HangmanTUI", "HangmanCore"], exclude: ["Expected"]),
        .testTarget(name: "EndToEndTests", dependencies: ["HangmanCore"]),
    ],
    swiftLanguageModes: [.v6]
)
