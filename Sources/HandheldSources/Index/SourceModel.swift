import Foundation
import HandheldCore

/// Where something is in the user's sources: the column of the declared, called or assigned
/// name (SRC-8), 1-based, as a compiler reports it.
public struct SourcePosition: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`, the file's name with its control characters escaped (issue 35: a
    /// name holding ESC or a newline reached the terminal raw, or forged a line of its own).
    public var description: String { "\(ShownText.escaped(file).replacingOccurrences(of: "\n", with: "\\n")):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

extension SourcePosition: Codable {
    /// The file the positions being encoded or decoded are in (a file's own index): each is
    /// then `[line, column]`, else `[line, column, file]` (issue 39's cache).
    public static let fileKey = CodingUserInfoKey(rawValue: "handheld.file")!

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(line)
        try container.encode(column)
        if encoder.userInfo[Self.fileKey] as? String != file { try container.encode(file) }
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        line = try container.decode(Int.self)
        column = try container.decode(Int.self)
        file = container.isAtEnd ? decoder.userInfo[Self.fileKey] as? String ?? "" : try container.decode(String.self)
    }
}

/// A value the sources give as a literal, or not (SRC-2: the reader never guesses).
public enum Recovered<Value: Equatable & Sendable>: Equatable, Sendable {
    case known(Value)
    case unknown
}

extension Recovered: Hashable where Value: Hashable {}

extension Recovered {
    /// The value when known, else nil.
    public var knownValue: Value? {
        if case .known(let value) = self { value } else { nil }
    }
}

extension Recovered: Codable where Value: Codable {}

/// What a class says about the status bar, each with its position (SRC-2).
public struct ClassInfo: Equatable, Sendable, Codable {
    public var name: String
    public var superclass: String?
    public var position: SourcePosition
    /// `override var preferredStatusBarStyle`: its literal, or unknown.
    public var styleOverride: Override<StatusBarStyle>?
    public var hiddenOverride: Override<Bool>?
    /// Where each override is, for the index's memoized walk up a chain (issue 49).
    var styleOverridePosition: SourcePosition? { styleOverride?.position }
    var hiddenOverridePosition: SourcePosition? { hiddenOverride?.position }
    /// Whether the class hands the status bar style on to a child (`childForStatusBarStyle`
    /// returning its top, visible or selected controller, or `preferredStatusBarStyle`
    /// returning that child's, SRC-8), and where it says so.
    public var forwardsStyle: SourcePosition?
    /// `childForStatusBarStyle` returning something the reader cannot name (a stored property,
    /// a computed choice): whether it is the child in question is unknown.
    public var forwardsStyleUnknown: SourcePosition?
    /// `childForStatusBarStyle` returning the top of a navigation controller a property holds
    /// (`navigation.topViewController`): that property's name (SRC-9, a wrapped navigation
    /// controller's top is asked directly).
    public var forwardsToTopOf: String?
    /// A navigation controller's `preferredStatusBarStyle` that returns its top's
    /// (`topViewController?.preferredStatusBarStyle ?? …`, in any branch): the top's override is
    /// read as if it forwarded (issue 49: notes for the other way were not defensible).
    public var getterAsksTop: SourcePosition?
    /// A navigation controller's own bar appearances (`navigationBar.standardAppearance =
    /// appearance` in the class), by slot name, each where it is set (VER-7, BAR-5, SRC-9).
    public var barAppearances: [String: BarAppearanceFact] = [:]
    /// `childForStatusBarStyle` returning nil: a hosting controller's own style is read (SUI-4).
    public var returnsNilChild: SourcePosition?
    /// `modalPresentationStyle` as the class sets it on itself.
    public var presentationStyle: Override<ModalPresentationStyle>?
    /// A computed style that is one of two literals (`idiom == .phone ? .fullScreen : .formSheet`):
    /// the two weighed instead of any (issue 36).
    public var presentationChoices: [ModalPresentationStyle]?
    /// The two choices are the iPhone's and the iPad's, in that order (`idiom == .pad ? … : …`):
    /// each holds on its family only (SRC-9).
    public var presentationByIdiom: Bool?
    /// `modalPresentationCapturesStatusBarAppearance = true` on itself.
    public var captures: SourcePosition?
    /// `modalPresentationCapturesStatusBarAppearance = flag`: computed, unknown (issue 49, SRC-8).
    public var capturesUnknown: SourcePosition?
    /// `navigationBar.barStyle` set on itself (a navigation controller): the last one read.
    public var barStyle: Override<NavigationBarStyle>?
    /// `UINavigationBar.appearance(whenContainedInInstancesOf: [Self.self]).barStyle`: the first
    /// one read. Its own `barStyle` wins over it (`effectiveBarStyle`).
    public var containedAppearanceBarStyle: Override<NavigationBarStyle>?
    /// The bar style it gives its navigation bar: its own, else the appearance's for it.
    public var effectiveBarStyle: Override<NavigationBarStyle>? { barStyle ?? containedAppearanceBarStyle }
    /// A navigation bar it hides while on top (`setNavigationBarHidden(true…)` or
    /// `isNavigationBarHidden = true`, SB-4).
    public var hidesNavigationBar: SourcePosition?
    /// A navigation bar it shows again while on top, other than on its way out (`viewWillDisappear`):
    /// with `hidesNavigationBar`, the bar is shown in some states and hidden in others (issue 49).
    public var showsNavigationBar: SourcePosition?
    /// `childForStatusBarHidden` (or `prefersStatusBarHidden` returning the top's) handing on.
    public var forwardsHidden: SourcePosition?
    public var forwardsHiddenUnknown: SourcePosition?
    /// `override var preferredStatusBarUpdateAnimation`.
    public var animationOverride: SourcePosition?
    /// `childForStatusBarHidden` returning nil: its own `prefersStatusBarHidden` is read (SRC-9).
    public var hiddenChildNil: SourcePosition?
    /// Where it comes from a storyboard scene rather than Swift (`Main.storyboard`).
    public var storyboard: String?
    /// Declared in the Swift read (not only named by a storyboard, an extension or an appearance).
    public var declaredInSwift = false
    /// `view.backgroundColor = .black` on itself: the colour under the status bar when it owns
    /// the screen (VER-7), only a named colour UIKit defines.
    public var backgroundColor: Override<ThemeColor>?
    /// `overrideUserInterfaceStyle = .dark` on itself (VER-3).
    public var interfaceStyle: Override<UserInterfaceStyle>?
    /// `supportedInterfaceOrientations` returning only portrait: it never turns (DEV-4).
    public var portraitOnly = false
    /// SB-7: the stored properties the class declares, with whether a `didSet` asks for an update.
    public var storedProperties: [String: StoredProperty] = [:]
    /// SB-7: the names the status bar getters read (`dark` in `dark ? .lightContent : .default`).
    public var getterReads: Set<String> = []
    /// SB-7: what each method (and each `didSet`, as `didSet:NAME`) does.
    public var methods: [String: MethodFacts] = [:]

    public init(name: String, superclass: String?, position: SourcePosition) {
        self.name = name
        self.superclass = superclass
        self.position = position
    }
}

