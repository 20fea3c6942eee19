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
        ([ "\(position): \(severity.rawValue): \(message) (\(rule))" ] + notes.map { "\($0.0): note: \($0.1)" }).joined(separator: "\n")
    }
}

/// SRC-4, SRC-5: the engine decides, over every context the sources give a class and every
/// iOS version from the deployment target; the reader adds no rule of its own (SB-11 does).
public enum SourceLint {
    /// One way a class comes to be on screen, as a small hierarchy the engine can run.
    struct Context {
        var edge: Edge
        var root: ControllerSpec
        var steps: [Action]
        /// The id the class has in it.
        var id: String
        /// Says how, for a note ("pushed into 'MainNavigationController'").
        var how: String
    }

    /// The versions an app with this deployment target runs on (SRC-4).
    public static func versions(from target: Double?) -> [IOSVersion] {
        guard let target else { return IOSVersion.allCases }
        let covering = IOSVersion.allCases.last { Double($0.number) <= target } ?? .iOS12
        return IOSVersion.allCases.filter { $0 >= covering }
    }

    /// "iOS 13 to 26", "iOS 17".
    static func range(_ versions: [IOSVersion]) -> String {
        guard let first = versions.first, let last = versions.last else { return "no version" }
        return first == last ? first.name : "\(first.name) to \(last.number)"
    }

    /// A preference SB-11 may find ignored: its UIKit name and where a class overrides it.
    struct Preference: Sendable {
        var name: String
        var override: @Sendable (ClassInfo) -> (position: SourcePosition, value: String)?
    }

    static let preferences = [
        Preference(name: "preferredStatusBarStyle") { info in
            info.styleOverride.map { ($0.position, { if case .known(let s) = $0 { ".\(s.rawValue)" } else { "its value" } }($0.value)) }
        },
        Preference(name: "prefersStatusBarHidden") { info in
            info.hiddenOverride.map { ($0.position, { if case .known(let b) = $0 { "\(b)" } else { "its value" } }($0.value)) }
        },
    ]

    public static func findings(_ index: SourceIndex, deploymentTarget: Double? = nil) -> [SourceFinding] {
        guard let device = try? DeviceCatalog.shipped().profile("iphone-15") else { return [] }
        let versions = versions(from: deploymentTarget)
        let edges = index.allEdges
        var findings = standalone(index, versions: versions)
        for info in index.classes.values.sorted(by: { $0.position < $1.position }) {
            let given = preferences.compactMap { preference in preference.override(info).map { (preference, $0.position, $0.value) } }
            guard !given.isEmpty else { continue }
            let contexts = given.isEmpty || index.globalMode != nil ? [] : contexts(of: info.name, index, edges)
            for (preference, position, value) in given {
                let subject = "'\(info.name)'.\(preference.name) = \(value)"
                // SB-1: in global mode no controller's preference is read, in any context.
                if let plist = index.globalMode {
                    findings.append(SourceFinding(
                        position: position, severity: .warning, rule: "SB-1",
                        message: "\(subject) is ignored on \(range(versions)): "
                            + "the Info.plist turns view controller-based status bar appearance off, so UIApplication's \(preference.name == "prefersStatusBarHidden" ? "isStatusBarHidden" : "style") decides. "
                            + "Remove UIViewControllerBasedStatusBarAppearance (or set it to YES), or set it on UIApplication",
                        className: info.name, versions: versions,
                        notes: [(plist, "UIViewControllerBasedStatusBarAppearance is NO here")]))
                    continue
                }
                guard !contexts.isEmpty else { continue }
                // Per context: the versions on which the engine ignores the preference, and why.
                var outcomes: [(Context, [IOSVersion], IgnoredPreference?)] = []
                for context in contexts {
                    var ignoredOn: [IOSVersion] = []
                    var why: IgnoredPreference?
                    for version in versions {
                        guard var engine = try? Engine(device: device, root: context.root, ios: version) else { continue }
                        for step in context.steps { try? engine.send(step) }
                        try? engine.send(.settle)
                        if let entry = IgnoredPreferences.list(engine.state).first(where: {
                            $0.controller == context.id && $0.preference == preference.name
                        }) {
                            ignoredOn.append(version)
                            why = why ?? entry
                        }
                    }
                    outcomes.append((context, ignoredOn, why))
                }
                let everywhere = versions.filter { version in outcomes.allSatisfy { $0.1.contains(version) } }
                if !everywhere.isEmpty, let why = outcomes.first?.2 {
                    findings.append(SourceFinding(
                        position: position, severity: .warning, rule: why.rule,
                        message: "\(subject) is ignored on \(range(everywhere)): \(why.reason). \(why.fix)",
                        className: info.name, versions: everywhere,
                        notes: outcomes.map { ($0.0.edge.position, "'\(info.name)' is \($0.0.how) here") }))
                } else {
                    for (context, ignoredOn, why) in outcomes where !ignoredOn.isEmpty {
                        guard let why else { continue }
                        findings.append(SourceFinding(
                            position: context.edge.position, severity: .note, rule: why.rule,
                            message: "if '\(info.name)' is \(context.how) here, its \(preference.name) = \(value) is ignored on \(range(ignoredOn)): \(why.reason)",
                            className: info.name, versions: ignoredOn, notes: [(position, "the override")]))
                    }
                }
            }
        }
        return findings.sorted { ($0.position, $0.severity.rawValue) < ($1.position, $1.severity.rawValue) }
    }

