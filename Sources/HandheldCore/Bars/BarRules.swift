/// The rules of section 13 that decide what a bar is at one moment: its height (BAR-4), its
/// large title (BAR-3), how far the content under it is from its scroll edge (BAR-2) and the
/// appearance slot in use, resolved with UIKit's fallbacks (BAR-1). Pure functions of the
/// state: the Scene, `expect`, `--state` and the explanation all read them.
extension EngineState {
    /// BAR-8: iOS 26 and later draw Liquid Glass for an app built with SDK 26 or later (VER-10:
    /// an SDK-18 build on 26 draws as 18), unless the app asks for compatibility, which only an
    /// SDK-26 build can (section 10: "The system ignores this key when you build for iOS 27").
    public var drawsGlass: Bool { linked >= .iOS26 && !(infoPlist.designRequiresCompatibility == true && sdk == .iOS26) }

    /// BAR-4: a phone in landscape has compact height.
    public func isCompactHeight(_ orientation: InterfaceOrientation) -> Bool { !device.isPad && orientation.isLandscape }

    /// Where a navigation bar starts: below the status bar's band (the top safe area), none in
    /// landscape on a phone that hides it there.
    public func barTop(_ orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape ? (device.showsStatusBarInLandscape ? device.statusBarHeight : 0) : device.safeAreaTop
    }

    /// The navigation bar's height below the top safe area (BAR-4: profile data).
    public func navigationBarHeight(_ orientation: InterfaceOrientation) -> Double {
        isCompactHeight(orientation) ? device.compactBarHeight : device.navigationBarHeight
    }

    /// The tab bar's height above the bottom safe area (BAR-4).
    public func tabBarHeight(_ orientation: InterfaceOrientation) -> Double {
        isCompactHeight(orientation) ? device.compactBarHeight : device.tabBarHeight
    }

    /// BAR-7: on the iPad from iOS 18 a tabs controller's bar floats at the top.
    public var tabBarOnTop: Bool { device.isPad && linked >= .iOS18 }

    /// BAR-3: whether `id`, on top of `navigation`'s stack, shows a large title.
    public func showsLargeTitle(_ id: String, in navigation: Controller, hierarchy: Hierarchy, orientation: InterfaceOrientation) -> Bool {
        guard let bar = navigation.navigationBar, bar.prefersLargeTitles, !isCompactHeight(orientation),
              let controller = hierarchy[id] else { return false }
        // SUI-10: in a SwiftUI stack a screen without a title shows no large title.
        if bar.swiftUI, !controller.titleGiven { return false }
        return controller.largeTitleInStack != .never
    }

    /// BAR-2: the scroll offset `id`'s content shows now (an animated scroll in flight, else
    /// the last one set).
    public func scrollOffset(of id: String, in hierarchy: Hierarchy? = nil) -> Double {
        if let scroll = scrollAnimation, scroll.controller == id, scroll.end > now { return scroll.offset(at: now) }
        return (hierarchy ?? self.hierarchy)[id]?.scrollOffset ?? 0
    }

    /// BAR-2: how much a bar over `top` (the top of a navigation stack) is at its scroll edge,
    /// 1 at it, 0 from 10 pt past it; a content without a scroll view is always at it. With a
    /// large title the edge is where its band has collapsed (52).
    public func scrollEdgeShare(under top: String, in hierarchy: Hierarchy, largeTitle: Bool) -> Double {
        let content = hierarchy.contentController(from: top)
        guard hierarchy[content]?.preferences.scrollView == true else { return 1 }
        let past = scrollOffset(of: content, in: hierarchy) - (largeTitle ? device.largeTitleBand : 0)
        return min(1, max(0, 1 - past / BarMetrics.scrollEdgeFade))
    }