/// A stored property (SB-7) and whether its `didSet` asks for an update.
/// A `UINavigationBarAppearance` as the sources build it: its background configuration and
/// colour, known only when every part is (SRC-8: a computed colour is unknown).
public struct BarAppearanceFact: Equatable, Sendable, Codable {
    /// `default`, `opaque` or `transparent` (BarAppearance.Background).
    public var background: String
    public var color: ThemeColor?
    public var known = true
    public var position: SourcePosition
}

public struct StoredProperty: Equatable, Sendable, Codable {
    public var position: SourcePosition
    /// Its `didSet`, read as the method `didSet:NAME`, if it has one.
    public var hasDidSet = false
}

/// SB-7: what one method of a class does: the stored properties it assigns on itself, whether
/// it calls `setNeedsStatusBarAppearanceUpdate()`, and the methods of its own class it calls.
public struct MethodFacts: Equatable, Sendable, Codable {
    public var position: SourcePosition
    public var assigns: [Assignment] = []
    public var asksForUpdate = false
    public var calls: Set<String> = []

    public struct Assignment: Equatable, Sendable, Codable {
        public var property: String
        public var position: SourcePosition
    }
}

/// Versions a piece of code is known for (`if #available(iOS 15, *)`, `@available(iOS 15, *)`,
/// and the `else` of an `if #available`): from `from` (included) to below `below`.
public struct Availability: Equatable, Hashable, Sendable, Codable {
    public var from: Double?
    public var below: Double?

    public init(from: Double? = nil, below: Double? = nil) {
        self.from = from
        self.below = below
    }

    /// Both at once: the inner `if #available` within an outer one.
    public func narrowed(by other: Availability) -> Availability {
        Availability(from: [from, other.from].compactMap { $0 }.max(), below: [below, other.below].compactMap { $0 }.min())
    }

    /// Whether code known for these versions runs on this project's `version`: a version of
    /// this project covers every release up to the next one (SRC-4), so it counts when any of
    /// them is inside.
    public func includes(_ version: IOSVersion) -> Bool {
        let start = Double(version.number)
        let next = IOSVersion.allCases.first { $0 > version }.map { Double($0.number) } ?? 1_000
        if let below, start >= below { return false }
        if let from, next <= from { return false }
        return true
    }

    public var text: String {
        switch (from, below) {
        case let (from?, below?): tr("iOS %s and later, before iOS %s", Self.number(from), Self.number(below))
        case let (from?, nil): tr("iOS %s and later", Self.number(from))
        case let (nil, below?): tr("before iOS %s", Self.number(below))
        case (nil, nil): tr("every version")
        }
    }

    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}

extension Override: Codable where Value: Codable {}

/// An overridden or assigned value and where.
public struct Override<Value: Equatable & Sendable>: Equatable, Sendable {
    public var value: Recovered<Value>
    public var position: SourcePosition
    /// Values known for some versions only (`if #available(iOS 13, *) { return .darkContent }`).
    public var byVersion: [Availability: Recovered<Value>] = [:]

