/// Section 15's rules that are not part of UIKit's walk itself: where a SwiftUI modifier is read.
public enum SwiftUIRules {
    /// SUI-9: `toolbarBackground(_:for:)` as appearances laid over `given` (this project's
    /// choice): its colour the background colour of every slot; `.visible` keeps the standard
    /// background at the scroll edge, `.hidden` is transparent everywhere, `.automatic` (or
    /// none) leaves BAR-2's rule (Apple's documentation).
    static func toolbarAppearances(_ modifiers: SwiftUIModifiers, for bar: SwiftUIBar, over given: BarAppearances) -> BarAppearances {
        let colour = modifiers.toolbarBackground[bar]
        let visibility = modifiers.toolbarBackgroundVisibility[bar] ?? .automatic
        guard colour != nil || visibility != .automatic else { return given }
        var slots = given
        if visibility == .hidden {
            let clear = BarAppearance(background: .transparent)
            for slot in AppearanceSlot.allCases { slots[slot] = clear }
            return slots
        }
        let standard = BarAppearance(background: .default, backgroundColor: colour)
        slots.standard = standard
        slots.compact = standard
        if visibility == .visible {
            slots.scrollEdge = standard
            slots.compactScrollEdge = standard
        }
        return slots
    }

    /// SUI-15b: the innermost hosting controller on the visible path from `id` (itself
    /// included) whose content sets the status bar's color scheme, and the scheme.
    public static func statusBarScheme(below id: String, in hierarchy: Hierarchy) -> (String, SystemAppearance)? {
        var found: (String, SystemAppearance)?
        var current: String? = id
        for _ in 0...hierarchy.controllers.count {
            guard let next = current, let controller = hierarchy[next] else { break }
            if controller.kind == .hosting, let scheme = controller.preferences.swiftUI.statusBarColorScheme, let scheme { found = (next, scheme) }
            switch controller.kind {
            case .hosting: current = controller.children.first
            case .navigation where controller.swiftUIContainer != nil: current = controller.topOfStack
            case .tabs where controller.swiftUIContainer != nil: current = controller.selectedChild
            case .container where controller.swiftUIContainer != nil: current = controller.statusBarChild
            default: current = nil
            }
        }
        return found
    }

    /// SUI-8: the style `toolbarColorScheme(_:for: .navigationBar)` on SwiftUI's navigation
    /// controller's top destination (the selected tab's, in a TabView) asks for, if any: light
    /// glyphs for `.dark`, dark for `.light` (by symmetry: this project's choice).
    public static func toolbarStyle(_ top: Controller) -> (scheme: SystemAppearance, style: StatusBarStyle)? {
        guard top.kind == .hosting, let scheme = top.preferences.swiftUI.toolbarColorScheme[.navigationBar] else { return nil }
        return (scheme, scheme == .dark ? .lightContent : .darkContent)
    }

    /// SUI-6: why `hosting`'s `statusBarHidden` is not read where it sits, or nil when it is.
    /// Only where it sits decides; the walk reaches only what is on screen (a destination
    /// while top, a tab while selected), and SB-2 leaves sheets out.
    public static func statusBarHiddenIgnored(_ hosting: Controller, in hierarchy: Hierarchy, ios: IOSVersion) -> (reason: DeferredMessage, fix: DeferredMessage)? {
        guard let parent = hosting.parent.flatMap({ hierarchy[$0] }), parent.kind == .navigation else { return nil }
        switch parent.swiftUIContainer {
        case .navigationStack where parent.children.first == hosting.id:
            return (trLater("as a NavigationStack's root content (observed on iOS 16, assumed from 17)"),
                    trLater("Put .statusBarHidden on the view around the NavigationStack"))
        case .navigationStack:
            return (trLater("inside a NavigationStack destination (observed on iOS 16, assumed from 17)"),
                    trLater("Put .statusBarHidden on the view around the NavigationStack"))
        case .navigationView where ios < .iOS15:
            return (trLater("inside a NavigationView destination on iOS 13 and 14 (observed on iOS 14.4)"),
                    trLater("Put .statusBarHidden on the view around the NavigationView"))
        default:
            return nil
        }
    }
}
