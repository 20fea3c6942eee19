import HandheldCore

/// Section 15 through the engine (SRC-5: the reader adds no rule of its own): a SwiftUI
/// modifier in one place built as the hosting controllers and containers SwiftUI makes there
/// (SUI-1, SUI-5, SUI-12), inside the UIKit context its hosting controller has, and run.
enum SwiftUIEvaluation {
    /// The engine's name for the status bar preference a modifier gives, with the modifiers
    /// set on the hosting controller: `statusBarHidden` and `statusBar(hidden:)` (SUI-6), iOS
    /// 27's `.statusBar` placement (SUI-15). Nil for any other modifier.
    static func preference(of modifier: SwiftUIModifierUse) -> (name: String, modifiers: SwiftUIModifiers)? {
        var modifiers = SwiftUIModifiers()
        switch modifier.name {
        case "statusBarHidden", "statusBar":
            modifiers.statusBarHidden = modifier.value.literals?.first.map { $0 != "false" } ?? true
            return ("swiftUI.statusBarHidden", modifiers)
        case "toolbarVisibility" where modifier.forStatusBar, "toolbar" where modifier.forStatusBar:
            let value = modifier.value.literals?.first { $0 != ".automatic" }
            guard value != nil || modifier.value == .unknown else { return nil }
            modifiers.statusBarVisibility = value == ".visible" ? .visible : .hidden
            return ("swiftUI.statusBar.visibility", modifiers)
        case "toolbarColorScheme" where modifier.forStatusBar:
            let value = modifier.value.literals?.first { $0 != "nil" }
            guard value != nil || modifier.value == .unknown else { return nil }
            modifiers.statusBarColorScheme = .some(value == ".light" ? .light : .dark)
            return ("swiftUI.statusBar.colorScheme", modifiers)
        default:
            return nil
        }
    }

    /// The versions a modifier in a place can run on: SwiftUI's (13), NavigationStack's and
    /// NavigationSplitView's (bucket 15, SUI-2), the `.statusBar` placement's (27), and its
    /// `#available`.
    static func versions(_ run: LintRun, _ modifier: SwiftUIModifierUse, _ place: SwiftUIPlace) -> [IOSVersion] {
        var first = IOSVersion.iOS13
        if place.frames.contains(.container(.navigationStack)) || place.frames.contains(.container(.splitView)) { first = .iOS15 }
        if modifier.forStatusBar { first = .iOS27 }
        return run.versions.filter { $0 >= first && modifier.availability.includes($0) }
    }

    /// A modifier's hosting controller in a place, as a small hierarchy, and the id it has there.
    static func contexts(_ run: LintRun, view: String, modifier: SwiftUIModifierUse, modifiers: SwiftUIModifiers,
                         place: SwiftUIPlace) -> [(context: SourceLint.Context, holder: String)] {
        var used: [String: Int] = [:]
        func id(_ name: String) -> String {
            used[name, default: 0] += 1
            return used[name]! == 1 ? name : "\(name) \(used[name]!)"
        }
        func hosting(_ name: String, _ children: [ControllerSpec] = []) -> ControllerSpec {
            var spec = ControllerSpec(id: id(name), kind: .hosting, title: name, children: children)
            spec.view = name
            return spec
        }
        var holder = hosting(view)
        holder.preferences.swiftUI = modifiers
        if let representable = modifier.aroundRepresentable {
            var embedded = ControllerSpec(id: id(representable), title: representable)
            embedded.representable = true
            holder.children = [embedded]
        }
        let holderID = holder.id
        // Inside out: each container is a UIKit controller in the hosting controller of the view
        // that builds it; a destination is pushed onto its stack above the stack's root content.
        var node = holder
        var frames = place.frames
        while let frame = frames.popLast() {
            switch frame {
            case .destination:
                guard let stack = frames.lastIndex(where: \.isNavigation), case .container(let container) = frames[stack] else { return [] }
                frames.removeSubrange(stack...)
                var navigation = ControllerSpec(id: id(container == .navigationView ? "NavigationView" : "NavigationStack"), kind: .navigation,
                                                children: [hosting(tr("root content")), node])
                navigation.swiftUIContainer = container
                node = hosting(tr("the view around it"), [navigation])
            case .container(let container):
                var spec = ControllerSpec(id: id(container.rawValue.prefix(1).uppercased() + container.rawValue.dropFirst()), kind: container.kind,
                                          children: [node])
                spec.swiftUIContainer = container
                node = hosting(tr("the view around it"), [spec])
            case .presentation:
                return []
            }
        }
        let at = modifier.position
        switch place.origin {
        case .window, .unknown:
            return [(SourceLint.Context(at: at, root: node, steps: [], id: holderID, how: ""), holderID)]
        case .presented(let how, let by):
            node.preferences.modalPresentationStyle = how.style
            node.preferences.swiftUIPresentation = how
            let presenter = hosting(by)
            return [(SourceLint.Context(at: at, root: presenter, steps: [.present(node, from: nil, animated: false)], id: holderID, how: ""), holderID)]
        case .hosting(let className):
            // The hosting controller where UIKit shows it (SRC-2's edges), else alone.
            let outer = SourceLint.contexts(of: className, run.index, run.graph)
            guard !outer.isEmpty else { return [(SourceLint.Context(at: at, root: node, steps: [], id: holderID, how: ""), holderID)] }
            return outer.map { context in
                var context = context
                // Its own class's overrides and presentation, with the SwiftUI content inside.
                let wasHolder = node.id == holderID
                let newID = context.id
                func place(_ spec: inout ControllerSpec) {
                    guard spec.id == newID else { return }
                    var replaced = node
                    replaced.id = newID
                    replaced.title = spec.title
                    replaced.preferences.statusBarStyleOverride = spec.preferences.statusBarStyleOverride
                    replaced.preferences.statusBarHiddenOverride = spec.preferences.statusBarHiddenOverride
                    replaced.preferences.modalPresentationStyle = spec.preferences.modalPresentationStyle
                    replaced.preferences.capturesStatusBarAppearance = spec.preferences.capturesStatusBarAppearance
                    spec = replaced
                }
                context.root.visit(place)
                context.steps = context.steps.map { step in
                    guard case .present(var spec, let from, let animated) = step else { return step }
                    spec.visit(place)
                    return .present(spec, from: from, animated: animated)
                }
                let holder = wasHolder ? newID : holderID
                context.id = holder
                return (context, holder)
            }
        }
    }

