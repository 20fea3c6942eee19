/// Reads scenario files (section 9), checking everything that can be checked before running:
/// JSON syntax, ops and fields, types and values, and controller ids. Every error names the
/// file, line and column.
public struct ScenarioDecoder {
    let file: String
    private let catalog: DeviceCatalog
    /// Every controller id some spec in the file declares.
    private var declared: Set<String> = []
    /// Every controller id the file refers to, with where, checked at the end.
    private var references: [(id: String, location: TextPosition)] = []
    /// The file's iOS version: VER-4's names that did not exist yet are refused.
    private(set) var ios = IOSVersion.default
    /// A version to use instead of the file's.
    private var iosOverride: IOSRelease?
    /// The file's `ios` and `sdk` as given (§10: availability uses these).
    private(set) var givenIOS = IOSRelease(IOSVersion.default)
    private(set) var givenSDK: IOSRelease?
    /// The file's SDK (VER-9), nil when it names none (then `ios`'s), and one to use instead.
    private(set) var sdk: IOSVersion?
    private var sdkOverride: IOSRelease?
    /// VER-11: what exists is what both the system and the SDK have (the older of the two).
    var api: IOSRelease { min(givenIOS, givenSDK ?? givenIOS) }
    /// "iOS 12", or "SDK 12" when the SDK is what lacks it.
    var apiName: String { api < givenIOS ? tr("SDK %s", api.text) : givenIOS.name }
    /// How far the `wait` and `drag` steps read so far move the clock.
    private var scheduled = 0.0
    /// How long the `drag` steps read so far take together.
    private var dragging = 0.0
    /// The step being read (from 0); `nil` while reading `root`.
    var currentStep: Int?
    /// Where each status bar preference is given (SB-11).
    var preferenceSources: [PreferenceSource] = []
    /// The fields given as `"unknown"` (section 9).
    private var unknowns: [UnknownField] = []
    /// Whether a file without `steps` is a hierarchy to check (`lint`) rather than an error.
    private var stepsOptional = false

    /// A scenario field that gives a status bar preference, by the preference's UIKit name
    /// (`themed`: a themed navigation controller overrides its style, THEME-6).
    static let preferenceKeys: [(key: String, preference: StatusBarPreference)] = [
        ("statusBarStyle", .preferredStatusBarStyle), ("statusBarHidden", .prefersStatusBarHidden),
        ("statusBarAnimation", .preferredStatusBarUpdateAnimation), ("themed", .preferredStatusBarStyle),
    ]

    /// Fields that later features own: rejected with a clear word instead of being faked.
    private static let notYetTopLevel: [String: String] = [:]
    private static let notYetOps: [String: String] = [:]
    private static let notYetFields: [String: String] = [:]

    /// Decodes a scenario from its text; `file` names it in errors.
    /// `ios` replaces the file's own version (a side-by-side comparison runs the file on each),
    /// and the file is checked against it (VER-4).
    /// With `stepsOptional`, a file of a hierarchy alone (no `steps`) is read too (`lint`).
    public static func decode(
        _ text: String, file: String, catalog: DeviceCatalog, ios: IOSVersion? = nil, sdk: IOSVersion? = nil, stepsOptional: Bool = false
    ) throws(DataFileError) -> Scenario {
        try decode(text, file: file, catalog: catalog, release: ios.map(IOSRelease.init), sdkRelease: sdk.map(IOSRelease.init), stepsOptional: stepsOptional)
    }

    /// As `decode(_:file:catalog:ios:sdk:)`, with releases as given (`render --compare 16,27`).
    public static func decode(
        _ text: String, file: String, catalog: DeviceCatalog, release: IOSRelease?, sdkRelease: IOSRelease?, stepsOptional: Bool = false
    ) throws(DataFileError) -> Scenario {
        var decoder = ScenarioDecoder(file: file, catalog: catalog)
        decoder.iosOverride = release
        decoder.sdkOverride = sdkRelease
        decoder.stepsOptional = stepsOptional
        return try decoder.decodeDocument(text)
    }

    private init(file: String, catalog: DeviceCatalog) {
        self.file = file
        self.catalog = catalog
    }

    func error(_ message: String, at location: TextPosition) -> DataFileError {
        DataFileError(file: file, location: location, message: message)
    }

    private static func notYet(_ what: String, owner: String) -> String {
        tr("%s is not supported yet: it belongs to %s, which this version does not build", what, owner)
    }