    /// BAR-1: the appearance a navigation bar uses over `top`, with the slot and where it came from.
    public func navigationBarAppearance(_ navigation: Controller, top: String, in hierarchy: Hierarchy,
                                        orientation: InterfaceOrientation) -> BarAppearanceInUse {
        let largeTitle = showsLargeTitle(top, in: navigation, hierarchy: hierarchy, orientation: orientation)
        let compact = isCompactHeight(orientation)
        // On iOS 13 the scroll-edge slots apply only while a large title shows; from iOS 15 to every bar.
        let edgeApplies = linked >= .iOS15 || (linked == .iOS13 && largeTitle)
        let share = edgeApplies ? scrollEdgeShare(under: top, in: hierarchy, largeTitle: largeTitle) : 0
        var item = hierarchy[top]?.preferences.appearances ?? BarAppearances()
        // SUI-9: a SwiftUI destination's toolbarBackground is its item's appearance.
        if let top = hierarchy[top], top.kind == .hosting { item = SwiftUIRules.toolbarAppearances(top.preferences.swiftUI, for: .navigationBar, over: item) }
        var bar = navigation.preferences.appearances
        // THEME-6: a themed navigation controller gives its theme's colours to its standard and
        // scroll-edge appearances; an appearance given in the file wins slot by slot.
        if navigation.isThemed, let theme = navigation.appliedTheme {
            let themed = BarAppearance(background: .opaque, backgroundColor: theme.barBackgroundColor,
                                       titleColor: theme.barForegroundColor, largeTitleColor: theme.barForegroundColor)
            bar.standard = bar.standard ?? themed
            bar.scrollEdge = bar.scrollEdge ?? themed
        }
        let resolver = AppearanceResolver(ios: ios, item: item, bar: bar, itemID: top, barID: navigation.id)
        let slot = AppearanceSlot.of(compact: compact, scrollEdge: share > 0)
        let away = resolver.resolve(compact ? .compactAppearance : .standardAppearance)
        let edge = edgeApplies ? resolver.resolve(compact ? .compactScrollEdgeAppearance : .scrollEdgeAppearance) : away
        return BarAppearanceInUse(slot: linked >= .iOS13 ? slot : .standardAppearance, standard: away, scrollEdge: edge,
                                  scrollEdgeShare: share, largeTitle: largeTitle)
    }

    /// SUI-8: whether `id`'s navigation bar, in the slot in use (whatever BAR-8 draws), has no
    /// background now.
    public func navigationBarIsTransparent(_ id: String) -> Bool {
        guard let navigation = hierarchy[id], let top = navigation.topOfStack else { return false }
        return navigationBarAppearance(navigation, top: top, in: hierarchy, orientation: orientation).inUse.appearance.isTransparent
    }

    /// BAR-1: the appearance a tab bar uses (standard, or scroll edge while the content's
    /// bottom is in view from iOS 15).
    public func tabBarAppearance(_ tabs: Controller, in hierarchy: Hierarchy) -> BarAppearanceInUse {
        var given = tabs.preferences.appearances
        // SUI-9: the selected SwiftUI tab's toolbarBackground for the tab bar, while it is selected.
        if let selected = tabs.selectedChild.flatMap({ hierarchy[$0] }), selected.kind == .hosting {
            given = SwiftUIRules.toolbarAppearances(selected.preferences.swiftUI, for: .tabBar, over: given)
        }
        var slots = BarAppearances()
        slots.standard = given.standard
        slots.scrollEdge = given.scrollEdge
        let resolver = AppearanceResolver(ios: ios, item: BarAppearances(), bar: slots, itemID: tabs.id, barID: tabs.id)
        let standard = resolver.resolve(.standardAppearance)
        var share = 0.0
        if linked >= .iOS15, let selected = tabs.selectedChild {
            // The tab bar's scroll edge is the content's bottom: in view without a scroll view,
            // or scrolled to its end.
            let content = hierarchy.contentController(from: selected)
            if let controller = hierarchy[content], controller.preferences.scrollView {
                let remaining = scrollLimit(of: content, in: hierarchy) - scrollOffset(of: content, in: hierarchy)
                share = min(1, max(0, 1 - remaining / BarMetrics.scrollEdgeFade))
            } else {
                share = 1
            }
        }
        let edge = linked >= .iOS15 ? resolver.resolve(.scrollEdgeAppearance) : standard
        return BarAppearanceInUse(slot: share > 0 ? .scrollEdgeAppearance : .standardAppearance, standard: standard, scrollEdge: edge,
                                  scrollEdgeShare: share, largeTitle: false)
    }

