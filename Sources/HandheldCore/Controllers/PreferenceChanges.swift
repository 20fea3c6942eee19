/// Changes to a controller's properties, as the `set` op or the window's controls give them.
/// `nil` leaves a property as it is.
public struct PreferenceChanges: Equatable, Sendable {
    public var title: String?
    public var statusBarStyle: StatusBarStyle?
    public var statusBarHidden: Bool?
    public var statusBarAnimation: StatusBarAnimation?
    public var presentationStyle: ModalPresentationStyle?
    public var capturesStatusBarAppearance: Bool?
    /// `.some(nil)` clears it.
    public var childForStatusBarStyle: String??
    /// `.some(nil)` clears it.
    public var childForStatusBarHidden: String??
    /// `prefersNavigationBarHidden` (POP-4).
    public var navigationBarHidden: Bool?
    public var interactivePopDisabled: Bool?
    public var popMaxDistance: Double?
    /// A colour, or `.some(nil)` to clear it (PIC-4).
    public var backgroundColor: ThemeColor??
    public var overrideUserInterfaceStyle: UserInterfaceStyle?
    /// `isModalInPresentation` (UI-6).
    public var modalInPresentation: Bool?
    /// BAR-1's slots; `.some(nil)` clears one.
    public var standardAppearance: BarAppearance??
    public var compactAppearance: BarAppearance??
    public var scrollEdgeAppearance: BarAppearance??
    public var compactScrollEdgeAppearance: BarAppearance??
    public var largeTitleDisplayMode: LargeTitleDisplayMode?
    /// BAR-2.
    public var scrollView: Bool?
    public var contentHeight: Double?
    /// BAR-6; `.some(nil)` clears it.
    public var backButtonTitle: String??
    /// BAR-8a, BAR-9 (iOS 26, 27).
    public var scrollEdgeEffectStyle: ScrollEdgeEffectStyle?
    public var barMinimization: BarMinimization?
    public var safeAreaAdjustment: SafeAreaAdjustment?
    /// BAR-10: tabs controllers only; `.some(nil)` clears it.
    public var prominentTab: String??
    /// A hosting controller's SwiftUI modifiers, laid over its own (section 15).
    public var swiftUI: SwiftUIModifiers?
    /// Navigation controllers only.
    public var barStyle: NavigationBarStyle?
    /// Navigation controllers only: `setNavigationBarHidden`, applied at once (POP-4).
    public var barHidden: Bool?
    /// Navigation controllers only.
    public var viewControllerBasedNavigationBarAppearance: Bool?
    /// VER-5's gestures of a navigation controller.
    public var fullscreenPopGesture: Bool?
    public var contentPopGestureEnabled: Bool?
    /// BAR-3: `navigationBar.prefersLargeTitles`.
    public var prefersLargeTitles: Bool?

    /// No changes.
    public init() {}

    /// Whether any field of a navigation controller's own (its bar) is set.
    public var touchesNavigationBar: Bool {
        PreferenceField.all.contains { $0.scope == .navigationBar && $0.write(self) != nil }
    }

    /// Whether any field that every controller has is set.
    public var touchesController: Bool {
        swiftUI != nil || PreferenceField.all.contains { $0.scope != .navigationBar && $0.write(self) != nil }
    }

    /// Whether a field SB-2 reads of a presented controller is set.
    public var touchesPresentation: Bool {
        presentationStyle != nil || capturesStatusBarAppearance != nil
    }

    /// Whether a status bar preference is set (the ones the managed tree holds, MGR-8).
    public var touchesStatusBar: Bool {
        statusBarStyle != nil || statusBarHidden != nil || statusBarAnimation != nil
    }

    /// Applies the preference fields (not the title, not the bar's) and describes each change
    /// in UIKit's words, for the event log.
    @discardableResult
    public func apply(to preferences: inout ControllerPreferences) -> [String] {
        var described = PreferenceField.all.compactMap { $0.apply(self, &preferences) }
        if let swiftUI {
            preferences.swiftUI = preferences.swiftUI.merged(with: swiftUI)
            // SUI-10: the title display mode is the navigation item's (BAR-3).
            if let mode = swiftUI.titleDisplayMode { preferences.largeTitleDisplayMode = mode.largeTitleDisplayMode }
            described.append(tr("SwiftUI modifiers %s", swiftUI.description))
        }
        return described
    }
}

