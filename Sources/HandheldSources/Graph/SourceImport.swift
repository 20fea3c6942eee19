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
        let edges = index.allEdges
        var seen: Set<String> = []
        let roots = index.windowRoots.filter { seen.insert($0.className).inserted }
        return uikitScenarios(index, folder: folder, roots: roots, edges: edges) + swiftUIScenarios(index, folder: folder)
    }

    static func uikitScenarios(_ index: SourceIndex, folder: String, roots: [(className: String, position: SourcePosition)], edges: [Edge]) -> [Imported] {
        roots.map { root in
            var builder = Builder(index: index, edges: edges)
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
                for edge in edges {
                    switch edge {
                    case let .push(from, child, at) where from == host.title:
                        guard let navigation else { break }
                        var flow = Builder(index: index, edges: edges, taken: builder.taken, nextSuffix: builder.nextSuffix)
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
                    case let .present(from, child, style, captures, at) where from == host.title:
                        var flow = Builder(index: index, edges: edges, taken: builder.taken, nextSuffix: builder.nextSuffix)
                        var presented = flow.spec(child, at: at, edgeLine: at)
                        switch style {
                        case .known(let value)?: presented.preferences.modalPresentationStyle = value
                        case .unknown?:
                            presented.unknownFields.append("presentationStyle")
                            flow.unknowns.append(tr("'%s'.presentationStyle: not a literal at the present call, %s", presented.id, at))
                        case nil: break
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
        let edges: [Edge]
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
            let kind: ControllerKind = index.isA(className, "UINavigationController") ? .navigation
                : index.isA(className, "UITabBarController") ? .tabs
                : edges.contains(where: { if case .child(className, _, _) = $0 { true } else { false } }) ? .container : .view
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
            func children(_ pick: (Edge) -> Bool) -> [Edge] {
                let all = edges.filter(pick)
                // The construction at the same place wins (`present(UINavigationController(rootViewController: A()))`).
                let here = all.filter { $0.position.file == edgeLine.file && $0.position.line == edgeLine.line }
                return here.isEmpty ? all : here
            }
            switch kind {
            case .navigation:
                if let root = children({ if case .root(className, _, _) = $0 { true } else { false } }).first {
                    spec.children = [self.spec(root.child, at: root.position, edgeLine: root.position, depth: depth + 1, within: within)]
                }
                if let bar = index.inherited(className, \.effectiveBarStyle) ?? index.appearanceBarStyle, case .known(let style) = bar.value { spec.barStyle = style }
                if index.inherited(className, \.hidesNavigationBar) != nil
                    || spec.children.first.flatMap({ index.inherited($0.title ?? "", \.hidesNavigationBar) }) != nil {
                    spec.barHidden = true
                }
                if index.navigationForwards(className), let top = spec.children.last { spec.preferences.childForStatusBarStyle = top.id }
            case .tabs:
                var tabs: [ControllerSpec] = []
                for edge in edges where !full() {
                    if case .tab(className, let child, let at) = edge { tabs.append(self.spec(child, at: at, edgeLine: at, depth: depth + 1, within: within)) }
                }
                spec.children = tabs
            case .container:
                var added: [ControllerSpec] = []
                for edge in edges where !full() {
                    if case .child(className, let child, let at) = edge { added.append(self.spec(child, at: at, edgeLine: at, depth: depth + 1, within: within)) }
                }
                spec.children = added
                if index.inherited(className, \.forwardsStyle) != nil, let last = added.last {
                    spec.preferences.childForStatusBarStyle = last.id
                } else if let unknown = index.inherited(className, \.forwardsStyleUnknown), !added.isEmpty {
                    spec.unknownFields.append("childForStatusBarStyle")
                    unknowns.append(tr("'%s'.childForStatusBarStyle: returns what the reader cannot name at %s", id, unknown))
                }
            case .view, .hosting:
                // The reader does not make hosting controllers yet (SUI-16, issue 38).
                break
            }
            return standingIn(spec, kind: kind, className: className)
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
            if kind == .navigation, index.navigationForwards(className) { spec.preferences.childForStatusBarStyle = standIn.id }
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
