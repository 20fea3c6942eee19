import ArgumentParser
import Foundation
import HandheldCore
import HandheldRender

/// `handheld render FILE --out PNG`: paints the device screen headlessly (SPEC section 9).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Run a scenario and paint the device screen to a PNG, with no display.",
        discussion: "The image is the screen as the viewer sees it: landscape gives a wide image."
    )

    @Argument(help: "The scenario JSON file.")
    var file: String

    @Option(help: "Where to write the PNG.")
    var out: String

    // `.unconditional`: a value that starts with a dash ("-1") is the option's value, so it gets
    // a clear message below instead of "Missing value".
    @Option(parsing: .unconditional, help: "Paint the screen at this time (seconds since the start) instead of at the end.")
    var at: Double?

    @Option(parsing: .unconditional, help: "Pixels per point, from 0.1 to 8.")
    var scale: Double = 2

    @Flag(help: "Draw the device's frame around the screen.")
    var frame = false

    func validate() throws {
        guard scale >= 0.1, scale <= 8 else { throw ValidationError("--scale must be from 0.1 to 8, not \(scale)") }
        if let at, !(at >= 0 && at <= Limits.maximumTime) {
            throw ValidationError("--at must be a time from 0 to \(JSONOutput.format(Limits.maximumTime)) seconds, not \(at)")
        }
    }

    func run() throws {
        let scenario: Scenario
        do {
            scenario = try ScenarioBatch.load(file, catalog: try DeviceCatalog.shipped())
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        let outcome = ScenarioRunner.run(scenario, until: at)
        guard let engine = outcome.engine else {
            FileHandle.standardError.write(Data("\(outcome.line)\n".utf8))
            throw ExitCode(1)
        }
        let image = RenderedImage(SceneBuilder.scene(engine.state, measurer: PangoTextMeasurer()), scale: scale, frame: frame)
        if let problem = image.writePNG(to: out) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            throw ExitCode(1)
        }
        print("wrote \(out) (\(image.width)x\(image.height), t = \(JSONOutput.format(engine.state.now)) s)")
        if !outcome.passed {
            FileHandle.standardError.write(Data("\(outcome.line)\n".utf8))
            throw ExitCode(1)
        }
    }
}