    /// BAR-1's answer for `expect` `barAppearance` and `--state`: the slot in use on a
    /// navigation or tabs controller (default: the top content's navigation controller).
    public func appearanceInUse(on id: String?) -> (controller: String, appearance: BarAppearanceInUse)? {
        let top = topContentController
        let target = id ?? hierarchy.navigationController(containing: top) ?? hierarchy.tabsController(containing: top)
        guard let target, let controller = hierarchy[target] else { return nil }
        switch controller.kind {
        case .navigation:
            guard let top = controller.topOfStack else { return nil }
            return (target, navigationBarAppearance(controller, top: top, in: hierarchy, orientation: orientation))
        case .tabs:
            return (target, tabBarAppearance(controller, in: hierarchy))
        case .view, .container, .hosting:
            return nil
        }
    }

    /// BAR-2: how far `id`'s content scrolls: its height less the height it is shown in (below
    /// the bars over it, above the tab bar and the home indicator), and a large title's band.
    public func scrollLimit(of id: String, in hierarchy: Hierarchy? = nil) -> Double {
        let hierarchy = hierarchy ?? self.hierarchy
        guard let controller = hierarchy[id] else { return 0 }
        let landscape = orientation.isLandscape
        let interfaceHeight = landscape ? device.screenWidth : device.screenHeight
        let content = controller.preferences.contentHeight > 0 ? controller.preferences.contentHeight : 2 * device.screenHeight
        var top = barTop(orientation)
        var bottom = landscape ? device.safeAreaBottomLandscape : device.safeAreaBottom
        var band = 0.0
        if let navigationID = hierarchy.navigationController(containing: id), let navigation = hierarchy[navigationID],
           navigation.navigationBar?.isHidden == false, let top0 = navigation.topOfStack {
            top += navigationBarHeight(orientation)
            if showsLargeTitle(top0, in: navigation, hierarchy: hierarchy, orientation: orientation) { band = device.largeTitleBand }
        }
        if hierarchy.tabsController(containing: id) != nil, !tabBarOnTop { bottom += tabBarHeight(orientation) }
        return max(0, content - (interfaceHeight - top - bottom)) + band
    }
}

/// Section 13's numbers that are not per device (Apple's, or this project's where marked).
public enum BarMetrics {
    /// BAR-3: the large title's font size (its band is profile data).
    public static let largeTitleSize = 34.0
    /// BAR-2: the cross-fade from the scroll-edge appearance runs over this many points.
    public static let scrollEdgeFade = 10.0
    /// BAR-2: an animated `scroll` takes this long.
    public static let scrollDuration = 0.3
    /// BAR-8a (this project's numbers): iOS 27's `automatic` scroll edge effect is a band of the
    /// background this opaque; `hard` is this opaque, with a line.
    public static let automaticEdgeOpacity = 0.85
    public static let hardEdgeOpacity = 0.95
    /// BAR-10 (this project's number): between the tab bar's capsule and the prominent tab's circle.
    public static let prominentTabGap = 8.0
    /// BAR-9: a minimized bar restores over this long (this project's number).
    public static let minimizationRestore = 0.3
    /// BAR-8: the glass back button's circle.
    public static let glassBackDiameter = 44.0
    /// BAR-7 (this project's numbers): the iPad's top tab bar: each item its label's width plus this.
    public static let topTabItemPadding = 24.0
    public static let topTabBarHeight = 36.0
}

