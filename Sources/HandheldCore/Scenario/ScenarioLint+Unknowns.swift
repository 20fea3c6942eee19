/// `lint` of an imported file (section 9, SRC-5): a field given as `"unknown"` is weighed over
/// every value it can take. A finding that holds whatever they are is a warning; one that holds
/// for some of them is a note naming the values it needs.
extension ScenarioLint {
    /// At most this many unknowns are weighed, and at most `maximumCombinations` combinations of
    /// their values; past that the rest are taken as UIKit's default and a note says so.
    public static let maximumUnknowns = 8
    public static let maximumCombinations = 512

    /// The findings for a scenario decoded from `text`: `warnings(_:throughChapter:)` when it has
    /// no unknowns; otherwise each finding weighed over the unknowns' values.
    public static func findings(
        _ scenario: Scenario, text: String, catalog: DeviceCatalog, throughChapter chapter: Int? = nil
    ) -> [LintWarning] {
        // A field with one value to take (a colour) runs as UIKit's default: nothing to weigh.
        let unknowns = scenario.unknowns.filter { $0.values.count > 1 }
        guard !unknowns.isEmpty else { return warnings(scenario, throughChapter: chapter) }
        var weighed: [UnknownField] = []
        var combinations = 1
        for unknown in unknowns {
            guard weighed.count < maximumUnknowns, combinations * unknown.values.count <= maximumCombinations else { break }
            weighed.append(unknown)
            combinations *= unknown.values.count
        }
        var holds: [String: (warning: LintWarning, when: [[String]])] = [:]
        var decoded = 0
        for index in 0..<combinations {
            var rest = index
            let values = weighed.map { unknown -> String in
                defer { rest /= unknown.values.count }
                return unknown.values[rest % unknown.values.count]
            }
            guard let substituted = substituting(text, weighed, values),
                  let variant = try? ScenarioDecoder.decode(substituted, file: scenario.file, catalog: catalog,
                                                            ios: scenario.ios, stepsOptional: true) else { continue }
            decoded += 1
            for warning in warnings(variant, throughChapter: chapter) {
                let key = "\(warning.location) \(warning.entry) \(warning.rule)"
                holds[key, default: (warning, [])].when.append(values)
            }
        }
        var found = holds.values.map { entry -> LintWarning in
            guard entry.when.count < decoded else { return entry.warning }
            var note = entry.warning
            note.isNote = true
            let first = entry.when[0]
            let condition = zip(weighed, first).map { tr("%s is %s", $0.name, $1) }.joined(separator: tr(" and "))
            note.message += tr(" — if %s%s", condition, entry.when.count > 1 ? trn(" (and %s other combination of the unknowns)", " (and %s other combinations of the unknowns)", entry.when.count - 1, entry.when.count - 1) : "")
            return note
        }
        if weighed.count < unknowns.count {
            let first = unknowns[weighed.count]
            found.append(LintWarning(
                file: scenario.file, location: first.location,
                message: tr("the outcome depends on too much: %s fields are unknown and %s were weighed; ", unknowns.count, weighed.count)
                    + tr("%s and those after it were taken as UIKit's default", first.name),
                rule: "SRC-5", entry: first.name, isNote: true))
        }
        return found.sorted {
            ($0.location.line, $0.location.column, $0.message) < ($1.location.line, $1.location.column, $1.message)
        }
    }

    /// The text with each weighed `"unknown"` replaced by a value; nil if one is not where the
    /// decoder saw it.
    static func substituting(_ text: String, _ unknowns: [UnknownField], _ values: [String]) -> String? {
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        let literal = Array("\"unknown\"".unicodeScalars)
        // From the last to the first, so each replacement leaves the others' positions as they were.
        let edits = zip(unknowns, values).map { (offset: $0.location, value: $1) }.sorted {
            ($0.offset.line, $0.offset.column) > ($1.offset.line, $1.offset.column)
        }
        for edit in edits {
            guard edit.offset.line >= 1, edit.offset.line <= lineStarts.count else { return nil }
            let start = lineStarts[edit.offset.line - 1] + edit.offset.column - 1
            guard start >= 0, start + literal.count <= scalars.count,
                  Array(scalars[start..<start + literal.count]) == literal else { return nil }
            scalars.replaceSubrange(start..<start + literal.count, with: Array(edit.value.unicodeScalars))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