    public init(value: Recovered<Value>, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The value on this project's `version`.
    public func value(on version: IOSVersion) -> Recovered<Value> {
        let start = Double(version.number)
        let ordered = byVersion.sorted { ($0.key.from ?? 0, $0.key.below ?? 1_000) < ($1.key.from ?? 0, $1.key.below ?? 1_000) }
        // The branch that covers the version's first release, else one that covers a later one.
        return ordered.first { ($0.key.from ?? 0) <= start && start < ($0.key.below ?? 1_000) }?.value
            ?? ordered.first { $0.key.includes(version) }?.value ?? value
    }
}

/// How one controller class comes to be on screen (SRC-2's edges), each at the position of the
/// call or construction that gives it.
public enum Edge: Equatable, Sendable, Codable {
    /// `Nav(rootViewController: Child())`.
    case root(navigation: String, child: String, at: SourcePosition)
    /// `pushViewController(Child(), …)` from a controller of class `from`.
    case push(from: String, child: String, at: SourcePosition)
    /// `addChild(Child())` in a container of class `container` (SB-3).
    case child(container: String, child: String, at: SourcePosition)
    /// `present(Child(), …)` from `from`, with the style and capture known at the call.
    case present(from: String, child: String, style: Recovered<ModalPresentationStyle>?, captures: Bool, at: SourcePosition)
    /// A tab of a tab bar controller (`viewControllers = [A(), B()]`, a storyboard relationship).
    case tab(tabs: String, child: String, at: SourcePosition)

    public var child: String {
        switch self {
        case let .root(_, child, _), let .push(_, child, _), let .present(_, child, _, _, _), let .child(_, child, _),
             let .tab(_, child, _): child
        }
    }

    public var position: SourcePosition {
        switch self {
        case let .root(_, _, at), let .push(_, _, at), let .present(_, _, _, _, at), let .child(_, _, at), let .tab(_, _, at): at
        }
    }
}

/// A call to one of the app's own functions, with the class of each argument when the reader
/// knows it (`$0`, `$1`: the calling function's own parameters, substituted when it is followed).
public struct AppCall: Sendable, Equatable, Hashable, Codable {
    public var function: String
    public var arguments: [String?]
    /// The first argument when it is a literal case (`make(.about)`: ".about"), which names the
    /// branch of a factory's `switch` the call takes (SRC-9).
    public var literal: String?

    public init(function: String, arguments: [String?], literal: String? = nil) {
        self.function = function
        self.arguments = arguments
        self.literal = literal
    }
}

/// What one of the app's functions returns, as far as the reader follows it (issue 36, pattern
/// 6: a factory that builds and styles the controller, a coordinator's `toPresentable()`).
public struct Made: Sendable, Equatable, Hashable, Codable {
    /// The class of the controller returned, when it is constructed in the function.
    public var className: String?
    /// Returns its parameter at this place.
    public var parameter: Int?
    /// Returns the stored property "Class.name" (its class is read from its declaration).
    public var stored: String?
    /// Returns what another of the app's functions returns.
    public var call: AppCall?
    /// A navigation controller built around its parameter at this place, or around a class.
    public var rootParameter: Int?
    public var style: Recovered<ModalPresentationStyle>?
    public var captures = false
    /// SRC-9: one of several returns of one function (its declaration's place), under the
    /// `case` it is in (".about", "default"; nil outside a `switch`).
    public var function: SourcePosition?
    public var branch: String?
}

/// A present or push of what an app function returns, or a call of a method that presents
/// its own receiver onto a presenter passed in (`Toast().show(on: self)`).
public struct AppCallSite: Sendable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
        case present, push
        /// The receiver's class; the call's arguments give the presenter.
        case method(receiver: String)
        /// A call that passes controllers of known classes, which the method may present.
        case passes
    }
    public var kind: Kind
    /// The class the call is written in (the presenter or pusher).
    public var from: String
    public var call: AppCall
    /// A style or capture set at the call site on what the function returned.
    public var style: Recovered<ModalPresentationStyle>?
    public var captures = false
    public var at: SourcePosition
    /// `.passes`: the style and capture set on each argument before the call.
    public var argumentStyles: [Recovered<ModalPresentationStyle>?] = []
    public var argumentCaptures: [Bool] = []
    /// `.passes`: the receiver as written (`member:Owner/router`, a class's name), when known.
    public var receiver: String?
}

/// A method that pushes the controller it is given (`func push(_ vc: UIViewController) {
/// navigationController.pushViewController(vc, animated: true) }`, a router's, SRC-9).
/// `function` of `owner` passes its parameter `place` on as argument `argument` of its own `callee`.
public struct ParameterRelay: Sendable, Codable, Equatable, Hashable {
    public var owner: String
    public var function: String
    public var place: Int
    public var callee: String
    public var argument: Int
}

