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

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A value the sources give as a literal, or not (SRC-2: the reader never guesses).
public enum Recovered<Value: Equatable & Sendable>: Equatable, Sendable {
    case known(Value)
    case unknown
}

/// What a class says about the status bar, each with its position (SRC-2).
public struct ClassInfo: Equatable, Sendable {
    public var name: String
    public var superclass: String?
    public var position: SourcePosition
    /// `override var preferredStatusBarStyle`: its literal, or unknown.
    public var styleOverride: Override<StatusBarStyle>?
    public var hiddenOverride: Override<Bool>?
    /// Whether the class hands the status bar style on to a child (`childForStatusBarStyle`
    /// returning its top, visible or selected controller, or `preferredStatusBarStyle`
    /// returning that child's, SRC-8), and where it says so.
    public var forwardsStyle: SourcePosition?
    /// `childForStatusBarStyle` returning something the reader cannot name (a stored property,
    /// a computed choice): whether it is the child in question is unknown.
    public var forwardsStyleUnknown: SourcePosition?
    /// `modalPresentationStyle` as the class sets it on itself.
    public var presentationStyle: Override<ModalPresentationStyle>?
    /// `modalPresentationCapturesStatusBarAppearance = true` on itself.
    public var captures: SourcePosition?
    /// `navigationBar.barStyle` set on itself (a navigation controller).
    public var barStyle: Override<NavigationBarStyle>?
    /// A navigation bar it hides while on top (`setNavigationBarHidden(true…)` or
    /// `isNavigationBarHidden = true`, SB-4).
    public var hidesNavigationBar: SourcePosition?
    /// `childForStatusBarHidden` (or `prefersStatusBarHidden` returning the top's) handing on.
    public var forwardsHidden: SourcePosition?
    public var forwardsHiddenUnknown: SourcePosition?
    /// `override var preferredStatusBarUpdateAnimation`.
    public var animationOverride: SourcePosition?
    /// Where it comes from a storyboard scene rather than Swift (`Main.storyboard`).
    public var storyboard: String?

    public init(name: String, superclass: String?, position: SourcePosition) {
        self.name = name
        self.superclass = superclass
        self.position = position
    }
}

/// An overridden or assigned value and where.
public struct Override<Value: Equatable & Sendable>: Equatable, Sendable {
    public var value: Recovered<Value>
    public var position: SourcePosition
}

/// How one controller class comes to be on screen (SRC-2's edges), each at the position of the
/// call or construction that gives it.
public enum Edge: Equatable, Sendable {
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

/// Everything read from an app's sources.
public struct SourceIndex: Sendable {
    public var classes: [String: ClassInfo] = [:]
    public var edges: [Edge] = []
    /// `extension UINavigationController { override var childForStatusBarStyle … }`: every
    /// navigation controller forwards (SRC-2).
    public var navigationExtensionForwards: SourcePosition?
    /// SRC-3: `UIViewControllerBasedStatusBarAppearance` = NO in an Info.plist (global mode,
    /// SB-1), at its key.
    public var globalMode: SourcePosition?
    /// SRC-3: `UIStatusBarStyle` in an Info.plist, at its key.
    public var launchStyle: SourcePosition?
    /// `UIApplication.shared.setStatusBarStyle(…)`, `.statusBarStyle = …`, `.isStatusBarHidden = …`
    /// and `setStatusBarHidden(…)`: what each sets and where (SB-1).
    public var applicationSetters: [(property: String, position: SourcePosition)] = []
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
    /// Files that did not parse cleanly, with where.
    public var problems: [(SourcePosition, String)] = []
    /// Swift lines read.
    public var lines = 0

    public init() {}

    /// Whether `name` is, or inherits from, `ancestor` (UIKit's classes known by name).
    public func isA(_ name: String, _ ancestor: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            if c == ancestor { return true }
            current = classes[c]?.superclass
        }
        return false
    }

    /// The first place in `name`'s chain of classes (itself, then its superclasses) that says
    /// something, per `pick`.
    public func inherited<T>(_ name: String, _ pick: (ClassInfo) -> T?) -> T? {
        var current: String? = name
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            if let info = classes[c], let found = pick(info) { return found }
            current = classes[c]?.superclass
        }
        return nil
    }

    /// Whether a navigation controller of class `name` hands the style on to its top.
    public func navigationForwards(_ name: String) -> Bool {
        navigationExtensionForwards != nil || inherited(name, \.forwardsStyle) != nil
    }

    /// Every edge, the lists' turned into roots, pushes and tabs now that classes are known.
    public var allEdges: [Edge] {
        var result = edges
        for list in lists {
            if isA(list.owner, "UINavigationController") {
                for (offset, child) in list.children.enumerated() {
                    result.append(offset == 0 ? .root(navigation: list.owner, child: child.0, at: child.1)
                                              : .push(from: list.children[offset - 1].0, child: child.0, at: child.1))
                }
            } else if isA(list.owner, "UITabBarController") {
                result += list.children.map { .tab(tabs: list.owner, child: $0.0, at: $0.1) }
            }
        }
        return result
    }
}
