import HandheldCore

/// SRC-6 for SwiftUI (issue 38): a `WindowGroup`'s content as the hosting controllers and
/// containers SwiftUI makes of it (SUI-1, SUI-5), with each view's literal modifiers; each
/// destination and presentation it names as a chapter that goes there and back.
extension SourceImport {
    public static func swiftUIScenarios(_ index: SourceIndex, folder: String) -> [Imported] {
        let graph = SwiftUIGraph(index.swiftUI)
        return graph.keys.filter { $0.hasPrefix("window:") }.map { key in
            var builder = SwiftUIBuilder(graph: graph)
            let app = String(key.dropFirst("window:".count))
            let tree = builder.hosting(SwiftUIBuilder.Content(key: key, frames: []), name: app, at: graph.sources.views[key]?.position)
            var steps: [JSONOutput] = [chapter(tr("The window's content ('%s')", app)), step("settle", [], nil)]
            var goBack: [JSONOutput] = []
            var chapters = 0
            for (host, content, navigation) in builder.onScreen where chapters < 50 {
                for (kind, use) in builder.flows(of: content) where kind != nil || navigation != nil {
                    var flow = SwiftUIBuilder(graph: graph, taken: builder.taken)
                    var shown = flow.hosting(SwiftUIBuilder.Content(key: use.name, frames: []), name: SwiftUIGraph.viewName(use.name), at: use.position)
                    chapters += 1
                    steps.append(chapter(kind == nil ? tr("'%s' pushes '%s'", host.title ?? host.id, shown.title ?? shown.id)
                                                     : tr("'%s' presents '%s'", host.title ?? host.id, shown.title ?? shown.id)))
                    steps += goBack
                    if let kind {
                        shown.preferences.modalPresentationStyle = kind.style
                        shown.preferences.swiftUIPresentation = kind
                        steps.append(step("present", [("controller", ScenarioEncoder.controller(shown)), ("from", .string(host.id))], use.position))
                        goBack = [step("dismiss", [("target", .string(shown.id))], nil), step("settle", [], nil)]
                    } else if let navigation {
                        steps.append(step("push", [("controller", ScenarioEncoder.controller(shown)), ("on", .string(navigation))], use.position))
                        goBack = [step("pop", [("on", .string(navigation))], nil), step("settle", [], nil)]
                    }
                    steps.append(step("settle", [], nil))
                    builder.unknowns += flow.unknowns
                    builder.taken = flow.taken
                }
            }
            var readMe = tr("Imported by handheld import from %s: the window's content of the SwiftUI app '%s'", folder, app)
                + (chapters == 0 ? tr(", and no flow the sources name.") : trn(", and %s flow the sources name, a chapter each.", ", and %s flows the sources name, a chapter each.", chapters, chapters))
            readMe = SourceImport.readMe(readMe, unknowns: builder.unknowns)
            var top: [(String, JSONOutput)] = [("name", .string(app)), ("readMe", .string(readMe)), ("device", .string(DeviceCatalog.currentPhoneID)), ("ios", .string(IOSVersion.default.rawValue))]
            if index.globalMode != nil { top.append(("infoPlist", .object([("UIViewControllerBasedStatusBarAppearance", .bool(false))]))) }
            top.append(("root", ScenarioEncoder.controller(tree)))
            top.append(("steps", .array(steps)))
            return Imported(rootClass: app, json: .object(top), unknowns: builder.unknowns, chapters: chapters)
        }
    }
}

/// Builds hosting controllers from SwiftUI views (SUI-1, SUI-5), each id used once.
struct SwiftUIBuilder {
    /// Part of a view: its key, and the frames inside it where this content sits.
    struct Content {
        var key: String
        var frames: [SwiftUIFrame]
    }

    let graph: SwiftUIGraph
    var taken: Set<String> = []
    var unknowns: [String] = []
    /// The hosting controllers built, with their content and the navigation controller each is
    /// the root content of (pushes go there).
    var onScreen: [(ControllerSpec, Content, String?)] = []
    var depth = 0

    func uses(_ content: Content, _ extra: [SwiftUIFrame]) -> [SwiftUIViewUse] {
        (graph.sources.views[content.key]?.uses ?? []).filter { $0.frames == content.frames + extra && graph.sources.views[$0.name] != nil }
    }

    /// The destinations (nil) and presentations this content names.
    func flows(of content: Content) -> [(SwiftUIPresentation?, SwiftUIViewUse)] {
        var result: [(SwiftUIPresentation?, SwiftUIViewUse)] = uses(content, [.destination]).map { (nil, $0) }
        for how in SwiftUIPresentation.allCases { result += uses(content, [.presentation(how)]).map { (how, $0) } }
        return result
    }

    mutating func id(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        let base = words.isEmpty ? "view" : String(words.prefix(SourceImport.Builder.longestID))
        var id = base
        var suffix = 2
        while taken.contains(id) { id = "\(base)-\(suffix)"; suffix += 1 }
        taken.insert(id)
        return id
    }

