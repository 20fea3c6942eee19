import Foundation
@testable import HandheldCore
import Testing

// Section 9, SRC-5, SRC-6: "source" on controllers and steps, and "unknown" values in
// imported files: `run` takes UIKit's default, `lint` weighs every value.
@Suite("Imported files: source and unknown (section 9)")
struct UnknownFieldTests {
    let catalog = try! DeviceCatalog.shipped()

    func text(style: String) -> String {
        """
        {
          "ios": "17",
          "root": {"id": "home", "source": "App/Home.swift:3:13"},
          "steps": [
            {"op": "present", "controller": {"id": "player", "statusBarStyle": "lightContent", "backgroundColor": "#000000",
              "presentationStyle": \(style)}, "source": "App/Home.swift:30:9"}
          ]
        }
        """
    }

    @Test("run: an unknown field is UIKit's default; source is kept on the controller, the step and the engine's controller")
    func runTakesTheDefault() throws {
        let scenario = try ScenarioDecoder.decode(text(style: "\"unknown\""), file: "a.json", catalog: catalog)
        #expect(scenario.unknowns.map(\.name) == ["'player'.presentationStyle"])
        #expect(scenario.unknowns[0].values.count == ModalPresentationStyle.allCases.count)
        #expect(scenario.root.source == "App/Home.swift:3:13")
        #expect(scenario.steps[0].source == "App/Home.swift:30:9")
        guard case .action(.present(let spec, _, _)) = scenario.steps[0].kind else { Issue.record("not a present"); return }
        #expect(spec.preferences.modalPresentationStyle == .automatic)
        #expect(spec.unknownFields == ["presentationStyle"])
        let engine = try #require(ScenarioRunner.run(scenario).engine)
        #expect(engine.state.hierarchy["home"]?.source == "App/Home.swift:3:13")
        #expect(InspectorText.text(engine).contains("home (view) — window root  @ App/Home.swift:3:13"))
        // Written back, it stays unknown, with its source.
        let written = ScenarioEncoder.json(scenario).rendered()
        #expect(written.contains("\"presentationStyle\": \"unknown\"") && written.contains("\"source\": \"App/Home.swift:30:9\""))
    }

    @Test("SRC-5: ignored for some values of an unknown is a note naming them; for every value, a warning; for none, silence")
    func lintWeighsEveryValue() throws {
        let unknown = try ScenarioDecoder.decode(text(style: "\"unknown\""), file: "a.json", catalog: catalog)
        let found = ScenarioLint.findings(unknown, text: text(style: "\"unknown\""), catalog: catalog)
        #expect(!found.isEmpty && found.allSatisfy(\.isNote))
        #expect(found.contains { $0.rule == "SB-2" && $0.message.contains("if 'player'.presentationStyle is \"pageSheet\"") })
        #expect(found.allSatisfy { $0.line().contains(": note: ") })
        let sheet = try ScenarioDecoder.decode(text(style: "\"pageSheet\""), file: "a.json", catalog: catalog)
        #expect(ScenarioLint.findings(sheet, text: text(style: "\"pageSheet\""), catalog: catalog).contains { !$0.isNote && $0.rule == "SB-2" })
        let full = try ScenarioDecoder.decode(text(style: "\"fullScreen\""), file: "a.json", catalog: catalog)
        #expect(ScenarioLint.findings(full, text: text(style: "\"fullScreen\""), catalog: catalog).isEmpty)
    }

    @Test("SRC-5: past 8 unknowns, a note says the outcome depends on too much")
    func tooManyUnknowns() throws {
        let children = (0..<10).map { "{\"id\": \"c\($0)\", \"statusBarHidden\": \"unknown\"}" }.joined(separator: ", ")
        let text = "{\"root\": {\"id\": \"home\", \"type\": \"container\", \"children\": [\(children)]}, \"steps\": []}"
        let scenario = try ScenarioDecoder.decode(text, file: "m.json", catalog: catalog)
        #expect(scenario.unknowns.count == 10)
        let found = ScenarioLint.findings(scenario, text: text, catalog: catalog)
        #expect(found.contains { $0.rule == "SRC-5" && $0.message.contains("depends on too much") && $0.entry == "'c8'.statusBarHidden" })
    }

    @Test("section 9: 'source' must be FILE:LINE:COLUMN; a title may say \"unknown\"")
    func badSource() throws {
        #expect(throws: DataFileError.self) {
            try ScenarioDecoder.decode("{\"root\": {\"id\": \"a\", \"source\": \"Home.swift:x\"}, \"steps\": []}", file: "b.json", catalog: catalog)
        }
        let titled = try ScenarioDecoder.decode("{\"root\": {\"id\": \"a\", \"title\": \"unknown\"}, \"steps\": []}", file: "t.json", catalog: catalog)
        #expect(titled.root.title == "unknown" && titled.unknowns.isEmpty)
    }
}