    private mutating func decodeDocument(_ text: String) throws(DataFileError) -> Scenario {
        let document: JSONNode
        do {
            document = try JSONReader.parse(text)
        } catch {
            throw self.error(error.message, at: error.location)
        }
        var object = try JSONObjectReader(document, file: file, what: "scenario")
        for (key, owner) in Self.notYetTopLevel.sorted(by: { $0.key < $1.key }) {
            if let member = object.member(key) { throw error(Self.notYet("'\(key)'", owner: owner), at: member.keyLocation) }
        }
        let name = try object.string("name") ?? Self.baseName(file)
        let readMe = try object.string("readMe")
        var device = catalog.defaultProfile
        if let deviceNode = try object.node("device") {
            guard case .string(let id) = deviceNode.value else {
                throw error(tr("'device' must be a string, found %s", deviceNode.kindName), at: deviceNode.location)
            }
            guard let profile = catalog.profile(id) else {
                let known = catalog.profiles.map(\.id).joined(separator: ", ")
                throw error(tr("unknown device '%s'; expected one of: %s", ShownText.excerpt(id), known), at: deviceNode.location)
            }
            device = profile
        }
        let modeLocation = object.members.first { $0.key == "mode" }?.value.location
        let givenMode = try object.enumeration("mode", StatusBarMode.self)
        var mode = givenMode ?? .viewController
        // §10: every release from 12 to 27, each behaving as the rule release that covers it.
        let named = try object.release("ios")
        givenIOS = iosOverride ?? named ?? IOSRelease(.default)
        let ios = givenIOS.rules
        self.ios = ios
        // VER-9, VER-12: a version given in place of the file's comes with its own SDK unless one
        // is given too.
        let namedSDK = try object.release("sdk")
        givenSDK = sdkOverride ?? (iosOverride == nil ? namedSDK : nil)
        sdk = givenSDK?.rules
        let lifecycle = try object.enumeration("lifecycle", Lifecycle.self) ?? .scene
        let glassTint = try readGlassTint(&object)
        var plist = InfoPlist()
        var compatibilityKey: TextPosition?
        if let plistNode = try object.node("infoPlist") {
            plist = try infoPlist(plistNode, mode: givenMode.map { ($0, modeLocation ?? plistNode.location) })
            if plist.viewControllerBasedStatusBarAppearance == false { mode = .global }
            if case .object(let members) = plistNode.value {
                compatibilityKey = members.first { $0.key == "UIDesignRequiresCompatibility" }?.keyLocation
            }
        }
        var themes = catalog.themes.themes
        if let themesNode = try object.node("themes") {
            guard case .array(let items) = themesNode.value, !items.isEmpty else {
                throw error(tr("'themes' must be a non-empty array of theme names"), at: themesNode.location)
            }
            themes = []
            for item in items {
                guard case .string(let name) = item.value else {
                    throw error(tr("'themes' must be an array of theme names, found %s", item.kindName), at: item.location)
                }
                guard let theme = catalog.themes.theme(named: name) else { throw unknownTheme(name, at: item.location) }
                guard !themes.contains(theme) else { throw error(tr("the theme '%s' is listed twice", ShownText.excerpt(name)), at: item.location) }
                themes.append(theme)
            }
        }
        let tipQueue = try object.bool("tipQueue") ?? false
        let rootNode = try object.node("root", required: true)!
        let root = try decodeController(rootNode)
        let stepsNode = try object.node("steps", required: !stepsOptional) ?? JSONNode(value: .array([]), location: document.location)
        guard case .array(let stepNodes) = stepsNode.value else {
            throw error(tr("'steps' must be an array, found %s", stepsNode.kindName), at: stepsNode.location)
        }
        try object.finish()
        var steps: [ScenarioStep] = []
        guard stepNodes.count <= Limits.maximumSteps else {
            throw error(tr("the scenario has %s steps; the most is %s", stepNodes.count, Limits.maximumSteps), at: stepsNode.location)
        }
        for (index, node) in stepNodes.enumerated() {
            currentStep = index
            steps.append(try decodeStep(node))
        }
        for reference in references where !declared.contains(reference.id) {
            throw error(tr("unknown controller '%s': no controller in this file has that id", ShownText.excerpt(reference.id)), at: reference.location)
        }
        var scenario = Scenario(name: name, readMe: readMe, file: file, device: device, mode: mode, themes: themes, root: root, steps: steps)
        scenario.tipQueue = tipQueue
        scenario.rootLocation = rootNode.location
        scenario.infoPlist = plist
        scenario.ios = ios
        scenario.sdk = sdk == ios ? nil : sdk
        scenario.iosGiven = givenIOS.text == ios.rawValue ? nil : givenIOS
        scenario.sdkGiven = givenSDK.flatMap { $0.text == $0.rules.rawValue ? nil : $0 }
        scenario.lifecycle = lifecycle
        scenario.glassTint = glassTint
        scenario.compatibilityKeyLocation = compatibilityKey
        scenario.preferenceSources = preferenceSources
        scenario.unknowns = unknowns
        return scenario
    }

