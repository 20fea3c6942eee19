import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// SUI-16, SUI-17: what the reader recognises in SwiftUI sources and where it places each
// modifier; SUI-18's findings on the cases the fixture app does not hold.

private func index(_ files: [String: String], plist: String? = nil) -> SourceIndex {
    var index = SourceIndex()
    for (file, text) in files.sorted(by: { $0.key < $1.key }) { SwiftReader.read(source: text, file: file, into: &index) }
    if let plist { ProjectSettings.read(plist: Data(plist.utf8), file: "Info.plist", into: &index.plist) }
    return index
}

private func lint(_ files: [String: String], target: Double? = 16, sdk: IOSVersion = .iOS26, plist: String? = nil) -> [SourceFinding] {
    try! SourceLint.findings(index(files, plist: plist), deploymentTarget: target, sdk: sdk)
}

@Suite("The SwiftUI reader (SUI-16, SUI-17)")
struct SwiftUIReaderTests {
    @Test("SUI-17: literals, a ternary of two literals, values from state unknown; under if, conditional; under #available, its versions")
    func values() throws {
        let read = index(["A.swift": """
        import SwiftUI
        struct A: View {
            @State var dark = false
            var body: some View {
                VStack {
                    if dark { Text("a").statusBarHidden() }
                    if #available(iOS 17, *) { Text("b").preferredColorScheme(.dark) }
                }
                .preferredColorScheme(dark ? .dark : .light)
                .statusBarHidden(dark)
                .toolbarColorScheme(.dark, for: .navigationBar, .tabBar)
            }
        }
        """]).swiftUI
        let modifiers = try #require(read.views["A"]?.modifiers).sorted { $0.position < $1.position }
        #expect(modifiers.map(\.shown) == [".statusBarHidden(true)", ".preferredColorScheme(.dark)", ".preferredColorScheme(.dark or .light)",
                                           ".statusBarHidden(…)", ".toolbarColorScheme(.dark, for: .navigationBar, .tabBar)"])
        #expect(modifiers.map(\.conditional) == [true, false, false, false, false])
        #expect(modifiers[1].availability == Availability(from: 17))
        #expect(modifiers[3].value == .unknown)
    }

    @Test("SUI-16: NavigationLink's destination in each form; a value link's closure is its label; a sheet's content; a view's member")
    func destinations() throws {
        let read = index(["A.swift": """
        import SwiftUI
        struct A: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: B()) { C() }
                    NavigationLink { D() } label: { E() }
                    NavigationLink("Title") { F() }
                    NavigationLink(value: 1) { G() }
                    header
                }
                .sheet(isPresented: .constant(true)) { H() }
            }
            var header: some View { I() }
        }
        """]).swiftUI
        let uses = try #require(read.views["A"]?.uses)
        let framesByName = Dictionary(uniqueKeysWithValues: uses.map { ($0.name, $0.frames) })
        let destination: [SwiftUIFrame] = [.container(.navigationStack), .destination]
        let content: [SwiftUIFrame] = [.container(.navigationStack)]
        #expect(framesByName["B"] == destination && framesByName["D"] == destination && framesByName["F"] == destination)
        #expect(framesByName["C"] == content && framesByName["E"] == content && framesByName["G"] == content)
        #expect(framesByName["A.header"] == content)
        #expect(framesByName["H"] == [.presentation(.sheet)])
        #expect(read.views["A.header"]?.uses.map(\.name) == ["I"])
    }

    @Test("SUI-6's buckets from sources: a NavigationView destination is not read on 13 (13 and 14), is read from 15 (16.4)")
    func navigationViewByVersion() throws {
        let files = ["A.swift": """
        import SwiftUI
        @main struct App1: App { var body: some Scene { WindowGroup { Home() } } }
        struct Home: View {
            var body: some View { NavigationView { NavigationLink(destination: Photo()) { Text("Open") } } }
        }
        struct Photo: View {
            var body: some View { Image("p").statusBarHidden(true) }
        }
        """]
        let found = lint(files, target: 13).filter { $0.rule == "SUI-6" }
        #expect(found.count == 1)
        #expect(found.first?.versions == [.iOS13])
        #expect(found.first?.text.contains("'Photo' is a NavigationView destination of the window here") == true)
        #expect(lint(files, target: 15).filter { $0.rule == "SUI-6" }.isEmpty)
    }

    @Test("SB-2 (the issue's case): a hosting controller presented over full screen without capture never reads its content's .statusBarHidden; with capture it does")
    func hostedOverFullScreen() throws {
        func files(_ capture: Bool) -> [String: String] {
            ["A.swift": """
            import SwiftUI
            import UIKit
            struct Player: View {
                var body: some View { Text("Video").statusBarHidden(true) }
            }
            final class Home: UIViewController {
                func play() {
                    let host = UIHostingController(rootView: Player())
                    host.modalPresentationStyle = .overFullScreen
                    \(capture ? "host.modalPresentationCapturesStatusBarAppearance = true" : "")
                    present(host, animated: true)
                }
            }
            """]
        }
        let found = lint(files(false))
        #expect(found.map(\.rule) == ["SB-2"])
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("presented as .overFullScreen") == true)
        #expect(lint(files(true)).isEmpty)
    }

    @Test("SUI-17: a ViewModifier's literal chain is followed at .modifier(…), a View extension's at its call; not when the chain is not literal")
    func customModifiers() throws {
        let files = ["A.swift": """
        import SwiftUI
        struct Hide: ViewModifier {
            func body(content: Content) -> some View { content.statusBarHidden() }
        }
        extension View {
            func hidden2() -> some View { statusBarHidden(true) }
            func maybe(_ on: Bool) -> some View { if on { statusBarHidden() } else { self } }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("a") { Text("a").modifier(Hide()) }
                    NavigationLink("b") { Text("b").hidden2() }
                    NavigationLink("c") { Text("c").maybe(true) }
                }
            }
        }
        """]
        let found = lint(files).filter { $0.rule == "SUI-6" }
        #expect(found.map(\.position.line) == [12, 13])
        #expect(found.allSatisfy { $0.notes.contains { $0.1 == "the custom modifier sets it here" } })
    }

    @Test("SB-1 (SUI-14): SwiftUI's status bar modifiers in global mode are warnings; the place-based notes stay out")
    func globalMode() throws {
        let found = lint(["A.swift": """
        import SwiftUI
        struct Home: View {
            var body: some View { NavigationStack { NavigationLink("a") { Text("a").statusBarHidden() } } }
        }
        """], plist: GlobalMode.globalPlist)
        #expect(found.map(\.rule) == ["SB-1"])
        #expect(found.first?.severity == .warning)
    }

    @Test("A watchOS app's sources (WKApplication in its Info.plist) give no finding")
    func watchApp() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>WKApplication</key><true/></dict></plist>
        """
        let found = lint(["A.swift": """
        import SwiftUI
        struct Home: View {
            var body: some View { NavigationStack { NavigationLink("a") { Text("a").statusBarHidden() } } }
        }
        """], sdk: .iOS27, plist: plist)
        #expect(found.isEmpty)
    }

    @Test("SUI-17: a view used nowhere the reader sees starts its own places; a view reached from the window keeps the window's")
    func unknownStarts() throws {
        let read = index(["A.swift": """
        import SwiftUI
        struct Orphan: View {
            var body: some View { NavigationStack { Child() } }
        }
        struct Child: View {
            var body: some View { Text("c") .statusBarHidden() }
        }
        """])
        let graph = SwiftUIGraph(read.swiftUI)
        #expect(graph.places["Child"]?.map(\.place) == [SwiftUIPlace(origin: .unknown, frames: [.container(.navigationStack)])])
    }
}

@Suite("The SwiftUI reader on hostile input (issue 38)")
struct SwiftUIReaderHostileTests {
    @Test("A view that names itself, at its top and as its own destination, is read, linted and imported without looping")
    func selfReference() throws {
        var index = SourceIndex()
        SwiftReader.read(source: """
        import SwiftUI
        @main struct Loop: App { var body: some Scene { WindowGroup { C() } } }
        struct C: View {
            var body: some View { VStack { C(); A() } }
        }
        struct A: View {
            var body: some View { VStack { A(); NavigationStack { NavigationLink("again") { A().statusBarHidden() } } } }
        }
        """, file: "Loop.swift", into: &index)
        let findings = try SourceLint.findings(index, deploymentTarget: 16, sdk: .iOS26)
        #expect(findings.map(\.rule) == ["SUI-6"])
        #expect(SourceImport.scenarios(index, folder: ".").count == 1)
    }
}

@Suite("The issue's own case (issue 38): a SwiftUI screen hosted by an app's helper, presented over full screen by another")
struct HostedThroughHelpersTests {
    /// home-assistant's shape: a View extension hosts the view (in a shared target, read after
    /// the code that calls it), a method presents the controller it is given.
    static let files = [
        "App/Handler.swift": """
        import SwiftUI
        import UIKit
        struct CameraView: View {
            var body: some View { Text("Camera").statusBarHidden(true) }
        }
        final class WebViewController: UIViewController {
            func presentOverlayController(controller: UIViewController, animated: Bool) {
                DispatchQueue.main.async { [weak self] in self?.present(controller, animated: animated, completion: nil) }
            }
        }
        final class MessageHandler {
            var webViewController: WebViewController?
            func showCamera() {
                let view = CameraView().onDisappear {}.embeddedInHostingController()
                view.modalPresentationStyle = .overFullScreen
                webViewController?.presentOverlayController(controller: view, animated: true)
            }
        }
        """,
        "Shared/View+Hosting.swift": """
        import SwiftUI
        extension View {
            func embeddedInHostingController() -> UIHostingController<some View> {
                let hosted = environment(\\.colorScheme, .dark)
                return UIHostingController(rootView: hosted)
            }
        }
        """,
    ]

    @Test("SB-2: the modifier is never read; with the capture set, it is")
    func found() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-helpers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func lint(_ files: [String: String]) throws -> [SourceFinding] {
            for (name, text) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
            return try SourceProject.read([folder]).flatMap { try SourceLint.findings($0.index, deploymentTarget: 16, sdk: .iOS26) }
        }
        let found = try lint(Self.files)
        #expect(found.map(\.rule) == ["SB-2"])
        #expect(found.first?.message.contains("'UIHostingController<CameraView>' (SwiftUI) is presented as .overFullScreen") == true)
        var captured = Self.files
        captured["App/Handler.swift"] = captured["App/Handler.swift"]!.replacingOccurrences(
            of: "view.modalPresentationStyle = .overFullScreen", with: "view.modalPresentationStyle = .overFullScreen\n        view.modalPresentationCapturesStatusBarAppearance = true")
        #expect(try lint(captured).isEmpty)
    }
}
