import Foundation

/// An app of pinned size for SRC-7's benchmark: screens with status bar overrides, navigation
/// controllers that forward and that do not, pushes and presents, and the ordinary code around
/// them (properties, functions, closures) that real files are mostly made of.
public enum GeneratedApp {
    /// Writes about `lines` lines of Swift under `folder`; returns the files and lines written.
    public static func write(lines: Int, to folder: String) throws -> (files: Int, lines: Int) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written = 0
        var file = 0
        while written < lines {
            var text = "import UIKit\n\n"
            let screen = "Screen\(file)"
            let next = "Screen\(file + 1)"
            text += """
            final class \(screen)Navigation: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    \(file % 2 == 0 ? "topViewController?.preferredStatusBarStyle ?? .default" : ".default")
                }
            }

            final class \(screen): UIViewController {
                private var items: [String] = []
                private var isLoading = false
                override var preferredStatusBarStyle: UIStatusBarStyle { \(file % 3 == 0 ? ".lightContent" : "isLoading ? .default : .darkContent") }

                func start() {
                    let window = UIWindow()
                    window.rootViewController = \(screen)Navigation(rootViewController: \(screen)())
                }

                func openNext() {
                    navigationController?.pushViewController(\(next)(), animated: true)
                }

                func openSheet() {
                    let sheet = \(next)()
                    sheet.modalPresentationStyle = .\(file % 2 == 0 ? "pageSheet" : "fullScreen")
                    present(sheet, animated: true)
                }

            """
            for function in 0..<40 {
                text += """
                    func work\(function)(_ value: Int) -> Int {
                        let doubled = items.map { $0.count * 2 + value }
                        guard !doubled.isEmpty else { return value }
                        return doubled.reduce(0, +) / max(1, doubled.count)
                    }

                """
            }
            text += "}\n"
            try text.write(toFile: (folder as NSString).appendingPathComponent("\(screen).swift"), atomically: true, encoding: .utf8)
            written += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            file += 1
        }
        return (file, written)
    }
}
