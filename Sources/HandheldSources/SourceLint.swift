import Foundation
import HandheldCore

/// One lint finding at the user's own code (SRC-5): a warning or a note, with `note:` lines at
/// the other places involved.
public struct SourceFinding: Equatable, Sendable {
    public enum Severity: String, Sendable { case warning, note }
    public var position: SourcePosition
    public var severity: Severity
    public var rule: String
    public var message: String
    public var className: String
    public var versions: [IOSVersion]
    public var notes: [(SourcePosition, String)]

    public static func == (a: SourceFinding, b: SourceFinding) -> Bool {
        a.position == b.position && a.severity == b.severity && a.rule == b.rule && a.message == b.message
            && a.versions == b.versions && a.notes.map { "\($0.0) \($0.1)" } == b.notes.map { "\($0.0) \($0.1)" }
    }

    /// `FILE:LINE:COLUMN: warning: … (RULE)` and its notes, as a compiler prints them (SRC-8:
    /// only the finding's own line ends with the rule id).
    public var text: String {
        ([ "\(position): \(severity.rawValue): \(shownMessage) (\(rule))" ] + shownNotes.map { "\($0.0): note: \($0.1)" }).joined(separator: "\n")
    }

    /// The message as every output shows it: names it quotes cut past 200 characters, control
    /// characters escaped.
    public var shownMessage: String { ShownText.escaped(ShownText.quotesCut(message)) }
    /// The notes as every output shows them.
    public var shownNotes: [(SourcePosition, String)] { notes.map { ($0.0, ShownText.escaped(ShownText.quotesCut($0.1))) } }
}

/// SRC-4, SRC-5: the engine decides, over every context the sources give a class and every
/// iOS version from the deployment target; the reader adds no rule of its own (SB-11 does).
public enum SourceLint {
    /// One way a class comes to be on screen, as a small hierarchy the engine can run.
    struct Context {
        /// Where the sources give the class this context (the `push`, `present`, `addChild`,
        /// root assignment, storyboard relationship), for its note.
        var at: SourcePosition
        var root: ControllerSpec
        var steps: [Action]
        /// The id the class has in it.
        var id: String
        /// Says how, for a note ("pushed into 'MainNavigationController'").
        var how: String
        /// The versions the edge is known for (`if #available`), every one when nil.
        var availability: Availability?
    }

    /// The versions an app with this deployment target runs on (SRC-4).
    public static func versions(from target: Double?) -> [IOSVersion] {
        guard let target else { return IOSVersion.allCases }
        let covering = IOSVersion.allCases.last { Double($0.number) <= target } ?? .iOS12
        return IOSVersion.allCases.filter { $0 >= covering }
    }

    /// "iOS 13 to 26", "iOS 17".
    static func range(_ versions: [IOSVersion]) -> String {
        guard let first = versions.first, let last = versions.last else { return tr("no version") }
        return first == last ? first.name : tr("%s to %s", first.name, last.number)
    }

    /// A preference SB-11 may find ignored: its UIKit name and where a class overrides it.
    struct Preference: Sendable {
        var name: String
        var override: @Sendable (ClassInfo) -> (position: SourcePosition, value: String)?
    }

    static let preferences = [
        Preference(name: "preferredStatusBarStyle") { info in
            info.styleOverride.map { ($0.position, { if case .known(let s) = $0 { " = .\(s.rawValue)" } else { "" } }($0.value)) }
        },
        Preference(name: "prefersStatusBarHidden") { info in
            info.hiddenOverride.map { ($0.position, { if case .known(let b) = $0 { " = \(b)" } else { "" } }($0.value)) }
        },
    ]

    /// One device and version the engine runs a context on.
    struct Situation {
        var family: DeviceFamily
        var device: DeviceProfile
        var version: IOSVersion
    }

