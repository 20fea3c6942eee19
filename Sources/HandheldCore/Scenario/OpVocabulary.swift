/// The scenario ops (section 9), each declared once: its name, how its fields are read from a
/// file into an action, and how that action is written back. `ScenarioDecoder` reads with it,
/// `ScenarioEncoder` (and so the window's saved sessions) writes with it; `expect` has its own
/// table (`ExpectField`).
struct ScenarioOp: Sendable {
    typealias Fields = [(String, JSONOutput?)]

    /// The `op` as written.
    let name: String
    /// Reads the step's fields (the decoder checks ids, types and values, with line and column).
    let read: @Sendable (inout ScenarioDecoder, inout JSONObjectReader) throws(DataFileError) -> Action
    /// The fields of `action`, if it is this op.
    let write: @Sendable (Action) -> Fields?

    /// Every op but `expect`, in the order the README lists them.
    static let all: [ScenarioOp] = [
        ScenarioOp(name: "push", read: { decoder, object throws(DataFileError) in
            .push(try decoder.controller(&object, "controller"), on: try decoder.reference(&object, "on"),
                  animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .push(spec, on, animated) = action else { return nil }
            return [("controller", ScenarioEncoder.controller(spec)), ("on", id(on)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "pop", read: { decoder, object throws(DataFileError) in
            .pop(on: try decoder.reference(&object, "on"), animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .pop(on, animated) = action else { return nil }
            return [("on", id(on)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "popToRoot", read: { decoder, object throws(DataFileError) in
            .popToRoot(on: try decoder.reference(&object, "on"), animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .popToRoot(on, animated) = action else { return nil }
            return [("on", id(on)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "setViewControllers", read: { decoder, object throws(DataFileError) in
            .setViewControllers(try decoder.stackEntries(&object, "controllers"), on: try decoder.reference(&object, "on"),
                                animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .setViewControllers(entries, on, animated) = action else { return nil }
            let list = entries.map { entry -> JSONOutput in
                switch entry {
                case .existing(let id): .string(id)
                case .new(let spec): ScenarioEncoder.controller(spec)
                }
            }
            return [("controllers", .array(list)), ("on", id(on)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "present", read: { decoder, object throws(DataFileError) in
            var spec = try decoder.controller(&object, "controller")
            try decoder.swiftUIPresentation(&object, of: &spec)
            return .present(spec, from: try decoder.reference(&object, "from"), animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .present(spec, from, animated) = action else { return nil }
            return [("controller", ScenarioEncoder.controller(spec)), ("swiftUI", name(spec.preferences.swiftUIPresentation)),
                    ("compactAdaptation", name(spec.preferences.swiftUICompactAdaptation)), ("from", id(from)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "dismiss", read: { decoder, object throws(DataFileError) in
            .dismiss(target: try decoder.reference(&object, "target"), animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .dismiss(target, animated) = action else { return nil }
            return [("target", id(target)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "selectTab", read: { decoder, object throws(DataFileError) in
            let index = try object.integer("index", required: true)!
            return .selectTab(on: try decoder.reference(&object, "on"), index: index)
        }, write: { action in
            guard case let .selectTab(on, index) = action else { return nil }
            return [("on", id(on)), ("index", .number(Double(index)))]
        }),
        ScenarioOp(name: "scroll", read: { decoder, object throws(DataFileError) in
            let target = try decoder.reference(&object, "target")
            let offset = try object.number("offset", required: true)!
            guard abs(offset) <= Limits.maximumLength else {
                throw decoder.error(tr("'%s' is %s pt; the most is %s pt", "offset", JSONOutput.format(offset), JSONOutput.format(Limits.maximumLength)),
                                    at: object.member("offset")?.value.location ?? object.node.location)
            }
            return .scroll(target: target, offset: offset, animated: try object.bool("animated") ?? true)
        }, write: { action in
            guard case let .scroll(target, offset, animated) = action else { return nil }
            return [("target", id(target)), ("offset", .number(offset)), ("animated", .bool(animated))]
        }),
        ScenarioOp(name: "set", read: { decoder, object throws(DataFileError) in
            let target = try decoder.reference(&object, "target")
            let changes = try decoder.setChanges(&object)
            return .set(target: target, changes, update: try object.bool("update") ?? true)
        }, write: { action in
            guard case let .set(target, changes, update) = action else { return nil }
            return [("target", id(target))] + PreferenceField.write(changes) + [("swiftUI", changes.swiftUI.map(ScenarioEncoder.swiftUI)),
                                                                                ("update", .bool(update))]
        }),
        ScenarioOp(name: "appSetStatusBar", read: { decoder, object throws(DataFileError) in
            let style = try object.enumeration("style", StatusBarStyle.self)
            if let style, let member = object.member("style") {
                try decoder.checkExists(style.rawValue, for: "statusBarStyle", at: member.value.location)
            }
            return .applicationSetStatusBar(
                style: style, hidden: try object.bool("hidden"),
                animation: try object.enumeration("animation", StatusBarAnimation.self))
        }, write: { action in
            guard case let .applicationSetStatusBar(style, hidden, animation) = action else { return nil }
            return [("style", name(style)), ("hidden", hidden.map(JSONOutput.bool)), ("animation", name(animation))]
        }),
        ScenarioOp(name: "statusBarOverride", read: { _, object throws(DataFileError) in
            .overrideStatusBar(
                time: try object.string("time"), batteryLevel: try object.number("batteryLevel"),
                cellularBars: try object.integer("cellularBars"), wifiBars: try object.integer("wifiBars"))
        }, write: { action in
            guard case let .overrideStatusBar(time, battery, cellular, wifi) = action else { return nil }
            return [("time", time.map(JSONOutput.string)), ("batteryLevel", battery.map(JSONOutput.number)),
                    ("cellularBars", cellular.map { .number(Double($0)) }), ("wifiBars", wifi.map { .number(Double($0)) })]
        }),
        ScenarioOp(name: "device", read: { decoder, object throws(DataFileError) in
            .setDevice(try decoder.device(&object, "value"))
        }, write: { action in
            guard case .setDevice(let device) = action else { return nil }
            return [("value", .string(device.id))]
        }),
        ScenarioOp(name: "theme", read: { decoder, object throws(DataFileError) in
            .setTheme(try decoder.themeName(&object, "name"))
        }, write: { action in
            switch action {
            case .setTheme(let name): return [("name", .string(name))]
            // NB: a user's theme is not in a scenario's vocabulary; it replays as a choice by name.
            case .addTheme(let theme): return [("name", .string(theme.name))]
            default: return nil
            }
        }),
        ScenarioOp(name: "nextTheme", read: { _, _ in .nextTheme }, write: { action in action == .nextTheme ? [] : nil }),
        ScenarioOp(name: "tip", read: { decoder, object throws(DataFileError) in
            .showTip(try decoder.tipRequest(&object))
        }, write: { action in
            guard case .showTip(let tip) = action else { return nil }
            return [("text", .string(tip.text)), ("icon", tip.icon.map(JSONOutput.string)),
                    ("hideAfter", tip.hideAfter.map(JSONOutput.number)), ("style", .string(tip.style.rawValue)),
                    ("progress", tip.progress.map(JSONOutput.number))]
        }),
        ScenarioOp(name: "hideTip", read: { _, _ in .hideTip }, write: { action in action == .hideTip ? [] : nil }),
        ScenarioOp(name: "tap", read: { _, object throws(DataFileError) in
            let at = try object.numbers("at", count: 2, required: true)!
            return .tap(Point(at[0], at[1]))
        }, write: { action in
            guard case .tap(let point) = action else { return nil }
            return [("at", .array([.number(point.x), .number(point.y)]))]
        }),
        ScenarioOp(name: "drag", read: { decoder, object throws(DataFileError) in
            // UI-6: `path` instead of `from`, `to` and `duration`.
            if object.has("path") { return .dragAlong(try decoder.dragPath(&object, "path")) }
            let from = try object.numbers("from", count: 2, required: true)!
            let to = try object.numbers("to", count: 2, required: true)!
            let duration = try decoder.dragDuration(&object, "duration")
            return .drag(from: Point(from[0], from[1]), to: Point(to[0], to[1]), duration: duration)
        }, write: { action in
            if case .dragAlong(let path) = action {
                return [("path", .array(path.map { .array([.number($0.point.x), .number($0.point.y), .number($0.time)]) }))]
            }
            guard case let .drag(from, to, duration) = action else { return nil }
            return [("from", .array([.number(from.x), .number(from.y)])), ("to", .array([.number(to.x), .number(to.y)])),
                    ("duration", .number(duration))]
        }),
        ScenarioOp(name: "mode", read: { _, object throws(DataFileError) in
            .setMode(try object.enumeration("value", StatusBarMode.self, required: true)!)
        }, write: { action in
            guard case .setMode(let mode) = action else { return nil }
            return [("value", .string(mode.rawValue))]
        }),
        ScenarioOp(name: "rotate", read: { _, object throws(DataFileError) in
            .rotate(try object.enumeration("to", InterfaceOrientation.self, required: true)!)
        }, write: { action in
            guard case .rotate(let orientation) = action else { return nil }
            return [("to", .string(orientation.rawValue))]
        }),
        ScenarioOp(name: "appearance", read: { _, object throws(DataFileError) in
            .setAppearance(try object.enumeration("value", SystemAppearance.self, required: true)!)
        }, write: { action in
            guard case .setAppearance(let appearance) = action else { return nil }
            return [("value", .string(appearance.rawValue))]
        }),
        ScenarioOp(name: "layoutDirection", read: { _, object throws(DataFileError) in
            .setLayoutDirection(try object.enumeration("value", LayoutDirection.self, required: true)!)
        }, write: { action in
            guard case .setLayoutDirection(let direction) = action else { return nil }
            return [("value", .string(direction.rawValue))]
        }),
        ScenarioOp(name: "wait", read: { decoder, object throws(DataFileError) in
            .wait(try decoder.elapse(&object, "seconds"))
        }, write: { action in
            switch action {
            case .wait(let seconds): return [("seconds", .number(seconds))]
            // NB: the window records a whole drag as one `drag` step, and the tips switches live
            // at the top (`tipQueue`); these stay as no-op steps so waits stay in place.
            case .pointerPressed, .pointerMoved, .pointerReleased, .setTipOptions: return [("seconds", .number(0))]
            default: return nil
            }
        }),
        ScenarioOp(name: "settle", read: { _, _ in .settle }, write: { action in action == .settle ? [] : nil }),
    ]

    /// The op named `name`, if there is one.
    static func named(_ name: String) -> ScenarioOp? { all.first { $0.name == name } }

    /// Every op's name, `expect` included, for error messages.
    static var names: [String] { all.map(\.name) + ["expect", "chapter"] }

    /// The op and fields that write `action`.
    static func fields(of action: Action) -> (op: String, fields: [(String, JSONOutput)]) {
        for op in all {
            if let fields = op.write(action) {
                return (op.name, fields.compactMap { key, value in value.map { (key, $0) } })
            }
        }
        preconditionFailure("no scenario op writes \(action)")
    }

    private static func id(_ value: String?) -> JSONOutput? { value.map(JSONOutput.string) }

    private static func name<E: RawRepresentable>(_ value: E?) -> JSONOutput? where E.RawValue == String {
        value.map { .string($0.rawValue) }
    }
}
