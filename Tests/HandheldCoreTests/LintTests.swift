import Foundation
import Testing
@testable import HandheldCore

/// The text of `text` from a line and column on (what a warning points at).
private func at(_ location: TextPosition?, in text: String) -> String {
    guard let location else { return "" }
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
    return String(line.dropFirst(location.column - 1))
}

private func lint(_ text: String, chapter: Int? = nil) throws -> [LintWarning] {
    ScenarioLint.warnings(try ScenarioDecoder.decode(text, file: "f.json", catalog: catalog, stepsOptional: true), throughChapter: chapter)
}

@Suite("handheld lint (SB-11)")
struct LintTests {
    @Test("a hierarchy alone (no steps): a preference the navigation bar overrides, at its field, with the rule and the fix")
    func hierarchyWithoutSteps() throws {
        let warnings = try lint("""
            {"root": {"id": "nav", "type": "navigation",
              "children": [{"id": "home", "statusBarStyle": "lightContent"}]}}
            """)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location == TextPosition(line: 2, column: 31))
        #expect(warning.line() == "f.json:2:31: warning: home.preferredStatusBarStyle = .lightContent is ignored: 'nav' shows its navigation bar, "
            + "so its barStyle decides (.default gives .default). Hide the bar, set the bar's barStyle, or override childForStatusBarStyle in a "
            + "UINavigationController subclass to return its top controller (SB-4)")
        #expect(warning.line(as: "error").hasPrefix("f.json:2:31: error: "))
        // `run` still wants steps.
        #expect(throws: DataFileError.self) { try ScenarioDecoder.decode(#"{"root": {"id": "a"}}"#, file: "f.json", catalog: catalog) }
    }

    @Test("a clean file, and a preference that is read in the end, give nothing")
    func clean() throws {
        #expect(try lint(#"{"root": {"id": "home", "statusBarStyle": "darkContent", "statusBarHidden": false}, "steps": []}"#).isEmpty)
        #expect(try lint("""
            {"root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "statusBarStyle": "darkContent"}]},
             "steps": [{"op": "set", "target": "nav", "barHidden": true}]}
            """).isEmpty)
    }

    @Test("SB-7: a set without an update is pointed at in its step, the target being the top controller when not given")
    func setWithoutUpdate() throws {
        let warnings = try lint("""
            {"root": {"id": "home"},
             "steps": [{"op": "wait", "seconds": 0.5},
                       {"op": "set", "statusBarStyle": "lightContent", "update": false}]}
            """)
        #expect(warnings.map(\.location) == [TextPosition(line: 3, column: 26)])
        #expect(warnings.first?.rule == "SB-7")
        #expect(warnings.first?.message.contains("home.preferredStatusBarStyle = .lightContent is ignored: changed at 0.5 s") == true)
    }

    @Test("SB-2 from the file: a sheet given a style, at its field; not when a later step makes it capture")
    func sheetWithoutCapture() throws {
        let sheet = #"{"op": "present", "controller": {"id": "s", "presentationStyle": "pageSheet", "statusBarStyle": "lightContent"}, "animated": false}"#
        let file = #"{"root": {"id": "home"}, "steps": [\#(sheet)]}"#
        var warnings = try lint(file)
        #expect(warnings.count == 1)
        let pointed = at(warnings.first?.location, in: file)
        #expect(pointed.hasPrefix(#""statusBarStyle": "lightContent"}"#))
        #expect(warnings.first?.rule == "SB-2")
        // A later step fixes it: the run read it, so the file's finding goes.
        warnings = try lint(#"{"root": {"id": "home"}, "steps": [\#(sheet), {"op": "set", "target": "s", "capturesStatusBarAppearance": true}]}"#)
        #expect(warnings.isEmpty)
        // The first chapter alone still has it.
        warnings = try lint(#"{"root": {"id": "home"}, "steps": [{"op": "chapter", "title": "a"}, \#(sheet), {"op": "chapter", "title": "b"}, "#
                            + #"{"op": "set", "target": "s", "capturesStatusBarAppearance": true}]}"#, chapter: 1)
        #expect(warnings.count == 1)
    }

    @Test("SB-10 from the file: a themed navigation controller in global mode, at its 'themed' field")
    func themedInGlobalMode() throws {
        // The navigation controller is never on screen: only the file tells.
        let file = """
            {"mode": "global", "root": {"id": "tabs", "type": "tabs", "selected": 1, "children": [
               {"id": "nav", "type": "navigation", "themed": true, "children": [{"id": "a"}]}, {"id": "b"}]},
             "steps": []}
            """
        let warnings = try lint(file)
        #expect(warnings.map(\.location) == [TextPosition(line: 2, column: 40)])
        let pointed = at(warnings.first?.location, in: file)
        #expect(pointed.hasPrefix(#""themed": true"#))
        #expect(warnings.first?.rule == "SB-10")
        #expect(warnings.first?.message.contains("'nav' is themed") == true)
    }

    @Test("SB-1: UIApplication's setters in viewController mode, at the step, one warning for each value")
    func applicationSetters() throws {
        let warnings = try lint(#"{"root": {"id": "home"}, "steps": [{"op": "settle"}, {"op": "appSetStatusBar", "style": "lightContent", "hidden": true}]}"#)
        #expect(warnings.map(\.entry) == ["app.isStatusBarHidden", "app.statusBarStyle"])
        let file = #"{"root": {"id": "home"}, "steps": [{"op": "settle"}, {"op": "appSetStatusBar", "style": "lightContent", "hidden": true}]}"#
        #expect(Set(warnings.map { at($0.location, in: file) }) == [#"{"op": "appSetStatusBar", "style": "lightContent", "hidden": true}]}"#])
    }

    @Test("ignored only at the end (a tip that never hides, a turn to landscape) is a warning; ignored for a while is not")
    func ignoredAtTheEnd() throws {
        let root = #"{"id": "home", "statusBarStyle": "darkContent"}"#
        #expect(try lint(#"{"root": \#(root), "steps": [{"op": "tip", "text": "Hi"}]}"#).map(\.rule) == ["TIP-1"])
        #expect(try lint(#"{"root": \#(root), "steps": [{"op": "tip", "text": "Hi", "hideAfter": 1}, {"op": "wait", "seconds": 2}]}"#).isEmpty)
    }
}
