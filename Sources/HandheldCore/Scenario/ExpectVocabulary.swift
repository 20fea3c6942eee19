/// The `expect` vocabulary (section 9), each field declared once: its name, the kind of value
/// it takes (how it is read from a file and written back), which explanation tells why it did
/// not hold, and how it is read from the engine's settled state. The decoder, the encoder,
/// the checker, `--state` and saved sessions all use this one table.
public struct ExpectField: Sendable {
    /// The kind of value a field takes.
    public enum Kind: Sendable {
        case string, bool, strings, integer
        /// A number of points, compared to within 0.01.
        case number
        /// Strings whose order does not matter (kept sorted).
        case stringSet
        /// One of these names.
        case oneOf([String])
        /// The id of a controller in the hierarchy.
        case controller
    }

    /// The field's name in a scenario.
    public let name: String
    /// The kind of value.
    public let kind: Kind
    /// Which walk explains a mismatch (SB-9), if any.
    let concern: Mismatch.Concern
    /// The field as the engine shows it now; `on` is the `expect` step's `on`, if it gave one.
    /// `null` where the field does not apply (no navigation controller for `stack`).
    let read: @Sendable (_ engine: Engine, _ on: String?) -> JSONOutput

    init(_ name: String, _ kind: Kind, _ concern: Mismatch.Concern = .other,
         read: @escaping @Sendable (_ engine: Engine, _ on: String?) -> JSONOutput) {
        self.name = name
        self.kind = kind
        self.concern = concern
        self.read = read
    }

    private static func names<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> Kind where E.RawValue == String {
        .oneOf(E.allCases.map(\.rawValue))
    }

    /// The navigation controller `stack` and `navigationBarHidden` are about: `on`, else the top
    /// content's.
    private static func navigation(_ engine: Engine, _ on: String?) -> Controller? {
        let hierarchy = engine.state.hierarchy
        let id = on ?? hierarchy.navigationController(containing: hierarchy.topContentController)
        return id.flatMap { hierarchy[$0] }.flatMap { $0.kind == .navigation ? $0 : nil }
    }

    private static func tabs(_ engine: Engine, _ on: String?) -> Controller? {
        let hierarchy = engine.state.hierarchy
        let id = on ?? hierarchy.tabsController(containing: hierarchy.topContentController)
        return id.flatMap { hierarchy[$0] }.flatMap { $0.kind == .tabs ? $0 : nil }
    }