public struct ParameterPusher: Sendable, Codable, Equatable {
    /// The class that declares the method.
    public var owner: String
    public var place: Int
    /// What it pushes from: a navigation controller's place (`member:Router/navigationController`)
    /// or the owner itself (`navigationController?.push…` of a controller).
    public var onto: String
    /// `navigationController.push…` in a class that may hold a property of that name: the
    /// property's navigation controller when it has one, else the owner's own.
    public var orOwner = false
}

/// A capture on the inner controller of a presented wrapper (SB-2), with the edge's facts.
public struct WrappedCapture: Sendable, Codable {
    public var inner: String
    public var wrapper: String
    public var presenter: String
    public var capture: SourcePosition
    public var present: SourcePosition
    public var style: Recovered<ModalPresentationStyle>?
}

/// Everything read from an app's sources.
public struct SourceIndex: Sendable {
    public var classes: [String: ClassInfo] = [:] {
        // A changed index answers afresh; a copy that did not change keeps its answers.
        didSet { memo = InheritedMemo() }
    }
    /// `inherited`'s answers (issue 35: a chain of 16,000 subclasses walked to its root for
    /// every question, class by class: quadratic).
    private var memo = InheritedMemo()
    public var edges: [Edge] = []
    /// `extension UINavigationController { override var childForStatusBarStyle … }`: every
    /// navigation controller forwards (SRC-2).
    public var navigationExtensionForwards: SourcePosition?
    /// SRC-3: what the Info.plist (or the generated one's build settings) says.
    public var plist = PlistFacts()
    /// `UIViewControllerBasedStatusBarAppearance` = NO (global mode, SB-1), at its key.
    public var globalMode: SourcePosition? {
        get { plist.globalMode }
        set { plist.globalMode = newValue }
    }
    /// `UIStatusBarStyle` in an Info.plist, at its key.
    public var launchStyle: SourcePosition? { plist.launchStyle }
    /// `UINavigationBar.appearance().barStyle = .black`: every navigation bar's style unless
    /// its controller sets its own (SRC-2).
    public var appearanceBarStyle: Override<NavigationBarStyle>?
    /// Edges known only for some versions (`if #available`), by the edge's position.
    public var edgeAvailability: [SourcePosition: Availability] = [:]
    /// A present whose style is one of two literals, by the present's position (issue 36).
    public var presentChoices: [SourcePosition: [ModalPresentationStyle]] = [:]
    /// Presentations whose two choices are the iPhone's and the iPad's (SRC-9).
    public var idiomChoices: Set<SourcePosition> = []
    /// Presentations whose choice at this place is "the style before" (issue 49: set under a
    /// runtime condition), which is the presented class's own when it sets one on itself.
    public var priorFromClass: [SourcePosition: Int] = [:]
    /// Presentations whose capture is computed at the call (`x.modalPresentation…Appearance = flag`).
    public var unknownCaptures: Set<SourcePosition> = []
    /// A stored property whose presentation style or capture a method of its class sets
    /// (`member:Home/scanner`), or that is declared of a class and made elsewhere: a present of
    /// it that sets neither does not know which, and is not followed (SRC-8).
    public var memberPresentationSettings: Set<String> = []
    /// Root edges (by the root's position) of a navigation controller made in place whose bar is
    /// hidden there (`let nav = UINavigationController(rootViewController: home);
    /// nav.isNavigationBarHidden = true`): its top decides (SB-4).
    public var hiddenBarRoots: Set<SourcePosition> = []
    /// A navigation controller made with a root and presented (`let nav = Nav(rootViewController:
    /// X()); present(nav, …)`): the root edge's position → the present's (SRC-8: the root's
    /// context nests in that presentation, not in every one of the class's).
    public var presentedRoots: [SourcePosition: SourcePosition] = [:]
    /// How many times each class is constructed in the Swift read (`C(…)`): more than the edges
    /// and roots that place it means it is also shown somewhere the reader cannot see (issue 36).
    public var constructions: [String: Int] = [:]
    /// SB-2: `modalPresentationCapturesStatusBarAppearance = true` set on a controller that is
    /// wrapped (in a navigation controller) before the wrapper is presented: UIKit reads it on
    /// the presented controller only.
    public var wrappedCaptures: [WrappedCapture] = []
    /// SB-7 with `--pedantic`: a property assigned from another class on an instance whose
    /// getter reads it, with no update asked for in that function.
    public var outsideAssignments: [(className: String, property: String, position: SourcePosition, function: String)] = []
    /// `UIApplication.shared.setStatusBarStyle(…)`, `.statusBarStyle = …`, `.isStatusBarHidden = …`
    /// and `setStatusBarHidden(…)`: what each sets and where (SB-1).
    public var applicationSetters: [(property: String, position: SourcePosition)] = []
    /// Reads of UIApplication's deprecated status-bar getters (VER-11 with the iOS 27 SDK).
    public var applicationGetterReads: [(getter: String, position: SourcePosition)] = []
    /// The window's root controllers: `window.rootViewController = X` and storyboards' initial
    /// controllers (SRC-6), each with where.
    public var windowRoots: [(className: String, position: SourcePosition)] = []
    /// `viewControllers = [A(), B()]` / `setViewControllers([…])` on a controller of this class:
    /// a navigation controller's stack or a tab bar controller's tabs, decided once every class
    /// is known.
    public var lists: [(owner: String, children: [(String, SourcePosition)])] = []
    /// SRC-5's notes and warnings that need no context: a status bar override in an extension
    /// of a UIKit class, a Swift 2-style method that overrides nothing.
    public var uikitExtensionOverrides: [(className: String, property: String, position: SourcePosition)] = []
    public var swift2Methods: [(className: String, name: String, position: SourcePosition)] = []
    /// VER-8: the app's entry point: a `@main` (or `@UIApplicationMain`) class that is the
    /// UIApplicationDelegate, at its name; and a SwiftUI `@main` App, whose life cycle is scenes.
    public var appDelegates: [(className: String, position: SourcePosition)] = []
    public var swiftUIApp: SourcePosition?
    /// Issue 36, pattern 6: what each of the app's functions returns (by name; several of one
    /// name that differ are not followed), the calls that present or push it, the methods that
    /// present their own class onto a parameter (method name → class and parameter place), the
    /// stored properties constructed where declared ("Class.name" → class), and the app's
    /// functions that return something the reader cannot follow.
    public var factories: [String: Set<Made>] = [:]
    public var callSites: [AppCallSite] = []
    public var selfPresenters: [String: [(className: String, parameter: Int)]] = [:]
    public var storedConstructions: [String: String] = [:]
    /// Stored properties declared as a navigation controller and not constructed where declared
    /// (`weak var navigationController: UINavigationController?` in a coordinator): "Class.name"
    /// → the declared class, which the instance is or a subclass of (issue 49).
    public var storedNavigationTypes: [String: String] = [:]
    /// The classes that make one of this class with their own navigation controller
    /// (`ViewModel(navigationController: navigationController)`, issue 49), by the class made.
    public var navigationGivers: [String: [String]] = [:]
    public var unfollowable: Set<String> = []
    /// `extension View { func embedded() -> UIHostingController<…> }`: functions that host the
    /// view they are called on (issue 38: home-assistant's camera player is shown so).
    public var hostingFactories: Set<String> = []
    /// Classes made with a root (`Nav(rootViewController: …)`, whatever the root), each at the
    /// first place: a navigation controller with a top (SRC-9: SB-4's hidden half needs no
    /// known stack).
    public var rootsGiven: [String: SourcePosition] = [:]
    /// Storyboard scenes by `STORYBOARD/IDENTIFIER` (its `storyboardIdentifier`), and each
    /// storyboard's initial scene by `STORYBOARD/`: the class of each (SRC-9).
    public var storyboardScenes: [String: String] = [:]
    /// Methods that present a controller they are given (`func show(controller:) { present(controller, …) }`):
    /// name → the parameter's place.
    public var parameterPresenters: [String: Int] = [:]
    /// The style a parameter presenter sets on what it presents (`vc.modalPresentationStyle = .pageSheet`).
    public var parameterPresenterStyles: [String: Recovered<ModalPresentationStyle>] = [:]
    /// Methods that push what they are given, by name (SRC-9).
    public var parameterPushers: [String: [ParameterPusher]] = [:]
    /// Issue 49: a method that adds the controller it is given as its own child (`func add(_
    /// child: UIViewController) { addChild(child); … }`, often in an extension of
    /// UIViewController): the caller's class is the container (SB-3).
    public var parameterAdders: [String: [ParameterPusher]] = [:]
    /// Issue 49: a method that hands its parameter on to another method of its own class
    /// (`addSection(_ s:) { addToScroll(viewController: s as! UIViewController) }`): an adder
    /// when the method it calls is one, to any depth (`effectiveAdders`).
    public var parameterRelays: [ParameterRelay] = []
    /// Issue 39: `// handheld:disable…` directives, by file.
    public var suppressions: [String: [SuppressionDirective]] = [:]
    /// Section 15: the app's SwiftUI (SUI-16).
    public var swiftUI = SwiftUISources()
    /// Files that did not parse cleanly, with where.
    public var problems: [(SourcePosition, String)] = []
    /// Swift lines read.
    public var lines = 0

