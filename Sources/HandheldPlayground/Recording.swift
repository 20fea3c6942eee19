import Foundation
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
        if !RecordLimits.fps.contains(fps) { return tr("frames per second must be from 1 to 60") }
        if !(RecordLimits.time.contains(from) && RecordLimits.time.contains(to) && to >= from) {
            return tr("the range must start at 0 or later and end at or after its start")
        }
        if !RecordLimits.scale.contains(scale) { return tr("the scale must be from 0.1 to 8") }
        if !RecordLimits.hold.contains(hold) { return tr("the hold must be from 0 to 60 seconds") }
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

/// File > Record…'s options, as the dialog shows them: each within `RecordLimits`, which
/// `handheld record` checks too (issue 50, item 17: the window kept a third copy of the limits).
public enum RecordField: CaseIterable, Sendable {
    case from, to, fps, scale, hold, frame, touches

    public var label: String {
        switch self {
        case .from: tr("From (s)")
        case .to: tr("To (s)")
        case .fps: tr("Frames per second")
        case .scale: tr("Pixels per point")
        case .hold: tr("Hold at each chapter's end (s)")
        case .frame: tr("Draw the device's frame")
        case .touches: tr("Show where touches land")
        }
    }

    /// A check box (on: 1), else a number.
    public var isCheck: Bool { self == .frame || self == .touches }

    /// The values the dialog offers, given the defaults: the start within the time line.
    public func range(_ defaults: RecordRequest) -> ClosedRange<Double> {
        switch self {
        case .from: 0...max(defaults.to, 0)
        case .to: RecordLimits.time
        case .fps: RecordLimits.fps
        case .scale: RecordLimits.scale
        case .hold: RecordLimits.hold
        case .frame, .touches: 0...1
        }
    }

    /// The step of its arrows, and the digits shown.
    public var step: (by: Double, digits: UInt32) {
        switch self {
        case .from, .to: (0.1, 2)
        case .fps, .frame, .touches: (1, 0)
        case .scale, .hold: (0.5, 1)
        }
    }
}

extension RecordField {
    /// The name of the field's widget in `dialogXML`.
    public var id: String { "\(self)" }

    /// File > Record…'s options as a GtkBuilder grid (`grid`), each field's widget named by its
    /// `id`, showing `defaults` within the field's range: the window loads it and reads it back.
    public static func dialogXML(_ defaults: RecordRequest) -> String {
        func property(_ name: String, _ value: String) -> String { "<property name=\"\(name)\">\(xmlEscaped(value))</property>" }
        func packing(_ column: Int, _ row: Int, width: Int = 1) -> String {
            "<packing>" + property("left-attach", "\(column)") + property("top-attach", "\(row)") + property("width", "\(width)") + "</packing>"
        }
        var adjustments = "", children = ""
        for (row, field) in allCases.enumerated() {
            if field.isCheck {
                children += "\n<child><object class=\"GtkCheckButton\" id=\"\(field.id)\">" + property("label", field.label)
                    + property("active", defaults[field] != 0 ? "True" : "False") + "</object>" + packing(0, row, width: 2) + "</child>"
                continue
            }
            let range = field.range(defaults)
            adjustments += "\n<object class=\"GtkAdjustment\" id=\"\(field.id)-range\">" + property("lower", JSONOutput.format(range.lowerBound))
                + property("upper", JSONOutput.format(range.upperBound)) + property("step-increment", JSONOutput.format(field.step.by))
                + property("value", JSONOutput.format(defaults[field])) + "</object>"
            children += "\n<child><object class=\"GtkLabel\">" + property("label", field.label) + property("xalign", "0") + "</object>" + packing(0, row) + "</child>"
                + "\n<child><object class=\"GtkSpinButton\" id=\"\(field.id)\">" + property("adjustment", "\(field.id)-range")
                + property("digits", "\(field.step.digits)") + "</object>" + packing(1, row) + "</child>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>" + adjustments + "\n<object class=\"GtkGrid\" id=\"grid\">"
            + property("row-spacing", "6") + property("column-spacing", "12") + property("margin", "12") + children + "\n</object>\n</interface>\n"
    }
}

extension RecordRequest {
    /// A field's value (a check box's is 0 or 1).
    public subscript(field: RecordField) -> Double {
        get {
            switch field {
            case .from: from
            case .to: to
            case .fps: fps
            case .scale: scale
            case .hold: hold
            case .frame: frame ? 1 : 0
            case .touches: touches ? 1 : 0
            }
        }
        set {
            switch field {
            case .from: from = newValue
            case .to: to = newValue
            case .fps: fps = newValue
            case .scale: scale = newValue
            case .hold: hold = newValue
            case .frame: frame = newValue != 0
            case .touches: touches = newValue != 0
            }
        }
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
        lastFolders[.recordTo] = (request.out as NSString).deletingLastPathComponent
        return record(request)
    }
}