/// `set`: changes a controller's properties (VC-2) and the bar of its navigation controller
/// (VC-3, POP-4's `setNavigationBarHidden`), then, unless told not to, calls
/// `setNeedsStatusBarAppearanceUpdate()` (SB-7). In managed mode the status bar setters go to
/// the controller's node (MGR-8); in global mode they are ignored (SB-10).
extension EngineTransaction {
    mutating func set(target given: String?, _ changes: PreferenceChanges, update: Bool) throws(EngineError) {
        let target = given ?? hierarchy.topContentController
        var controller = try hierarchy.controller(target)
        var barTarget: String?
        if changes.touchesNavigationBar {
            if given != nil {
                guard controller.kind == .navigation else {
                    let field = PreferenceField.all.first { $0.scope == .navigationBar && $0.write(changes) != nil }?.name ?? "barStyle"
                    throw .navigationOnly(field: field, id: target)
                }
                barTarget = target
            } else {
                guard let navigation = hierarchy.navigationController(containing: target) else {
                    throw .noNavigationController(from: target)
                }
                barTarget = navigation
            }
        }
        for case let .some(.some(child)) in [changes.childForStatusBarStyle, changes.childForStatusBarHidden, changes.prominentTab] {
            guard hierarchy.isChild(child, of: target) else { throw .notAChild(child: child, parent: target) }
        }
        if changes.prominentTab != nil, controller.kind != .tabs { throw .tabsOnly(field: "prominentTab", id: target) }
        if changes.swiftUI != nil, controller.kind != .hosting {
            throw .invalid(tr("'%s' is not a hosting controller: it has no SwiftUI modifiers (SUI-1)", target))
        }

        if changes.touchesController {
            if let value = changes.popMaxDistance, !(value >= 0 && value.isFinite) {
                throw .invalid(tr("popMaxDistance must be 0 or more, not %s", value))
            }
            var described: [String] = []
            if let value = changes.title {
                guard value.count <= Limits.maximumTextLength else {
                    throw .invalid(tr("a title must be at most %s characters, not %s", Limits.maximumTextLength, value.count))
                }
                controller.title = value
                controller.titleGiven = true
                described.append(tr("title \"%s\"", value))
            }
            var preferences = controller.preferences
            described += changes.apply(to: &preferences)
            controller.preferences = preferences
            let updated = controller
            try hierarchy.modify(target) { $0 = updated }
            // BAR-3: the modes above it in its stack may follow it.
            if changes.largeTitleDisplayMode != nil || changes.swiftUI?.titleDisplayMode != nil, let parent = updated.parent, let stack = hierarchy[parent]?.children,
               hierarchy[parent]?.kind == .navigation, let index = stack.lastIndex(of: target) {
                hierarchy.resolveLargeTitles(in: parent, from: index)
            }
            if changes.touchesPresentation, hierarchy.isPresented(target) {
                // SB-2 reads the style and the capture of every presentation.
                hierarchy.refreshStatusBarTakers(StatusBarResolver.takesStatusBarControl(state.ios, state.device, state.orientation, sdk: state.sdk))
            }
            note(.operation, tr("'%s': %s", target, described.joined(separator: ", ")))
        }

        var barHiddenChanged = false
        if let barTarget {
            var bar = try hierarchy.controller(barTarget).navigationBar ?? NavigationBarState()
            var barDescribed: [String] = []
            if let value = changes.barStyle { bar.barStyle = value; barDescribed.append(tr("barStyle %s", value.rawValue)) }
            if let value = changes.barHidden {
                barHiddenChanged = value != bar.isHidden
                bar.isHidden = value
                barDescribed.append((value ? tr("navigation bar hidden (setNavigationBarHidden)") : tr("navigation bar shown (setNavigationBarHidden)")))
            }
            if let value = changes.viewControllerBasedNavigationBarAppearance {
                bar.viewControllerBasedAppearance = value
                barDescribed.append(tr("viewControllerBasedNavigationBarAppearanceEnabled %s", value))
            }
            if let value = changes.fullscreenPopGesture {
                bar.fullscreenPopGesture = value
                barDescribed.append((value ? tr("FD full-screen pop gesture installed") : tr("FD full-screen pop gesture not installed")))
            }
            if let value = changes.contentPopGestureEnabled {
                bar.contentPopGestureEnabled = value
                barDescribed.append(tr("interactiveContentPopGestureRecognizer.isEnabled %s", value))
            }
            if let value = changes.prefersLargeTitles {
                bar.prefersLargeTitles = value
                barDescribed.append(tr("navigationBar.prefersLargeTitles %s", value))
            }
            let newBar = bar
            try hierarchy.modify(barTarget) { $0.navigationBar = newBar }
            note(.operation, tr("'%s': %s", barTarget, barDescribed.joined(separator: ", ")))
        }

        var needsUpdate = false
        switch state.mode {
        case .managed where changes.touchesStatusBar:
            needsUpdate = managerSetState(of: target, changes)
        case .global where changes.touchesStatusBar:
            note(.ignored, tr("global mode: '%s''s status bar preferences are ignored (SB-10)", target))
        default:
            break
        }
        // NB: UINavigationController asks for a status bar update itself when its bar hides
        // or shows, since that moves the style decision (SB-4).
        if barHiddenChanged && state.mode == .viewController { needsUpdate = true }
        if update {
            if state.mode == .global {
                note(.ignored, tr("setNeedsStatusBarAppearanceUpdate() on '%s' has no effect in global mode (SB-10)", target))
            } else {
                note(.operation, tr("'%s'.setNeedsStatusBarAppearanceUpdate()", target))
                needsUpdate = true
            }
        }
        // SUI-3: SwiftUI asks for the update itself when a modifier changes (SB-7 never applies).
        if changes.swiftUI != nil && state.mode == .viewController { needsUpdate = true }
        if needsUpdate {
            requestStatusBarUpdate()
        } else if changes.touchesStatusBar && state.mode == .viewController {
            statusBarWentStale(because: target)
        }
    }
}