    public init() {}

    /// Whether `name` is, or inherits from, `ancestor` (UIKit's classes known by name).
    public func isA(_ name: String, _ ancestor: String) -> Bool {
        // Each class answers once per ancestor (issue 35), from its superclass's answer.
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = name
        var answer = false
        while let c = current, seen.insert(c).inserted {
            if c == ancestor { answer = true; break }
            if let known = memo[ancestry: [c, ancestor]] { answer = known; break }
            chain.append(c)
            current = classes[c]?.superclass
        }
        for c in chain { memo[ancestry: [c, ancestor]] = answer }
        return answer
    }

    /// The first place in `name`'s chain of classes (itself, then its superclasses) that says
    /// something, per `pick`.
    public func inherited<T>(_ name: String, _ pick: KeyPath<ClassInfo, T?>) -> T? {
        // Each class answers once per question: from its own info, else its superclass's answer.
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = name
        var answer: T?? = nil
        while let c = current, seen.insert(c).inserted {
            if let known = memo[InheritedMemo.Key(className: c, question: pick)] {
                answer = .some(known as? T)
                break
            }
            chain.append(c)
            if let info = classes[c], let found = info[keyPath: pick] {
                answer = .some(found)
                break
            }
            current = classes[c]?.superclass
        }
        let result = answer ?? nil
        for c in chain { memo[InheritedMemo.Key(className: c, question: pick)] = result as Any }
        return result
    }