    /// The view's id while the engine runs: one run serves every view in the same place with
    /// the same modifier, and its name is put in the reason after (flat cost: a generated app
    /// half SwiftUI ran the engine 6,000 times).
    static let standIn = "SwiftUI view"
    static let representableStandIn = "SwiftUI representable"

    /// The versions on which the engine finds the modifier not read, and why (the first).
    static func ignored(_ run: LintRun, view: String, modifier: SwiftUIModifierUse, place: SwiftUIPlace)
        -> (versions: [IOSVersion], why: IgnoredPreference)? {
        guard let (_, modifiers) = preference(of: modifier) else { return nil }
        let representable = modifier.aroundRepresentable.flatMap { run.index.swiftUI.representables[$0] != nil ? $0 : nil }
        let key = SwiftUIGraph.OutcomeKey(place: place, modifiers: modifiers, representable: representable != nil,
                                          versions: versions(run, modifier, place))
        let outcome: (versions: [IOSVersion], why: IgnoredPreference)?
        if let known = run.swiftUI.outcomes[key] {
            outcome = known
        } else {
            var general = modifier
            general.aroundRepresentable = representable.map { _ in representableStandIn }
            outcome = decide(run, view: standIn, modifier: general, place: place, versions: key.versions)
            run.swiftUI.outcomes[key] = outcome
        }
        guard var (versions, why) = outcome else { return nil }
        func named(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "'\(standIn)'", with: "'\(view)'")
            if let representable { text = text.replacingOccurrences(of: "'\(representableStandIn)'", with: "'\(representable)'") }
            return text
        }
        why.reason = named(why.reason)
        why.fix = named(why.fix)
        why.controller = view
        versions.sort()
        return (versions, why)
    }

    private static func decide(_ run: LintRun, view: String, modifier: SwiftUIModifierUse, place: SwiftUIPlace, versions: [IOSVersion])
        -> (versions: [IOSVersion], why: IgnoredPreference)? {
        guard let (preference, modifiers) = preference(of: modifier) else { return nil }
        guard let family = run.situations.first?.family else { return nil }
        var ignoredOn: [IOSVersion] = []
        var why: IgnoredPreference?
        for (context, holder) in contexts(run, view: view, modifier: modifier, modifiers: modifiers, place: place) {
            for situation in run.situations where situation.family == family && versions.contains(situation.version) {
                guard let engine = SourceLint.run(context, situation, run.index),
                      let entry = IgnoredPreferences.list(engine.state).first(where: { $0.controller == holder && $0.preference == preference })
                else { continue }
                if !ignoredOn.contains(situation.version) { ignoredOn.append(situation.version) }
                why = why ?? entry
            }
        }
        guard let why else { return nil }
        return (ignoredOn.sorted(), why)
    }

    /// One finding per modifier: the first place that gives one says it, with the custom
    /// modifier's place; each other place that gives one adds a note where the view is used there.
    static func onePerModifier(_ modifier: SwiftUIModifierUse, _ places: [(place: SwiftUIPlace, at: SourcePosition?, note: String?)],
                               _ make: (SwiftUIPlace) -> SourceFinding?) -> SourceFinding? {
        var found: SourceFinding?
        for (place, at, said) in places {
            guard let finding = make(place) else { continue }
            let note = at.flatMap { at in said.map { (at, $0) } }
            if found == nil {
                found = finding
                found!.notes = [note, modifier.definedAt.map { ($0, tr("the custom modifier sets it here")) }].compactMap { $0 }
            } else if let note {
                found!.notes.append(note)
            }
        }
        guard var finding = found else { return nil }
        finding.notes = SourceLint.unique(finding.notes)
        return finding
    }
}
