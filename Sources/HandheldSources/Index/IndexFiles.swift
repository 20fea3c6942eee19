import Foundation
import HandheldCore

// Issue 39: each Swift file is read into an index of its own (which the cache keeps by the
// file's content), and the files' indexes are merged in the order the files are read. The
// merge gives what reading every file into one index in that order gave: a later file's value
// replaces an earlier one's, lists are appended, sets and counts joined.

extension SourceIndex {
    /// `other`, one file's index (or several files'), added after what this one holds.
    public mutating func merge(_ other: SourceIndex) {
        for (name, info) in other.classes {
            if classes[name] == nil { classes[name] = info } else { classes[name]!.merge(info) }
        }
        edges += other.edges
        navigationExtensionForwards = other.navigationExtensionForwards ?? navigationExtensionForwards
        appearanceBarStyle = other.appearanceBarStyle ?? appearanceBarStyle
        edgeAvailability.merge(other.edgeAvailability) { _, new in new }
        presentChoices.merge(other.presentChoices) { _, new in new }
        idiomChoices.formUnion(other.idiomChoices)
        priorFromClass.merge(other.priorFromClass) { _, new in new }
        unknownCaptures.formUnion(other.unknownCaptures)
        memberPresentationSettings.formUnion(other.memberPresentationSettings)
        hiddenBarRoots.formUnion(other.hiddenBarRoots)
        presentedRoots.merge(other.presentedRoots) { first, _ in first }
        constructions.merge(other.constructions, uniquingKeysWith: +)
        wrappedCaptures += other.wrappedCaptures
        outsideAssignments += other.outsideAssignments
        applicationSetters += other.applicationSetters
        applicationGetterReads += other.applicationGetterReads
        windowRoots += other.windowRoots
        lists += other.lists
        uikitExtensionOverrides += other.uikitExtensionOverrides
        swift2Methods += other.swift2Methods
        appDelegates += other.appDelegates
        swiftUIApp = swiftUIApp ?? other.swiftUIApp
        factories.merge(other.factories) { $0.union($1) }
        callSites += other.callSites
        selfPresenters.merge(other.selfPresenters) { $0 + $1 }
        storedConstructions.merge(other.storedConstructions) { _, new in new }
        storedNavigationTypes.merge(other.storedNavigationTypes) { _, new in new }
        navigationGivers.merge(other.navigationGivers) { old, new in old + new.filter { !old.contains($0) } }
        unfollowable.formUnion(other.unfollowable)
        hostingFactories.formUnion(other.hostingFactories)
        rootsGiven.merge(other.rootsGiven) { first, _ in first }
        storyboardScenes.merge(other.storyboardScenes) { first, _ in first }
        parameterPresenters.merge(other.parameterPresenters) { _, new in new }
        parameterPresenterStyles.merge(other.parameterPresenterStyles) { _, new in new }
        parameterPushers.merge(other.parameterPushers) { $0 + $1 }
        parameterAdders.merge(other.parameterAdders) { $0 + $1 }
        parameterRelays += other.parameterRelays
        suppressions.merge(other.suppressions) { _, new in new }
        swiftUI.merge(other.swiftUI)
        problems += other.problems
        lines += other.lines
    }
}

extension ClassInfo {
    /// What a later file says of the same class: its declaration gives the superclass and the
    /// position (an extension read first only made a place for it); what it sets replaces.
    mutating func merge(_ later: ClassInfo) {
        if later.declaredInSwift {
            superclass = later.superclass ?? superclass
            position = later.position
            declaredInSwift = true
        }
        styleOverride = later.styleOverride ?? styleOverride
        hiddenOverride = later.hiddenOverride ?? hiddenOverride
        forwardsStyle = later.forwardsStyle ?? forwardsStyle
        forwardsStyleUnknown = later.forwardsStyleUnknown ?? forwardsStyleUnknown
        returnsNilChild = later.returnsNilChild ?? returnsNilChild
        if later.presentationStyle != nil {
            presentationStyle = later.presentationStyle
            presentationChoices = later.presentationChoices
            presentationByIdiom = later.presentationByIdiom
        }
        captures = later.captures ?? captures
        capturesUnknown = later.capturesUnknown ?? capturesUnknown
        barStyle = later.barStyle ?? barStyle
        containedAppearanceBarStyle = containedAppearanceBarStyle ?? later.containedAppearanceBarStyle
        hidesNavigationBar = later.hidesNavigationBar ?? hidesNavigationBar
        showsNavigationBar = later.showsNavigationBar ?? showsNavigationBar
        forwardsHidden = later.forwardsHidden ?? forwardsHidden
        forwardsHiddenUnknown = later.forwardsHiddenUnknown ?? forwardsHiddenUnknown
        animationOverride = later.animationOverride ?? animationOverride
        hiddenChildNil = later.hiddenChildNil ?? hiddenChildNil
        storyboard = later.storyboard ?? storyboard
        backgroundColor = later.backgroundColor ?? backgroundColor
        interfaceStyle = later.interfaceStyle ?? interfaceStyle
        portraitOnly = portraitOnly || later.portraitOnly
        storedProperties.merge(later.storedProperties) { _, new in new }
        getterReads.formUnion(later.getterReads)
        for (key, facts) in later.methods {
            guard var known = methods[key] else { methods[key] = facts; continue }
            known.assigns += facts.assigns
            known.asksForUpdate = known.asksForUpdate || facts.asksForUpdate
            known.calls.formUnion(facts.calls)
            methods[key] = known
        }
    }
}