    /// Whether every class in `name`'s chain is known: declared in the Swift read, or one of
    /// UIKit's. A class with no Swift source (Objective-C, a storyboard's custom class from a
    /// pod, another framework's controller) may forward or not: unknown (SRC-1, issue 36).
    public func chainIsKnown(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let c = current, seen.insert(c).inserted {
            // UIHostingController overrides both childFor… without saying what they return (SUI-1).
            guard let info = classes[c], info.declaredInSwift else { return c.hasPrefix("UI") && !c.hasPrefix("UIHostingController") }
            current = info.superclass
        }
        return true
    }

    /// The class a storyboard scene named in Swift is (`storyboard:Main/x`, SRC-9), once every
    /// storyboard is read; nil for a scene no storyboard read has (unknown: no place is assumed).
    public func sceneClass(_ name: String) -> String? {
        if name.hasPrefix("member:") { return memberClass(name) }
        guard name.hasPrefix("storyboard:") else { return name }
        var key = String(name.dropFirst("storyboard:".count))
        if key.hasPrefix("@") {
            // The caller's own storyboard: the one its scene is in.
            let caller = String(key.dropFirst().prefix { $0 != "/" })
            guard let file = classes[caller]?.storyboard else { return nil }
            key = ((file as NSString).lastPathComponent as NSString).deletingPathExtension + String(key.drop { $0 != "/" })
        }
        return storyboardScenes[key]
    }

    /// The controller a property path holds (`member:Coordinator/container.navigation`, SRC-9):
    /// each property's construction in turn; a class's own navigation controller
    /// ('Container.navigation') at the end, or a class of the app's. Nil when a step is not known,
    /// or names only a UIKit class (every one of its kind, not this one).
    func memberClass(_ name: String) -> String? {
        let body = name.dropFirst("member:".count)
        guard let slash = body.firstIndex(of: "/") else { return nil }
        var type = String(body[..<slash])
        let path = body[body.index(after: slash)...].split(separator: ".").map(String.init)
        for (offset, property) in path.enumerated() {
            let key = "\(type).\(property)"
            if offset == path.count - 1, classes[key] != nil { return key }
            // `folders.navigationController`: UIKit's property of a controller, the one it is in:
            // a push onto it is a push by that controller (issue 49).
            if offset == path.count - 1, property == "navigationController", storedConstructions[key] == nil, isA(type, "UIViewController") {
                return type
            }
            guard let next = storedConstructions[key] else { return nil }
            type = next
        }
        return type.hasPrefix("UI") || type == name ? nil : type
    }

    /// An edge with the storyboard scenes it names resolved; nil when one is unknown.
    func resolvingScenes(_ edge: Edge) -> Edge? {
        func name(_ text: String) -> String? { sceneClass(text) }
        switch edge {
        case let .root(navigation, child, at):
            guard let navigation = name(navigation), let child = name(child) else { return nil }
            return .root(navigation: navigation, child: child, at: at)
        case let .push(from, child, at):
            guard let from = name(from), let child = name(child) else { return nil }
            return .push(from: from, child: child, at: at)
        case let .child(container, child, at):
            guard let container = name(container), let child = name(child) else { return nil }
            return .child(container: container, child: child, at: at)
        case let .present(from, child, style, captures, at):
            if style == nil, !captures, memberPresentationSettings.contains(child) { return nil }
            guard let from = name(from), let child = name(child) else { return nil }
            return .present(from: from, child: child, style: style, captures: captures, at: at)
        case let .tab(tabs, child, at):
            guard let tabs = name(tabs), let child = name(child) else { return nil }
            return .tab(tabs: tabs, child: child, at: at)
        }
    }

    /// Whether a navigation controller of class `name` hands the style on to its top.
    public func navigationForwards(_ name: String) -> Bool {
        navigationExtensionForwards != nil || inherited(name, \.forwardsStyle) != nil || inherited(name, \.getterAsksTop) != nil
    }