/// BAR-1: a bar's appearance at one moment: the slot in use, both appearances it blends
/// between while the content crosses its scroll edge, and how far it has crossed.
public struct BarAppearanceInUse: Equatable, Sendable {
    /// The slot in use: the scroll-edge one until its fade ends.
    public var slot: AppearanceSlot
    /// Away from the scroll edge (standard, or compact).
    public var standard: ResolvedAppearance
    /// At the scroll edge.
    public var scrollEdge: ResolvedAppearance
    /// 1 at the scroll edge, 0 from 10 pt past it.
    public var scrollEdgeShare: Double
    /// BAR-3: a large title shows.
    public var largeTitle: Bool

    /// The appearance of the slot in use.
    public var inUse: ResolvedAppearance { slot.isScrollEdge ? scrollEdge : standard }

    /// The explanation's line for `controller`'s bar, naming its rule (issue 34): "'nav' uses its
    /// scrollEdgeAppearance: scrollEdgeAppearance of 'nav' (BAR-1)".
    public func explained(for controller: String) -> String {
        let origin = inUse.origin
        // The origin names its rule already in any language (a translation writes "（BAR-1）",
        // issue 50: "（BAR-1）（BAR-1）" in Chinese).
        let named = origin.contains("(BAR-") || origin.contains("（BAR-")
        return tr("'%s' uses its %s: %s", controller, slot.rawValue, origin) + (named ? "" : tr(" (BAR-1)"))
    }
}

/// One slot's appearance after UIKit's fallbacks, and where it came from.
public struct ResolvedAppearance: Equatable, Sendable {
    public var appearance: BarAppearance
    /// Where it came from, worded only when read (the Scene resolves slots at every frame).
    public var originMessage: DeferredMessage
    /// Nothing in the chain was given: the system's default (BAR-8 draws it as glass).
    public var isSystemDefault: Bool

    /// The explanation's words ("scrollEdgeAppearance of 'nav' is empty: …").
    public var origin: String { originMessage.text }

    init(appearance: BarAppearance, origin: DeferredMessage, isSystemDefault: Bool) {
        self.appearance = appearance
        originMessage = origin
        self.isSystemDefault = isSystemDefault
    }
}

/// BAR-1's fallbacks, slot by slot: the item's, the bar's, then the slot it falls back to.
struct AppearanceResolver {
    let ios: IOSVersion
    let item: BarAppearances
    let bar: BarAppearances
    let itemID: String
    let barID: String

    func resolve(_ slot: AppearanceSlot) -> ResolvedAppearance {
        if let given = item[slot] {
            return ResolvedAppearance(appearance: given, origin: trLater("%s of '%s''s navigationItem", slot.rawValue, itemID), isSystemDefault: false)
        }
        if let given = bar[slot] {
            return ResolvedAppearance(appearance: given, origin: trLater("%s of '%s'", slot.rawValue, barID), isSystemDefault: false)
        }
        switch slot {
        case .standardAppearance:
            return ResolvedAppearance(appearance: BarAppearance(), origin: trLater("no standardAppearance: the system default (BAR-1)"), isSystemDefault: true)
        case .compactAppearance:
            var standard = resolve(.standardAppearance)
            standard.originMessage = trLater("compactAppearance of '%s' is empty: %s uses the standard appearance (%s)", barID, ios.name, standard.originMessage)
            return standard
        case .scrollEdgeAppearance:
            let standard = resolve(.standardAppearance)
            return ResolvedAppearance(
                appearance: standard.appearance.withTransparentBackground,
                origin: trLater("scrollEdgeAppearance of '%s' is empty: %s uses the standard appearance with a transparent background (BAR-1)", barID, ios.name),
                isSystemDefault: standard.isSystemDefault)
        case .compactScrollEdgeAppearance:
            var edge = resolve(.scrollEdgeAppearance)
            edge.originMessage = trLater("compactScrollEdgeAppearance of '%s' is empty: %s uses the scroll-edge appearance (%s)", barID, ios.name, edge.originMessage)
            return edge
        }
    }
}