    /// BAR-8a: `glassTint`, the user's setting: 0 to 1 on iOS 27, 0 or 1 on iOS 26 (Clear and
    /// Tinted), none before (a setting of the system it runs on, so `ios` decides).
    private func readGlassTint(_ object: inout JSONObjectReader) throws(DataFileError) -> Double {
        guard let member = object.member("glassTint") else { return 0 }
        let value = try object.number("glassTint")!
        guard ios >= .iOS26 else {
            throw error(tr("'glassTint' does not exist on %s: Liquid Glass came with iOS 26 (VER-4, BAR-8a)", ios.name), at: member.keyLocation)
        }
        guard value >= 0, value <= 1 else {
            throw error(tr("'glassTint' must be from 0 (clear) to 1 (tinted), found %s", JSONOutput.format(value)), at: member.value.location)
        }
        guard ios >= .iOS27 || value == 0 || value == 1 else {
            throw error(tr("'glassTint' on iOS 26 is 0 (Clear) or 1 (Tinted), found %s: values between came with iOS 27 (BAR-8a)", JSONOutput.format(value)),
                        at: member.value.location)
        }
        return value
    }

    private func unknownTheme(_ name: String, at location: TextPosition) -> DataFileError {
        error(tr("unknown theme '%s'; expected one of: %s", ShownText.excerpt(name), catalog.themes.themes.map(\.name).joined(separator: ", ")), at: location)
    }