extension SwiftUISources {
    mutating func merge(_ later: SwiftUISources) {
        for (key, view) in later.views {
            guard var known = views[key] else { views[key] = view; continue }
            known.modifiers += view.modifiers
            known.uses += view.uses
            known.covers += view.covers
            known.containers += view.containers
            known.customCalls += view.customCalls
            views[key] = known
        }
        windowRoots += later.windowRoots
        for root in later.hostingRoots where !hostingRoots.contains(where: { $0.className == root.className && $0.view == root.view }) {
            hostingRoots.append(root)
        }
        representables.merge(later.representables) { _, new in new }
        for (name, modifiers) in later.customModifiers {
            if customModifiers[name] != nil { ambiguousCustom.insert(name) }
            // Read into one index, the chain was every modifier recorded under its name so far.
            customModifiers[name] = views[name]?.modifiers ?? modifiers
        }
        ambiguousCustom.formUnion(later.ambiguousCustom)
        scrollEdgeAppearance = scrollEdgeAppearance ?? later.scrollEdgeAppearance
        allModifiers += later.allModifiers
    }
}

// MARK: Encoding (the cache's entries)

/// Two values (a tuple of the index's), encoded as a two-element array.
struct Two<A: Codable, B: Codable>: Codable {
    var a: A
    var b: B
    init(_ a: A, _ b: B) { self.a = a; self.b = b }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
    }
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(A.self)
        b = try container.decode(B.self)
    }
}

extension Two: Sendable where A: Sendable, B: Sendable {}

/// Three values, as a three-element array.
struct Three<A: Codable, B: Codable, C: Codable>: Codable {
    var a: A
    var b: B
    var c: C
    init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
    }
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(A.self)
        b = try container.decode(B.self)
        c = try container.decode(C.self)
    }
}

