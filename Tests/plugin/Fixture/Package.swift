// swift-tools-version:6.1
// Issue 39: a package that depends on Handheld and lints itself with its plugins:
// `swift package plugin handheld-lint`, and the build tool on the Screens target.
import PackageDescription

let package = Package(
    name: "Fixture",
    dependencies: [.package(name: "Handheld", path: "../../..")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "HandheldLintBuildTool", package: "Handheld")]),
    ]
)
