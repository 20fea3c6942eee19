import HandheldCore

/// SUI-17: where a view is shown, from where SwiftUI content starts: the hosting controller
/// it starts in, and the containers and destinations since (a presentation starts afresh).
public struct SwiftUIPlace: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// The window's `WindowGroup` content.
        case window
        /// A hosting controller of this class, shown as UIKit's edges say (SRC-2).
        case hosting(String)
        /// A sheet's, cover's or popover's content, presented by a view (its name).
        case presented(SwiftUIPresentation, by: String)
        /// A view the reader does not see used: only what is inside it is known.
        case unknown
    }

    public var origin: Origin
    /// Containers (and a destination) since the origin, outermost first.
    public var frames: [SwiftUIFrame]
    /// A view around it in the same presentation sets `preferredColorScheme`, which wins over
    /// what it contains (SUI-7).
    public var schemeAbove = false

    public init(origin: Origin, frames: [SwiftUIFrame], schemeAbove: Bool = false) {
        self.origin = origin
        self.frames = frames
        self.schemeAbove = schemeAbove
    }

    /// The most frames a place keeps (the innermost): a view's places stay few (flat cost).
    static let depth = 6

    /// `self` with `inner` inside it, or nil for a destination outside any navigation
    /// container (a NavigationLink there pushes nothing).
    func within(_ inner: [SwiftUIFrame], of view: String) -> SwiftUIPlace? {
        var result = self
        for frame in inner {
            switch frame {
            case .presentation(let how):
                result = SwiftUIPlace(origin: .presented(how, by: view), frames: [], schemeAbove: false)
            case .destination:
                // Pushed onto the innermost navigation container: what was inside it is covered.
                guard let stack = result.frames.lastIndex(where: \.isNavigation) else { return nil }
                result.frames = Array(result.frames[...stack]) + [.destination]
            case .container:
                result.frames.append(frame)
            }
        }
        if result.frames.count > Self.depth { result.frames = Array(result.frames.suffix(Self.depth)) }
        return result
    }

    /// The innermost navigation container and whether this is one of its destinations.
    public var navigation: (container: SwiftUIContainer, destination: Bool)? {
        guard let stack = frames.lastIndex(where: \.isNavigation), case .container(let container) = frames[stack] else { return nil }
        return (container, frames.last == .destination)
    }

    /// In a tab of a TabView, since the last navigation destination.
    public var inTab: Bool {
        guard let tab = frames.lastIndex(of: .container(.tabView)) else { return false }
        return !frames[tab...].contains(.destination)
    }

    /// "a NavigationStack destination", "the root content of a NavigationView", "a tab of a
    /// TabView", "a sheet's content", for a note.
    public var description: String {
        var text: String
        if let navigation, navigation.destination || frames.last.map({ $0 == .container(navigation.container) }) == true {
            let name = navigation.container == .navigationView ? "NavigationView" : "NavigationStack"
            text = navigation.destination ? tr("a %s destination", name) : tr("the root content of a %s", name)
        } else if inTab {
            text = tr("a tab of a TabView")
        } else if frames.last == .container(.splitView) {
            text = tr("a column of a NavigationSplitView")
        } else {
            text = ""
        }
        switch origin {
        case .presented(let how, _): text = text.isEmpty ? tr("the content of a .%s", how.rawValue) : tr("%s in a .%s", text, how.rawValue)
        case .hosting(let name): text = text.isEmpty ? tr("the content of a hosting controller '%s'", name) : tr("%s of a hosting controller '%s'", text, name)
        case .window: text = text.isEmpty ? tr("the content of the window") : tr("%s of the window", text)
        case .unknown: if text.isEmpty { text = tr("the content") }
        }
        return text
    }
}

extension SwiftUIFrame {
    var isNavigation: Bool {
        if case .container(let container) = self { return container == .navigationView || container == .navigationStack }
        return false
    }
}

/// Every view's places, found once per lint (SUI-17): from each start, through the views each
/// names, a view in several places having several (SRC-5). Each view keeps at most
/// `placesPerView` places, so a lint's cost grows with the app, not with its paths.
public final class SwiftUIGraph: @unchecked Sendable {
    public let sources: SwiftUISources
    /// Each view's places, with the use that gave each (nil where it starts there).
    public private(set) var places: [String: [(place: SwiftUIPlace, at: SourcePosition?)]] = [:]
    /// Each view's modifiers, those of the custom modifiers it calls included (SUI-17).
    public private(set) var modifiers: [String: [SwiftUIModifierUse]] = [:]

    static let placesPerView = 24

    /// What the engine decided of a modifier in a place, once per place and modifier (lint).
    struct OutcomeKey: Hashable {
        var place: SwiftUIPlace
        var modifiers: SwiftUIModifiers
        var representable: Bool
        var versions: [IOSVersion]
    }
    var outcomes: [OutcomeKey: (versions: [IOSVersion], why: IgnoredPreference)?] = [:]

    public init(_ sources: SwiftUISources) {
        self.sources = sources
        resolveCustomModifiers()
        propagate()
    }

