import Foundation

/// An app of pinned size for SRC-7's benchmark: screens with status bar overrides, navigation
/// controllers that forward and that do not, pushes and presents, and the ordinary code around
/// them (properties, functions, closures) that real files are mostly made of.
public enum GeneratedApp {
    /// Writes about `lines` lines of Swift under `folder`, `swiftUI` of the files (0 to 1) SwiftUI
    /// views (issue 38); returns the files and lines written.
    public static func write(lines: Int, to folder: String, swiftUI: Double = 0) throws -> (files: Int, lines: Int) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written = 0
        var file = 0
        var views = 0.0
        while written < lines {
            // Every so many files a SwiftUI view instead, spread evenly through the app.
            if Double(file + 1) * swiftUI >= views + 1 {
                views += 1
                let text = swiftUIView(file)
                try text.write(toFile: (folder as NSString).appendingPathComponent("Screen\(file)View.swift"), atomically: true, encoding: .utf8)
                written += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                file += 1
                continue
            }
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
            text += work + "}\n"
            try text.write(toFile: (folder as NSString).appendingPathComponent("\(screen).swift"), atomically: true, encoding: .utf8)
            written += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            file += 1
        }
        return (file, written)
    }

    /// The ordinary code a screen is mostly made of: forty small functions.
    static let work = (0..<40).map { function in
        """
            func work\(function)(_ value: Int) -> Int {
                let doubled = items.map { $0.count * 2 + value }
                guard !doubled.isEmpty else { return value }
                return doubled.reduce(0, +) / max(1, doubled.count)
            }

        """
    }.joined()

    /// A SwiftUI view of about the same size as a UIKit screen: a NavigationStack every tenth
    /// file, a link to the next view, a sheet, the modifiers lint reads, and the members and
    /// helpers real views are mostly made of.
    static func swiftUIView(_ file: Int) -> String {
        let view = "Screen\(file)View"
        let next = "Screen\(file + 1)View"
        let content = """
                List {
                    NavigationLink("Next") { \(next)() }
                    header
                    ForEach(items, id: \\.self) { item in row(item) }
                }
                .navigationTitle("\(view)")
                .toolbarColorScheme(.\(file % 2 == 0 ? "dark" : "light"), for: .navigationBar)
                .statusBarHidden(\(file % 3 == 0 ? "true" : "isLoading"))
                .sheet(isPresented: $showsSheet) { Text("Sheet \(file)").preferredColorScheme(.dark) }
        """
        let text = """
        import SwiftUI

        struct \(view): View {
            @State private var items: [String] = []
            @State private var isLoading = false
            @State private var showsSheet = false

            var body: some View {
        \(file % 10 == 0 ? "        NavigationStack {\n" + content + "\n        }" : content)
            }

            private var header: some View {
                HStack { Text("Header"); Spacer(); Image(systemName: "star") }
            }

            private func row(_ item: String) -> some View {
                Text(item).font(.body).padding(.vertical, 4)
            }

        """
        return text + work + "}\n"
    }
}