    private static func baseName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".json") ? String(last.dropLast(5)) : last
    }

    // MARK: - Controllers

    /// Where each controller of the file, and each of its fields, was written: VC-4's shape
    /// errors from `Hierarchy.checkShape` (the one place the shape rules live) point there.
    var written: [String: WrittenController] = [:]

    struct WrittenController {
        var object: TextPosition
        var keys: [String: TextPosition] = [:]
        var values: [String: TextPosition] = [:]
        var strings: [String: String] = [:]
    }

    /// Decodes a controller spec and its children; ids must be unique within it, and the
    /// shape must be one the hierarchy accepts (VC-4), reported at the field concerned.
    private mutating func decodeController(_ node: JSONNode) throws(DataFileError) -> ControllerSpec {
        var seen: [String: TextPosition] = [:]
        let spec = try decodeController(node, seen: &seen)
        do {
            try Hierarchy.checkShape(spec)
        } catch {
            throw self.error(error.description, at: shapeErrorLocation(error) ?? node.location)
        }
        return spec
    }

    private func shapeErrorLocation(_ error: EngineError) -> TextPosition? {
        switch error {
        case .childrenNotAllowed(let id): written[id]?.values["children"]
        case .missingChildren(let id, _): written[id]?.object
        case let .navigationOnly(field, id), let .tabsOnly(field, id): written[id]?.keys[field]
        case let .tabIndexOutOfRange(_, tabs, _): written[tabs]?.values["selected"]
        case let .notAChild(child, parent):
            // The childFor… field of the parent that names this child.
            ["childForStatusBarStyle", "childForStatusBarHidden", "prominentTab"].lazy.compactMap { field -> TextPosition? in
                guard let controller = written[parent], controller.strings[field] == child else { return nil }
                return controller.values[field]
            }.first
        default: nil
        }
    }

    private mutating func decodeController(
        _ node: JSONNode, seen: inout [String: TextPosition], depth: Int = 1
    ) throws(DataFileError) -> ControllerSpec {
        guard depth <= Limits.maximumControllerDepth else {
            throw error(tr("controllers nest more than %s deep", Limits.maximumControllerDepth), at: node.location)
        }
        let (node, unknownFields) = withoutUnknowns(node)
        var object = try JSONObjectReader(node, file: file, what: "controller")
        let idNode = try object.node("id", required: true)!
        guard case .string(let id) = idNode.value, !id.isEmpty else {
            throw error(tr("'id' must be a non-empty string"), at: idNode.location)
        }
        try object.checkLength(id, "id", at: idNode.location)
        if let first = seen[id] {
            throw error(tr("duplicate controller id '%s' (first used at line %s)", ShownText.excerpt(id), first.line), at: idNode.location)
        }
        seen[id] = idNode.location
        declared.insert(id)
        var place = WrittenController(object: node.location)
        for member in object.members {
            place.keys[member.key] = member.keyLocation
            place.values[member.key] = member.value.location
            if case .string(let text) = member.value.value { place.strings[member.key] = text }
        }
        written[id] = place
        for (key, preference) in Self.preferenceKeys {
            guard let member = object.member(key), key != "themed" || member.value.value == .bool(true) else { continue }
            preferenceSources.append(PreferenceSource(step: currentStep, controller: id, preference: preference.rawValue,
                                                      location: member.keyLocation))
        }
        let kind = try object.enumeration("type", ControllerKind.self) ?? .view
        if kind == .hosting, let member = object.member("type") { try checkSwiftUI("hosting", since: .iOS13, at: member.value.location) }
        var spec = ControllerSpec(id: id, kind: kind)
        spec.title = try object.string("title")
        // SUI-4: a hosting subclass's childForStatusBarStyle that returns nil.
        let nilChild = kind == .hosting && object.member("childForStatusBarStyle")?.value.value == .string("none")
        spec.preferences = Self.preferences(from: try decodePreferenceFields(&object))
        if nilChild {
            spec.preferences.childForStatusBarStyle = nil
            spec.preferences.childForStatusBarStyleIsNil = true
        }
        spec.view = try object.string("view")
        spec.representable = try object.bool("representable") ?? false
        if let node = try object.node("swiftUI") {
            if kind == .hosting {
                spec.preferences.swiftUI = try swiftUIModifiers(node)
                noteSwiftUISources(node, controller: id)
                // SUI-10: the title display mode is the navigation item's (BAR-3).
                if let mode = spec.preferences.swiftUI.titleDisplayMode { spec.preferences.largeTitleDisplayMode = mode.largeTitleDisplayMode }
            } else {
                spec.swiftUIContainer = try swiftUIContainer(node)
            }
        }
        // Fields of some kinds only are read for every kind; `Hierarchy.checkShape` refuses them where they do not belong.
        spec.themed = try object.bool("themed") ?? false
        spec.barStyle = try object.enumeration("barStyle", NavigationBarStyle.self)
        spec.barHidden = try object.bool("barHidden")
        spec.viewControllerBasedNavigationBarAppearance = try object.bool("viewControllerBasedNavigationBarAppearance")
        spec.fullscreenPopGesture = try object.bool("fullscreenPopGesture")
        spec.contentPopGestureEnabled = try object.bool("contentPopGestureEnabled")
        spec.prefersLargeTitles = try object.bool("prefersLargeTitles")
        spec.source = try sourcePosition(&object)
        spec.unknownFields = unknownFields.map(\.field)
        for var unknown in unknownFields {
            unknown.controller = id
            unknowns.append(unknown)
        }
        if let childrenNode = try object.node("children") {
            guard case .array(let items) = childrenNode.value else {
                throw error(tr("'children' must be an array of controllers, found %s", childrenNode.kindName), at: childrenNode.location)
            }
            for item in items { spec.children.append(try decodeController(item, seen: &seen, depth: depth + 1)) }
        }
        spec.selectedIndex = try object.integer("selected")
        try finish(object)
        return spec
    }

    /// The preference fields every controller has (VC-2), as the spec and `set` share them.
    private mutating func decodePreferenceFields(
        _ object: inout JSONObjectReader, scopes: [PreferenceField.Scope] = [.preference]
    ) throws(DataFileError) -> PreferenceChanges {
        var changes = PreferenceChanges()
        for field in PreferenceField.all where scopes.contains(field.scope) {
            try field.read(&self, &object, &changes)
        }
        return changes
    }

    /// Fields whose API came with a later version (VER-4; VER-11 when the SDK lacks it):
    /// section 13's iOS 26 and 27 additions (BAR-8a to BAR-10).
    static let fieldsSince: [String: IOSVersion] = [
        "scrollEdgeEffectStyle": .iOS26, "barMinimization": .iOS27, "safeAreaAdjustment": .iOS27, "prominentTab": .iOS27,
        "interfaceStyle": .iOS27,
    ]

    /// VER-4: `darkContent`, `automatic` and `overrideUserInterfaceStyle` arrived with iOS 13; an iOS 12 file that names one is
    /// refused where it names it.
    func checkExists(_ value: String, for key: String, at location: TextPosition) throws(DataFileError) {
        // BAR-1, BAR-3: the appearance slots came with iOS 13 (the compact scroll edge with
        // iOS 15), `inline` with iOS 17.
        // VER-11: with an older SDK, what it lacks is refused too, whatever the system.
        if let slot = AppearanceSlot(rawValue: key), api < slot.since {
            throw error(tr("'%s' does not exist on %s: it came with %s (VER-4, BAR-1)", key, apiName, slot.since.name), at: location)
        }
        if let since = Self.fieldsSince[key], api < since {
            throw error(tr("'%s' does not exist on %s: it came with %s (VER-4, VER-11)", key, apiName, since.name), at: location)
        }
        if key == "largeTitleDisplayMode", value == LargeTitleDisplayMode.inline.rawValue, api < .iOS17 {
            throw error(tr("'largeTitleDisplayMode' \"inline\" does not exist on %s: it came with iOS 17 (VER-4, BAR-3)", apiName), at: location)
        }
        guard api.major == 12, (key == "statusBarStyle" && value == "darkContent") || (key == "presentationStyle" && value == "automatic")
            || key == "overrideUserInterfaceStyle" else { return }
        if givenIOS.major == 12 { throw error(tr("'%s' \"%s\" does not exist on iOS 12: it came with iOS 13 (VER-4)", key, value), at: location) }
        throw error(tr("'%s' \"%s\" does not exist in SDK 12: it came with iOS 13 (VER-11)", key, value), at: location)
    }

    /// `"source": "FILE:LINE:COLUMN"` (SRC-6): where a controller or step came from in an app's sources.
    private mutating func sourcePosition(_ object: inout JSONObjectReader) throws(DataFileError) -> String? {
        guard let text = try object.string("source") else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts.dropLast(2).joined(separator: ":").isEmpty,
              parts.suffix(2).allSatisfy({ Int($0).map { $0 > 0 } == true }) else {
            throw error(tr("'source' must be \"FILE:LINE:COLUMN\" (a line and a column from 1), found \"%s\"", ShownText.excerpt(text)),
                        at: object.member("source")!.value.location)
        }
        return text
    }

    /// The object without its fields given as `"unknown"` (section 9): each a field that takes a
    /// choice, a boolean or a child, so the value is UIKit's default; the values it can take are
    /// kept for `lint`. Any other field keeps `"unknown"` and is read (a title may say it).
    private func withoutUnknowns(_ node: JSONNode) -> (JSONNode, [UnknownField]) {
        guard case .object(let members) = node.value, members.contains(where: { $0.value.value == .string("unknown") }) else {
            return (node, [])
        }
        var kept: [JSONMember] = []
        var found: [UnknownField] = []
        for member in members {
            guard member.value.value == .string("unknown"), let values = unknownValues(member.key, in: members) else {
                kept.append(member)
                continue
            }
            found.append(UnknownField(controller: nil, field: member.key, location: member.value.location, values: values))
        }
        return (JSONNode(value: .object(kept), location: node.location), found)
    }

    /// The values a field can take, as JSON literals; nil for a field `"unknown"` cannot stand for.
    private func unknownValues(_ key: String, in members: [JSONMember]) -> [String]? {
        guard let field = PreferenceField.all.first(where: { $0.name == key }) else { return nil }
        switch field.kind {
        case .toggle: return ["false", "true"]
        case .choice(let names): return names.map { "\"\($0)\"" }
        case .child:
            guard let children = members.first(where: { $0.key == "children" }), case .array(let items) = children.value.value else {
                return ["null"]
            }
            return ["null"] + items.compactMap { item -> String? in
                guard case .object(let fields) = item.value, let id = fields.first(where: { $0.key == "id" }),
                      case .string(let text) = id.value.value else { return nil }
                return JSONOutput.string(text).rendered()
            }
        // A colour cannot be weighed value by value: UIKit's default (the theme's) runs, and lint
        // says nothing that needs it (VER-7, SRC-8).
        case .color: return ["null"]
        default: return nil
        }
    }

    /// Remembers an id the file refers to, checked once every controller is known.
    mutating func noteReference(_ id: String, at location: TextPosition) {
        references.append((id, location))
    }

    /// UIKit's defaults with the given fields applied.
    private static func preferences(from changes: PreferenceChanges) -> ControllerPreferences {
        var preferences = ControllerPreferences()
        changes.apply(to: &preferences)
        return preferences
    }

    /// Rejects unknown fields, naming later features' fields as such.
    private func finish(_ object: JSONObjectReader) throws(DataFileError) {
        for member in object.members {
            if let owner = Self.notYetFields[member.key] {
                throw error(Self.notYet(tr("the field '%s'", ShownText.excerpt(member.key)), owner: owner), at: member.keyLocation)
            }
        }
        try object.finish()
    }

    // MARK: - Steps

    mutating func reference(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> String? {
        guard let node = try object.node(key) else { return nil }
        guard case .string(let id) = node.value else {
            throw error(tr("'%s' must be a controller id (a string), found %s", key, node.kindName), at: node.location)
        }
        references.append((id, node.location))
        return id
    }

    private mutating func decodeStep(_ node: JSONNode) throws(DataFileError) -> ScenarioStep {
        let (node, unknownFields) = withoutUnknowns(node)
        if case .object(let members) = node.value, let target = members.first(where: { $0.key == "target" }),
           case .string(let id) = target.value.value {
            unknowns += unknownFields.map { var unknown = $0; unknown.controller = id; return unknown }
        } else {
            unknowns += unknownFields
        }
        var object = try JSONObjectReader(node, file: file, what: "step")
        let opNode = try object.node("op", required: true)!
        guard case .string(let op) = opNode.value else {
            throw error(tr("'op' must be a string, found %s", opNode.kindName), at: opNode.location)
        }
        if let owner = Self.notYetOps[op] {
            throw error(Self.notYet(tr("the op '%s'", ShownText.excerpt(op)), owner: owner), at: opNode.location)
        }
        guard ScenarioOp.names.contains(op) else {
            throw error(tr("unknown op '%s'; expected one of: %s", ShownText.excerpt(op), ScenarioOp.names.joined(separator: ", ")), at: opNode.location)
        }
        object = try JSONObjectReader(node, file: file, what: tr("step '%s'", ShownText.excerpt(op)))
        _ = object.member("op")
        var expectedError: ScenarioStep.ExpectedError?
        if let errorNode = try object.node("expectError") {
            switch errorNode.value {
            case .bool(true): expectedError = .any
            case .bool(false): expectedError = nil
            case .string(let text): expectedError = .containing(text)
            default: throw error(tr("'expectError' must be true, false or a string, found %s", errorNode.kindName), at: errorNode.location)
            }
        }
        let kind: ScenarioStep.Kind
        if let definition = ScenarioOp.named(op) {
            let action = try definition.read(&self, &object)
            if case .set(let target, _, _) = action {
                for (key, preference) in Self.preferenceKeys {
                    guard let member = object.member(key) else { continue }
                    preferenceSources.append(PreferenceSource(step: currentStep, controller: target, preference: preference.rawValue,
                                                              location: member.keyLocation))
                }
                if let swiftUI = object.member("swiftUI") { noteSwiftUISources(swiftUI.value, controller: target) }
            }
            kind = .action(action)
        } else if op == "chapter" {
            guard let title = try object.string("title", required: true), !title.isEmpty else {
                throw error(tr("'title' must be a non-empty string"), at: node.location)
            }
            try object.checkLength(title, "title", at: node.location)
            kind = .chapter(title)
        } else { // "expect"
            kind = .expect(try decodeExpectation(&object))
        }
        let source = try sourcePosition(&object)
        try finish(object)
        return ScenarioStep(kind: kind, op: op, location: node.location, expectedError: expectedError, source: source)
    }

    // MARK: - Step fields the op table reads (`ScenarioOp`)

    /// A new controller given in `key`.
    mutating func controller(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> ControllerSpec {
        try decodeController(try object.node(key, required: true)!)
    }

    /// `setViewControllers`' list: ids of controllers in the stack, and new controllers.
    mutating func stackEntries(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> [StackEntry] {
        let listNode = try object.node(key, required: true)!
        guard case .array(let items) = listNode.value else {
            throw error(tr("'%s' must be an array of ids (controllers in the stack) and controllers (new ones)", key), at: listNode.location)
        }
        var entries: [StackEntry] = []
        for item in items {
            if case .string(let id) = item.value {
                references.append((id, item.location))
                entries.append(.existing(id))
            } else {
                entries.append(.new(try decodeController(item)))
            }
        }
        return entries
    }

    /// `set`'s fields: every preference field, the title, and the navigation bar's fields.
    mutating func setChanges(_ object: inout JSONObjectReader) throws(DataFileError) -> PreferenceChanges {
        for key in ["id", "type", "children", "selected"] {
            if let member = object.member(key) {
                let hint = key == "selected" ? tr("use the op selectTab") : tr("a controller's %s cannot change", key)
                throw error(tr("'%s' cannot be set (%s)", key, hint), at: member.keyLocation)
            }
        }
        var changes = try decodePreferenceFields(&object, scopes: [.preference, .title, .navigationBar])
        if let node = try object.node("swiftUI") { changes.swiftUI = try swiftUIModifiers(node) }
        return changes
    }

    /// A device id in `key`.
    mutating func device(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> DeviceProfile {
        let node = try object.node(key, required: true)!
        guard case .string(let id) = node.value else {
            throw error(tr("'%s' must be a device id (a string), found %s", key, node.kindName), at: node.location)
        }
        guard let profile = catalog.profile(id) else {
            throw error(tr("unknown device '%s'; expected one of: %s", ShownText.excerpt(id), catalog.profiles.map(\.id).joined(separator: ", ")), at: node.location)
        }
        return profile
    }

    /// A shipped theme's name in `key`.
    mutating func themeName(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> String {
        let node = try object.node(key, required: true)!
        guard case .string(let name) = node.value else {
            throw error(tr("'%s' must be a theme name (a string), found %s", key, node.kindName), at: node.location)
        }
        guard catalog.themes.theme(named: name) != nil else { throw unknownTheme(name, at: node.location) }
        return name
    }

    /// A `tip` step's request (TIP-2, TIP-6).
    mutating func tipRequest(_ object: inout JSONObjectReader) throws(DataFileError) -> TipRequest {
        var request = TipRequest(text: try object.string("text", required: true)!)
        request.icon = try object.string("icon")
        if let member = object.member("hideAfter") {
            if case .null = member.value.value {
                _ = try object.node("hideAfter")
            } else {
                request.hideAfter = try seconds(&object, "hideAfter")
            }
        }
        request.style = try object.enumeration("style", TipStyle.self) ?? .plain
        if let member = object.member("progress") {
            let progress = try object.number("progress")!
            guard (0...1).contains(progress) else { throw error(tr("'progress' must be 0…1"), at: member.value.location) }
            request.progress = progress
        }
        return request
    }

    /// A number of seconds, 0 or more, in `key`.
    mutating func seconds(_ object: inout JSONObjectReader, _ key: String, maximum: Double = Limits.maximumTime) throws(DataFileError) -> Double {
        let member = object.member(key)
        let seconds = try object.number(key, required: true)!
        guard seconds >= 0 else { throw error(tr("'%s' must be 0 or more seconds", key), at: member!.value.location) }
        guard seconds <= maximum else {
            throw error(tr("'%s' is %s s; the most is %s s", key, JSONOutput.format(seconds), JSONOutput.format(maximum)), at: member!.value.location)
        }
        return seconds
    }

    /// A `drag`'s duration: at most Limits.maximumDragDuration, and all of a file's drags together
    /// at most Limits.maximumTotalDragDuration (each second is 60 samples).
    mutating func dragDuration(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> Double {
        let location = object.member(key)?.value.location ?? object.node.location
        let seconds = try elapse(&object, key, maximum: Limits.maximumDragDuration)
        // UI-6: a finger that moves takes time; a drag of no duration has no speed to release with.
        guard seconds > 0 else { throw error(tr("'%s' must be more than 0 seconds: a drag takes time (UI-6)", key), at: location) }
        dragging += seconds
        guard dragging <= Limits.maximumTotalDragDuration else {
            throw error(tr("the drags so far take %s s together; the most is %s s", JSONOutput.format(dragging), JSONOutput.format(Limits.maximumTotalDragDuration)),
                        at: location)
        }
        return seconds
    }

    /// A `drag`'s `path`: `[[x, y, t], …]`, at least two points, t from 0 and strictly
    /// increasing; its time counts as a drag's `duration` does.
    mutating func dragPath(_ object: inout JSONObjectReader, _ key: String) throws(DataFileError) -> [DragPoint] {
        let node = try object.node(key, required: true)!
        let shape = tr("'%s' must be an array of at least two [x, y, t] points, t in seconds from 0, strictly increasing", key)
        guard case .array(let items) = node.value, items.count >= 2 else { throw error(shape, at: node.location) }
        guard items.count <= Int(Limits.maximumDragDuration * 60) + 1 else {
            throw error(tr("'%s' has %s points; the most is %s", key, items.count, Int(Limits.maximumDragDuration * 60) + 1), at: node.location)
        }
        var path: [DragPoint] = []
        for item in items {
            guard case .array(let numbers) = item.value, numbers.count == 3 else { throw error(shape, at: item.location) }
            var values: [Double] = []
            for number in numbers {
                guard case .number(let value) = number.value, value.isFinite else { throw error(shape, at: number.location) }
                values.append(value)
            }
            guard path.isEmpty ? values[2] == 0 : values[2] > path[path.count - 1].time else { throw error(shape, at: item.location) }
            path.append(DragPoint(Point(values[0], values[1]), at: values[2]))
        }
        let duration = path[path.count - 1].time
        guard duration <= Limits.maximumDragDuration else {
            throw error(tr("'%s' takes %s s; the most is %s s", key, JSONOutput.format(duration), JSONOutput.format(Limits.maximumDragDuration)), at: node.location)
        }
        scheduled += duration
        dragging += duration
        guard scheduled <= Limits.maximumTime, dragging <= Limits.maximumTotalDragDuration else {
            throw error(tr("the steps so far move the clock, or drag, longer than the most a file may"), at: node.location)
        }
        return path
    }

    /// Time a `wait` or `drag` moves the clock: the file's steps together may not take the
    /// clock past its limit (Limits.maximumTime).
    mutating func elapse(_ object: inout JSONObjectReader, _ key: String, maximum: Double = Limits.maximumTime) throws(DataFileError) -> Double {
        let location = object.member(key)?.value.location ?? object.node.location
        let seconds = try self.seconds(&object, key, maximum: maximum)
        scheduled += seconds
        guard scheduled <= Limits.maximumTime else {
            throw error(tr("the steps so far move the clock %s s; the most is %s s", JSONOutput.format(scheduled), JSONOutput.format(Limits.maximumTime)),
                        at: location)
        }
        return seconds
    }

    private mutating func decodeExpectation(_ object: inout JSONObjectReader) throws(DataFileError) -> Expectation {
        var expectation = Expectation()
        expectation.on = try reference(&object, "on")
        for field in ExpectField.all {
            if let value = try read(field.kind, field.name, from: &object) { expectation[field.name] = value }
        }
        return expectation
    }

    /// A value of the kind an `expect` field takes, as JSON.
    private mutating func read(_ kind: ExpectField.Kind, _ key: String, from object: inout JSONObjectReader) throws(DataFileError) -> JSONOutput? {
        switch kind {
        case .string: return try object.string(key).map(JSONOutput.string)
        case .bool: return try object.bool(key).map(JSONOutput.bool)
        case .strings: return try object.strings(key).map(JSONOutput.strings)
        case .stringSet: return try object.strings(key).map { .strings($0.sorted()) }
        case .integer: return try object.integer(key).map { .number(Double($0)) }
        case .number: return try object.number(key).map(JSONOutput.number)
        case .controller: return try reference(&object, key).map(JSONOutput.string)
        case .oneOf(let names):
            guard let member = object.member(key) else { return nil }
            guard case .string(let text) = member.value.value else {
                throw error(tr("'%s' must be a string, found %s", key, member.value.kindName), at: member.value.location)
            }
            guard names.contains(text) else {
                throw error(tr("'%s' cannot be '%s'; expected one of: %s", key, ShownText.excerpt(text), names.joined(separator: ", ")), at: member.value.location)
            }
            return .string(text)
        }
    }
}