extension SourceIndex: Codable {
    /// Every stored property but the memo and the Info.plist's facts (read afresh each run):
    /// `IndexCodingTests` checks that none is missing.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case classes, edges, navigationExtensionForwards, appearanceBarStyle, edgeAvailability, presentChoices, constructions
        case wrappedCaptures, outsideAssignments, applicationSetters, applicationGetterReads, windowRoots, lists
        case uikitExtensionOverrides, swift2Methods, appDelegates, swiftUIApp, factories, callSites, selfPresenters
        case storedConstructions, storedNavigationTypes, navigationGivers, unfollowable, hostingFactories, parameterPresenters, suppressions, swiftUI, problems, lines, rootsGiven, storyboardScenes, idiomChoices, presentedRoots, parameterPresenterStyles, parameterPushers, parameterAdders, parameterRelays, priorFromClass, unknownCaptures, memberPresentationSettings, hiddenBarRoots
    }

    /// What the Swift read gives; the Info.plist's facts are read afresh each time (not encoded).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        func put<T: Encodable>(_ value: T, _ key: CodingKeys, empty: Bool) throws { if !empty { try c.encode(value, forKey: key) } }
        try put(Array(classes.values), .classes, empty: classes.isEmpty)
        try put(edges, .edges, empty: edges.isEmpty)
        try c.encodeIfPresent(navigationExtensionForwards, forKey: .navigationExtensionForwards)
        try c.encodeIfPresent(appearanceBarStyle, forKey: .appearanceBarStyle)
        try put(edgeAvailability.map { Two($0.key, $0.value) }, .edgeAvailability, empty: edgeAvailability.isEmpty)
        try put(presentChoices.map { Two($0.key, $0.value) }, .presentChoices, empty: presentChoices.isEmpty)
        try put(constructions, .constructions, empty: constructions.isEmpty)
        try put(wrappedCaptures, .wrappedCaptures, empty: wrappedCaptures.isEmpty)
        try put(outsideAssignments.map { Two(Three($0.className, $0.property, $0.function), $0.position) }, .outsideAssignments, empty: outsideAssignments.isEmpty)
        try put(applicationSetters.map { Two($0.property, $0.position) }, .applicationSetters, empty: applicationSetters.isEmpty)
        try put(applicationGetterReads.map { Two($0.getter, $0.position) }, .applicationGetterReads, empty: applicationGetterReads.isEmpty)
        try put(windowRoots.map { Two($0.className, $0.position) }, .windowRoots, empty: windowRoots.isEmpty)
        try put(lists.map { Two($0.owner, $0.children.map { Two($0.0, $0.1) }) }, .lists, empty: lists.isEmpty)
        try put(uikitExtensionOverrides.map { Three($0.className, $0.property, $0.position) }, .uikitExtensionOverrides, empty: uikitExtensionOverrides.isEmpty)
        try put(swift2Methods.map { Three($0.className, $0.name, $0.position) }, .swift2Methods, empty: swift2Methods.isEmpty)
        try put(appDelegates.map { Two($0.className, $0.position) }, .appDelegates, empty: appDelegates.isEmpty)
        try c.encodeIfPresent(swiftUIApp, forKey: .swiftUIApp)
        try put(factories.mapValues { Array($0) }, .factories, empty: factories.isEmpty)
        try put(callSites, .callSites, empty: callSites.isEmpty)
        try put(selfPresenters.mapValues { $0.map { Two($0.className, $0.parameter) } }, .selfPresenters, empty: selfPresenters.isEmpty)
        try put(storedConstructions, .storedConstructions, empty: storedConstructions.isEmpty)
        try put(storedNavigationTypes, .storedNavigationTypes, empty: storedNavigationTypes.isEmpty)
        try put(navigationGivers, .navigationGivers, empty: navigationGivers.isEmpty)
        try put(Array(unfollowable), .unfollowable, empty: unfollowable.isEmpty)
        try put(Array(hostingFactories), .hostingFactories, empty: hostingFactories.isEmpty)
        try put(rootsGiven.map { Two($0.key, $0.value) }, .rootsGiven, empty: rootsGiven.isEmpty)
        try put(storyboardScenes, .storyboardScenes, empty: storyboardScenes.isEmpty)
        try put(Array(idiomChoices), .idiomChoices, empty: idiomChoices.isEmpty)
        try put(priorFromClass.map { Two($0.key, $0.value) }, .priorFromClass, empty: priorFromClass.isEmpty)
        try put(Array(unknownCaptures), .unknownCaptures, empty: unknownCaptures.isEmpty)
        try put(memberPresentationSettings.sorted(), .memberPresentationSettings, empty: memberPresentationSettings.isEmpty)
        try put(hiddenBarRoots.sorted(), .hiddenBarRoots, empty: hiddenBarRoots.isEmpty)
        try put(presentedRoots.map { Two($0.key, $0.value) }, .presentedRoots, empty: presentedRoots.isEmpty)
        try put(parameterPresenters, .parameterPresenters, empty: parameterPresenters.isEmpty)
        try put(parameterPresenterStyles.map { Two($0.key, $0.value) }, .parameterPresenterStyles, empty: parameterPresenterStyles.isEmpty)
        try put(parameterPushers, .parameterPushers, empty: parameterPushers.isEmpty)
        try put(parameterAdders, .parameterAdders, empty: parameterAdders.isEmpty)
        try put(parameterRelays, .parameterRelays, empty: parameterRelays.isEmpty)
        try put(suppressions, .suppressions, empty: suppressions.isEmpty)
        try put(swiftUI, .swiftUI, empty: swiftUI.isEmpty)
        try put(problems.map { Two($0.0, $0.1) }, .problems, empty: problems.isEmpty)
        try c.encode(lines, forKey: .lines)
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func get<T: Decodable>(_ type: T.Type, _ key: CodingKeys) throws -> T? { try c.decodeIfPresent(type, forKey: key) }
        for info in try get([ClassInfo].self, .classes) ?? [] { classes[info.name] = info }
        edges = try get([Edge].self, .edges) ?? []
        navigationExtensionForwards = try get(SourcePosition.self, .navigationExtensionForwards)
        appearanceBarStyle = try get(Override<NavigationBarStyle>.self, .appearanceBarStyle)
        for pair in try get([Two<SourcePosition, Availability>].self, .edgeAvailability) ?? [] { edgeAvailability[pair.a] = pair.b }
        for pair in try get([Two<SourcePosition, [ModalPresentationStyle]>].self, .presentChoices) ?? [] { presentChoices[pair.a] = pair.b }
        constructions = try get([String: Int].self, .constructions) ?? [:]
        wrappedCaptures = try get([WrappedCapture].self, .wrappedCaptures) ?? []
        outsideAssignments = (try get([Two<Three<String, String, String>, SourcePosition>].self, .outsideAssignments) ?? [])
            .map { ($0.a.a, $0.a.b, $0.b, $0.a.c) }
        applicationSetters = (try get([Two<String, SourcePosition>].self, .applicationSetters) ?? []).map { ($0.a, $0.b) }
        applicationGetterReads = (try get([Two<String, SourcePosition>].self, .applicationGetterReads) ?? []).map { ($0.a, $0.b) }
        windowRoots = (try get([Two<String, SourcePosition>].self, .windowRoots) ?? []).map { ($0.a, $0.b) }
        lists = (try get([Two<String, [Two<String, SourcePosition>]>].self, .lists) ?? []).map { ($0.a, $0.b.map { ($0.a, $0.b) }) }
        uikitExtensionOverrides = (try get([Three<String, String, SourcePosition>].self, .uikitExtensionOverrides) ?? []).map { ($0.a, $0.b, $0.c) }
        swift2Methods = (try get([Three<String, String, SourcePosition>].self, .swift2Methods) ?? []).map { ($0.a, $0.b, $0.c) }
        appDelegates = (try get([Two<String, SourcePosition>].self, .appDelegates) ?? []).map { ($0.a, $0.b) }
        swiftUIApp = try get(SourcePosition.self, .swiftUIApp)
        factories = (try get([String: [Made]].self, .factories) ?? [:]).mapValues { Set($0) }
        callSites = try get([AppCallSite].self, .callSites) ?? []
        selfPresenters = (try get([String: [Two<String, Int>]].self, .selfPresenters) ?? [:]).mapValues { $0.map { ($0.a, $0.b) } }
        storedConstructions = try get([String: String].self, .storedConstructions) ?? [:]
        storedNavigationTypes = try get([String: String].self, .storedNavigationTypes) ?? [:]
        navigationGivers = try get([String: [String]].self, .navigationGivers) ?? [:]
        unfollowable = Set(try get([String].self, .unfollowable) ?? [])
        hostingFactories = Set(try get([String].self, .hostingFactories) ?? [])
        for pair in try get([Two<String, SourcePosition>].self, .rootsGiven) ?? [] { rootsGiven[pair.a] = pair.b }
        storyboardScenes = try get([String: String].self, .storyboardScenes) ?? [:]
        idiomChoices = Set(try get([SourcePosition].self, .idiomChoices) ?? [])
        for pair in try get([Two<SourcePosition, Int>].self, .priorFromClass) ?? [] { priorFromClass[pair.a] = pair.b }
        unknownCaptures = Set(try get([SourcePosition].self, .unknownCaptures) ?? [])
        memberPresentationSettings = Set(try get([String].self, .memberPresentationSettings) ?? [])
        hiddenBarRoots = Set(try get([SourcePosition].self, .hiddenBarRoots) ?? [])
        for pair in try get([Two<SourcePosition, SourcePosition>].self, .presentedRoots) ?? [] { presentedRoots[pair.a] = pair.b }
        parameterPresenters = try get([String: Int].self, .parameterPresenters) ?? [:]
        for pair in try get([Two<String, Recovered<ModalPresentationStyle>>].self, .parameterPresenterStyles) ?? [] { parameterPresenterStyles[pair.a] = pair.b }
        parameterPushers = try get([String: [ParameterPusher]].self, .parameterPushers) ?? [:]
        parameterAdders = try get([String: [ParameterPusher]].self, .parameterAdders) ?? [:]
        parameterRelays = try get([ParameterRelay].self, .parameterRelays) ?? []
        suppressions = try get([String: [SuppressionDirective]].self, .suppressions) ?? [:]
        swiftUI = try get(SwiftUISources.self, .swiftUI) ?? SwiftUISources()
        problems = (try get([Two<SourcePosition, String>].self, .problems) ?? []).map { ($0.a, $0.b) }
        lines = try c.decode(Int.self, forKey: .lines)
    }
}