    /// Every edge, the lists' turned into roots, pushes and tabs now that classes are known,
    /// and the calls into the app's own functions followed.
    public var allEdges: [Edge] {
        var result = (edges + followedCalls().edges).compactMap(resolvingScenes)
        for list in lists {
            guard let owner = sceneClass(list.owner) else { continue }
            // A scene no storyboard read has ends what is known of a stack (SRC-9: unknown).
            var children: [(String, SourcePosition)] = []
            for child in list.children {
                guard let name = sceneClass(child.0) else { break }
                children.append((name, child.1))
            }
            if isA(owner, "UINavigationController") {
                for (offset, child) in children.enumerated() {
                    result.append(offset == 0 ? .root(navigation: owner, child: child.0, at: child.1)
                                              : .push(from: children[offset - 1].0, child: child.0, at: child.1))
                }
            } else if isA(owner, "UISplitViewController") {
                // Issue 49: a split view controller's columns are its children (how it hands the
                // status bar on is weighed both ways: ControllerAssembly.containerWays).
                // A plain UIKit class is every one of its kind in the app, not this column.
                result += list.children.compactMap { child in
                    sceneClass(child.0).flatMap { $0.hasPrefix("UI") ? nil : .child(container: owner, child: $0, at: child.1) }
                }
            } else if isA(owner, "UITabBarController") {
                // Each tab stands alone: an unknown one is only left out.
                result += list.children.compactMap { child in sceneClass(child.0).map { .tab(tabs: owner, child: $0, at: child.1) } }
            }
        }
        return result
    }
}

/// `SourceIndex.inherited`'s and `isA`'s answers. Copies of an index share it until one
/// changes, so it is locked: an index may be read from several threads.
final class InheritedMemo: @unchecked Sendable {
    struct Key: Hashable {
        var className: String
        var question: AnyKeyPath
    }

    private let lock = NSLock()
    private var answers: [Key: Any] = [:]
    private var ancestries: [[String]: Bool] = [:]

    subscript(key: Key) -> Any? {
        get { lock.withLock { answers[key] } }
        set { lock.withLock { answers[key] = newValue } }
    }

    /// `isA`'s answers, by [class, ancestor].
    subscript(ancestry key: [String]) -> Bool? {
        get { lock.withLock { ancestries[key] } }
        set { lock.withLock { ancestries[key] = newValue } }
    }
}

// MARK: Calls into the app's own functions (issue 36, pattern 6)

extension SourceIndex {
    /// How deep one function's result is followed into the functions it calls.
    static let followDepth = 4

    /// What `call` returns: the class of the controller, the class a navigation controller it
    /// builds wraps, and the style and capture set on it, or why it cannot be followed.
    func follow(_ call: AppCall, depth: Int = 0) -> Result<[(made: Made, root: String?)], FollowProblem> {
        guard let candidates = factories[call.function] else {
            return .failure(unfollowable.contains(call.function) ? .cannotFollow(call.function) : .notTheApps)
        }
        // SRC-9: several returns of one function (a `switch` per case): the case the call names
        // by a literal, else every case, each weighed. Two functions of one name: ambiguous.
        var chosen = Array(candidates)
        if candidates.count > 1 {
            let functions = Set(candidates.map(\.function))
            guard functions.count == 1, functions.first! != nil else { return .failure(.ambiguous(call.function, candidates.count)) }
            // Every return under the named case (a case may return in more than one place);
            // `default` only when no case of several patterns (unnamed here) may hold it.
            if let literal = call.literal, candidates.contains(where: { $0.branch == literal }) {
                chosen = candidates.filter { $0.branch == literal }
            } else if call.literal != nil, !candidates.contains(where: { $0.branch == nil }),
                      candidates.contains(where: { $0.branch == "default" }) {
                chosen = candidates.filter { $0.branch == "default" }
            }
            chosen.sort { ($0.branch ?? "", $0.className ?? "") < ($1.branch ?? "", $1.className ?? "") }
        }
        guard depth < Self.followDepth else { return .failure(.tooDeep(call.function)) }
        var results: [(made: Made, root: String?)] = []
        for candidate in chosen {
            switch followOne(candidate, call, depth: depth) {
            case .failure(let problem): return .failure(problem)
            case .success(let found): results += found
            }
        }
        return .success(results)
    }

    /// One return of a function, followed.
    private func followOne(_ candidate: Made, _ call: AppCall, depth: Int) -> Result<[(made: Made, root: String?)], FollowProblem> {
        var made = candidate
        func argument(_ place: Int?) -> String? {
            guard let place, place < call.arguments.count else { return nil }
            return call.arguments[place]
        }
        var root = argument(made.rootParameter)
        if let place = made.parameter {
            guard let argument = argument(place) else { return .failure(.cannotFollow(call.function)) }
            made.className = argument
        } else if let stored = made.stored {
            guard let className = storedConstructions[stored] else { return .failure(.cannotFollow(call.function)) }
            made.className = className
        } else if let inner = made.call {
            // The inner call's arguments that are this function's parameters take the caller's.
            let substituted = AppCall(function: inner.function, arguments: inner.arguments.map { text in
                guard let text, text.hasPrefix("$"), let place = Int(text.dropFirst()) else { return text }
                return argument(place)
            }, literal: inner.literal)
            switch follow(substituted, depth: depth + 1) {
            case .failure(let problem): return .failure(problem)
            case .success(let followed):
                let each: [(made: Made, root: String?)] = followed.compactMap { inner in
                    var each = made
                    each.className = inner.made.className
                    each.style = made.style ?? inner.made.style
                    each.captures = made.captures || inner.made.captures
                    let given = root ?? inner.root
                    guard let className = each.className, !className.hasPrefix("$") else { return nil }
                    return (each, given.flatMap { $0.hasPrefix("$") ? nil : $0 })
                }
                // Nothing followed to a class: said so (`--verbose`), as before.
                return each.isEmpty ? .failure(.cannotFollow(call.function)) : .success(each)
            }
        }
        guard let className = made.className, !className.hasPrefix("$") else { return .failure(.cannotFollow(call.function)) }
        if let given = root, given.hasPrefix("$") { root = nil }
        return .success([(made, root)])
    }

