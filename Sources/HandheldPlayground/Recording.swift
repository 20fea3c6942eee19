import HandheldCore

/// File > Record… (issue 25): the time line recorded as `handheld record` records a file, with
/// the same options. The playground fills in the defaults from the session; the window asks the
/// person, then runs `handheld record` on the session saved as a scenario.
public struct RecordRequest: Equatable, Sendable {
    /// The session as a scenario file's text (what File > Save Scenario writes).
    public var scenario: String
    /// A `.gif`, `.mp4` or `.webm` file, or a folder of numbered PNGs.
    public var out: String
    public var fps = 30.0
    public var from = 0.0
    public var to: Double
    public var scale = 1.0
    public var frame = true
    public var touches = true
    public var hold = 0.0

    public init(scenario: String, out: String, to: Double) {
        self.scenario = scenario
        self.out = out
        self.to = to
    }

    /// What is wrong with the options, as `handheld record` would refuse them; nil when none.
    public var problem: String? {
        if out.isEmpty { return tr("choose where to write the recording") }
        if !(fps >= 1 && fps <= 60) { return tr("frames per second must be from 1 to 60") }
        if !(from >= 0 && to >= from) { return tr("the range must start at 0 or later and end at or after its start") }
        if !(scale >= 0.1 && scale <= 8) { return tr("the scale must be from 0.1 to 8") }
        if !(hold >= 0 && hold <= 60) { return tr("the hold must be from 0 to 60 seconds") }
        return nil
    }

    /// `handheld record`'s arguments for the scenario saved at `scenarioFile`.
    public func arguments(scenarioFile: String) -> [String] {
        var result = ["record", scenarioFile, "--out", out, "--fps", JSONOutput.format(fps), "--from", JSONOutput.format(from),
                      "--to", JSONOutput.format(to), "--scale", JSONOutput.format(scale)]
        if frame { result.append("--frame") }
        if touches { result.append("--touches") }
        if hold > 0 { result += ["--hold", JSONOutput.format(hold)] }
        return result
    }
}

extension Playground {
    /// The request File > Record… starts from: the whole time line, at the device's scale,
    /// the frame and touches drawn.
    public func recordRequest(out: String = "") -> RecordRequest {
        var request = RecordRequest(scenario: ScenarioEncoder.json(savedScenario(name: "recording", file: "recording.json")).rendered() + "\n",
                                    out: out, to: timelineEnd)
        request.scale = engine.state.device.scale
        return request
    }

    /// The options chosen: recorded, or refused with why (state unchanged).
    mutating func recordChosen(_ request: RecordRequest) -> [Effect] {
        if let problem = request.problem {
            message = .error(tr("cannot record: %s", problem))
            return []
        }
        return [.record(request)]
    }
}