    /// Every `expect` field, in the order files and reports write them.
    public static let all: [ExpectField] = [
        ExpectField("statusBarStyle", names(StatusBarStyle.self), .style) { engine, _ in
            .string(engine.state.statusBar.resolution.style.rawValue)
        },
        ExpectField("statusBarContent", names(StatusBarContent.self), .style) { engine, _ in
            .string(engine.state.settledStatusBarContent.rawValue)
        },
        ExpectField("statusBarHidden", .bool, .hidden) { engine, _ in .bool(engine.state.statusBar.resolution.isHidden) },
        ExpectField("statusBarOwner", .string, .style) { engine, _ in .string(engine.state.statusBar.resolution.styleOwner) },
        ExpectField("statusBarHiddenOwner", .string, .hidden) { engine, _ in
            .string(engine.state.statusBar.resolution.hiddenOwner)
        },
        ExpectField("top", .string) { engine, _ in .string(engine.state.topContentController) },
        ExpectField("stack", .strings) { engine, on in navigation(engine, on).map { .strings(Array($0.children)) } ?? .null },
        ExpectField("navigationBarHidden", .bool) { engine, on in
            navigation(engine, on).flatMap { $0.navigationBar }.map { .bool($0.isHidden) } ?? .null
        },
        // UI-6: a controller is presented from the start of its `present` until its dismissal completes.
        ExpectField("presented", .strings) { engine, _ in .strings(engine.state.presentedUntilDismissed) },
        ExpectField("selectedTab", .integer) { engine, on in tabs(engine, on).map { .number(Double($0.selectedIndex)) } ?? .null },
        ExpectField("orientation", names(InterfaceOrientation.self)) { engine, _ in .string(engine.state.orientation.rawValue) },
        ExpectField("transitioning", .bool) { engine, on in
            .bool(on.map { engine.state.isTransitioning($0) } ?? engine.state.isAnyTransitionRunning)
        },
        ExpectField("managerCurrent", .string) { engine, _ in .string(engine.state.manager.current.description) },
        ExpectField("managerPath", .strings) { engine, _ in .strings(engine.state.manager.currentPath.map(\.description)) },
        ExpectField("theme", .string) { engine, _ in .string(engine.state.themeName) },
        ExpectField("tipVisible", .bool) { engine, _ in .bool(engine.state.tips.isVisible) },
        // VER-7: glyphs that cannot be seen on what lies under them.
        ExpectField("lowContrast", .bool, .style) { engine, _ in .bool(engine.state.lowContrast != nil) },
        // BAR-1: the appearance slot a bar uses now, by UIKit's name.
        ExpectField("barAppearance", names(AppearanceSlot.self), .bar) { engine, on in
            engine.state.appearanceInUse(on: on).map { .string($0.appearance.slot.rawValue) } ?? .null
        },
        // BAR-2: where a controller's content is scrolled to, settled.
        ExpectField("scrollOffset", .number) { engine, on in
            let id = on ?? engine.state.topContentController
            guard let controller = engine.state.hierarchy[id] else { return .null }
            return .number((controller.scrollOffset * 100).rounded() / 100)
        },
        ExpectField("tipText", .string) { engine, _ in .optional(engine.state.tips.current?.text) },
        // VER-3: the interface style a controller resolves in (its override, else inherited);
        // default the status bar's style owner.
        ExpectField("interfaceStyle", names(SystemAppearance.self)) { engine, on in
            let id = on ?? engine.state.statusBar.resolution.styleOwner
            guard engine.state.hierarchy[id] != nil else { return .null }
            return .string(engine.state.interfaceStyle(of: id).rawValue)
        },
        // VER-8: whether the app launched.
        ExpectField("launched", .bool) { engine, _ in .bool(engine.state.launched) },
        // SB-11: the given preferences UIKit would not read now, `controller.preference`.
        ExpectField("ignored", .stringSet, .ignored) { engine, _ in .strings(IgnoredPreferences.entries(engine.state)) },
    ]

    /// The field named `name`, if there is one.
    public static func named(_ name: String) -> ExpectField? { all.first { $0.name == name } }
}

/// The `expect` fields a step gives: each must hold.
public struct Expectation: Equatable, Sendable {
    /// The controller `stack`, `navigationBarHidden`, `selectedTab` and `transitioning` are about.
    public var on: String?
    /// The expected values, by field name, in the vocabulary's order.
    public private(set) var values: [(field: String, value: JSONOutput)] = []

    /// No checks.
    public init() {}

    /// The expected value of a field, if given.
    public subscript(field: String) -> JSONOutput? {
        get { values.first { $0.field == field }?.value }
        set {
            values.removeAll { $0.field == field }
            if let newValue { values.append((field, newValue)) }
            let order = ExpectField.all.map(\.name)
            values.sort { (order.firstIndex(of: $0.field) ?? .max) < (order.firstIndex(of: $1.field) ?? .max) }
        }
    }

    public static func == (left: Expectation, right: Expectation) -> Bool {
        left.on == right.on && left.values.count == right.values.count
            && zip(left.values, right.values).allSatisfy { $0.field == $1.field && $0.value == $1.value }
    }

    /// Every field as the engine shows it now, about the top content's navigation (or tabs)
    /// controller: what a saved session checks after replaying.
    public init(describing engine: Engine) {
        let hierarchy = engine.state.hierarchy
        let top = hierarchy.topContentController
        on = hierarchy.navigationController(containing: top) ?? hierarchy.tabsController(containing: top)
        for field in ExpectField.all {
            let value = field.read(engine, on)
            // A launched app says nothing of it (VER-8): only one that did not launch does.
            if field.name == "launched", value == .bool(true) { continue }
            if value != .null { values.append((field.name, value)) }
        }
    }
}