    /// Every finding for one target. `families` are the devices it builds for (each is read);
    /// `pedantic` adds SB-7's looser guesses.
    public static func findings(_ index: SourceIndex, deploymentTarget: Double? = nil, families: [DeviceFamily] = [.phone],
                                pedantic: Bool = false) throws -> [SourceFinding] {
        // A catalog that does not load is an error, never a clean result (issue 36).
        let catalog = try DeviceCatalog.shipped()
        let versions = versions(from: deploymentTarget)
        let devices = families.compactMap { family in catalog.profile(family.profile).map { (family, $0) } }
        let situations = devices.flatMap { family, device in versions.map { Situation(family: family, device: device, version: $0) } }
        // The edges by the class they put on screen: each class's contexts cost its own edges, not all of them.
        let edges = Dictionary(grouping: index.allEdges, by: \.child)
        var findings = standalone(index, versions: versions)
        findings += wrappedCaptures(index, situations: situations, versions: versions)
        /// The classes whose preference UIKit reads in at least one known context (SB-7 needs one).
        var readSomewhere: Set<String> = []
        for info in index.classes.values.sorted(by: { $0.position < $1.position }) {
            // Only a class that says something is put in its contexts.
            let says = info.styleOverride != nil || info.hiddenOverride != nil || info.backgroundColor != nil
            let contexts = index.globalMode != nil || !says ? [] : contexts(of: info.name, index, edges)
            findings += landscape(info, index, devices: devices, versions: versions)
            findings += contrast(info, index, contexts: contexts, situations: situations)
            let given = preferences.compactMap { preference in preference.override(info).map { (preference, $0.position, $0.value) } }
            for (preference, position, value) in given {
                // `= .lightContent` when the sources give the value; nothing when it is computed.
                let subject = "'\(info.name)'.\(preference.name)\(value)"
                // SB-1: in global mode no controller's preference is read, in any context.
                if let plist = index.globalMode {
                    findings.append(SourceFinding(
                        position: position, severity: .warning, rule: "SB-1",
                        message: tr("%s is ignored on %s: ", subject, range(versions))
                            + tr("the Info.plist turns view controller-based status bar appearance off, so UIApplication's %s decides. ", preference.name == "prefersStatusBarHidden" ? "isStatusBarHidden" : "style")
                            + tr("Remove UIViewControllerBasedStatusBarAppearance (or set it to YES), or set it on UIApplication"),
                        className: info.name, versions: versions,
                        notes: [(plist, tr("UIViewControllerBasedStatusBarAppearance is NO here"))]))
                    continue
                }
                guard !contexts.isEmpty else { continue }
                // Per context and device: the versions on which the engine ignores the preference, and why.
                var outcomes: [(Context, DeviceFamily, [IOSVersion], IgnoredPreference?)] = []
                for context in contexts {
                    for (family, _) in devices {
                        var ignoredOn: [IOSVersion] = []
                        var why: IgnoredPreference?
                        for situation in situations where situation.family == family && context.availability?.includes(situation.version) != false {
                            guard let engine = run(context, situation, index) else { continue }
                            if let entry = IgnoredPreferences.list(engine.state).first(where: {
                                $0.controller == context.id && $0.preference == preference.name
                            }) {
                                ignoredOn.append(situation.version)
                                why = why ?? entry
                            } else {
                                readSomewhere.insert(info.name)
                            }
                        }
                        outcomes.append((context, family, ignoredOn, why))
                    }
                }
                let everywhere = versions.filter { version in
                    outcomes.allSatisfy { $0.2.contains(version) || $0.0.availability?.includes(version) == false }
                        && outcomes.contains { $0.2.contains(version) }
                }
                let onDevice: (DeviceFamily) -> String = { devices.count > 1 ? tr(" on %s", $0 == .phone ? "iPhone" : "iPad") : "" }
                // Created more often than the sources place it: also shown somewhere unknown, where
                // the preference may be read (issue 36: brave's settings controller is also a split
                // view's column). Notes only.
                let placed = Set((edges[info.name] ?? []).map(\.position)).count + index.windowRoots.count { $0.className == info.name }
                // Presented onto a presenter the reader cannot name (`show(on: presenter)`) is
                // also a place it does not know: notes only.
                let unplaced = (index.constructions[info.name] ?? 0) > placed || (edges[info.name] ?? []).contains {
                    if case .present(from: "", _, _, _, _) = $0 { true } else { false }
                }
                if !everywhere.isEmpty, !unplaced, let why = outcomes.first(where: { $0.3 != nil })?.3 {
                    findings.append(SourceFinding(
                        position: position, severity: .warning, rule: why.rule,
                        message: tr("%s is ignored on %s: %s. %s", subject, range(everywhere), computed(why.reason, index), why.fix),
                        className: info.name, versions: everywhere,
                        notes: unique(outcomes.map { ($0.0.at, tr("'%s' is %s here", info.name, $0.0.how)) })))
                } else {
                    // One note per place and outcome: the same on iPhone and iPad is said once (issue 36).
                    var said: [String: Int] = [:]
                    for (context, family, ignoredOn, why) in outcomes where !ignoredOn.isEmpty {
                        guard let why else { continue }
                        let known = context.availability.map { " (\($0.text))" } ?? ""
                        let key = "\(context.at) \(context.how) \(ignoredOn) \(why.reason)"
                        let message = { (device: String) in
                            tr("if '%s' is %s here%s%s, its %s%s is ignored on %s: %s", info.name, context.how, known, device, preference.name, value, range(ignoredOn), computed(why.reason, index))
                        }
                        if let earlier = said[key] {
                            // Every device this project reads has the same outcome here: no device named.
                            findings[earlier].message = message("")
                            continue
                        }
                        said[key] = findings.count
                        findings.append(SourceFinding(
                            position: context.at, severity: .note, rule: why.rule, message: message(onDevice(family)),
                            className: info.name, versions: ignoredOn, notes: [(position, tr("the override"))]))
                    }
                }
            }
        }
        findings += updates(index, versions: versions, pedantic: pedantic, readSomewhere: readSomewhere)
        return findings.sorted { ($0.position, $0.severity.rawValue) < ($1.position, $1.severity.rawValue) }
    }

