import Foundation
import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("Issue 51 (SRC-10): the window's Show Fix, for a class of an opened Swift project whose preference UIKit ignores")
struct ShowFixTests {
    /// An import's scenario as `handheld import` writes it: the window root, then a chapter
    /// presenting a lightContent form sheet that does not capture (SB-2).
    static let imported = """
    {
      "name": "HomeViewController",
      "device": "iphone-17",
      "ios": "27",
      "root": { "id": "HomeViewController", "type": "view", "title": "HomeViewController", "source": "App/Home.swift:12:13" },
      "steps": [
        { "op": "chapter", "title": "The window root 'HomeViewController'" },
        { "op": "settle" },
        { "op": "chapter", "title": "'HomeViewController' presents 'ComposerViewController'" },
        { "op": "present", "from": "HomeViewController", "source": "App/Home.swift:16:9",
          "controller": { "id": "ComposerViewController", "type": "view", "title": "ComposerViewController", "statusBarStyle": "lightContent",
                          "presentationStyle": "formSheet", "source": "App/Composer.swift:3:13" } },
        { "op": "settle" }
      ]
    }
    """

    /// The import's folder in the temporary folder, and its scenario there.
    static func writeImported() throws -> (URL, String) {
        let into = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
        let file = into.appendingPathComponent("HomeViewController.json").path
        try imported.write(toFile: file, atomically: true, encoding: .utf8)
        return (into, file)
    }

    @Test("An imported project's class with an ignored preference is offered; Show Fix runs lint --fix --dry-run --fix-class; its diff is shown, or why not")
    func showFix() throws {
        let (into, file) = try Self.writeImported()
        defer { try? FileManager.default.removeItem(at: into) }
        var places = Places.scratch
        places.sources = .success("/opt/handheld-sources")
        var playground = Playground(catalog: Fixture.catalog, settings: nil, places: places)
        let importJob = Job(purpose: .importProject(folder: "/src/App", into: into.path), title: "", tool: "", arguments: [])
        playground.send(.jobEnded(importJob, .exited(0, printed: file + ": 2 controllers\n", said: "")))
        #expect(playground.project == OpenedProject(folder: "/src/App", files: [file]))
        #expect(playground.fixTargets.isEmpty, "the first chapter, the window root alone: nothing is ignored")
        playground.send(.chapterAdvanced)
        let target = FixTarget(className: "ComposerViewController", rules: ["SB-2"], source: "App/Composer.swift:3:13")
        #expect(playground.fixTargets == [target])
        #expect(target.label == "ComposerViewController (SB-2)")

        let effects = playground.send(.fixRequested("ComposerViewController"))
        guard case .run(let job)? = effects.first, case .showFix("ComposerViewController", "/src/App") = job.purpose else {
            Issue.record("no lint: \(effects)")
            return
        }
        #expect(job.tool == "/opt/handheld-sources")
        #expect(job.arguments == ["lint", "/src/App", "--fix", "--dry-run", "--fix-class", "ComposerViewController"])
        let diff = "--- a/App/Composer.swift\n+++ b/App/Composer.swift\n@@ -3,3 +3,7 @@\n+    override func viewDidLoad() {\n"
        let shown = playground.send(.jobEnded(job, .exited(0, printed: diff, said: "")))
        #expect(shown == [.showDiff(title: "lint --fix for ComposerViewController", diff: diff)])
        #expect(playground.send(.jobEnded(job, .exited(0, printed: "\n", said: ""))).isEmpty)
        #expect(playground.message?.text.contains("would change nothing for ComposerViewController") == true && playground.message?.isError == false)
        playground.send(.jobEnded(job, .exited(2, printed: "", said: "Error: /src/App: no Swift sources found\n")))
        #expect(playground.message?.text == "⚠ Show Fix: /src/App: no Swift sources found")
        playground.send(.jobEnded(job, .cancelled))
        #expect(playground.message?.isError == true)

        // Another scenario opened: no project, nothing offered, and Show Fix says why.
        playground.send(.opened(Fixture.path("Resources/scenarios/06-tips-and-rotation.json"), at: nil))
        #expect(playground.project == nil && playground.fixTargets.isEmpty)
        #expect(playground.send(.fixRequested("ComposerViewController")).isEmpty && playground.message?.isError == true)
    }

    @Test("Without the source reader, Show Fix says why and runs nothing")
    func noReader() throws {
        let (into, _) = try Self.writeImported()
        defer { try? FileManager.default.removeItem(at: into) }
        var playground = Fixture.playground()
        playground.send(.jobEnded(Job(purpose: .importProject(folder: "/src/App", into: into.path), title: "", tool: "", arguments: []),
                                  .exited(0, printed: "", said: "")))
        #expect(playground.send(.fixRequested("ComposerViewController")).isEmpty)
        #expect(playground.message?.text.contains("handheld-sources is not built") == true)
    }

    @Test("The diff is shown coloured: added green, removed red, headers grey, everything escaped")
    func markup() {
        let markup = DiffMarkup.markup("--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-let a = b < c\n+let a = b <= c\n same & more")
        let lines = markup.split(separator: "\n").map(String.init)
        #expect(lines[0] == "<span foreground=\"#6e7781\">--- a/A.swift</span>")
        #expect(lines[3] == "<span foreground=\"#cf222e\">-let a = b &lt; c</span>")
        #expect(lines[4] == "<span foreground=\"#1a7f37\">+let a = b &lt;= c</span>")
        #expect(lines[5] == " same &amp; more")
    }
}
