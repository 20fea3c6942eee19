import ArgumentParser
import Foundation
import HandheldCore
import HandheldRender

/// `handheld render FILE --out PNG`: paints the device screen headlessly (SPEC section 9).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: tr("Run a scenario and paint the device screen to a PNG, with no display."),
        discussion: tr("The image is the screen as the viewer sees it: landscape gives a wide image.")
    )

    @Argument(help: ArgumentHelp(tr("The scenario JSON file.")))
    var file: String

    @Option(help: ArgumentHelp(tr("Where to write the PNG.")))
    var out: String

    // `.unconditional`: a value that starts with a dash ("-1") is the option's value, so it gets
    // a clear message below instead of "Missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Paint the screen at this time (seconds since the start) instead of at the end.")))
    var at: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Pixels per point, from 0.1 to 8.")))
    var scale: Double = 2

    @Flag(help: ArgumentHelp(tr("Draw the device's frame around the screen.")))
    var frame = false

    @Option(help: ArgumentHelp(tr("Run the file on two iOS versions (12,27) or builds (27/26,27/27: iOS/SDK) and paint them side by side, each with its explanation.")))
    var compare: String?

    /// One side of --compare: a system, and the SDK the app is built with (VER-12: a bare
    /// version is built with its own).
    typealias Side = Build

    /// The sides of --compare, checked (VER-12: exactly two, versions or iOS/SDK pairs).
    func comparedSides() throws -> [Side]? {
        guard let compare else { return nil }
        let entries = compare.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let sides = entries.compactMap { entry -> Side? in
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            // §10: every release Apple shipped, each as the rule release that covers it.
            guard (1...2).contains(parts.count), let ios = IOSRelease(parts[0]) else { return nil }
            guard parts.count == 2 else { return Side(release: ios) }
            return IOSRelease(parts[1]).map { Side(release: ios, sdkRelease: $0 == ios ? nil : $0) }
        }
        guard sides.count == entries.count, sides.count == 2, sides[0] != sides[1] else {
            // VER-12: an invalid input, exit 2 with the reason, as every other invalid input.
            FileHandle.standardError.write(Data(("error: " + tr("--compare takes two different iOS versions or iOS/SDK pairs separated by a comma (12,27 or 27/26,27/27), from %s; not '%s'",
                                                                IOSRelease.acceptedList, compare) + "\n").utf8))
            throw ExitCode(2)
        }
        return sides
    }

    func validate() throws {
        try OptionChecks.scale(scale)
        if let at { try OptionChecks.time(at, option: "--at") }
        _ = try comparedSides()
        try OptionChecks.outputIsNotInput(out, file)
    }

    func run() throws {
        if let sides = try comparedSides() { return try runComparison(sides) }
        let (outcome, engine) = try runScenario(catalog: try DeviceCatalog.shipped(), side: nil)
        let image = RenderedImage(SceneBuilder.scene(engine.state, measurer: PangoTextMeasurer()), scale: scale, frame: frame)
        if let problem = image.writePNG(to: out) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            throw ExitCode(1)
        }
        print(tr("wrote %s (%sx%s, t = %s s)", out, image.width, image.height, JSONOutput.seconds(engine.state.now)))
        if !outcome.passed {
            FileHandle.standardError.write(Data("\(outcome.line)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Reads and runs the file (on `ios` instead of its own version, if given) up to --at; a
    /// file that cannot be read exits 2, one that cannot run exits 1, each saying why.
    func runScenario(catalog: DeviceCatalog, side: Side?) throws -> (ScenarioOutcome, Engine) {
        // Every error line begins with its position; the version it was read for follows.
        let version = side.map { tr(" (on %s)", $0.name) } ?? ""
        let scenario: Scenario
        do {
            scenario = try ScenarioBatch.load(file, catalog: catalog, release: side?.release, sdkRelease: side.map { $0.sdkRelease ?? $0.release })
        } catch {
            FileHandle.standardError.write(Data("\(error)\(version)\n".utf8))
            throw ExitCode(2)
        }
        let outcome = ScenarioRunner.run(scenario, until: at)
        guard let engine = outcome.engine else {
            FileHandle.standardError.write(Data("\(outcome.position): \(outcome.line)\(version)\n".utf8))
            throw ExitCode(1)
        }
        return (outcome, engine)
    }

    /// `--compare`: the file on each version, side by side. A version the file cannot be read
    /// for (VER-4) is reported with its line and column.
    func runComparison(_ sides: [Side]) throws {
        let catalog = try DeviceCatalog.shipped()
        let measurer = PangoTextMeasurer()
        var panels: [ComparisonImage.Panel] = []
        var failed: [String] = []
        for side in sides {
            let (outcome, engine) = try runScenario(catalog: catalog, side: side)
            if !outcome.passed { failed.append("\(outcome.position): \(side.name): \(outcome.line)") }
            panels.append(ComparisonImage.Panel(title: side.name, scene: SceneBuilder.scene(engine.state, measurer: measurer),
                                                lines: InspectorText.summary(engine)))
        }
        let image = RenderedImage(comparing: panels, scale: scale, frame: frame)
        if let problem = image.writePNG(to: out) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            throw ExitCode(1)
        }
        print(tr("wrote %s (%sx%s, %s)", out, image.width, image.height, sides.map(\.name).joined(separator: " | ")))
        // An expectation holds on one version and not on another: that is the point; say which,
        // and exit as `render` does when one fails (issue 20).
        guard failed.isEmpty else {
            FileHandle.standardError.write(Data(failed.map { "\($0)\n" }.joined().utf8))
            throw ExitCode(1)
        }
    }
}
