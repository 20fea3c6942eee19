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

    @Option(help: "Paint the screen at this time (seconds since the start) instead of at the end.")
    var at: Double?

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Flag(help: "Draw the device's frame around the screen.")
    var frame = false

    func validate() throws {
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more") }
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
