import Foundation
import HandheldCore

/// One of lint's rules on an app's sources (issue 36): a file of its own under `Rules/`, with
/// the SPEC rule its findings carry, what it checks, and examples that must and must not
/// trigger it, which `RuleExampleTests` runs. The reader's index knows no rule; a rule reads the
/// index and asks the engine (SRC-5: the reader adds no rule of its own, SB-11 decides).
/// Adding a rule is one file, its examples, and its place in `SourceRules.all`.
public protocol SourceRule: Sendable {
    /// The SPEC rule its findings carry (`SB-7`); a rule whose findings carry the engine's own
    /// ids (SB-2 … SB-6, VER-1) names the rule that lists them, SB-11.
    static var id: String { get }
    /// What it finds, in a sentence.
    static var summary: String { get }
    /// Sources it must find something in, at each line marked `↓` (the marker is removed).
    static var triggering: [RuleExample] { get }
    /// Sources it must find nothing in.
    static var nonTriggering: [RuleExample] { get }
    static func findings(_ run: LintRun) throws -> [SourceFinding]
}

/// Sources for a rule's example: files by name, one of them with `↓` before each place a
/// finding must be (at its line), of `severity` and `rule` (the rule's id when nil).
public struct RuleExample: Sendable {
    public var files: [String: String]
    public var severity: SourceFinding.Severity
    public var rule: String?
    public var deploymentTarget: Double?
    public var plist: String?
    /// Run with `--pedantic`.
    public var pedantic = false

    public init(_ source: String, severity: SourceFinding.Severity = .warning, rule: String? = nil,
                deploymentTarget: Double? = 15, plist: String? = nil, files: [String: String] = [:], pedantic: Bool = false) {
        self.pedantic = pedantic
        self.files = files.merging(["Example.swift": source]) { a, _ in a }
        self.severity = severity
        self.rule = rule
        self.deploymentTarget = deploymentTarget
        self.plist = plist
    }

    /// The places marked `↓`, as (file, line), and the sources without the markers.
    public var marked: (places: Set<String>, files: [String: String]) {
        var places: Set<String> = []
        var clean: [String: String] = [:]
        for (file, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("↓") {
                places.insert("\(file):\(number + 1)")
            }
            clean[file] = text.replacingOccurrences(of: "↓", with: "")
        }
        return (places, clean)
    }
}

public enum SourceRules {
    /// Every rule lint runs, in the order their findings are gathered (they are sorted by place).
    public static let all: [any SourceRule.Type] = [
        IgnoredInContext.self, GlobalMode.self, ApplicationSetters.self, CaptureOnWrapped.self, StaleAfterChange.self,
        LandscapeOnPhone.self, UnreadableGlyphs.self, LaunchStyle.self, ExtensionOverride.self, Swift2Method.self,
        HostingOverride.self, SceneLifeCycle.self, CompatibilityKey.self, DeprecatedGetters.self, NavigationHiddenNotRead.self,
        BarAppearanceContrast.self, UndefinedPresenter.self, DuplicateKey.self,
        // Section 15: SwiftUI (SUI-18).
        HiddenNotRead.self, SchemeScope.self, ToolbarSchemeWithoutBackground.self, HostingEmbeds.self, CoverUnderHosting.self,
        OverlaysNotStatusBar.self, StatusBarPlacementNoEffect.self, DeprecatedModifiers.self, SwiftUIGlobalMode.self,
    ]
}

/// What every rule reads for one target: the index, the versions and devices it builds for,
/// the edges by the class they place, and, computed once on demand, each class's contexts and
/// what the engine says of each preference in them.
public final class LintRun {
    public let index: SourceIndex
    public let versions: [IOSVersion]
    let devices: [(DeviceFamily, DeviceProfile)]
    let situations: [SourceLint.Situation]
    /// Where every class is shown (issue 49), built once.
    public let graph: PlacementGraph
    public let pedantic: Bool
    /// The SDK the app will be built with (`--sdk`, section 14: 27 by default), and the
    /// deployment target as given (nil: unknown).
    public let sdk: IOSVersion
    public let deploymentTarget: Double?

    /// What the engine said of each context before, when the cache keeps it (issue 49).
    let judgements: Judgements

    public init(_ index: SourceIndex, deploymentTarget: Double? = nil, families: [DeviceFamily] = [.phone], pedantic: Bool = false,
                sdk: IOSVersion = .default, judgements: Judgements = Judgements()) throws {
        self.judgements = judgements
        // A catalog that does not load is an error, never a clean result (issue 36).
        let catalog = try DeviceCatalog.shipped()
        self.index = index
        self.pedantic = pedantic
        self.sdk = sdk
        self.deploymentTarget = deploymentTarget
        let versions = SourceLint.versions(from: deploymentTarget)
        let devices = families.compactMap { family in catalog.profile(family.profile).map { (family, $0) } }
        self.versions = versions
        self.devices = devices
        situations = devices.flatMap { family, device in versions.map { SourceLint.Situation(family: family, device: device, version: $0) } }
        // Each class's contexts cost its own placements, not all of them.
        graph = PlacementGraph(index)
    }

    /// The app's SwiftUI views and where each is shown (SUI-17), found once.
    public lazy var swiftUI = SwiftUIGraph(index.swiftUI)

    /// The classes, in the order of their declarations.
    public lazy var classes: [ClassInfo] = index.classes.values.sorted { $0.position < $1.position }

    private var contextsByClass: [String: [SourceLint.Context]] = [:]