extension SwiftUISources: Codable {
    var isEmpty: Bool {
        views.isEmpty && windowRoots.isEmpty && hostingRoots.isEmpty && representables.isEmpty && customModifiers.isEmpty
            && ambiguousCustom.isEmpty && scrollEdgeAppearance == nil && allModifiers.isEmpty
    }

    enum CodingKeys: String, CodingKey {
        case views, windowRoots, hostingRoots, representables, customModifiers, ambiguousCustom, scrollEdgeAppearance, allModifiers
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Array(views.values), forKey: .views)
        try c.encode(windowRoots, forKey: .windowRoots)
        try c.encode(hostingRoots.map { Three($0.className, $0.view, $0.position) }, forKey: .hostingRoots)
        try c.encode(representables.map { Two($0.key, $0.value) }, forKey: .representables)
        try c.encode(customModifiers, forKey: .customModifiers)
        try c.encode(Array(ambiguousCustom), forKey: .ambiguousCustom)
        try c.encodeIfPresent(scrollEdgeAppearance, forKey: .scrollEdgeAppearance)
        try c.encode(allModifiers, forKey: .allModifiers)
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        for view in try c.decode([SwiftUIView].self, forKey: .views) { views[view.key] = view }
        windowRoots = try c.decode([String].self, forKey: .windowRoots)
        hostingRoots = try c.decode([Three<String, String, SourcePosition>].self, forKey: .hostingRoots).map { ($0.a, $0.b, $0.c) }
        for pair in try c.decode([Two<String, SourcePosition>].self, forKey: .representables) { representables[pair.a] = pair.b }
        customModifiers = try c.decode([String: [SwiftUIModifierUse]].self, forKey: .customModifiers)
        ambiguousCustom = Set(try c.decode([String].self, forKey: .ambiguousCustom))
        scrollEdgeAppearance = try c.decodeIfPresent(SourcePosition.self, forKey: .scrollEdgeAppearance)
        allModifiers = try c.decode([SwiftUIModifierUse].self, forKey: .allModifiers)
    }
}

