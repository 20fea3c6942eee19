// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Handheld",
    products: [
        .executable(name: "handheld", targets: ["handheld"]),
        // SRC: reading an app's own Swift sources needs swift-syntax, which takes minutes to
        // build; it is a product of its own, so `make run` and the window never wait for it.
        .executable(name: "handheld-sources", targets: ["handheld-sources"]),
        // Issue 39: lint from a package that depends on Handheld, nothing installed:
        // `swift package plugin handheld-lint`, or as part of a target's build.
        .plugin(name: "HandheldLint", targets: ["HandheldLint"]),
        .plugin(name: "HandheldLintBuildTool", targets: ["HandheldLintBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Persistent collections: copies share storage, so a transaction's copy of the state is cheap.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // YAML (XcodeGen's project.yml), for the source reader only.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // GTK 3, GDK, Cairo and Pango through pkg-config. Only the app (and later the painter) import it.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // Gettext (glibc's libintl): the engine's words in the user's language (issue 25).
        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        // Data, not code: device profiles, themes and the scenario gallery.
        .target(
            name: "HandheldResources",
            path: "Resources",
            resources: [.copy("devices"), .copy("scenarios"), .copy("themes"), .copy("rules.md"), .copy("fonts")]
        ),
        // The engine: pure Swift, no GTK, no Cairo. Time enters only through its clock.
        .target(
            name: "HandheldCore",
            dependencies: [
                "HandheldResources",
                "CIntl",
                .product(name: "HashTreeCollections", package: "swift-collections"),
            ]
        ),
        // The one painter: Cairo and Pango, used by the window and the PNG renderer alike.
        .target(
            name: "HandheldRender",
            dependencies: ["HandheldCore", "CGtk"]
        ),
        // Animated GIFs written frame by frame (issue 34): pure Swift, optimized even in the
        // debug build `make run` uses, where a frame of 2 million pixels is quantized and compressed.
        .target(
            name: "HandheldGIF",
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        // The window's logic without GTK (issue 22): testable without a display.
        .target(
            name: "HandheldPlayground",
            dependencies: ["HandheldCore"]
        ),
        .executableTarget(
            name: "handheld",
            dependencies: [
                "HandheldCore",
                "HandheldPlayground",
                "HandheldRender",
                "HandheldGIF",
                "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "handheld-bench",
            dependencies: ["HandheldCore", "HandheldRender", "CGtk"],
            path: "Sources/HandheldBench"
        ),
        // The fuzz target: replays inputs when built normally; `make fuzz` builds it with libFuzzer.
        .executableTarget(
            name: "handheld-fuzz",
            dependencies: ["HandheldCore"],
            path: "Sources/HandheldFuzz"
        ),
        // SRC-1…SRC-8: an app's sources turned into the engine's model (no GTK).
        .target(
            name: "HandheldSources",
            dependencies: [
                "HandheldCore", "HandheldResources",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "handheld-sources",
            dependencies: ["HandheldSources", "HandheldCore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/HandheldSourcesTool"
        ),
        .plugin(
            name: "HandheldLint",
            capability: .command(intent: .custom(verb: "handheld-lint", description: "Say which status bar preferences UIKit ignores, at their file and line")),
            dependencies: ["handheld-sources"]
        ),
        .plugin(
            name: "HandheldLintBuildTool",
            capability: .buildTool(),
            dependencies: ["handheld-sources"]
        ),
        // The source reader's fuzz target: Swift, plist, storyboard and build-setting bytes.
        .executableTarget(
            name: "handheld-sources-fuzz",
            dependencies: ["HandheldSources", "HandheldCore"],
            path: "Sources/HandheldSourcesFuzz"
        ),
        .testTarget(
            name: "HandheldSourcesTests",
            dependencies: ["HandheldSources", "HandheldCore"]
        ),
        .testTarget(
            name: "HandheldCoreTests",
            dependencies: ["HandheldCore"]
        ),
        .testTarget(
            name: "HandheldPlaygroundTests",
            dependencies: ["HandheldCore", "HandheldPlayground"]
        ),
        .testTarget(
            name: "HandheldRenderTests",
            dependencies: ["HandheldCore", "HandheldRender", "HandheldGIF"]
        ),
    ]
)