    /// The contexts the sources give a class that says something (a preference or a
    /// background); none in global mode, where no controller's preference is read.
    func contexts(of info: ClassInfo) -> [SourceLint.Context] {
        if let known = contextsByClass[info.name] { return known }
        // Its own preferences or those it inherits (issue 49), or a background.
        let says = index.inherited(info.name, \.styleOverride) != nil || index.inherited(info.name, \.hiddenOverride) != nil || info.backgroundColor != nil
        let found = index.globalMode != nil || !says ? [] : SourceLint.contexts(of: info.name, index, graph)
        contextsByClass[info.name] = found
        return found
    }

    /// One context on one device: the versions on which the engine ignores the preference, why,
    /// and whether it read it on any.
    struct Outcome {
        var context: SourceLint.Context
        var family: DeviceFamily
        var ignoredOn: [IOSVersion]
        var why: IgnoredPreference?
        var read: Bool
    }

    private var outcomesByClass: [String: [Outcome]] = [:]

    /// What the engine says of `preference` of a class in each of its contexts, on each device.
    /// Both preferences come from one judgement of each context on each version.
    func outcomes(of info: ClassInfo, _ preference: String) -> [Outcome] {
        let key = "\(info.name).\(preference)"
        if let known = outcomesByClass[key] { return known }
        let names = SourceLint.preferences.map(\.name) + (SourceLint.preferences.contains { $0.name == preference } ? [] : [preference])
        var outcomes: [String: [Outcome]] = [:]
        for context in contexts(of: info) {
            // The controllers as the engine gets them, encoded once when no class in them
            // answers by version (the usual case): each version's key adds only the situation.
            let encoded = SourceLint.isVersioned(context, index) ? nil : Judgements.encoded(context.root, context.steps)
            for (family, _) in devices where context.family.map({ $0 == family }) ?? true {
                var found = names.map { _ in Outcome(context: context, family: family, ignoredOn: [], why: nil, read: false) }
                for situation in situations where situation.family == family && context.availability?.includes(situation.version) != false {
                    guard let ignored = judged(context, situation, encoded: encoded) else { continue }
                    for (place, name) in names.enumerated() {
                        let entry = ignored.first { $0.preference == name }
                        // Ignored, but the controller that decides answers with this very override:
                        // nothing on screen differs, so nothing to say, and not a read either.
                        if entry?.sameCode == true { continue }
                        if let entry {
                            found[place].ignoredOn.append(situation.version)
                            // The newest version's reason (issue 49: iOS 12's full-screen default gave SB-4 as
                            // the reason where a sheet ignores the whole navigation controller, SB-2, from 13).
                            found[place].why = IgnoredPreference(controller: context.id, preference: entry.preference, value: entry.value,
                                                                 rule: entry.rule, reason: entry.reason, fix: entry.fix)
                        } else {
                            found[place].read = true
                        }
                    }
                }
                for (place, name) in names.enumerated() { outcomes[name, default: []].append(found[place]) }
            }
        }
        for name in names { outcomesByClass["\(info.name).\(name)"] = outcomes[name] ?? [] }
        return outcomes[preference] ?? []
    }

    /// The preferences of the context's own controller the engine ignores on one device and
    /// version: decided once for both preferences, and recalled when an earlier lint decided
    /// the same hierarchy (issue 49: one file changed re-decides only the contexts it touches).
    /// `encoded`: the context's controllers encoded, when they are the same on every version.
    func judged(_ context: SourceLint.Context, _ situation: SourceLint.Situation, encoded: String? = nil) -> [Judgements.Entry]? {
        var prepared: (root: ControllerSpec, steps: [Action])?
        let text = encoded ?? {
            let made = SourceLint.prepared(context, situation, index)
            prepared = made
            return Judgements.encoded(made.root, made.steps)
        }()
        let key = Judgements.key(encoded: text, id: context.id, situation: situation, index: index)
        return judgements.judged(key) {
            let (root, steps) = prepared ?? SourceLint.prepared(context, situation, index)
            return SourceLint.run(root, steps, situation, index).map { engine in
                let state = engine.state, resolution = state.statusBar.resolution
                return IgnoredPreferences.list(state).filter { $0.controller == context.id }.map { ignored in
                    // The controller that decides runs the very override this one inherits (a
                    // container and its child, both subclasses of the app's base controller):
                    // what UIKit reads is this preference's own code (issue 51: Ello's screens).
                    let style = ignored.preference == "preferredStatusBarStyle"
                    let decider = state.hierarchy[style ? resolution.styleOwner : resolution.hiddenOwner]?.title
                    let keyPath = style ? \ClassInfo.styleOverridePosition : \ClassInfo.hiddenOverridePosition
                    let own = state.hierarchy[context.id]?.title
                    let same = (style || ignored.preference == "prefersStatusBarHidden") && decider != nil && own != nil && decider != own
                        && index.inherited(decider!, keyPath) != nil && index.inherited(decider!, keyPath) == index.inherited(own!, keyPath)
                    return Judgements.Entry(preference: ignored.preference, value: ignored.value, rule: ignored.rule, reason: ignored.reason, fix: ignored.fix,
                                            sameCode: same ? true : nil)
                }
            }
        }
    }

    /// The classes whose preference UIKit reads in at least one known context (SB-7 needs one).
    lazy var readSomewhere: Set<String> = Set(classes.filter { info in
        SourceLint.preferences.contains { preference in
            preference.override(info) != nil && outcomes(of: info, preference.name).contains(where: \.read)
        }
    }.map(\.name))
}
