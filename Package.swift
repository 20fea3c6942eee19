// swift-tools-version:6.1
import Foundation
import PackageDescription

// Issue 47: the source reader parses with the swift-syntax the Swift toolchain already ships,
// compiled, for the compiler's macros (`usr/lib/swift/host`: libSwiftSyntax.so, libSwiftParser.so
// and their interfaces), so `make test` and the first `handheld lint` never compile swift-syntax.
// The package's own swift-syntax is the fallback, and `make reader`'s whole-module release reader:
// - HANDHELD_SWIFT_SYNTAX=package chooses it (the fastest reader, SRC-7);
// - so does a toolchain without that folder, or one missing a file the reader needs;
// - so does a Handheld that is a remote dependency of another package (its checkout), where
//   SwiftPM refuses the unsafe flags the toolchain's folder needs (a local path is allowed).
// HANDHELD_SWIFT_SYNTAX_HOST=FOLDER names another folder. The folder is the one of the toolchain
// evaluating this manifest (the PackageDescription library this process loaded), else of the
// `swift` on PATH.
let toolchainSwiftSyntax: String? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["HANDHELD_SWIFT_SYNTAX"] == "package" { return nil }
    // The reader is written against swift-syntax 602 and later, which Swift 6.2 first shipped.
    #if !compiler(>=6.2)
    return nil
    #endif
    if #filePath.contains("/checkouts/") { return nil }
    var candidates: [String] = []
    if let named = environment["HANDHELD_SWIFT_SYNTAX_HOST"] {
        candidates.append(named)
    } else {
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        if let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/pm/ManifestAPI/libPackageDescription.so") }),
           let slash = line.firstIndex(of: "/") {
            // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
            let library = URL(fileURLWithPath: String(line[slash...]))
            candidates.append(library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("host").path)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            // <toolchain>/usr/bin/swift
            candidates.append(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host").path)
            break
        }
    }
    let needed = ["libSwiftSyntax.so", "libSwiftParser.so", "libSwiftDiagnostics.so", "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule"]
    return candidates.first { folder in
        needed.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }
}()

/// What the reader's targets need for swift-syntax: the toolchain's folder (search path, libraries,
/// run path), or the package's products.
let swiftSyntaxDependencies: [Target.Dependency] = toolchainSwiftSyntax == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
    : []
let swiftSyntaxSettings: [SwiftSetting] = toolchainSwiftSyntax.map { folder in
    [.unsafeFlags(["-I", folder]), .define("HANDHELD_TOOLCHAIN_SWIFT_SYNTAX")]
} ?? []
let swiftSyntaxLinking: [LinkerSetting] = toolchainSwiftSyntax.map { folder in
    [.unsafeFlags(["-L", folder, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", folder])]
} ?? []

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
    ] + (toolchainSwiftSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0")] : []) + [
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
        // SHA-256 from OpenSSL's libcrypto, for the reader's cache (issue 48).
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
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
                "HandheldLintOptions",
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
        // Issue 49: the options of a lint of an app's sources, declared once for `handheld lint`
        // and `handheld-sources lint` (no swift-syntax: `handheld` does not build the reader).
        .target(
            name: "HandheldLintOptions",
            dependencies: ["HandheldCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // SRC-1…SRC-8: an app's sources turned into the engine's model (no GTK).
        .target(
            name: "HandheldSources",
            dependencies: ["HandheldCore", "HandheldResources", "CCrypto", .product(name: "Yams", package: "Yams")] + swiftSyntaxDependencies,
            swiftSettings: swiftSyntaxSettings,
            linkerSettings: swiftSyntaxLinking
        ),
        .executableTarget(
            name: "handheld-sources",
            dependencies: ["HandheldSources", "HandheldCore", "HandheldLintOptions", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/HandheldSourcesTool",
            // The reader's module names SwiftSyntax's: its importers search the same folder.
            swiftSettings: swiftSyntaxSettings
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
            path: "Sources/HandheldSourcesFuzz",
            swiftSettings: swiftSyntaxSettings
        ),
        .testTarget(
            name: "HandheldSourcesTests",
            dependencies: ["HandheldSources", "HandheldCore", "HandheldLintOptions"],
            swiftSettings: swiftSyntaxSettings
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
