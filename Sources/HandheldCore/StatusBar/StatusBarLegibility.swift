/// Whether the status bar's glyphs can be seen: the black backdrop above a pushed-back presenter
/// on which UIKit draws them light (VER-6), and glyphs of a fixed colour lost on what lies under
/// them (VER-7).

/// VER-6: a card sheet on a phone whose backdrop lies under the status bar.
public struct SheetBackdrop: Equatable, Sendable {
    /// The sheet.
    public var sheet: String
    /// How much of the area under the status bar the backdrop takes now, 0…1: the card's
    /// progress while it is presented, dismissed or swiped.
    public var share: Double
    /// Whether the sheet is leaving (an animated dismissal in flight): then the settled glyphs
    /// are the owner's again.
    public var isLeaving: Bool

    /// VER-6's line in the explanation.
    public var reason: String {
        tr("'%s' is a card sheet that does not capture the status bar appearance: its black backdrop lies under the status bar, ", sheet)
            + tr("where UIKit draws the glyphs light whatever the deciding controller prefers (VER-6)")
    }
}

/// VER-7: glyphs of a fixed colour whose contrast with what lies under them is below 3:1.
public struct LowContrast: Equatable, Sendable, CustomStringConvertible {
    /// The controller whose style decides.
    public var owner: String
    /// The style it resolves to.
    public var style: StatusBarStyle
    /// What the glyphs are drawn as.
    public var content: StatusBarContent
    /// VER-3's colour under the status bar.
    public var under: Color
    /// The WCAG 2 contrast ratio of the glyphs against it.
    public var ratio: Double

    /// BAR-5: the owner is a navigation controller deciding through its visible bar's
    /// `barStyle` (SB-4): the slot in use and where it came from, and whether it lets the
    /// content show under the status bar.
    public var bar: (slot: AppearanceSlot, origin: String, transparent: Bool)?

    /// The least contrast glyphs need (WCAG's large-text and graphics ratio).
    public static let minimumRatio = 3.0

    /// The rule the finding is reported under: BAR-5 where a bar's appearance is the cause.
    public var rule: String { bar == nil ? "VER-7" : "BAR-5" }

    public static func == (left: LowContrast, right: LowContrast) -> Bool { left.description == right.description }

    public var description: String {
        let figure = (ratio * 100).rounded() / 100
        let glyphs = tr("%s glyphs of .%s from '%s'", tr(content.rawValue), style.rawValue, owner)
        let measured = tr("have a contrast of %s:1, below %s:1: they cannot be seen", figure, Int(Self.minimumRatio))
        if let bar, bar.transparent {
            return tr("%s (its navigation bar's barStyle, SB-4) lie over the content on %s: the bar uses its %s (%s), ", glyphs, under.hexString, bar.slot.rawValue, bar.origin)
                + tr("so they %s. Fix: give '%s' a %s with a background (configureWithDefaultBackground()), ", measured, owner, bar.slot.rawValue)
                + tr("or a barStyle whose glyphs show on the content (BAR-5)")
        }
        if let bar {
            return tr("%s (its navigation bar's barStyle, SB-4) on the bar's %s background %s (%s) %s: ", glyphs, bar.slot.rawValue, under.hexString, bar.origin, measured)
                + tr("UINavigationBarAppearance never changes barStyle. Fix: set navigationBar.barStyle = %s on '%s', ", content == .dark ? ".black" : ".default", owner)
                + tr("or override childForStatusBarStyle, or move to iOS 17's adaptive default (BAR-5)")
        }
        let fix = content == .dark
            ? tr("prefer .lightContent on '%s', or give it a lighter background", owner)
            : tr("prefer .darkContent on '%s', or give it a darker background", owner)
        return tr("%s on %s %s. Fix: %s (VER-7)", glyphs, under.hexString, measured, fix)
    }
}

extension EngineState {
    /// VER-6: the non-capturing card sheet whose backdrop lies under the status bar, if any. On
    /// a phone from iOS 13, above the topmost presentation that takes status bar control (so
    /// the owner is below the sheet) and with no capturing presentation below it. Read from the
    /// top taker up, so it costs what the top of the chain does, not its depth.
    public var sheetBackdrop: SheetBackdrop? {
        guard ios >= .iOS13, !device.isPad else { return nil }
        let presentations = hierarchy.presentations
        let taker = hierarchy.statusBarTakers.last
        if let taker, hierarchy[presentations[taker].controller]?.preferences.capturesStatusBarAppearance == true { return nil }
        func isCard(_ controller: Controller) -> Bool {
            let style = ios.presentation(of: controller.preferences, on: device, orientation: orientation, sdk: sdk).style
            return (style == .pageSheet || style == .formSheet) && !controller.preferences.capturesStatusBarAppearance
        }
        for index in ((taker ?? -1) + 1)..<presentations.count {
            let id = presentations[index].controller
            guard let controller = hierarchy[id] else { continue }
            if isCard(controller) { return SheetBackdrop(sheet: id, share: presence(ofPresented: id), isLeaving: false) }
        }
        // A sheet leaving, drawn from the hierarchy before it left.
        for transition in transitions where transition.kind == .dismiss {
            let previous = transition.previous
            guard presentations.count < previous.presentations.count, previous.statusBarTakers.last == taker else { continue }
            let id = previous.presentations[presentations.count].controller
            guard let controller = previous[id], isCard(controller) else { continue }
            return SheetBackdrop(sheet: id, share: 1 - Curve.easeInOut(transition.progress(at: now)), isLeaving: true)
        }
        return nil
    }

    /// What the glyphs show once settled (`expect` `statusBarContent`): light over a sheet's
    /// backdrop (VER-6), else what the resolved style draws.
    public var settledStatusBarContent: StatusBarContent {
        if let backdrop = sheetBackdrop, !backdrop.isLeaving { return .light }
        return statusBar.content
    }

    /// VER-7: glyphs of a fixed colour that cannot be seen on what lies under them, while the
    /// status bar shows (not hidden, not under the tips overlay), outside VER-3's adaptive
    /// default (iOS 17 on) and VER-6.
    public var lowContrast: LowContrast? {
        let resolution = statusBar.resolution
        guard !resolution.isHidden, !tips.isVisible, sheetBackdrop == nil else { return nil }
        guard resolution.style != .default || ios < .iOS17 else { return nil }
        let under = SceneBuilder.colourUnderStatusBar(self)
        let glyphs: Color = statusBar.content == .light ? .white : .black
        let ratio = glyphs.contrast(with: under)
        guard ratio < LowContrast.minimumRatio else { return nil }
        var found = LowContrast(owner: resolution.styleOwner, style: resolution.style, content: statusBar.content, under: under, ratio: ratio)
        if ios >= .iOS13, let navigation = hierarchy[resolution.styleOwner], navigation.kind == .navigation,
           navigation.navigationBar?.isHidden == false, let top = navigation.topOfStack {
            let bar = navigationBarAppearance(navigation, top: top, in: hierarchy, orientation: orientation)
            let inUse = bar.inUse
            found.bar = (bar.slot, inUse.origin, inUse.appearance.isTransparent || (drawsGlass && inUse.isSystemDefault))
        }
        return found
    }
}