extension SwiftUIView: Codable {
    enum CodingKeys: String, CodingKey { case key, position, modifiers, uses, covers, containers, customCalls }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(position, forKey: .position)
        try c.encode(modifiers, forKey: .modifiers)
        try c.encode(uses, forKey: .uses)
        try c.encode(covers.map { Two($0.position, $0.frames) }, forKey: .covers)
        try c.encode(containers.map { Three($0.container, $0.position, $0.frames) }, forKey: .containers)
        try c.encode(customCalls.map { Two($0.name, $0.use) }, forKey: .customCalls)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try c.decode(String.self, forKey: .key), position: try c.decode(SourcePosition.self, forKey: .position))
        modifiers = try c.decode([SwiftUIModifierUse].self, forKey: .modifiers)
        uses = try c.decode([SwiftUIViewUse].self, forKey: .uses)
        covers = try c.decode([Two<SourcePosition, [SwiftUIFrame]>].self, forKey: .covers).map { ($0.a, $0.b) }
        containers = try c.decode([Three<SwiftUIContainer, SourcePosition, [SwiftUIFrame]>].self, forKey: .containers).map { ($0.a, $0.b, $0.c) }
        customCalls = try c.decode([Two<String, SwiftUIModifierUse>].self, forKey: .customCalls).map { ($0.a, $0.b) }
    }
}

extension SourceFinding: Codable {
    /// Its fields as stored, the notes' pairs as arrays.
    private struct Stored: Codable {
        var position: SourcePosition
        var severity: Severity
        var rule, message, className: String
        var versions: [IOSVersion]
        var notes: [Two<SourcePosition, String>]
    }

    public func encode(to encoder: any Encoder) throws {
        try Stored(position: position, severity: severity, rule: rule, message: message, className: className, versions: versions,
                   notes: notes.map { Two($0.0, $0.1) }).encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        let stored = try Stored(from: decoder)
        self.init(position: stored.position, severity: stored.severity, rule: stored.rule, message: stored.message,
                  className: stored.className, versions: stored.versions, notes: stored.notes.map { ($0.a, $0.b) })
    }
}
