import HandheldCore

/// SRC-6: an app's sources as scenarios the playground runs. The window's root (a scene or app
/// delegate's `rootViewController`, or a storyboard's initial controller) with what it contains;
/// each flow the sources name (a push, a present) as a chapter that goes there and back;
/// `source` on every controller and step; `"unknown"` for every value the sources do not give.
public enum SourceImport {
    /// One scenario: named after its root class.
    public struct Imported: Sendable {
        public var rootClass: String
        public var json: JSONOutput
        /// What the sources did not give, in words, as the readMe lists it.
        public var unknowns: [String]
        public var chapters: Int
    }

    public static func scenarios(_ index: SourceIndex, folder: String) -> [Imported] {
        // Issue 49: the placement graph lint reads, so import shows each screen where lint judges it.
        let graph = PlacementGraph(index)
        return uikitScenarios(index, folder: folder, graph: graph) + swiftUIScenarios(index, folder: folder)
    }

    static func uikitScenarios(_ index: SourceIndex, folder: String, graph: PlacementGraph) -> [Imported] {
        graph.windowRoots.map { placement in
            let root = (className: placement.shown, position: placement.at)
            var builder = Builder(index: index, graph: graph)
            let tree = builder.spec(root.className, at: root.position, edgeLine: root.position)
            // Chapter 1 is the window root as the app starts; each flow is a chapter that ends on its
            // screen (the window stops there), and the next one goes back first.
            var steps: [JSONOutput] = [chapter(tr("The window root '%s'", root.className)), step("settle", [], nil)]
            var goBack: [JSONOutput] = []
            var chapters = 0
            func begin(_ title: String) {
                chapters += 1
                steps.append(chapter(title))
                steps += goBack
                goBack = []
            }
            for (host, navigation) in builder.onScreen(tree) {
                for placement in host.title.map({ graph.placements(by: $0) }) ?? [] {
                    let (child, at) = (placement.shown, placement.at)
                    switch placement.way {
                    case .pushed:
                        guard let navigation else { break }
                        var flow = Builder(index: index, graph: graph, taken: builder.taken, nextSuffix: builder.nextSuffix)
                        let pushed = flow.spec(child, at: at, edgeLine: at)
                        begin(tr("'%s' pushes '%s'", host.title ?? host.id, child))
                        steps.append(step("push", [("controller", ScenarioEncoder.controller(pushed)), ("on", .string(navigation.id))], at))
                        // A navigation controller that hands the style to its top asks the new top (SRC-8).
                        let forwarding = navigation.title.flatMap { index.inherited($0, \.forwardsStyle) } ?? index.navigationExtensionForwards
                        let before = navigation.preferences.childForStatusBarStyle
                        if before != nil, let forwarding {
                            steps.append(step("set", [("target", .string(navigation.id)), ("childForStatusBarStyle", .string(pushed.id))], forwarding))
                        }
                        steps.append(step("settle", [], nil))
                        goBack = [step("pop", [("on", .string(navigation.id))], nil)]
                        if let before, let forwarding {
                            goBack.append(step("set", [("target", .string(navigation.id)), ("childForStatusBarStyle", .string(before))], forwarding))
                        }
                        goBack.append(step("settle", [], nil))
                        builder.unknowns += flow.unknowns
                    case let .presented(_, style, captures):
                        var flow = Builder(index: index, graph: graph, taken: builder.taken, nextSuffix: builder.nextSuffix)
                        var presented = flow.spec(child, at: at, edgeLine: at)
                        switch style {
                        case .known(let value)?: presented.preferences.modalPresentationStyle = value
                        case .unknown?:
                            presented.unknownFields.append("presentationStyle")
                            flow.unknowns.append(tr("'%s'.presentationStyle: not a literal at the present call, %s", presented.id, at))
                        case nil:
                            // Issue 49: UIKit's own controllers as UIKit shows them (an alert is no page sheet).
                            if let system = SystemControllers.presentation(of: child) {
                                presented.preferences.modalPresentationStyle = system.style
                                if let dimming = system.dimming {
                                    // The screen below shows through, dimmed (PIC-5: an over-full-screen
                                    // controller is drawn opaque unless its background has alpha).
                                    presented.preferences.backgroundColor = ThemeColor(dimming)
                                    presented.unknownFields.removeAll { $0 == "backgroundColor" }
                                }
                                flow.unknowns.append(tr("'%s' is UIKit's: drawn as %s, which does not take the status bar", presented.id, system.shownAs))
                            }
                        }
                        if captures { presented.preferences.capturesStatusBarAppearance = true }
                        // SB-2: a capture set on the controller the presented one wraps stays there, where UIKit does not read it.
                        if index.wrappedCaptures.contains(where: { $0.present == at }), !presented.children.isEmpty {
                            presented.children[0].preferences.capturesStatusBarAppearance = true
                        }
                        begin(tr("'%s' presents '%s'", host.title ?? host.id, child))
                        steps.append(step("present", [("controller", ScenarioEncoder.controller(presented)), ("from", .string(host.id))], at))
                        steps.append(step("settle", [], nil))
                        goBack = [step("dismiss", [("target", .string(presented.id))], nil), step("settle", [], nil)]
                        builder.unknowns += flow.unknowns
                    default:
                        break
                    }
                }
            }
            // A name `run` accepts however long the class's is (issue 35).
            let rootName = root.className.count > Builder.longestID ? String(root.className.prefix(Builder.longestID)) + "…" : root.className
            var readMe = tr("Imported by handheld import from %s: the window root '%s' (%s)", folder, rootName, root.position)
                + (chapters == 0 ? tr(", and no flow the sources name.") : trn(", and %s flow the sources name, a chapter each.", ", and %s flows the sources name, a chapter each.", chapters, chapters))
            readMe = Self.readMe(readMe, unknowns: builder.unknowns)
            var top: [(String, JSONOutput)] = [("name", .string(rootName.isEmpty ? "controller" : rootName)), ("readMe", .string(readMe)), ("device", .string(DeviceCatalog.currentPhoneID)), ("ios", .string(IOSVersion.default.rawValue))]
            var plist: [(String, JSONOutput)] = []
            if index.globalMode != nil { plist.append(("UIViewControllerBasedStatusBarAppearance", .bool(false))) }
            if let style = index.plist.interfaceStyle { plist.append(("UIUserInterfaceStyle", .string(style.style == .dark ? "Dark" : "Light"))) }
            if !plist.isEmpty { top.append(("infoPlist", .object(plist))) }
            top.append(("root", ScenarioEncoder.controller(tree)))
            top.append(("steps", .array(steps)))
            return Imported(rootClass: root.className, json: .object(top), unknowns: builder.unknowns, chapters: chapters)
        }
    }