    /// A hosting controller for a content, its literal modifiers, and the container or
    /// representable it embeds.
    mutating func hosting(_ content: Content, name: String, at: SourcePosition?, navigation: String? = nil) -> ControllerSpec {
        var spec = ControllerSpec(id: id(name), kind: .hosting, title: name)
        spec.view = name
        spec.source = at?.description
        spec.preferences.swiftUI = modifiers(content, for: spec.id)
        onScreen.append((spec, content, navigation))
        guard depth < 4 else { return spec }
        depth += 1
        defer { depth -= 1 }
        if let embedded = embedded(content, in: spec.id) { spec.children = [embedded] }
        return spec
    }

    /// The UIKit controller SwiftUI makes inside a content: a container it builds (its root
    /// content or tabs), or a representable it names.
    mutating func embedded(_ content: Content, in host: String) -> ControllerSpec? {
        let view = graph.sources.views[content.key]
        if let container = view?.containers.first(where: { $0.frames == content.frames }) {
            let inner = Content(key: content.key, frames: content.frames + [.container(container.container)])
            var spec = ControllerSpec(id: id(container.container.rawValue), kind: container.container.kind, title: container.container.rawValue)
            spec.swiftUIContainer = container.container
            spec.source = container.position.description
            let named = uses(inner, [])
            switch container.container {
            case .tabView:
                spec.children = named.map { hosting(Content(key: $0.name, frames: []), name: SwiftUIGraph.viewName($0.name), at: $0.position) }
                if spec.children.isEmpty { spec.children = [hosting(inner, name: tr("%s's tab", SwiftUIGraph.viewName(content.key)), at: container.position)] }
            case .navigationView, .navigationStack:
                let root = named.first.map { Content(key: $0.name, frames: []) } ?? inner
                let rootName = named.first.map { SwiftUIGraph.viewName($0.name) } ?? tr("%s's root content", SwiftUIGraph.viewName(content.key))
                // Destinations written inline in the stack's own content are pushed from it too.
                var rootSpec = hosting(root, name: rootName, at: named.first?.position ?? container.position, navigation: spec.id)
                if named.first != nil { onScreen.append((rootSpec, inner, spec.id)) }
                rootSpec.title = rootName
                spec.children = [rootSpec]
            case .splitView:
                spec.children = named.map { hosting(Content(key: $0.name, frames: []), name: SwiftUIGraph.viewName($0.name), at: $0.position) }
            }
            return spec.kind == .navigation || spec.kind == .tabs ? (spec.children.isEmpty ? nil : spec) : spec
        }
        for use in view?.uses ?? [] where use.frames == content.frames {
            if graph.sources.representables[use.name] != nil {
                var spec = ControllerSpec(id: id(use.name), title: use.name)
                spec.representable = true
                spec.source = use.position.description
                return spec
            }
            // A view that builds the container in the same hosting controller (a view that
            // names itself is followed only so deep).
            guard graph.sources.views[use.name] != nil, depth < 4 else { continue }
            depth += 1
            defer { depth -= 1 }
            if let found = embedded(Content(key: use.name, frames: []), in: host) { return found }
        }
        return nil
    }

    /// A content's modifiers as the scenario's `swiftUI` fields, literals only; the others listed.
    mutating func modifiers(_ content: Content, for id: String) -> SwiftUIModifiers {
        var result = SwiftUIModifiers()
        for modifier in graph.modifiers[content.key] ?? [] where modifier.frames == content.frames {
            guard let values = modifier.value.literals, values.count == 1, let value = values.first else {
                if modifier.name != "navigationBarTitleDisplayMode", modifier.name != "toolbarTitleDisplayMode" {
                    unknowns.append(tr("'%s' %s: not a literal at %s", id, modifier.shown, modifier.position))
                }
                continue
            }
            let scheme: SystemAppearance? = value == ".dark" ? .dark : value == ".light" ? .light : nil
            let visibility = SwiftUIVisibility(rawValue: String(value.dropFirst()))
            let bars = modifier.placements.isEmpty ? ["navigationBar"] : modifier.placements
            switch modifier.name {
            case "statusBarHidden", "statusBar": result.statusBarHidden = value != "false"
            case "preferredColorScheme": result.preferredColorScheme = .some(scheme)
            case "navigationBarHidden": result.navigationBarHidden = value == "true"
            case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
                result.titleDisplayMode = TitleDisplayMode(rawValue: String(value.dropFirst()))
            default:
                for bar in bars {
                    switch (modifier.name, bar) {
                    case ("toolbarColorScheme", "statusBar"): result.statusBarColorScheme = .some(scheme)
                    case ("toolbarColorScheme", _): if let scheme, let bar = SwiftUIBar(rawValue: bar == "automatic" ? "navigationBar" : bar) { result.toolbarColorScheme[bar] = scheme }
                    case ("toolbar", "statusBar"), ("toolbarVisibility", "statusBar"): result.statusBarVisibility = visibility
                    case ("toolbar", "navigationBar"), ("toolbarVisibility", "navigationBar"): if let visibility { result.navigationBarHidden = visibility == .hidden }
                    case ("toolbarBackground", _), ("toolbarBackgroundVisibility", _):
                        if let visibility, let bar = SwiftUIBar(rawValue: bar) { result.toolbarBackgroundVisibility[bar] = visibility }
                    default: break
                    }
                }
            }
        }
        return result
    }
}