    /// The engine's reason with the stand-in for a style the sources compute taken out: a
    /// controller whose getter the reader cannot evaluate answers `.lightContent` in the engine,
    /// and "decides (.lightContent)" would claim a value the sources do not give (issue 36).
    static func computed(_ reason: String, _ index: SourceIndex) -> String {
        let standIn = tr("its own preferredStatusBarStyle decides (.%s)", StatusBarStyle.lightContent.rawValue)
        guard reason.contains(standIn) else { return reason }
        let quoted = reason.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element).components(separatedBy: "#").first ?? "" }
        guard quoted.contains(where: { name in
            if case .unknown = index.inherited(name, \.styleOverride)?.value { true } else { false }
        }) else { return reason }
        return reason.replacingOccurrences(of: standIn, with: tr("its own preferredStatusBarStyle decides, with a value the sources compute"))
    }

    /// Notes once each, in order.
    static func unique(_ notes: [(SourcePosition, String)]) -> [(SourcePosition, String)] {
        var seen: Set<String> = []
        return notes.filter { seen.insert("\($0.0) \($0.1)").inserted }
    }

    /// A context run on one device and version, settled.
    static func run(_ context: Context, _ situation: Situation, _ index: SourceIndex, appearance: SystemAppearance = .light,
                    orientation: InterfaceOrientation = .portrait, adjust: (inout ControllerSpec) -> Void = { _ in }) -> Engine? {
        // What a class says for some versions only (`if #available` in a getter).
        func versioned(_ spec: inout ControllerSpec) {
            adjust(&spec)
            if let title = spec.title, let style = index.inherited(title, \.styleOverride), !style.byVersion.isEmpty {
                spec.preferences.statusBarStyleOverride = if case .known(let s) = style.value(on: situation.version) { s } else { .lightContent }
            }
        }
        var root = context.root
        root.visit(versioned)
        let steps = context.steps.map { step -> Action in
            guard case .present(var spec, let from, let animated) = step else { return step }
            spec.visit(versioned)
            return .present(spec, from: from, animated: animated)
        }
        var plist = InfoPlist()
        plist.userInterfaceStyle = index.plist.interfaceStyle.map { $0.style == .dark ? .dark : .light }
        guard var engine = try? Engine(device: situation.device, root: root, orientation: orientation, appearance: appearance,
                                       ios: situation.version, infoPlist: plist) else { return nil }
        for step in steps { try? engine.send(step) }
        try? engine.send(.settle)
        return engine
    }

    /// DEV-4 (a note): `prefersStatusBarHidden = false` on a phone app that turns to landscape,
    /// where the status bar hides whatever it says. The engine decides, in landscape.
    static func landscape(_ info: ClassInfo, _ index: SourceIndex, devices: [(DeviceFamily, DeviceProfile)], versions: [IOSVersion]) -> [SourceFinding] {
        guard let hidden = info.hiddenOverride, hidden.value == .known(false), !info.portraitOnly, index.globalMode == nil,
              let plist = index.plist.landscapeOnPhone, let (_, phone) = devices.first(where: { $0.0 == .phone }) else { return [] }
        var spec = ControllerSpec(id: info.name, title: info.name)
        spec.preferences.statusBarHiddenOverride = false
        let context = Context(at: hidden.position, root: spec, steps: [], id: info.name, how: tr("on screen"))
        let ignoredOn = versions.filter { version in
            guard let engine = run(context, Situation(family: .phone, device: phone, version: version), index, orientation: .landscapeRight) else { return false }
            return IgnoredPreferences.list(engine.state).contains { $0.controller == info.name && $0.preference == "prefersStatusBarHidden" && $0.rule == "DEV-4" }
        }
        guard !ignoredOn.isEmpty else { return [] }
        return [SourceFinding(
            position: hidden.position, severity: .note, rule: "DEV-4",
            message: tr("'%s'.prefersStatusBarHidden = false does not show the status bar in landscape on an iPhone (%s): ", info.name, range(ignoredOn))
                + tr("UIKit hides it there whatever the controller prefers. Limit '%s' to portrait (supportedInterfaceOrientations), or expect no status bar in landscape", info.name),
            className: info.name, versions: ignoredOn, notes: [(plist, tr("the app supports landscape on iPhone here"))])]
    }

    /// VER-7 from sources, only where the outcome is known (SRC-8): a named background colour,
    /// and the interface style from the Info.plist or the class, else both weighed (a finding
    /// only when the glyphs cannot be seen in either).
    static func contrast(_ info: ClassInfo, _ index: SourceIndex, contexts: [Context], situations: [Situation]) -> [SourceFinding] {
        guard let background = info.backgroundColor, case .known(let colour) = background.value, index.globalMode == nil,
              info.styleOverride.map({ $0.value != .unknown && $0.byVersion.isEmpty }) ?? true else { return [] }
        var roots = contexts
        if roots.isEmpty { roots = [Context(at: background.position, root: controller(info.name, id: info.name, index), steps: [], id: info.name, how: tr("on screen"))] }
        let appearances: [SystemAppearance] = info.interfaceStyle != nil || index.plist.interfaceStyle != nil ? [.light] : [.light, .dark]
        var lowOn: [IOSVersion] = []
        var found: LowContrast?
        for version in IOSVersion.allCases where situations.contains(where: { $0.version == version }) {
            let low = roots.allSatisfy { context in
                situations.filter { $0.version == version }.allSatisfy { situation in
                    appearances.allSatisfy { appearance in
                        let engine = run(context, situation, index, appearance: appearance) { spec in
                            guard spec.id == context.id else { return }
                            spec.preferences.backgroundColor = colour
                            if let style = info.interfaceStyle, case .known(let s) = style.value { spec.preferences.overrideUserInterfaceStyle = s }
                        }
                        guard let engine,
                              let low = engine.state.lowContrast, low.owner == context.id else { return false }
                        found = found ?? low
                        return true
                    }
                }
            }
            if low { lowOn.append(version) }
        }
        guard let low = found, !lowOn.isEmpty else { return [] }
        let at = info.styleOverride?.position ?? background.position
        return [SourceFinding(
            position: at, severity: .warning, rule: low.rule,
            message: tr("'%s' draws %s status bar glyphs (%s) ", info.name, low.content == .light ? tr("light") : tr("dark"), low.style == .default ? ".default" : ".\(low.style.rawValue)")
                + tr("on its %s background on %s: they cannot be seen (contrast %s:1, below 3:1). ", low.under.hexString, range(lowOn), String(format: "%.1f", low.ratio))
                + (low.content == .dark ? tr("Prefer .lightContent") : tr("Prefer .darkContent")) + tr(" in '%s', or change its background", info.name),
            className: info.name, versions: lowOn,
            notes: at == background.position ? [] : [(background.position, tr("the background is set here"))])]
    }

    /// SB-2: a capture set on the controller inside a navigation controller, while the
    /// navigation controller is what is presented. The engine decides: the wrapper presented
    /// as given, against the same with the capture where UIKit reads it.
    static func wrappedCaptures(_ index: SourceIndex, situations: [Situation], versions: [IOSVersion]) -> [SourceFinding] {
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        for capture in index.wrappedCaptures {
            let given = capture.style ?? index.inherited(capture.wrapper, \.presentationStyle)?.value ?? .known(.automatic)
            let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { [.fullScreen, .pageSheet] }
            func owner(_ style: ModalPresentationStyle, capturedBy wrapper: Bool, _ situation: Situation) -> String? {
                var inner = ControllerSpec(id: capture.inner + "#inner", title: capture.inner)
                inner.preferences.capturesStatusBarAppearance = true
                inner.preferences.statusBarStyleOverride = .lightContent
                var navigation = ControllerSpec(id: capture.wrapper + "#wrapper", kind: .navigation, title: capture.wrapper, children: [inner])
                navigation.preferences.modalPresentationStyle = style
                navigation.preferences.capturesStatusBarAppearance = wrapper
                let presenter = ControllerSpec(id: capture.presenter + "#presenter", title: capture.presenter)
                let context = Context(at: capture.present, root: presenter, steps: [.present(navigation, from: nil, animated: false)],
                                      id: inner.id, how: "")
                return run(context, situation, index)?.state.statusBar.resolution.styleOwner
            }
            var always: [IOSVersion] = []
            var sometimes: [IOSVersion] = []
            for version in versions {
                let differs = styles.map { style in
                    situations.filter { $0.version == version }.contains { owner(style, capturedBy: false, $0) != owner(style, capturedBy: true, $0) }
                }
                if differs.allSatisfy({ $0 }) { always.append(version) } else if differs.contains(true) { sometimes.append(version) }
            }
            let message = tr("modalPresentationCapturesStatusBarAppearance is set on '%s', but '%s' around it is what is presented, ", capture.inner, capture.wrapper)
                + tr("and UIKit reads it on the presented controller only, so '%s' keeps the status bar. Set it on the '%s' you present", capture.presenter, capture.wrapper)
            if !always.isEmpty {
                findings.append(SourceFinding(position: capture.capture, severity: .warning, rule: "SB-2",
                                              message: message + tr(" (on %s)", range(always)), className: capture.inner, versions: always,
                                              notes: [(capture.present, tr("'%s' is presented here", capture.wrapper))]))
            } else if !sometimes.isEmpty {
                findings.append(SourceFinding(position: capture.present, severity: .note, rule: "SB-2",
                                              message: tr("if '%s' is presented here as a sheet (its style is not known), ", capture.wrapper) + message
                                                + tr(" (on %s)", range(sometimes)),
                                              className: capture.inner, versions: sometimes, notes: [(capture.capture, tr("the capture"))]))
            }
        }
        return findings
    }

    /// Methods where UIKit does not read the preferences yet, or reads them afterwards anyway:
    /// assigning there needs no update (SB-7).
    static let beforeOnScreen: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "prepare"]

    /// SB-7: a stored property the status bar getter reads, assigned in a method that neither
    /// asks for an update nor calls anything in the class that does, with no `didSet` that
    /// does. With `pedantic`, also an assignment to another class's instance in a function
    /// that asks for no update on it (a guess: it may not be on screen yet).
    ///
    /// Issue 36: only for a class whose preference UIKit reads in some known context (SRC-8: a
    /// class with no known context gets no warning, and a preference no context reads cannot
    /// go stale: on 63 of 74 real warnings it was neither). The same change in the same method
    /// across many classes (a theme notification's handler) is one finding, with a note at each.
    static func updates(_ index: SourceIndex, versions: [IOSVersion], pedantic: Bool, readSomewhere: Set<String>) -> [SourceFinding] {
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        var firstOfPattern: [String: Int] = [:]
        for info in index.classes.values.sorted(by: { $0.position < $1.position }) where readSomewhere.contains(info.name) {
            let getter = info.styleOverride?.position ?? info.hiddenOverride?.position
            let preference = info.styleOverride != nil ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
            let read = info.getterReads.filter { info.storedProperties[$0] != nil }
            guard let getter, !read.isEmpty else { continue }
            let updating = updatingMethods(info)
            func hasUpdatingDidSet(_ property: String) -> Bool { updating.contains("didSet:\(property)") }
            for (name, method) in info.methods.sorted(by: { $0.value.position < $1.value.position })
            where !beforeOnScreen.contains(name) && !name.hasPrefix("didSet:") && !updating.contains(name) {
                for assignment in method.assigns where read.contains(assignment.property) && !hasUpdatingDidSet(assignment.property) {
                    let pattern = "\(name) \(assignment.property) \(preference)"
                    if let first = firstOfPattern[pattern] {
                        findings[first].notes.append((assignment.position, tr("the same in '%s'.%s here", info.name, name)))
                        continue
                    }
                    firstOfPattern[pattern] = findings.count
                    findings.append(SourceFinding(
                        position: assignment.position, severity: .warning, rule: "SB-7",
                        message: tr("'%s'.%s changes %s, but '%s' asks for no update: the status bar keeps ", info.name, assignment.property, preference, name)
                            + tr("what it showed until something else makes UIKit read it again (a push, a present, a rotation). ")
                            + tr("Call setNeedsStatusBarAppearanceUpdate() after the change, or in %s's didSet", assignment.property),
                        className: info.name, versions: versions,
                        notes: [(getter, tr("%s reads '%s' here", preference, assignment.property))]))
                }
            }
        }
        guard pedantic else { return findings }
        for (className, property, position, function) in index.outsideAssignments where readSomewhere.contains(className) {
            guard let info = index.classes[className], info.storedProperties[property] != nil, info.getterReads.contains(property),
                  let getter = info.styleOverride?.position ?? info.hiddenOverride?.position,
                  !updatingMethods(info).contains("didSet:\(property)") else { continue }
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SB-7",
                message: tr("'%s'.%s is changed from outside in '%s', which asks for no update on it: if it is on screen, ", className, property, function)
                    + tr("the status bar keeps what it showed (a guess: it may not be on screen yet). Call setNeedsStatusBarAppearanceUpdate() on it after the change, ")
                    + tr("or in %s's didSet", property),
                className: className, versions: versions, notes: [(getter, tr("the getter reads '%s' here", property))]))
        }
        return findings
    }

    /// The methods that ask for an update, directly or by calling one of the class's own that does.
    static func updatingMethods(_ info: ClassInfo) -> Set<String> {
        var updating = Set(info.methods.filter(\.value.asksForUpdate).keys)
        var changed = true
        while changed {
            changed = false
            for (name, method) in info.methods where !updating.contains(name) && !method.calls.isDisjoint(with: updating) {
                updating.insert(name)
                changed = true
            }
        }
        return updating
    }

    /// SRC-5's findings that hold wherever the class appears: an override in an extension of a
    /// UIKit class (a note), a Swift 2-style method (a warning), a hosting controller that
    /// overrides a preference without a `childFor…` (a note).
    static func standalone(_ index: SourceIndex, versions: [IOSVersion]) -> [SourceFinding] {
        var findings: [SourceFinding] = []
        for (property, position) in index.applicationSetters where index.globalMode == nil {
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SB-1",
                message: tr("UIApplication's %s does nothing on %s: view controller-based status bar appearance is on ", property, range(versions))
                    + tr("(UIViewControllerBasedStatusBarAppearance is absent or YES), so controllers decide. ")
                    + tr("Override %s in the controller that owns the status bar, ", property == "statusBarStyle" ? "preferredStatusBarStyle" : "prefersStatusBarHidden")
                    + tr("or set UIViewControllerBasedStatusBarAppearance to NO"),
                className: "UIApplication", versions: versions, notes: []))
        }
        if let launch = index.launchStyle, index.globalMode == nil {
            findings.append(SourceFinding(
                position: launch, severity: .note, rule: "SRC-5",
                message: tr("UIStatusBarStyle covers launch only: with view controller-based status bar appearance, ")
                    + tr("controllers decide once the app is running"),
                className: "Info.plist", versions: versions, notes: []))
        }
        for (className, property, position) in index.uikitExtensionOverrides {
            findings.append(SourceFinding(
                position: position, severity: .note, rule: "SRC-5",
                message: tr("%s is overridden in an extension of %s: it works today, but Apple does not support ", property, className)
                    + tr("overriding in extensions (it may stop working, and it changes every %s in the app). ", className)
                    + tr("Subclass %s and override it there", className),
                className: className, versions: versions, notes: []))
        }
        for (className, name, position) in index.swift2Methods {
            let isVariable = name.hasPrefix("prefers") || name.hasPrefix("preferred") || name.hasPrefix("childFor")
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SRC-5",
                message: tr("'%s'.%s() is a method of its own: since Swift 3, UIKit reads the property ", className, name)
                    + tr("'%s', so this is never called. Write 'override var %s%s { … }' instead", name, name, isVariable ? ": …" : ""),
                className: className, versions: versions, notes: []))
        }
        for info in index.classes.values.sorted(by: { $0.position < $1.position })
        where index.isA(info.name, "UIHostingController") || info.superclass?.hasPrefix("UIHostingController<") == true {
            let overrides = [info.styleOverride?.position, info.hiddenOverride?.position, info.animationOverride].compactMap { $0 }
            guard let first = overrides.min(), info.forwardsStyle == nil, info.forwardsStyleUnknown == nil,
                  info.forwardsHidden == nil, info.forwardsHiddenUnknown == nil else { continue }
            findings.append(SourceFinding(
                position: first, severity: .note, rule: "SRC-5",
                message: tr("'%s' is a UIHostingController that overrides a status bar preference: this is reported to stop ", info.name)
                    + tr("working from iOS 16, where the hosted SwiftUI content decides (not documented by Apple). ")
                    + tr("Check it on iOS 16 and later, or set the style from SwiftUI's .preferredColorScheme / .statusBarHidden"),
                className: info.name, versions: versions.filter { $0 >= .iOS15 }, notes: []))
        }
        return findings
    }

    /// A controller of `className` as the sources give it: its preferences, an unknown one as a
    /// value that can be ignored.
    static func controller(_ className: String, id: String, _ index: SourceIndex) -> ControllerSpec {
        var spec = ControllerSpec(id: id, title: className)
        if let style = index.inherited(className, \.styleOverride) {
            spec.preferences.statusBarStyleOverride = if case .known(let s) = style.value { s } else { .lightContent }
        }
        if let hidden = index.inherited(className, \.hiddenOverride) {
            spec.preferences.statusBarHiddenOverride = if case .known(let b) = hidden.value { b } else { true }
        }
        return spec
    }

    /// The contexts the edges give a class (SRC-5): the root of a navigation controller, pushed
    /// into each navigation controller its pusher is known to be in, presented.
    static func contexts(of name: String, _ index: SourceIndex, _ edges: [String: [Edge]]) -> [Context] {
        var result: [Context] = []
        func controller(_ className: String, id: String) -> ControllerSpec { SourceLint.controller(className, id: id, index) }
        func navigation(_ navClass: String, _ children: [ControllerSpec], hidden: Bool, forwards: Bool) -> ControllerSpec {
            var nav = ControllerSpec(id: navClass == name ? navClass + "#nav" : navClass, kind: .navigation, title: navClass, children: children)
            // Its own overrides (a subclass that answers the style itself: SB-4 blames those, not barStyle).
            let own = SourceLint.controller(navClass, id: nav.id, index)
            nav.preferences.statusBarStyleOverride = own.preferences.statusBarStyleOverride
            nav.preferences.statusBarHiddenOverride = own.preferences.statusBarHiddenOverride
            if forwards, let top = children.last { nav.preferences.childForStatusBarStyle = top.id }
            if index.inherited(navClass, \.forwardsHidden) != nil, let top = children.last { nav.preferences.childForStatusBarHidden = top.id }
            if let bar = index.inherited(navClass, \.barStyle) ?? index.appearanceBarStyle, case .known(let style) = bar.value { nav.barStyle = style }
            if hidden || index.inherited(navClass, \.hidesNavigationBar) != nil { nav.barHidden = true }
            return nav
        }
        let hides = index.inherited(name, \.hidesNavigationBar) != nil
        /// Where a navigation controller may or may not ask its top, the outcome where it does not
        /// says so (issue 36: the note read as if the class's own style were known).
        func unasked(_ ways: [Bool], _ forwards: Bool) -> String {
            ways.count > 1 && !forwards ? tr(", when it does not ask its top controller,") : ""
        }
        /// Whether a navigation controller of this class forwards: known, or both when its class
        /// has no Swift source (Objective-C, a pod's storyboard class: issue 36).
        func forwarding(_ navClass: String) -> [Bool] {
            index.navigationForwards(navClass) ? [true]
                : index.chainIsKnown(navClass) && index.inherited(navClass, \.forwardsStyleUnknown) == nil ? [false] : [true, false]
        }
        // SRC-6: the window's root, alone.
        for root in index.windowRoots where root.className == name {
            result.append(Context(at: root.position, root: controller(name, id: name), steps: [], id: name, how: tr("the window's root")))
        }
        for edge in edges[name] ?? [] {
            let available = index.edgeAvailability[edge.position]
            func Context(edge: Edge, root: ControllerSpec, steps: [Action], id: String, how: String) -> SourceLint.Context {
                SourceLint.Context(at: edge.position, root: root, steps: steps, id: id, how: how, availability: available)
            }
            switch edge {
            case let .root(navClass, _, _):
                let ways = forwarding(navClass)
                for forwards in ways {
                    result.append(Context(edge: edge, root: navigation(navClass, [controller(name, id: name)], hidden: hides, forwards: forwards),
                                          steps: [], id: name, how: tr("the root of '%s'", navClass) + unasked(ways, forwards)))
                }
            case let .push(from, _, _):
                for case let .root(navClass, _, _) in edges[from] ?? [] {
                    let pusher = controller(from, id: from == name ? from + "#from" : from)
                    let ways = forwarding(navClass)
                    for forwards in ways {
                        result.append(Context(edge: edge, root: navigation(navClass, [pusher, controller(name, id: name)], hidden: hides, forwards: forwards),
                                              steps: [], id: name, how: tr("pushed into '%s'", navClass) + unasked(ways, forwards)))
                    }
                }
            case let .child(container, _, _):
                // SB-3: a container hands the style on only if it says so; unknown, both ways.
                let forwards: [Bool] = index.inherited(container, \.forwardsStyle) != nil ? [true]
                    : index.inherited(container, \.forwardsStyleUnknown) != nil || !index.chainIsKnown(container) ? [true, false] : [false]
                for forward in forwards {
                    var parent = ControllerSpec(id: container == name ? container + "#parent" : container, kind: .container, title: container,
                                                children: [controller(name, id: name)])
                    if forward { parent.preferences.childForStatusBarStyle = name }
                    result.append(Context(edge: edge, root: parent, steps: [], id: name,
                                          how: forwards.count > 1 && !forward
                                              ? tr("a child of '%s', whose childForStatusBarStyle does not return it,", container) : tr("a child of '%s'", container)))
                }
            case let .tab(tabs, _, _):
                // SB-5: a tab bar controller hands the status bar to its selected tab.
                let parent = ControllerSpec(id: tabs == name ? tabs + "#tabs" : tabs, kind: .tabs, title: tabs, children: [controller(name, id: name)])
                result.append(Context(edge: edge, root: parent, steps: [], id: name, how: tr("a tab of '%s'", tabs)))
            case let .present(from, _, style, captures, _):
                let given = style ?? index.inherited(name, \.presentationStyle)?.value ?? .known(.automatic)
                // One of two literals when the sources say so (`idiom == .phone ? .pageSheet : .formSheet`).
                let choices = style != nil ? index.presentChoices[edge.position] : index.inherited(name, \.presentationChoices)
                let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { choices ?? [.fullScreen, .pageSheet] }
                for presentation in styles {
                    var presented = controller(name, id: name)
                    presented.preferences.modalPresentationStyle = presentation
                    presented.preferences.capturesStatusBarAppearance = captures || index.inherited(name, \.captures) != nil
                    // A presenter passed in that the reader cannot name: a plain controller.
                    let presenter = from.isEmpty ? ControllerSpec(id: name == "UIViewController" ? "presenter" : "UIViewController", title: "UIViewController")
                        : controller(from, id: from == name ? from + "#from" : from)
                    var how = presentation == .automatic ? tr("presented with the default style") : tr("presented as .%s", presentation.rawValue)
                    if from.isEmpty { how = tr("%s onto a presenter the sources do not name", how) }
                    result.append(Context(edge: edge, root: presenter, steps: [.present(presented, from: nil, animated: false)],
                                          id: name, how: how))
                }
            }
        }
        return result
    }
}

extension ControllerSpec {
    /// Changes this spec and every one below it.
    mutating func visit(_ change: (inout ControllerSpec) -> Void) {
        change(&self)
        for index in children.indices { children[index].visit(change) }
    }
}