    /// SRC-5's findings that hold wherever the class appears: an override in an extension of a
    /// UIKit class (a note), a Swift 2-style method (a warning), a hosting controller that
    /// overrides a preference without a `childFor…` (a note).
    static func standalone(_ index: SourceIndex, versions: [IOSVersion]) -> [SourceFinding] {
        var findings: [SourceFinding] = []
        for (property, position) in index.applicationSetters where index.globalMode == nil {
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SB-1",
                message: "UIApplication's \(property) does nothing on \(range(versions)): view controller-based status bar appearance is on "
                    + "(UIViewControllerBasedStatusBarAppearance is absent or YES), so controllers decide. "
                    + "Override \(property == "statusBarStyle" ? "preferredStatusBarStyle" : "prefersStatusBarHidden") in the controller that owns the status bar, "
                    + "or set UIViewControllerBasedStatusBarAppearance to NO",
                className: "UIApplication", versions: versions, notes: []))
        }
        if let launch = index.launchStyle, index.globalMode == nil {
            findings.append(SourceFinding(
                position: launch, severity: .note, rule: "SRC-5",
                message: "UIStatusBarStyle covers launch only: with view controller-based status bar appearance, "
                    + "controllers decide once the app is running (SRC-3)",
                className: "Info.plist", versions: versions, notes: []))
        }
        for (className, property, position) in index.uikitExtensionOverrides {
            findings.append(SourceFinding(
                position: position, severity: .note, rule: "SRC-5",
                message: "\(property) is overridden in an extension of \(className): it works today, but Apple does not support "
                    + "overriding in extensions (it may stop working, and it changes every \(className) in the app). "
                    + "Subclass \(className) and override it there",
                className: className, versions: versions, notes: []))
        }
        for (className, name, position) in index.swift2Methods {
            let isVariable = name.hasPrefix("prefers") || name.hasPrefix("preferred") || name.hasPrefix("childFor")
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SRC-5",
                message: "'\(className)'.\(name)() is a method of its own: since Swift 3, UIKit reads the property "
                    + "'\(name)', so this is never called. Write 'override var \(name)\(isVariable ? ": …" : "") { … }' instead",
                className: className, versions: versions, notes: []))
        }
        for info in index.classes.values.sorted(by: { $0.position < $1.position })
        where index.isA(info.name, "UIHostingController") || info.superclass?.hasPrefix("UIHostingController<") == true {
            let overrides = [info.styleOverride?.position, info.hiddenOverride?.position, info.animationOverride].compactMap { $0 }
            guard let first = overrides.min(), info.forwardsStyle == nil, info.forwardsStyleUnknown == nil,
                  info.forwardsHidden == nil, info.forwardsHiddenUnknown == nil else { continue }
            findings.append(SourceFinding(
                position: first, severity: .note, rule: "SRC-5",
                message: "'\(info.name)' is a UIHostingController that overrides a status bar preference: this is reported to stop "
                    + "working from iOS 16, where the hosted SwiftUI content decides (not documented by Apple). "
                    + "Check it on iOS 16 and later, or set the style from SwiftUI's .preferredColorScheme / .statusBarHidden",
                className: info.name, versions: versions.filter { $0 >= .iOS15 }, notes: []))
        }
        return findings
    }

    /// The contexts the edges give a class (SRC-5): the root of a navigation controller, pushed
    /// into each navigation controller its pusher is known to be in, presented.
    static func contexts(of name: String, _ index: SourceIndex, _ edges: [Edge]) -> [Context] {
        var result: [Context] = []
        func controller(_ className: String, id: String) -> ControllerSpec {
            var spec = ControllerSpec(id: id, title: className)
            if let style = index.inherited(className, \.styleOverride) {
                spec.preferences.statusBarStyleOverride = if case .known(let s) = style.value { s } else { .lightContent }
            }
            if let hidden = index.inherited(className, \.hiddenOverride) {
                spec.preferences.statusBarHiddenOverride = if case .known(let b) = hidden.value { b } else { true }
            }
            return spec
        }
        func navigation(_ navClass: String, _ children: [ControllerSpec], hidden: Bool) -> ControllerSpec {
            var nav = ControllerSpec(id: navClass == name ? navClass + "#nav" : navClass, kind: .navigation, children: children)
            if index.navigationForwards(navClass), let top = children.last { nav.preferences.childForStatusBarStyle = top.id }
            if index.inherited(navClass, \.forwardsHidden) != nil, let top = children.last { nav.preferences.childForStatusBarHidden = top.id }
            if let bar = index.inherited(navClass, \.barStyle), case .known(let style) = bar.value { nav.barStyle = style }
            if hidden || index.inherited(navClass, \.hidesNavigationBar) != nil { nav.barHidden = true }
            return nav
        }
        let hides = index.inherited(name, \.hidesNavigationBar) != nil
        for edge in edges where edge.child == name {
            switch edge {
            case let .root(navClass, _, _):
                result.append(Context(edge: edge, root: navigation(navClass, [controller(name, id: name)], hidden: hides),
                                      steps: [], id: name, how: "the root of '\(navClass)'"))
            case let .push(from, _, _):
                for case let .root(navClass, child, _) in edges where child == from {
                    let pusher = controller(from, id: from == name ? from + "#from" : from)
                    result.append(Context(edge: edge, root: navigation(navClass, [pusher, controller(name, id: name)], hidden: hides),
                                          steps: [], id: name, how: "pushed into '\(navClass)'"))
                }
            case let .child(container, _, _):
                // SB-3: a container hands the style on only if it says so; unknown, both ways.
                let forwards: [Bool] = index.inherited(container, \.forwardsStyle) != nil ? [true]
                    : index.inherited(container, \.forwardsStyleUnknown) != nil ? [true, false] : [false]
                for forward in forwards {
                    var parent = ControllerSpec(id: container == name ? container + "#parent" : container, kind: .container,
                                                children: [controller(name, id: name)])
                    if forward { parent.preferences.childForStatusBarStyle = name }
                    result.append(Context(edge: edge, root: parent, steps: [], id: name,
                                          how: forwards.count > 1 && !forward
                                              ? "a child of '\(container)', whose childForStatusBarStyle does not return it," : "a child of '\(container)'"))
                }
            case let .tab(tabs, _, _):
                // SB-5: a tab bar controller hands the status bar to its selected tab.
                let parent = ControllerSpec(id: tabs == name ? tabs + "#tabs" : tabs, kind: .tabs, children: [controller(name, id: name)])
                result.append(Context(edge: edge, root: parent, steps: [], id: name, how: "a tab of '\(tabs)'"))
            case let .present(from, _, style, captures, _):
                let given = style ?? index.inherited(name, \.presentationStyle)?.value ?? .known(.automatic)
                let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { [.fullScreen, .pageSheet] }
                for presentation in styles {
                    var presented = controller(name, id: name)
                    presented.preferences.modalPresentationStyle = presentation
                    presented.preferences.capturesStatusBarAppearance = captures || index.inherited(name, \.captures) != nil
                    let presenter = controller(from, id: from == name ? from + "#from" : from)
                    let how = presentation == .automatic ? "presented with the default style" : "presented as .\(presentation.rawValue)"
                    result.append(Context(edge: edge, root: presenter, steps: [.present(presented, from: nil, animated: false)],
                                          id: name, how: how))
                }
            }
        }
        return result
    }
}
