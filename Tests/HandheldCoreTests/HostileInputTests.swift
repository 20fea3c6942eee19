import Foundation
import Testing
@testable import HandheldCore


/// Inputs that crashed, hung or misled (issue 10): each test fails without its fix.
@Suite("Hostile input: nothing crashes, nothing hangs, nothing lies")
struct HostileInputTests {
    @Test("a drag of 1.6e17 s or of a day is refused at its line and column, and by the engine")
    func hugeDragDuration() throws {
        for duration in ["1.6e17", "86400", "1e308"] {
            let error = decodeError(#"{"root": {"id": "a"}, "steps": [{"op": "drag", "from": [0, 0], "to": [1, 1], "duration": "# + duration + "}]}")
            #expect(error?.message.contains("the most is 60 s") == true, "\(duration): \(String(describing: error))")
            #expect(error?.location?.column == 90, "\(duration)")
        }
        var engine = try makeEngine(view("home"))
        expectRefused(&engine, .drag(from: Point(0, 0), to: Point(1, 1), duration: 1.6e17), containing: "at most 60 seconds")
    }

    @Test("the clock is bounded: waits that add up past its limit are refused at the step that passes it")
    func clockLimit() throws {
        let error = decodeError("""
            {"root": {"id": "a"}, "steps": [{"op": "wait", "seconds": 9000000},
             {"op": "wait", "seconds": 2000000}]}
            """)
        #expect(error?.location == TextPosition(line: 2, column: 28), "\(String(describing: error))")
        #expect(error?.message.contains("the most is 10000000 s") == true)
        #expect(decodeError(#"{"root": {"id": "a"}, "steps": [{"op": "wait", "seconds": 1e308}]}"#) != nil)
        var engine = try makeEngine(view("home"))
        try engine.send(.wait(Limits.maximumTime))
        expectRefused(&engine, .wait(1), containing: "the clock would pass its limit")
        #expect(StateReport.json(engine).rendered().contains("\"time\": 10000000"))
    }

    @Test("render --at a time inside a drag gives the state at exactly that time, the finger still down")
    func renderInsideDrag() throws {
        let scenario = try decode("""
            {"root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}, {"id": "detail"}]},
             "steps": [{"op": "drag", "from": [30, 300], "to": [330, 300], "duration": 1.0}, {"op": "settle"}]}
            """)
        let engine = try #require(ScenarioRunner.run(scenario, until: 0.3).engine)
        #expect(abs(engine.state.now - 0.3) < 1e-9)
        #expect(engine.state.pan != nil, "the finger is still down")
        let pop = try #require(engine.state.interactivePop)
        #expect(abs(pop.progress - 90.0 / 375) < 0.01) // 30 % of 300 pt, over the 375 pt width
        // And the whole run still ends as before.
        let end = try #require(ScenarioRunner.run(scenario).engine)
        #expect(end.state.hierarchy["nav"].map { Array($0.children) } == ["home"])
    }

    @Test("a theme colour is # and hex digits only: a sign is refused", arguments: ["#+FFFFF", "#-00000", "#+FFFFFFF", "# FFFFF"])
    func colourWithSign(text: String) {
        #expect(Color(hexString: text) == nil)
        #expect(Color(hexString: "#0B4F6C") != nil)
    }

    @Test("an unexpected character is shown as itself, and a control character as an escape, never as raw bytes")
    func charactersInMessages() {
        let accented = decodeError(#"{"root": é}"#)
        #expect(accented?.message.contains("unexpected character 'é'") == true, "\(String(describing: accented))")
        let control = decodeError("{\"root\": \u{01}}")
        #expect(control?.message.contains("\\u0001") == true, "\(String(describing: control))")
        #expect(control?.message.unicodeScalars.allSatisfy { $0.value >= 0x20 } == true)
    }

    @Test("a file that is not UTF-8 is reported at the line and column of its first bad byte")
    func notUTF8() {
        var bytes = Array("{\"root\": {\"id\": \"a\"},\n \"name\": \"caf".utf8)
        bytes += [0xE9] // Latin-1 é
        bytes += Array("\", \"steps\": []}".utf8)
        do {
            _ = try DataFileText.decode(Data(bytes), file: "latin1.json")
            Issue.record("accepted a Latin-1 file")
        } catch {
            #expect(error.location == TextPosition(line: 2, column: 14), "\(error)")
            #expect(error.message.contains("0xE9"))
        }
    }

    @Test("THEME-7: a user's theme file is not remembered, so the next launch does not warn about it")
    func userThemeNotRemembered() throws {
        let shipped = catalog.themes
        #expect(ThemeSettingsStore.remembers(shipped.themes[0], shipped: shipped))
        let mine = try Theme.parse(##"{"name": "mine", "statusBarStyle": "lightContent", "barBackgroundColor": "#0B4F6C", "barForegroundColor": "#E3F6FD", "backgroundColor": "#CDE8F2", "textColor": "#08324A"}"##, file: "mine.json")
        #expect(!ThemeSettingsStore.remembers(mine, shipped: shipped))
    }

    @Test("limits: text length, controller nesting and step count are refused at their line and column")
    func limits() {
        let long = String(repeating: "x", count: Limits.maximumTextLength + 1)
        let title = decodeError(#"{"root": {"id": "a", "title": ""# + long + #""}, "steps": []}"#)
        #expect(title?.message.contains("the most is \(Limits.maximumTextLength)") == true, "\(String(describing: title))")
        #expect(title?.location?.column == 31)
        var nested = #"{"id": "leaf"}"#
        for depth in 0..<Limits.maximumControllerDepth { nested = #"{"id": "c\#(depth)", "type": "container", "children": [\#(nested)]}"# }
        let deep = decodeError(#"{"root": "# + nested + #", "steps": []}"#)
        #expect(deep?.message.contains("nest more than \(Limits.maximumControllerDepth) deep") == true, "\(String(describing: deep))")
        let steps = Array(repeating: #"{"op": "settle"}"#, count: Limits.maximumSteps + 1).joined(separator: ",")
        let many = decodeError(#"{"root": {"id": "a"}, "steps": ["# + steps + "]}")
        #expect(many?.message.contains("steps; the most is \(Limits.maximumSteps)") == true)
    }

    @Test("a 50 MB title is laid out only up to the limit")
    func hugeTitleIsCut() {
        let run = TextRun(String(repeating: "y", count: 5_000_000), size: 12, color: .black)
        #expect(run.text.count == Limits.maximumLaidOutCharacters)
    }
}

@Suite("Text a painter can lay out (issue 21)")
struct CombiningMarkTests {
    @Test("a character may carry 30 combining marks (UAX #15), not more; the length counts every mark")
    func marks() {
        let thirty = "a" + String(repeating: "\u{301}", count: 30)
        #expect(decodeError(#"{"root": {"id": "a"}, "steps": [{"op": "tip", "text": ""# + thirty + #""}]}"#) == nil)
        let error = decodeError(#"{"root": {"id": "a"}, "steps": [{"op": "tip", "text": ""# + thirty + "\u{302}" + #""}]}"#)
        #expect(error?.message.contains("more than 30 combining marks") == true, "\(String(describing: error))")
        let huge = decodeError(#"{"root": {"id": "a"}, "steps": [{"op": "tip", "text": "a"# + String(repeating: "\u{301}", count: 64_000) + #""}]}"#)
        #expect(huge?.message.contains("64001 characters long") == true, "\(String(describing: huge))")
    }
}
