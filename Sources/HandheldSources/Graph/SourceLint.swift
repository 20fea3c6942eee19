import Foundation
import HandheldCore

/// One lint finding at the user's own code (SRC-5): a warning or a note, with `note:` lines at
/// the other places involved.
public struct SourceFinding: Equatable, Sendable {
    /// `error`: a rule the configuration makes an error (issue 39).
    public enum Severity: String, Sendable, Codable { case error, warning, note }
    public var position: SourcePosition
    public var severity: Severity
    public var rule: String
    public var message: String
    public var className: String
    public var versions: [IOSVersion]
    public var notes: [(SourcePosition, String)]

    public init(position: SourcePosition, severity: Severity, rule: String, message: String, className: String,
                versions: [IOSVersion], notes: [(SourcePosition, String)]) {
        self.position = position
        self.severity = severity
        self.rule = rule
        self.message = message
        self.className = className
        self.versions = versions
        self.notes = notes
    }

    public static func == (a: SourceFinding, b: SourceFinding) -> Bool {
        a.position == b.position && a.severity == b.severity && a.rule == b.rule && a.message == b.message
            && a.versions == b.versions && a.notes.map { "\($0.0) \($0.1)" } == b.notes.map { "\($0.0) \($0.1)" }
    }

    /// `FILE:LINE:COLUMN: warning: … (RULE)` and its notes, as a compiler prints them (SRC-8:
    /// only the finding's own line ends with the rule id).
    public var text: String {
        ([ "\(position): \(severity.rawValue): \(shownMessage) (\(Self.oneLine(ShownText.escaped(rule))))" ] + shownNotes.map { "\($0.0): note: \($0.1)" }).joined(separator: "\n")
    }

    /// The message as every output shows it: names it quotes cut past 200 characters, control
    /// characters escaped, and on one line (issue 48: a storyboard's `customClass` holding a
    /// line break and `::error …` could start a line of its own, which a CI runner obeys).
    public var shownMessage: String { Self.oneLine(ShownText.escaped(ShownText.quotesCut(message))) }
    /// The notes as every output shows them.
    public var shownNotes: [(SourcePosition, String)] { notes.map { ($0.0, Self.oneLine(ShownText.escaped(ShownText.quotesCut($0.1)))) } }

    /// `text` with its line breaks written as `\n`.
    public static func oneLine(_ text: String) -> String {
        text.contains("\n") ? text.replacingOccurrences(of: "\n", with: "\\n") : text
    }
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
        /// The device family it holds on (a literal `userInterfaceIdiom` branch, SRC-9); every
        /// family the target builds for when nil.
        var family: DeviceFamily? = nil
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

    /// Every finding for one target, from every rule in `SourceRules.all`. `families` are the
    /// devices it builds for (each is read); `pedantic` adds SB-7's looser guesses.
    public static func findings(_ index: SourceIndex, deploymentTarget: Double? = nil, families: [DeviceFamily] = [.phone],
                                pedantic: Bool = false, sdk: IOSVersion = .default, judgements: Judgements = Judgements()) throws -> [SourceFinding] {
        let run = try LintRun(index, deploymentTarget: deploymentTarget, families: families, pedantic: pedantic, sdk: sdk, judgements: judgements)
        return try findings(run, rules: SourceRules.all)
    }

    /// The findings of `rules` alone (each rule's examples are run so).
    static func findings(_ run: LintRun, rules: [any SourceRule.Type]) throws -> [SourceFinding] {
        // A watchOS app's sources (its Info.plist says WKApplication) have no iOS status bar.
        guard run.index.plist.watchApp == nil else { return [] }
        return try rules.flatMap { try $0.findings(run) }.sorted {
            ($0.position, $0.severity.rawValue, $0.rule, $0.message) < ($1.position, $1.severity.rawValue, $1.rule, $1.message)
        }
    }

