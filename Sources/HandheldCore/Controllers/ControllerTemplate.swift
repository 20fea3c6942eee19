/// The kinds of new controller the window's Push and Present buttons make.
public enum ControllerTemplate: String, Equatable, Sendable, CaseIterable {
    /// A plain view controller.
    case view
    /// A navigation controller with one view controller.
    case navigation
    /// A navigation controller that follows the theme (the article's AppNavigationController, THEME-3).
    case themedNavigation = "themed navigation"
    /// A tabs controller with two view controllers.
    case tabs
    /// A container with two view controllers, laid out by it; it may name one as its
    /// status-bar child (SB-3, VC-6).
    case container
    /// A SwiftUI screen: a hosting controller (SUI-1).
    case swiftUIView = "SwiftUI view"
    /// A hosting controller whose content is a NavigationStack with one SwiftUI screen (SUI-5).
    case swiftUINavigationStack = "SwiftUI NavigationStack"

    /// The Push and Present chooser's words for it.
    public var label: String {
        switch self {
        case .view: tr("new view controller")
        case .navigation: tr("new navigation controller")
        case .themedNavigation: tr("new themed navigation controller")
        case .tabs: tr("new tabs controller")
        case .container: tr("new container controller")
        case .swiftUIView: tr("new SwiftUI view (hosting controller)")
        case .swiftUINavigationStack: tr("new SwiftUI NavigationStack")
        }
    }

    /// What the window shows first: two tabs, one a navigation controller with a black bar (an
    /// opaque dark appearance in both slots, as apps write it since iOS 15, BAR-1) over a
    /// scrolling inbox, the other a dark profile asking for light content. It gives no
    /// preference UIKit would not read (SB-11) and no glyphs that cannot be seen (VER-7), so the
    /// untouched session, and a saved copy of it, lint clean (issue 20).
    public static var playgroundStart: ControllerSpec {
        var profile = ControllerSpec(id: "profile", title: tr("Profile"))
        profile.preferences.statusBarStyleOverride = .lightContent
        profile.preferences.backgroundColor = ThemeColor(Color(hex: 0x1C2541))
        var inbox = ControllerSpec(id: "inbox", title: tr("Inbox"))
        inbox.preferences.scrollView = true
        var nav = ControllerSpec(id: "nav", kind: .navigation, title: tr("Mail"), children: [inbox], barStyle: .black)
        let dark = BarAppearance(background: .opaque, backgroundColor: ThemeColor(Color(hex: 0x121212)), titleColor: ThemeColor(.white))
        nav.preferences.appearances.standard = dark
        nav.preferences.appearances.scrollEdge = dark
        return ControllerSpec(id: "tabs", kind: .tabs, title: tr("Tabs"), children: [nav, profile], selectedIndex: 0)
    }

    /// A new spec whose ids are not yet in `hierarchy`, numbered from `number` up.
    public func make(number: Int, avoiding hierarchy: Hierarchy) -> ControllerSpec {
        var n = max(1, number)
        func free(_ ids: [String]) -> Bool { ids.allSatisfy { !hierarchy.contains($0) } }
        while true {
            let spec: ControllerSpec
            switch self {
            case .view:
                spec = ControllerSpec(id: "screen\(n)", title: tr("Screen %s", n))
            case .navigation, .themedNavigation:
                var navigation = ControllerSpec(id: "nav\(n)", kind: .navigation, title: tr("Nav %s", n),
                                                children: [ControllerSpec(id: "nav\(n)-root", title: tr("Root %s", n))])
                navigation.themed = self == .themedNavigation
                spec = navigation
            case .tabs:
                spec = ControllerSpec(id: "tabs\(n)", kind: .tabs, title: tr("Tabs %s", n), children: [
                    ControllerSpec(id: "tabs\(n)-a", title: tr("First %s", n)), ControllerSpec(id: "tabs\(n)-b", title: tr("Second %s", n)),
                ], selectedIndex: 0)
            case .container:
                spec = ControllerSpec(id: "box\(n)", kind: .container, title: tr("Box %s", n), children: [
                    ControllerSpec(id: "box\(n)-a", title: tr("Part A %s", n)), ControllerSpec(id: "box\(n)-b", title: tr("Part B %s", n)),
                ])
            case .swiftUIView:
                var hosting = ControllerSpec(id: "swiftui\(n)", kind: .hosting, title: tr("SwiftUI %s", n))
                hosting.view = "Screen\(n)View"
                spec = hosting
            case .swiftUINavigationStack:
                var root = ControllerSpec(id: "stack\(n)-root", kind: .hosting, title: tr("Root %s", n))
                root.view = "Root\(n)View"
                var stack = ControllerSpec(id: "stack\(n)", kind: .navigation, children: [root])
                stack.swiftUIContainer = .navigationStack
                var hosting = ControllerSpec(id: "app\(n)", kind: .hosting, title: tr("App %s", n), children: [stack])
                hosting.view = "App\(n)View"
                spec = hosting
            }
            if free(spec.allIDs) { return spec }
            n += 1
        }
    }
}
