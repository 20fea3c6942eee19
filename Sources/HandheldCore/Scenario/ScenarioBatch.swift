import Foundation

/// `handheld run FILE...`: reads, runs and reports scenario files (section 9).
public struct ScenarioBatch {
    /// What one file gave.
    public enum FileResult: Sendable {
        /// The file was not a valid scenario.
        case invalid(DataFileError)
        /// It ran.
        case ran(ScenarioOutcome)
    }

    /// Every file's result, in the order given.
    public var results: [FileResult] = []

    /// Reads and runs each file.
    public init(paths: [String], catalog: DeviceCatalog) {
        for path in paths {
            do {
                let scenario = try Self.load(path, catalog: catalog)
                results.append(.ran(ScenarioRunner.run(scenario)))
            } catch {
                results.append(.invalid(error))
            }
        }
    }

    /// Reads and decodes one scenario file.
    public static func load(
        _ path: String, catalog: DeviceCatalog, ios: IOSVersion? = nil, sdk: IOSVersion? = nil, stepsOptional: Bool = false
    ) throws(DataFileError) -> Scenario {
        try ScenarioDecoder.decode(try DataFileText.read(path), file: path, catalog: catalog, ios: ios, sdk: sdk, stepsOptional: stepsOptional)
    }

    /// As `load`, with releases as given (§10: `render --compare 16,27`).
    public static func load(
        _ path: String, catalog: DeviceCatalog, release: IOSRelease?, sdkRelease: IOSRelease?
    ) throws(DataFileError) -> Scenario {
        try ScenarioDecoder.decode(try DataFileText.read(path), file: path, catalog: catalog, release: release, sdkRelease: sdkRelease)
    }

    /// How many scenarios passed.
    public var passed: Int {
        results.filter { if case .ran(let outcome) = $0 { outcome.passed } else { false } }.count
    }

    /// How many failed or could not be read.
    public var failed: Int { results.count - passed }

    /// 0 when all pass, 1 when an expectation fails, 2 when a file is not a valid scenario.
    public var exitCode: Int32 {
        if results.contains(where: { if case .invalid = $0 { true } else { false } }) { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// The closing line: `N passed, M failed`.
    public var summary: String { "\(passed) passed, \(failed) failed" }

    /// The `--state` output: one object per scenario that ran (an array when several).
    public var stateJSON: JSONOutput {
        let states: [JSONOutput] = results.compactMap {
            guard case .ran(let outcome) = $0 else { return nil }
            var members: [(String, JSONOutput)] = [
                ("name", .string(outcome.scenario.name)),
                ("file", .string(outcome.scenario.file)),
                ("passed", .bool(outcome.passed)),
                ("failure", .optional(outcome.failure?.description)),
            ]
            if let engine = outcome.engine, case .object(let state) = StateReport.json(engine) {
                members += StateReport.given(state, ios: outcome.scenario.iosGiven, sdk: outcome.scenario.sdkGiven, engine: engine)
            }
            return .object(members)
        }
        return states.count == 1 ? states[0] : .array(states)
    }
}