    /// The engine's reason with the stand-in for a style the sources compute taken out: a
    /// controller whose getter the reader cannot evaluate answers `.lightContent` in the engine,
    /// and "decides (.lightContent)" would claim a value the sources do not give (issue 36).
    /// The id of a presenter the sources do not name (`show(on: presenter)`).
    static let unnamedPresenter = "UIViewController#unnamed"

    /// A context's controller ids as a person reads them (issue 49): a class's own name, never
    /// the suffix that keeps two places of one class apart ('Nav#from' → 'Nav'), and a presenter
    /// the sources do not name said so, not called 'UIViewController'.
    static func shownNames(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var result = text.replacingOccurrences(of: "'\(unnamedPresenter)'", with: tr("a presenter the sources do not name"))
        for suffix in ["#from", "#nav", "#parent", "#tabs"] {
            result = result.replacingOccurrences(of: suffix + "'", with: "'")
        }
        return result
    }

    static func computed(_ given: String, _ index: SourceIndex) -> String {
        let reason = shownNames(given)
        let standIn = tr("its own preferredStatusBarStyle decides (.%s)", StatusBarStyle.lightContent.rawValue)
        guard reason.contains(standIn) else { return reason }
        let quoted = reason.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element).components(separatedBy: "#").first ?? "" }
        guard quoted.contains(where: { name in
            if case .unknown = index.inherited(name, \.styleOverride)?.value { true } else { false }
        }) else { return reason }
        return reason.replacingOccurrences(of: standIn, with: tr("its own preferredStatusBarStyle decides, with a value the sources compute"))
    }

    /// A class the app names but no Swift read declares (Objective-C, a pod's), not one of UIKit's:
    /// a note says so where it makes the answer unknown (SRC-9).
    static func hasNoSource(_ name: String, _ index: SourceIndex) -> Bool {
        index.classes[name]?.declaredInSwift != true && !name.hasPrefix("UI")
    }

    /// "pushed onto 'Nav'" and "presented as .formSheet", one comma between them.
    static func joined(_ how: String, _ more: String) -> String {
        how.hasSuffix(",") ? how + " " + more : how + ", " + more
    }

    /// Notes once each, in order.
    static func unique(_ notes: [(SourcePosition, String)]) -> [(SourcePosition, String)] {
        var seen: Set<String> = []
        return notes.filter { seen.insert("\($0.0) \($0.1)").inserted }
    }

    /// A context run on one device and version, settled.
    static func run(_ context: Context, _ situation: Situation, _ index: SourceIndex, appearance: SystemAppearance = .light,
                    orientation: InterfaceOrientation = .portrait, adjust: (inout ControllerSpec) -> Void = { _ in }) -> Engine? {
        let (root, steps) = prepared(context, situation, index, adjust: adjust)
        return run(root, steps, situation, index, appearance: appearance, orientation: orientation)
    }

    /// Whether a context's controllers differ by version (a class whose style getter answers
    /// under `if #available`).
    static func isVersioned(_ context: Context, _ index: SourceIndex) -> Bool {
        func versioned(_ spec: ControllerSpec) -> Bool {
            if let title = spec.title, let style = index.inherited(title, \.styleOverride), !style.byVersion.isEmpty { return true }
            return spec.children.contains(where: versioned)
        }
        return versioned(context.root) || context.steps.contains { step in
            if case .present(let spec, _, _) = step { versioned(spec) } else { false }
        }
    }

    /// The controllers and steps the engine is given for a context on one version.
    static func prepared(_ context: Context, _ situation: Situation, _ index: SourceIndex,
                         adjust: (inout ControllerSpec) -> Void = { _ in }) -> (root: ControllerSpec, steps: [Action]) {
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
        return (root, steps)
    }

    /// Prepared controllers and steps run on one device and version, settled.
    static func run(_ root: ControllerSpec, _ steps: [Action], _ situation: Situation, _ index: SourceIndex, appearance: SystemAppearance = .light,
                    orientation: InterfaceOrientation = .portrait) -> Engine? {
        var plist = InfoPlist()
        plist.userInterfaceStyle = index.plist.interfaceStyle.map { $0.style == .dark ? .dark : .light }
        if index.globalMode != nil { plist.viewControllerBasedStatusBarAppearance = false }
        guard var engine = try? Engine(device: situation.device, root: root, mode: index.globalMode != nil ? .global : .viewController,
                                       orientation: orientation, appearance: appearance,
                                       ios: situation.version, infoPlist: plist) else { return nil }
        for step in steps { try? engine.send(step) }
        try? engine.send(.settle)
        return engine
    }

    /// A controller of `className` as the sources give it: its preferences, an unknown one as a
    /// value that can be ignored.
    static func controller(_ className: String, id: String, _ index: SourceIndex) -> ControllerSpec {
        SourceControllers.spec(className, id: id, index, standIns: true).spec
    }

    /// How many contexts the graph gives every class of the index (`make bench`, issue 49).
    public static func contextCount(_ index: SourceIndex, _ graph: PlacementGraph) -> Int {
        index.classes.keys.reduce(0) { $0 + contexts(of: $1, index, graph).count }
    }

    /// The contexts the placement graph gives a class (SRC-5): the root of a navigation
    /// controller, pushed into each navigation controller its pusher is known to be in,
    /// presented, a child, a tab, the window's root.
    static func contexts(of name: String, _ index: SourceIndex, _ graph: PlacementGraph) -> [Context] {
        var result: [Context] = []
        let assembly = ControllerAssembly(index: index)
        func controller(_ className: String, id: String) -> ControllerSpec { SourceLint.controller(className, id: id, index) }
        func navigation(_ navClass: String, _ children: [ControllerSpec], hidden: Bool, forwards: Bool) -> ControllerSpec {
            assembly.navigation(navClass, id: navClass == name ? navClass + "#nav" : navClass, children, hidden: hidden, forwards: forwards)
        }
        // Issue 49: a class that hides its navigation bar in some states and shows it in others
        // is weighed both ways; the words say which.
        let hidesAlways = index.inherited(name, \.hidesNavigationBar) != nil
        let barWays: [Bool] = hidesAlways && index.inherited(name, \.showsNavigationBar) != nil ? [true, false] : [hidesAlways]
        func shown(_ hidden: Bool) -> String {
            barWays.count > 1 && !hidden ? tr(", while '%s' shows the navigation bar,", name) : ""
        }
        /// The bar's ways in the stack rooted at `root`: hidden where it was made with its bar
        /// hidden and this class never shows it, else the class's own ways.
        func hiddenThere(_ root: SourcePosition) -> [Bool] {
            index.hiddenBarRoots.contains(root) && index.inherited(name, \.showsNavigationBar) == nil ? [true] : barWays
        }
        /// Where a navigation controller may or may not ask its top, the outcome where it does not
        /// says so (issue 36: the note read as if the class's own style were known).
        func unasked(_ ways: [Bool], _ forwards: Bool, _ navClass: String) -> String {
            guard ways.count > 1, !forwards else { return "" }
            // SRC-9: a class with no Swift source is named as the reason the answer is not known.
            return !Self.hasNoSource(navClass, index) ? tr(", when it does not ask its top controller,")
                : tr(" (a class with no Swift source here), when it does not ask its top controller,")
        }
        /// A navigation stack in each place its navigation controller is shown: presented (when
        /// `presented`: SRC-8, the context nests), a child of a container that wraps it (SRC-9:
        /// the container answers unless it forwards to it), else alone.
        /// `spec` (a controller of class `shownClass`, what it holds inside) presented as `shown`
        /// says: each style it may have, captured as it says, onto its presenter (named `#from`
        /// where its id would clash). `sourceless`: a class with no Swift source may set its own
        /// style, so it is weighed both ways.
        func presentations(_ spec: ControllerSpec, of shownClass: String, _ shown: Placement, clashing: [String],
                           sourceless: Bool = false) -> [(style: ModalPresentationStyle, host: ControllerSpec, presented: ControllerSpec)] {
            guard case let .presented(presenter, style, captures) = shown.way else { return [] }
            let given = style ?? index.inherited(shownClass, \.presentationStyle)?.value
                ?? (sourceless && Self.hasNoSource(shownClass, index) ? .unknown : .known(.automatic))
            let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { shown.choices ?? [.fullScreen, .pageSheet] }
            return styles.map { presentation in
                var presented = spec
                presented.preferences.modalPresentationStyle = presentation
                presented.preferences.capturesStatusBarAppearance = captures || index.inherited(shownClass, \.captures) != nil
                let host = presenter.isEmpty ? ControllerSpec(id: Self.unnamedPresenter, title: "UIViewController")
                    : controller(presenter, id: clashing.contains(presenter) ? presenter + "#from" : presenter)
                return (presentation, host, presented)
            }
        }
        func place(_ stack: ControllerSpec, _ navClass: String, placement: Placement, how: String, presented: Bool) {
            let available = placement.availability
            var placed = false
            // A root is presented where the navigation controller made with it is (SRC-8: a local
            // presented, or a factory's result presented at the call), not wherever one of its
            // class is; a push, wherever its navigation controller is.
            let presentedAt = presented ? nil : placement.presentedAt
            for shown in graph.placements(of: navClass) {
                guard case .presented = shown.way, presented || shown.at == presentedAt || shown.at == placement.at else { continue }
                for (presentation, host, shownStack) in presentations(stack, of: navClass, shown, clashing: [name]) {
                    let words = presentation == .automatic ? tr("presented with the default style") : tr("presented as .%s", presentation.rawValue)
                    result.append(SourceLint.Context(at: placement.at, root: host, steps: [.present(shownStack, from: nil, animated: false)], id: name,
                                                     how: Self.joined(how, words), availability: available ?? shown.availability))
                    placed = true
                }
            }
            for shown in graph.placements(of: navClass) {
                guard case let .child(container) = shown.way, container != name else { continue }
                // `childForStatusBarStyle { navigation.topViewController }`: the container asks
                // this stack's top itself, whether the navigation controller forwards or not.
                let asksTop = index.inherited(container, \.forwardsToTopOf).map { index.memberClass("member:\(container)/\($0)") == navClass } ?? false
                for (parent, words) in assembly.contained(stack, in: container, id: container, asksTop: asksTop) {
                    result.append(SourceLint.Context(at: placement.at, root: parent, steps: [], id: name, how: Self.joined(how, words),
                                                     availability: available ?? shown.availability))
                    placed = true
                }
            }
            if !placed { result.append(SourceLint.Context(at: placement.at, root: stack, steps: [], id: name, how: how, availability: available)) }
        }
        for placement in graph.placements(of: name) {
            func Context(root: ControllerSpec, steps: [Action], how: String) -> SourceLint.Context {
                SourceLint.Context(at: placement.at, root: root, steps: steps, id: name, how: how, availability: placement.availability)
            }
            /// Pushed by a controller of class `pusher`: on top of it, in each navigation
            /// controller the sources make it the root of.
            func pushedInto(by pusher: String) {
                for root in graph.placements(of: pusher) {
                    guard case let .root(navClass) = root.way else { continue }
                    let pusherSpec = controller(pusher, id: pusher == name ? pusher + "#from" : pusher)
                    let ways = assembly.forwarding(navClass)
                    for forwards in ways {
                        for hides in hiddenThere(root.at) {
                            result.append(Context(root: navigation(navClass, [pusherSpec, controller(name, id: name)], hidden: hides, forwards: forwards),
                                                  steps: [], how: tr("pushed into '%s'", navClass) + unasked(ways, forwards, navClass) + shown(hides)))
                        }
                    }
                }
            }
            switch placement.way {
            case .windowRoot:
                // SRC-6: the window's root, alone.
                result.append(Context(root: controller(name, id: name), steps: [], how: tr("the window's root")))
            case let .root(navClass):
                let ways = assembly.forwarding(navClass)
                for forwards in ways {
                    for hides in hiddenThere(placement.at) {
                        let stack = navigation(navClass, [controller(name, id: name)], hidden: hides, forwards: forwards)
                        place(stack, navClass, placement: placement,
                              how: tr("the root of '%s'", navClass) + unasked(ways, forwards, navClass) + shown(hides), presented: false)
                    }
                }
            case let .pushed(from) where index.isA(from, "UINavigationController"):
                // SRC-9: pushed onto a navigation controller made in place (`nav.push…(X(), …)`,
                // one from a storyboard's identifier too): its top, in each place that
                // navigation controller is shown, presented included (SRC-8: the context nests).
                let ways = assembly.forwarding(from)
                for forwards in ways {
                    for hides in barWays {
                        let stack = navigation(from, [controller(name, id: name)], hidden: hides, forwards: forwards)
                        place(stack, from, placement: placement, how: tr("pushed onto '%s'", from) + unasked(ways, forwards, from) + shown(hides), presented: true)
                    }
                }
            case let .pushed(from) where !index.isA(from, "UIViewController")
                && (index.navigationGivers[from] ?? []).contains(where: { index.isA($0, "UIViewController") }):
                // Issue 49: made by controllers with their own navigation controller: its pushes are
                // theirs, in each place those controllers are the root of a navigation controller.
                for giver in index.navigationGivers[from] ?? [] where index.isA(giver, "UIViewController") { pushedInto(by: giver) }
            case let .pushed(from) where !index.isA(from, "UIViewController") && index.storedNavigationTypes["\(from).navigationController"] != nil:
                // Issue 49: a coordinator or view model pushes onto the navigation controller it
                // was given (`weak var navigationController: UINavigationController?`): of the class
                // declared or a subclass, so a plain one's forwarding is weighed both ways.
                let declared = index.storedNavigationTypes["\(from).navigationController"] ?? "UINavigationController"
                let ways: [Bool] = index.navigationForwards(declared) ? [true] : [true, false]
                for forwards in ways {
                    for hides in barWays {
                        let stack = navigation(declared, [controller(name, id: name)], hidden: hides, forwards: forwards)
                        let how = tr("pushed onto '%s.navigationController'", from)
                            + (forwards ? "" : tr(", when it is a '%s' that does not ask its top controller,", declared)) + shown(hides)
                        result.append(Context(root: stack, steps: [], how: how))
                    }
                }
            case let .pushed(from):
                pushedInto(by: from)
            case let .child(container):
                let child = controller(name, id: name)
                let inner = assembly.contained(child, in: container, id: container == name ? container + "#parent" : container, asksTop: false)
                // Issue 49: a container that is itself another's child (a split view controller
                // added to a screen) is judged inside that one, one level up. Where that one never
                // hands anything on, how the inner one does is moot: one place, not each way.
                let places = graph.placements(of: container)
                let outers = container.hasPrefix("UI") ? [] : places.compactMap { shown -> String? in
                    if case let .child(outer) = shown.way, outer != name, outer != container { outer } else { nil }
                }
                for outer in outers {
                    let closed = assembly.containerWays(outer) == ([false], [false])
                    for (parent, how) in closed ? Array(inner.prefix(1)) : inner {
                        for (grand, words) in assembly.contained(parent, in: outer, id: outer, asksTop: false) {
                            result.append(Context(root: grand, steps: [], how: Self.joined(how, words)))
                        }
                    }
                }
                // A container presented (`present(Search(), …)`): its child is judged inside that
                // presentation (SRC-8, contexts nest), a sheet that does not capture included.
                var presentedSomewhere = false
                for shown in places where !container.hasPrefix("UI") {
                    guard case .presented = shown.way else { continue }
                    presentedSomewhere = true
                    // A container with no Swift source (a pod's) may set its own style: weighed both ways.
                    let ways = inner.map { (how: $0.1, ways: presentations($0.0, of: container, shown, clashing: [name, container], sourceless: true)) }
                    for style in (ways.first?.ways ?? []).indices {
                        for (how, each) in ways {
                            let (presentation, host, presented) = each[style]
                            let words = presentation == .automatic ? tr("'%s' presented with the default style", container)
                                : tr("'%s' presented as .%s", container, presentation.rawValue)
                            result.append(SourceLint.Context(at: placement.at, root: host, steps: [.present(presented, from: nil, animated: false)], id: name,
                                                             how: Self.joined(how, words), availability: placement.availability ?? shown.availability))
                        }
                    }
                }
                // Shown elsewhere too (or nowhere known): judged alone there.
                let elsewhere = places.contains { way in
                    switch way.way {
                    case .child: false
                    case .presented: container.hasPrefix("UI")
                    default: true
                    }
                }
                if (outers.isEmpty && !presentedSomewhere) || elsewhere {
                    result += inner.map { Context(root: $0.0, steps: [], how: $0.1) }
                }
            case let .tab(tabs):
                // SB-5: a tab bar controller hands the status bar to its selected tab.
                let parent = ControllerSpec(id: tabs == name ? tabs + "#tabs" : tabs, kind: .tabs, title: tabs, children: [controller(name, id: name)])
                result.append(Context(root: parent, steps: [], how: tr("a tab of '%s'", tabs)))
            case let .presented(from, style, captures):
                let given = style ?? index.inherited(name, \.presentationStyle)?.value ?? .known(.automatic)
                // One of two literals when the sources say so (`idiom == .phone ? .pageSheet : .formSheet`).
                let choices = style != nil ? placement.choices : index.inherited(name, \.presentationChoices)
                let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { choices ?? [.fullScreen, .pageSheet] }
                // SRC-9: the iPhone's and the iPad's style (`idiom == .pad ? .formSheet : .fullScreen`),
                // each on its own family only.
                let byIdiom = styles.count == 2 && (style != nil ? placement.byIdiom : index.inherited(name, \.presentationByIdiom) == true)
                // SRC-8: a computed capture (at the call or on the class) is weighed both ways.
                let captured = captures || index.inherited(name, \.captures) != nil
                let captureWays = captured ? [true]
                    : index.unknownCaptures.contains(placement.at) || index.inherited(name, \.capturesUnknown) != nil ? [false, true] : [false]
                for (offset, presentation) in styles.enumerated() {
                  for capturing in captureWays {
                    let family: DeviceFamily? = byIdiom ? (offset == 0 ? .phone : .pad) : nil
                    var presented = controller(name, id: name)
                    presented.preferences.modalPresentationStyle = presentation
                    presented.preferences.capturesStatusBarAppearance = capturing
                    // A presenter passed in that the reader cannot name: a plain controller.
                    let presenter = from.isEmpty ? ControllerSpec(id: Self.unnamedPresenter, title: "UIViewController")
                        : controller(from, id: from == name ? from + "#from" : from)
                    var how = presentation == .automatic ? tr("presented with the default style") : tr("presented as .%s", presentation.rawValue)
                    if from.isEmpty { how = tr("%s onto a presenter the sources do not name", how) }
                    if let family { how += family == .phone ? tr(" on iPhone") : tr(" on iPad") }
                    if captureWays.count > 1, !capturing { how += tr(", when its computed modalPresentationCapturesStatusBarAppearance is false,") }
                    var context = Context(root: presenter, steps: [.present(presented, from: nil, animated: false)], how: how)
                    context.family = family
                    result.append(context)
                  }
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
