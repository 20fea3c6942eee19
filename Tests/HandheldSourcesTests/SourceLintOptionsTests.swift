import HandheldLintOptions
import Testing

// Issue 49: `handheld lint` and `handheld-sources lint` share one declaration of the options of
// a lint of an app's sources; `handheld lint` hands them on as arguments again.
@Suite("The options of a lint of an app's sources, declared once (issue 49)")
struct SourceLintOptionsTests {
    /// Every option the help lists, by its flag, and whether it takes a value.
    static func listed() -> [(name: String, takesValue: Bool)] {
        SourceLintOptions.helpMessage(columns: 1_000).split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--"), first != "--help" else { return nil }
            return (String(first), words.count > 1 && words[1].hasPrefix("<"))
        }
    }

    @Test("Every option the help lists is handed on as given, and reads back the same")
    func everyOptionHandedOn() throws {
        let listed = Self.listed()
        #expect(listed.count >= 16, "\(listed.map(\.name))")
        var given: [String] = []
        for (name, takesValue) in listed {
            given.append(name)
            if takesValue { given.append(name == "--deployment-target" ? "16.0" : "x") }
        }
        let options = try SourceLintOptions.parse(given)
        let handedOn = options.arguments
        for (name, _) in listed {
            #expect(handedOn.contains(name), "\(name) is not handed on")
        }
        #expect(try SourceLintOptions.parse(handedOn).arguments == handedOn)
        // Each option alone is handed on alone.
        for (name, takesValue) in listed {
            let alone = try SourceLintOptions.parse(takesValue ? [name, name == "--deployment-target" ? "16.0" : "x"] : [name])
            #expect(alone.arguments.first == name && alone.arguments.count == (takesValue ? 2 : 1))
        }
    }

    @Test("Nothing given hands on nothing; a scenario lint refuses what only an app's sources take, but not --format text or --verbose")
    func scenarioRefusals() throws {
        #expect(try SourceLintOptions.parse([]).arguments.isEmpty)
        #expect(try SourceLintOptions.parse(["--format", "text", "--verbose"]).givenForSources.isEmpty)
        #expect(try SourceLintOptions.parse(["--output", "o.txt"]).givenForSources == ["--output"])
        #expect(try SourceLintOptions.parse(["--format", "sarif"]).givenForSources == ["--format"])
    }
}
