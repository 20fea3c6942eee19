import Foundation

/// A folder of Tests/swift-sources: `Fixture` (the app written to look like real ones) or
/// `Trust` (issue 36's reproductions).
func swiftSources(_ folder: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("swift-sources/\(folder)").path
}