    public enum FollowProblem: Error, Equatable {
        case notTheApps
        case cannotFollow(String)
        case ambiguous(String, Int)
        case tooDeep(String)

        public var text: String? {
            switch self {
            case .notTheApps: nil
            case .cannotFollow(let name): tr("'%s' returns a controller the reader cannot follow", name)
            case .ambiguous(let name, let count): tr("%s functions named '%s' return different controllers", count, name)
            case .tooDeep(let name): tr("'%s' calls more than %s functions deep", name, Self.depth)
            }
        }
        static var depth: Int { SourceIndex.followDepth }
    }

    /// The edges the call sites give once followed, and the calls not followed, each with why.
    /// The methods that add what they are given as a child: those that call `addChild` on it,
    /// and those that hand it on to one of them on the same class, to any depth (issue 49).
    func effectiveAdders() -> [String: [ParameterPusher]] {
        var adders = parameterAdders
        var changed = !parameterRelays.isEmpty
        while changed {
            changed = false
            for relay in parameterRelays {
                guard (adders[relay.callee] ?? []).contains(where: { $0.place == relay.argument && isA(relay.owner, $0.owner) }) else { continue }
                let adder = ParameterPusher(owner: relay.owner, place: relay.place, onto: relay.owner)
                if adders[relay.function]?.contains(adder) != true {
                    adders[relay.function, default: []].append(adder)
                    changed = true
                }
            }
        }
        return adders
    }

    public func followedCalls() -> (edges: [Edge], unfollowed: [(SourcePosition, String)]) {
        let allAdders = effectiveAdders()
        var edges: [Edge] = []
        var unfollowed: [(SourcePosition, String)] = []
        for site in callSites {
            switch site.kind {
            case .present, .push:
                switch follow(site.call) {
                case .failure(let problem):
                    if let text = problem.text { unfollowed.append((site.at, text)) }
                case .success(let all):
                    for followed in all {
                        let child = followed.made.className!
                        if let root = followed.root { edges.append(.root(navigation: child, child: root, at: site.at)) }
                        if site.kind == .present {
                            edges.append(.present(from: site.from, child: child, style: site.style ?? followed.made.style,
                                                  captures: site.captures || followed.made.captures, at: site.at))
                        } else {
                            edges.append(.push(from: site.from, child: child, at: site.at))
                        }
                    }
                }
            case .passes:
                // `webView.presentOverlayController(controller: view, …)`: a method that presents
                // what it is given, onto a presenter the sources do not name.
                // A router's `push(_:)`: of the receiver's class when it is known, else of the one
                // class that has such a method (SRC-9).
                let receiver = site.receiver.flatMap(sceneClass)
                // Issue 49: a helper that adds what it is given as a child of the receiver.
                let adders = (allAdders[site.call.function] ?? []).filter { adder in receiver.map { isA($0, adder.owner) } ?? false }
                if adders.count == 1, let adder = adders.first, let container = receiver, adder.place < site.call.arguments.count,
                   let child = site.call.arguments[adder.place], !child.hasPrefix("$") {
                    edges.append(.child(container: container, child: child, at: site.at))
                }
                let pushers = (parameterPushers[site.call.function] ?? []).filter { pusher in receiver.map { isA($0, pusher.owner) } ?? true }
                if pushers.count == 1, let pusher = pushers.first, pusher.place < site.call.arguments.count,
                   let child = site.call.arguments[pusher.place], !child.hasPrefix("$"),
                   let onto = sceneClass(pusher.onto) ?? (pusher.orOwner ? pusher.owner : nil) {
                    edges.append(.push(from: onto, child: child, at: site.at))
                }
                guard let place = parameterPresenters[site.call.function], place < site.call.arguments.count,
                      let child = site.call.arguments[place], !child.hasPrefix("$") else { break }
                let given = place < site.argumentStyles.count ? site.argumentStyles[place] : nil
                edges.append(.present(from: "", child: child, style: given ?? parameterPresenterStyles[site.call.function],
                                      captures: place < site.argumentCaptures.count && site.argumentCaptures[place], at: site.at))
            case .method(let receiver):
                // `Toast().show(on: self)`: the receiver presents itself onto the argument.
                for presenter in selfPresenters[site.call.function] ?? [] where isA(receiver, presenter.className) {
                    let from = presenter.parameter < site.call.arguments.count ? site.call.arguments[presenter.parameter] : nil
                    edges.append(.present(from: from.flatMap { $0.hasPrefix("$") ? nil : $0 } ?? "", child: receiver, style: nil,
                                          captures: false, at: site.at))
                }
            }
        }
        return (edges, unfollowed)
    }
}