    /// SUI-17: a custom modifier used in a view stands for the modifiers its literal chain holds,
    /// each at the call, applied to what the call is applied to.
    private func resolveCustomModifiers() {
        for (key, view) in sources.views {
            var found = view.modifiers
            for (name, call) in view.customCalls where !sources.ambiguousCustom.contains(name) {
                for inner in sources.customModifiers[name] ?? [] {
                    var use = inner
                    use.position = call.position
                    use.frames = call.frames
                    use.conditional = call.conditional || inner.conditional
                    use.availability = call.availability.narrowed(by: inner.availability)
                    use.aroundRepresentable = call.aroundRepresentable
                    use.definedAt = inner.position
                    found.append(use)
                }
            }
            modifiers[key] = found
        }
    }

    private func add(_ place: SwiftUIPlace, to key: String, at: SourcePosition?, _ queue: inout [(String, SwiftUIPlace)]) {
        guard sources.views[key] != nil else { return }
        var known = places[key] ?? []
        guard known.count < Self.placesPerView, !known.contains(where: { $0.place == place }) else { return }
        known.append((place, at))
        places[key] = known
        queue.append((key, place))
    }

    private func propagate() {
        var queue: [(String, SwiftUIPlace)] = []
        for key in sources.views.keys.sorted() where key.hasPrefix("window:") { add(SwiftUIPlace(origin: .window, frames: []), to: key, at: nil, &queue) }
        for root in sources.hostingRoots { add(SwiftUIPlace(origin: .hosting(root.className), frames: []), to: root.view, at: root.position, &queue) }
        var next = 0
        flow(&queue, from: &next)
        // Views used by no view the reader sees (an unknown start: a generic, a function's result)
        // start their own places, where only what is inside them is known.
        let used = Set(sources.views.values.flatMap { $0.uses.map(\.name) })
        for key in sources.views.keys.sorted() where places[key] == nil && !used.contains(key) {
            add(SwiftUIPlace(origin: .unknown, frames: []), to: key, at: nil, &queue)
        }
        flow(&queue, from: &next)
    }

    private func flow(_ queue: inout [(String, SwiftUIPlace)], from next: inout Int) {
        while next < queue.count {
            let (key, place) = queue[next]
            next += 1
            let setters = (modifiers[key] ?? []).filter { $0.name == "preferredColorScheme" && $0.value != .literal("nil") }
            for use in sources.views[key]?.uses ?? [] {
                guard sources.views[use.name] != nil, var inner = place.within(use.frames, of: Self.viewName(key)) else { continue }
                // A scheme set in this view, in the same presentation as the use, is set around it.
                if setters.contains(where: { Self.presentations($0.frames) == Self.presentations(use.frames) }) { inner.schemeAbove = true }
                add(inner, to: use.name, at: use.position, &queue)
            }
        }
    }

    static func presentations(_ frames: [SwiftUIFrame]) -> [SwiftUIFrame] {
        frames.filter { if case .presentation = $0 { true } else { false } }
    }

    /// Where a view's modifier is shown: each place of its view with the frames around it in the
    /// view, and the use that gave the place. A view the reader sees used nowhere has one
    /// place, `unknown`, where only its own frames are known.
    public func places(of modifier: SwiftUIModifierUse, in key: String) -> [(place: SwiftUIPlace, at: SourcePosition?, note: String?)] {
        let outer = places[key] ?? [(SwiftUIPlace(origin: .unknown, frames: []), nil)]
        var seen: Set<SwiftUIPlace> = []
        let view = Self.viewName(key)
        return outer.compactMap { entry in
            guard let place = entry.place.within(modifier.frames, of: view), seen.insert(place).inserted else { return nil }
            // Where the view is used says something only when it puts the view somewhere.
            let says = (!entry.place.frames.isEmpty || entry.place.origin != .window && entry.place.origin != .unknown)
                && !key.hasPrefix("hosting:") && !key.hasPrefix("window:")
            return (place, entry.at, says ? tr("'%s' is %s here", view, entry.place.description) : nil)
        }
    }

    /// The view keys in a stable order (by where each is written).
    public lazy var keys: [String] = sources.views.keys.sorted {
        (sources.views[$0]!.position, $0) < (sources.views[$1]!.position, $1)
    }

    /// The struct a view key names (`Home` for `Home.header`; `window:App` and `hosting:C` as
    /// the window's or C's content).
    public static func viewName(_ key: String) -> String {
        if key.hasPrefix("window:") { return tr("the window's content") }
        if key.hasPrefix("hosting:") { return String(key.dropFirst(8)) }
        return key.split(separator: ".").first.map(String.init) ?? key
    }

    /// Whether a view, or the view it starts with, embeds a UIKit controller in its own hosting
    /// controller (a container or a representable at its top): SUI-4's container.
    public func embedsController(_ key: String, depth: Int = 0) -> SourcePosition? {
        guard depth < 4, let view = sources.views[key] else { return nil }
        if let container = view.containers.first(where: { $0.frames.isEmpty }) { return container.position }
        for use in view.uses where use.frames.isEmpty {
            if sources.representables[use.name] != nil { return use.position }
            if let found = embedsController(use.name, depth: depth + 1) { return found }
        }
        return nil
    }
}