    /// A chapter step; its title within a file's string limit, whatever the class names in it (issue 35).
    static func chapter(_ title: String) -> JSONOutput {
        .object([("op", .string("chapter")), ("title", .string(clipped(title)))])
    }

    /// Text within a file's string limit, counted as the scenario decoder counts it: in Unicode
    /// scalars, so a name full of combining marks cannot pass the limit.
    static func clipped(_ text: String, to most: Int = Limits.maximumTextLength) -> String {
        guard text.unicodeScalars.count > most else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(most - 1))
        return String(scalars) + "…"
    }

    /// The readMe with what the sources did not give, each unknown once, as many as the file's
    /// string limit holds and then how many more (the panel lists them all).
    static func readMe(_ head: String, unknowns: [String]) -> String {
        var seen: Set<String> = []
        let distinct = unknowns.filter { seen.insert($0).inserted }
        guard !distinct.isEmpty else { return clipped(head) }
        let lead = head + tr(" Unknown (set them in the panel to see each outcome; lint weighs every value): ")
        let whole = lead + distinct.joined(separator: "; ") + "."
        if whole.unicodeScalars.count <= Limits.maximumTextLength { return whole }
        func more(_ count: Int) -> String { trn("%s more.", "%s more.", count, count) }
        var text = lead
        var shown = 0
        for unknown in distinct {
            let next = text + (shown == 0 ? "" : "; ") + unknown
            guard (next + "; " + more(distinct.count - shown - 1)).unicodeScalars.count <= Limits.maximumTextLength else { break }
            text = next
            shown += 1
        }
        return clipped(text + (shown == 0 ? "" : "; ") + more(distinct.count - shown))
    }

    static func step(_ op: String, _ fields: [(String, JSONOutput)], _ source: SourcePosition?) -> JSONOutput {
        .object([("op", .string(op))] + fields + (source.map { [("source", .string($0.description))] } ?? []))
    }

    /// Builds controller specs from classes, each id used once in a scenario.
    struct Builder {
        let index: SourceIndex
        let graph: PlacementGraph
        var taken: Set<String> = []
        var unknowns: [String] = []
        /// Ids and titles within a scenario's limits (Limits.maximumTextLength).
        static let longestID = 200
        static let longestTitle = 500
        /// The most controllers one scenario is given.
        static let mostControllers = 2_000
        var leftOut = false
        var nextSuffix: [String: Int] = [:]
        var made = 0
        var cycles: Set<String> = []

        /// A class's controller and what it contains, `depth` bounding a class that contains itself.
        mutating func spec(_ className: String, at position: SourcePosition, edgeLine: SourcePosition, depth: Int = 0,
                           within ancestors: [String] = []) -> ControllerSpec {
            // An id `run` accepts whatever the class is called (issue 35: a custom class of "", "_"
            // or "$", or of over 1,000 characters, made a file that did not decode). The next
            // free suffix is remembered per name: trying each in turn cost the square of the ids.
            let words = className.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
            let base = words.isEmpty ? "controller" : String(words.prefix(Self.longestID))
            var id = base
            var suffix = nextSuffix[base] ?? 2
            while taken.contains(id) { id = "\(base)-\(suffix)"; suffix += 1 }
            nextSuffix[base] = suffix
            taken.insert(id)
            made += 1
            // A class given a root is a navigation controller, whether or not its source is read
            // (a pod's, Objective-C): lint judges its root there too (issue 49).
            let givenRoot = graph.placements(by: className).contains { if case .root = $0.way { true } else { false } }
            let kind: ControllerKind = index.isA(className, "UINavigationController") || givenRoot ? .navigation
                : index.isA(className, "UITabBarController") ? .tabs
                : graph.placements(by: className).contains(where: { if case .child = $0.way { true } else { false } }) ? .container : .view
            // The class's own facts from the one builder lint uses too (issue 36); what the
            // sources compute is written "unknown" and listed in the readMe.
            var (spec, computed) = SourceControllers.spec(className, id: id, kind: kind,
                                                          title: className.isEmpty ? nil : String(className.prefix(Self.longestTitle)), index, standIns: false)
            if className.isEmpty { spec.title = nil }
            // A view's colour is known only as one of UIKit's named colours: otherwise unknown.
            if kind == .view, spec.preferences.backgroundColor == nil { spec.unknownFields.append("backgroundColor") }
            for unknown in computed {
                spec.unknownFields.append(unknown.field)
                unknowns.append(tr("'%s'.%s: computed at %s", spec.id, unknown.field, unknown.position))
            }
            let info = index.classes[className]
            spec.source = (info?.storyboard == nil ? info?.position : nil)?.description ?? position.description
            // Issue 49: a class the sources name but do not declare (a pod's, Objective-C) is said so.
            if SourceLint.hasNoSource(className, index), !className.isEmpty, !SystemControllers.isApple(className) {
                unknowns.append(tr("'%s': a class with no Swift source here; what it prefers is unknown", spec.id))
            }
            guard depth < 4 else { return standingIn(spec, kind: kind, className: className) }
            // Issue 35: a class that contains itself (directly or through its children) is read
            // once, and a scenario holds at most `mostControllers`: twenty children of their own
            // class made 20⁴ controllers and minutes of work. Issue 48: what is not read still
            // runs (`N(rootViewController: N())`: the inner one gets a stand-in root).
            if ancestors.contains(className) {
                cycleNote(className, position)
                return standingIn(spec, kind: kind, className: className)
            }
            guard !full() else { return standingIn(spec, kind: kind, className: className) }
            let within = ancestors + [className]
            let hosted = graph.placements(by: className)
            func children(_ pick: (Placement.Way) -> Bool) -> [Placement] {
                let all = hosted.filter { pick($0.way) }
                // The construction at the same place wins (`present(UINavigationController(rootViewController: A()))`).
                let here = all.filter { $0.at.file == edgeLine.file && $0.at.line == edgeLine.line }
                return here.isEmpty ? all : here
            }
            let assembly = ControllerAssembly(index: index)
            switch kind {
            case .navigation:
                if let root = children({ if case .root = $0 { true } else { false } }).first {
                    spec.children = [self.spec(root.shown, at: root.at, edgeLine: root.at, depth: depth + 1, within: within)]
                }
                // The one builder lint uses (issue 49): the bar, hidden handed to the top, and the
                // style handed on as lint weighs it (a class with no Swift source: unknown).
                let ways = assembly.forwarding(className)
                let rootHides = spec.children.first.flatMap({ index.inherited($0.title ?? "", \.hidesNavigationBar) }) != nil
                assembly.dress(&spec, className, hidden: rootHides, forwards: ways == [true])
                if ways.count > 1, !spec.children.isEmpty { unknownForwarding(&spec, className) }
            case .tabs:
                var tabs: [ControllerSpec] = []
                for placement in hosted where !full() {
                    if case .tab = placement.way { tabs.append(self.spec(placement.shown, at: placement.at, edgeLine: placement.at, depth: depth + 1, within: within)) }
                }
                spec.children = tabs
            case .container:
                var added: [ControllerSpec] = []
                for placement in hosted where !full() {
                    if case .child = placement.way { added.append(self.spec(placement.shown, at: placement.at, edgeLine: placement.at, depth: depth + 1, within: within)) }
                }
                spec.children = added
                // SB-3 as lint weighs it: the style and, apart, hidden handed to the child the
                // container says, else unknown where lint weighs both ways.
                let ways = assembly.containerWays(className)
                if let last = added.last {
                    if ways.style == [true] { spec.preferences.childForStatusBarStyle = last.id }
                    if ways.hidden == [true] { spec.preferences.childForStatusBarHidden = last.id }
                    if ways.style.count > 1 { unknownForwarding(&spec, className) }
                    if ways.hidden.count > 1 {
                        spec.unknownFields.append("childForStatusBarHidden")
                        unknowns.append(index.inherited(className, \.forwardsHiddenUnknown).map {
                            tr("'%s'.childForStatusBarHidden: returns what the reader cannot name at %s", id, $0)
                        } ?? tr("'%s'.childForStatusBarHidden: '%s' has no Swift source here", id, className))
                    }
                }
            case .view, .hosting:
                // The reader does not make hosting controllers yet (SUI-16, issue 38).
                break
            }
            return standingIn(spec, kind: kind, className: className)
        }

        /// `childForStatusBarStyle` written unknown, and why, as lint weighs both ways.
        mutating func unknownForwarding(_ spec: inout ControllerSpec, _ className: String) {
            spec.unknownFields.append("childForStatusBarStyle")
            unknowns.append(index.inherited(className, \.forwardsStyleUnknown).map {
                tr("'%s'.childForStatusBarStyle: returns what the reader cannot name at %s", spec.id, $0)
            } ?? tr("'%s'.childForStatusBarStyle: '%s' has no Swift source here", spec.id, className))
        }

        /// A navigation or tab bar controller whose children the sources do not give (a root
        /// from a factory, a broken storyboard, one not read again inside itself) still needs one
        /// to run: a stand-in, listed as unknown.
        mutating func standingIn(_ given: ControllerSpec, kind: ControllerKind, className: String) -> ControllerSpec {
            var spec = given
            guard spec.children.isEmpty, kind == .navigation || kind == .tabs else { return spec }
            let id = spec.id
            var standIn = ControllerSpec(id: id + "-unknown-child", title: "unknown")
            standIn.unknownFields.append("backgroundColor")
            standIn.source = spec.source
            taken.insert(standIn.id)
            spec.children = [standIn]
            let ways = kind == .navigation ? ControllerAssembly(index: index).forwarding(className) : []
            if ways == [true] { spec.preferences.childForStatusBarStyle = standIn.id } else if ways.count > 1 { unknownForwarding(&spec, className) }
            unknowns.append((kind == .navigation ? tr("'%s' root: not given by the sources (a stand-in '%s' takes the place)", id, standIn.id) : tr("'%s' tabs: not given by the sources (a stand-in '%s' takes the place)", id, standIn.id)))
            return spec
        }

        /// Whether the scenario holds `mostControllers` already (said once in the notes).
        mutating func full() -> Bool {
            guard made >= Self.mostControllers else { return false }
            if !leftOut { unknowns.append(tr("more than %d controllers: the rest are left out", Self.mostControllers)) }
            leftOut = true
            return true
        }

        /// The note for a class found inside itself, once per class.
        mutating func cycleNote(_ className: String, _ position: SourcePosition) {
            guard cycles.insert(className).inserted else { return }
            let name = className.count > Self.longestID ? String(className.prefix(Self.longestID)) + "…" : className
            unknowns.append(tr("'%s' contains a '%s' (%s): what that one contains is not read again", name, name, position))
        }

        /// The controllers a flow can start from, with the id of the navigation controller each is
        /// in (a push needs one): the tree's view controllers, tops and tabs included.
        func onScreen(_ spec: ControllerSpec, navigation: ControllerSpec? = nil) -> [(ControllerSpec, ControllerSpec?)] {
            var result: [(ControllerSpec, ControllerSpec?)] = [(spec, navigation)]
            for child in spec.children {
                result += onScreen(child, navigation: spec.kind == .navigation ? spec : spec.kind == .tabs ? nil : navigation)
            }
            return result
        }
    }
}
