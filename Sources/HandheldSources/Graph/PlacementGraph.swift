import HandheldCore

/// Issue 49: where every class is shown, computed once from the index after reading (Periphery's
/// shape: an index that knows no rule, then this graph, then the analyses). Lint's contexts,
/// import's scenarios and the window's Open Swift Project all read it, so they cannot disagree
/// on where a screen is; `ControllerAssembly` turns a place into the engine's controllers.
/// Unknowns stay values: a style the sources compute is `.unknown`, never dropped.
public struct Placement: Sendable, Codable, Equatable {
    /// How the class comes to be on screen.
    public enum Way: Sendable, Codable, Equatable {
        /// `window.rootViewController = X`, a storyboard's initial controller (SRC-6).
        case windowRoot
        /// `Nav(rootViewController: X())`, a storyboard's root relationship.
        case root(navigation: String)
        /// `push…(X(), …)` from a controller of class `by` (a navigation controller made in place
        /// is the pusher itself, SRC-9).
        case pushed(by: String)
        /// `present(X(), …)` from `by` ("" when the sources do not name the presenter), with the
        /// style given at the call (nil: the class's own) and whether the call captures.
        case presented(by: String, style: Recovered<ModalPresentationStyle>?, captures: Bool)
        /// `addChild(X())` in a container of class `of` (SB-3).
        case child(of: String)
        /// A tab of a tab bar controller (SB-5).
        case tab(of: String)
    }

    /// The class shown.
    public var shown: String
    public var way: Way
    /// Where the sources give it (the push, present, root assignment, storyboard relationship).
    public var at: SourcePosition
    /// The versions it is known for (`if #available`), every one when nil.
    public var availability: Availability?
    /// A present whose style is one of two literals at the call (`a ? .pageSheet : .formSheet`),
    /// and whether those are the iPhone's and the iPad's (SRC-9).
    public var choices: [ModalPresentationStyle]?
    public var byIdiom = false
    /// A root whose navigation controller, made with it, is presented at this place (SRC-8: the
    /// root's context nests in that presentation, not in every one of its class's).
    public var presentedAt: SourcePosition?

    /// The class that shows it: the navigation controller, pusher, presenter, container or tab
    /// bar controller; nil for the window's root.
    public var host: String? {
        switch way {
        case .windowRoot: nil
        case let .root(navigation): navigation
        case let .pushed(by), let .presented(by, _, _): by
        case let .child(of), let .tab(of): of
        }
    }
}

public struct PlacementGraph: Sendable, Codable {
    /// Every placement, window roots first, then in the order the reader found them.
    public private(set) var placements: [Placement] = []
    /// Indices into `placements`, by the class shown and by the class that shows it: one class's
    /// places cost its own placements, never all of them.
    private var byShown: [String: [Int]] = [:]
    private var byHost: [String: [Int]] = [:]

    public init() {}

    /// The graph of an index whose files are all read (each call into the app's functions
    /// followed, each storyboard scene named). Linear in the edges.
    public init(_ index: SourceIndex) {
        for root in index.windowRoots {
            add(Placement(shown: root.className, way: .windowRoot, at: root.position))
        }
        for edge in index.allEdges {
            let at = edge.position
            var placement = Placement(shown: edge.child, way: .windowRoot, at: at, availability: index.edgeAvailability[at])
            switch edge {
            case let .root(navigation, _, _):
                placement.way = .root(navigation: navigation)
                placement.presentedAt = index.presentedRoots[at]
            case let .push(from, _, _): placement.way = .pushed(by: from)
            case let .child(container, _, _): placement.way = .child(of: container)
            case let .tab(tabs, _, _): placement.way = .tab(of: tabs)
            case let .present(from, _, style, captures, _):
                placement.way = .presented(by: from, style: style, captures: captures)
                if style != nil {
                    placement.choices = index.presentChoices[at]
                    placement.byIdiom = index.idiomChoices.contains(at)
                    // Issue 49: "the style before" is the one the class sets on itself, if any.
                    if let place = index.priorFromClass[at], var choices = placement.choices, place < choices.count,
                       let own = index.inherited(edge.child, \.presentationStyle)?.value.knownValue {
                        choices[place] = own
                        if choices[0] == choices[1] {
                            placement.way = .presented(by: from, style: .known(own), captures: captures)
                            placement.choices = nil
                            placement.byIdiom = false
                        } else {
                            placement.choices = choices
                        }
                    }
                }
            }
            add(placement)
        }
    }

    mutating func add(_ placement: Placement) {
        byShown[placement.shown, default: []].append(placements.count)
        if let host = placement.host { byHost[host, default: []].append(placements.count) }
        placements.append(placement)
    }

    /// Where a class is shown.
    public func placements(of shown: String) -> [Placement] {
        (byShown[shown] ?? []).map { placements[$0] }
    }

    /// What a class shows: its root, pushes, presentations, children and tabs.
    public func placements(by host: String) -> [Placement] {
        (byHost[host] ?? []).map { placements[$0] }
    }

    /// The window's roots, each class once, in the order found.
    public var windowRoots: [Placement] {
        var seen: Set<String> = []
        return placements.filter { $0.way == .windowRoot && seen.insert($0.shown).inserted }
    }

    /// How many places the sources give a class.
    public func count(of shown: String) -> Int { byShown[shown]?.count ?? 0 }
}
