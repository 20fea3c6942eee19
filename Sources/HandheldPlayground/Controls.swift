import HandheldCore

/// Every control of the window (issue 22): the window builds one widget per description, and
/// forwards what happens to it as `.tapped` or `.edited` with its id.
public enum ControlID: Hashable, Sendable {
    // The hierarchy.
    case newKind, newBackground, push, pop, popToRoot, presentStyle, present, dismiss, tabIndex, selectTab
    // A controller's fields (VC-2), on the controller chosen.
    case target
    /// A `PreferenceField`, by name: one control per field.
    case field(String)
    /// A colour field's typed value (`#RRGGBB`, `#LIGHT/#DARK`); `field` is its chooser.
    case fieldText(String)
    case update, updateNow, stack, setStack
    // The theme and rotation.
    case theme, nextTheme, rotateLeft, rotateRight
    // The tips overlay.
    case tipText, tipIcon, tipStyle, tipHideAfter, tipHasProgress, tipProgress, showTip, hideTip, tipQueue, tipAnimated, tipTapToHide
    // The app and the device.
    case mode, appStyle, appHidden, dark, direction, slow
    case overrideTime, overrideBattery, overrideCellular, overrideWifi, override
    // Above the device.
    case zoom, device, ios, sdk, compare
    // The banner and the time line.
    case chapterLabel, nextChapter, timelineBack, timelinePlay, timelineForward, timeline, timeLabel

    /// Its name in the state file the smoke test reads.
    public var name: String {
        switch self {
        case .field(let field): field
        case .fieldText(let field): field + "Text"
        default: String(describing: self)
        }
    }

    /// Whether it shows the engine's value (a typed draft over it is dropped when the engine
    /// changes), rather than a value of the panel's own.
    var showsEngine: Bool {
        switch self {
        case .field, .fieldText, .stack, .overrideTime, .overrideBattery, .overrideCellular, .overrideWifi: true
        default: false
        }
    }
}

/// A control's value in the window.
public enum ControlValue: Equatable, Sendable {
    case toggle(Bool)
    /// The chosen item's index.
    case choice(Int)
    case number(Double)
    case text(String)
}

/// What widget shows a control.
public enum ControlKind: Equatable, Sendable {
    case button(String)
    case toggle(String)
    /// A chooser with these items (its state may give others).
    case choice([String])
    /// A number from 0 to `maximum` in steps of 1.
    case number(maximum: Double)
    /// A text field; Enter taps it.
    case text(placeholder: String?)
    /// The time line's scrubber, from 0 to the state's `range`.
    case scrubber
    /// Words the state's `label` gives, right-aligned when `trailing`.
    case label(trailing: Bool)

    /// Whether a mouse wheel passing over it would change it (a chooser or a number).
    public var turnsWithWheel: Bool {
        switch self {
        case .choice, .number: true
        default: false
        }
    }
}

/// One control: its widget, its tooltip, and the words before it in its row.
public struct ControlDescription: Sendable {
    public var id: ControlID
    public var kind: ControlKind
    public var tooltip: String
    public var caption: String?
}

/// A control's state, derived from the playground in one place (`Playground.controlState`).
public struct ControlState: Equatable, Sendable {
    /// Nil for a button, or a field with nothing to show (no navigation controller).
    public var value: ControlValue?
    /// A chooser's items, where they change.
    public var items: [String]?
    public var enabled = true
    /// A button's label, where it changes.
    public var label: String?
    /// The tooltip, where it changes.
    public var tooltip: String?
    /// The scrubber's end.
    public var range: Double?
    public var visible = true

    public init(value: ControlValue? = nil, items: [String]? = nil, enabled: Bool = true, label: String? = nil,
                tooltip: String? = nil, range: Double? = nil, visible: Bool = true) {
        self.value = value
        self.items = items
        self.enabled = enabled
        self.label = label
        self.tooltip = tooltip
        self.range = range
        self.visible = visible
    }
}

/// A titled group of rows in the controls' column.
public struct PanelSection: Sendable {
    /// One short line: a frame's label (issue 50: a long one wrapped to three lines in Chinese,
    /// the frame's border through it).
    public var title: String
    public var rows: [[ControlID]]
    /// What the title would have said in parentheses, shown inside the frame as its first line.
    public var note: String?

    public init(title: String, rows: [[ControlID]], note: String? = nil) {
        self.title = title
        self.rows = rows
        self.note = note
    }
}

/// The backgrounds the window offers for a new controller and a chosen one (PIC-4, PIC-5).
public enum BackgroundChoice: CaseIterable, Sendable {
    case theme, white, black, systemPair, translucentBlack

    public var label: String {
        switch self {
        case .theme: tr("background: the theme's")
        case .white: tr("background: white")
        case .black: tr("background: black")
        case .systemPair: tr("background: white / black by appearance")
        case .translucentBlack: tr("background: black at 40 % (#00000066)")
        }
    }

    public var color: ThemeColor? {
        switch self {
        case .theme: nil
        case .white: ThemeColor(.white)
        case .black: ThemeColor(.black)
        case .systemPair: ThemeColor(light: .white, dark: .black)
        case .translucentBlack: ThemeColor(Color(hex: 0x000000, alpha: 0.4))
        }
    }
}

/// The control panel as data: every control, and where it sits.
public enum Panel {
    /// The iOS chooser's releases (§10): 12 to 18, 26, 27.
    public static let releases: [IOSRelease] = IOSRelease.shipped.compactMap { IOSRelease(String($0)) }

    /// The controller chooser's first item, and the child choosers'.
    public static let topChoice = tr("the top content controller")
    public static let noChild = tr("none")
    public static let noIcon = tr("no icon")
    /// An appearance slot's chooser when the slot is nil (UIKit falls back, BAR-1).
    public static let appearanceUnset = tr("not set (falls back)")

    /// The controls of a controller field, generated from its `PreferenceField` row.
    static func fieldControls(_ field: PreferenceField) -> [ControlDescription] {
        let caption: String? = field.kind == .toggle ? nil : field.label
        switch field.kind {
        case .toggle: return [ControlDescription(id: .field(field.name), kind: .toggle(field.label), tooltip: field.help)]
        case .choice(let names):
            // UIKit's enumerations, written as Swift writes their cases (they stay untranslated).
            return [ControlDescription(id: .field(field.name), kind: .choice(names.map { ".\($0)" }), tooltip: field.help, caption: caption)]
        case .number(let maximum): return [ControlDescription(id: .field(field.name), kind: .number(maximum: maximum), tooltip: field.help, caption: caption)]
        case .text: return [ControlDescription(id: .field(field.name), kind: .text(placeholder: nil), tooltip: field.help, caption: caption)]
        case .child: return [ControlDescription(id: .field(field.name), kind: .choice([noChild]), tooltip: field.help, caption: caption)]
        case .color:
            return [ControlDescription(id: .field(field.name), kind: .choice(BackgroundChoice.allCases.map(\.label)), tooltip: field.help),
                    ControlDescription(id: .fieldText(field.name), kind: .text(placeholder: tr("#RRGGBB[AA] or #LIGHT/#DARK")),
                                       tooltip: field.help + tr(" (press Enter)"))]
        case .appearance:
            // BAR-1's compact editor: the background kind, then the other parts typed.
            return [ControlDescription(id: .field(field.name), kind: .choice([appearanceUnset] + BarAppearance.Background.allCases.map { ".\($0.rawValue)" }),
                                       tooltip: field.help, caption: caption),
                    ControlDescription(id: .fieldText(field.name), kind: .text(placeholder: tr("color #1C3D5A shadow none title #FFFFFF large #FFFFFF")),
                                       tooltip: field.help + tr(": the background's colour, the shadow (none, system or a colour), the title's and the large title's colours (press Enter)"))]
        }
    }

    /// Every control the window builds.
    public static let controls: [ControlDescription] = {
        let styles = StatusBarStyle.allCases.map { ".\($0.rawValue)" }
        func button(_ id: ControlID, _ label: String, _ tooltip: String) -> ControlDescription {
            ControlDescription(id: id, kind: .button(label), tooltip: tooltip)
        }
        func key(_ shortcut: Shortcut) -> String { " (\(KeyMap.label(shortcut)))" }
        var all: [ControlDescription] = [
            ControlDescription(id: .newKind, kind: .choice(ControllerTemplate.allCases.map(\.label)),
                               tooltip: tr("What Push and Present make: a view controller, a navigation controller with a root (themed: it follows the theme, THEME-3), a tabs controller with two tabs, or a container with two parts (SB-3).")),
            ControlDescription(id: .newBackground, kind: .choice(BackgroundChoice.allCases.map(\.label)),
                               tooltip: tr("view.backgroundColor of what Push and Present make (PIC-4); with alpha, an over-full-screen presentation lets its presenter show through (PIC-5)")),
            button(.push, tr("Push"), tr("pushViewController(_:animated:) on the top content's navigation controller") + key(.push)),
            button(.pop, tr("Pop"), tr("popViewController(animated:)") + key(.pop)),
            button(.popToRoot, tr("Pop to root"), tr("popToRootViewController(animated:)")),
            ControlDescription(id: .presentStyle, kind: .choice(ModalPresentationStyle.allCases.map { ".\($0.rawValue)" }),
                               tooltip: tr("modalPresentationStyle of the controller to present")),
            button(.present, tr("Present"), tr("present(_:animated:) from the top content controller") + key(.present)),
            button(.dismiss, tr("Dismiss"), tr("dismiss(animated:) the topmost presented controller") + key(.dismiss)),
            ControlDescription(id: .tabIndex, kind: .number(maximum: 9), tooltip: tr("The tab index to select")),
            button(.selectTab, tr("Select tab"), tr("Select this tab of the top content's tabs controller")),
            ControlDescription(id: .target, kind: .choice([topChoice]),
                               tooltip: tr("Which controller the fields below change: the top content controller (VC-6) unless you choose another; a saved session records the choice as the set step's target")),
            ControlDescription(id: .update, kind: .toggle(tr("call setNeedsStatusBarAppearanceUpdate()")),
                               tooltip: tr("Off: a changed preference is not seen until something asks for an update (SB-7)")),
            button(.updateNow, "setNeedsStatusBarAppearanceUpdate()", tr("Ask for an update now: the preferences are read again (SB-7)")),
            ControlDescription(id: .stack, kind: .text(placeholder: nil),
                               tooltip: tr("The navigation controller's stack, bottom first: reorder or drop ids, or add new ones (a new view controller each), then setViewControllers")),
            button(.setStack, "setViewControllers", tr("setViewControllers(_:animated:) with the ids above on the chosen controller's navigation controller (VC-3)")),
            ControlDescription(id: .theme, kind: .choice([]), tooltip: tr("The app's theme (THEME-1); a change cross-dissolves the screen (THEME-5)")),
            button(.nextTheme, tr("Next theme"), tr("nextTheme(): the theme after the current one, wrapping (THEME-4)") + key(.nextTheme)),
            button(.rotateLeft, tr("⟲ Rotate left"), tr("Turn the device a quarter to the left") + key(.rotateLeft)),
            button(.rotateRight, tr("Rotate right ⟳"), tr("Turn the device a quarter to the right") + key(.rotateRight)),
            ControlDescription(id: .tipText, kind: .text(placeholder: nil), tooltip: tr("The tip's text (TIP-2): white 12 pt on the overlay, cut with an ellipsis when too long")),
            ControlDescription(id: .tipIcon, kind: .choice([noIcon] + TipRequest.iconNames.map(TipRequest.iconLabel)), tooltip: tr("The tip's 20 x 20 pt icon, left of its label (TIP-2)")),
            ControlDescription(id: .tipStyle, kind: .choice(TipStyle.allCases.map { ".\($0.rawValue)" }), tooltip: tr("The tip's style (TIP-6)")),
            ControlDescription(id: .tipHideAfter, kind: .number(maximum: 30), tooltip: tr("Auto-hide after this many seconds; 0: stays until hidden (TIP-3)"),
                               caption: tr("hide after (s)")),
            ControlDescription(id: .tipHasProgress, kind: .toggle(tr("progress %")), tooltip: tr("Show a progress bar along the overlay's bottom edge (TIP-6)")),
            ControlDescription(id: .tipProgress, kind: .number(maximum: 100), tooltip: tr("Progress, in per cent")),
            button(.showTip, tr("Show tip"), tr("show(text, icon, hideAfter): replaces the shown tip, or waits its turn in queue mode (TIP-3, TIP-6)")),
            button(.hideTip, tr("Hide tip"), tr("hide(): at once (TIP-3); a click on the overlay does the same (TIP-5)")),
            ControlDescription(id: .tipQueue, kind: .toggle(tr("queue")), tooltip: tr("Queue mode: a show waits while a timed tip is visible (TIP-6)")),
            ControlDescription(id: .tipAnimated, kind: .toggle(tr("slide")), tooltip: tr("Show and hide slide in from the top edge (TIP-5); off: the article's bare behaviour")),
            ControlDescription(id: .tipTapToHide, kind: .toggle(tr("tap hides")), tooltip: tr("A tap on the overlay hides it (TIP-5)")),
            ControlDescription(id: .mode, kind: .choice(StatusBarMode.allCases.map(\.rawValue)),
                               tooltip: tr("UIViewControllerBasedStatusBarAppearance = YES (viewController), NO (global), or the StatusBarManager tree (managed) (SB-1)"), caption: tr("mode")),
            ControlDescription(id: .appStyle, kind: .choice(styles), tooltip: tr("UIApplication.setStatusBarStyle(_:animated:): counts only in global mode (SB-10)"), caption: tr("app style")),
            ControlDescription(id: .appHidden, kind: .toggle(tr("UIApplication hidden")),
                               tooltip: tr("UIApplication.setStatusBarHidden(_:with:), with the chosen controller's update animation: counts only in global mode (SB-10)")),
            ControlDescription(id: .dark, kind: .toggle(tr("dark system appearance")),
                               tooltip: tr("The system's light or dark appearance: decides what style default draws (SB-8)") + key(.toggleAppearance)),
            ControlDescription(id: .direction, kind: .choice([tr("left to right"), tr("right to left")]), tooltip: tr("Layout direction (POP-5): pushes come from the trailing edge")),
            ControlDescription(id: .slow, kind: .toggle(tr("slow animations (×10)")), tooltip: tr("Run the clock ten times slower, for study (UI-5)")),
            ControlDescription(id: .overrideTime, kind: .text(placeholder: nil), tooltip: tr("The status bar's time text (DEV-5)"), caption: tr("time")),
            ControlDescription(id: .overrideBattery, kind: .number(maximum: 100), tooltip: tr("Battery level, per cent (DEV-5)"), caption: tr("battery %")),
            ControlDescription(id: .overrideCellular, kind: .number(maximum: 4), tooltip: tr("Cellular bars, 0 to 4 (DEV-5)"), caption: tr("cellular")),
            ControlDescription(id: .overrideWifi, kind: .number(maximum: 3), tooltip: tr("Wi-Fi bars, 0 to 3 (DEV-5)"), caption: tr("Wi-Fi")),
            button(.override, tr("Override"), tr("simctl status_bar override: draw this time, battery and bars (DEV-5)")),
            ControlDescription(id: .zoom, kind: .choice(ViewerZoom.choices.map(\.label)),
                               tooltip: tr("Zoom (UI-7): fit the pane, 1 pt = 1 px, or the device's actual pixels; painted at that size, so text stays crisp (%s, %s, %s)", KeyMap.label(.zoomIn), KeyMap.label(.zoomOut), KeyMap.label(.zoomToFit))),
            ControlDescription(id: .device, kind: .choice([]), tooltip: tr("The simulated device (DEV-1)")),
            // §10: every release Apple shipped, each run as the rule release that covers it.
            ControlDescription(id: .ios, kind: .choice(Panel.releases.map { $0.text == $0.rules.rawValue ? $0.name : tr("%s (as %s)", $0.name, $0.rules.rawValue) }),
                               tooltip: tr("The iOS version whose answers the device gives (section 10): the session runs again on it")),
            ControlDescription(id: .sdk, kind: .choice([tr("SDK as iOS")] + IOSVersion.allCases.map { tr("built with SDK %s", $0.rawValue) }),
                               tooltip: tr("The SDK the app is built with (VER-9): what follows the SDK and what the system alone decides is VER-10's table; the session runs again with it")),
            ControlDescription(id: .compare, kind: .choice([tr("beside: none")] + IOSVersion.allCases.map { tr("beside %s", $0.name) }
                                                          + IOSVersion.allCases.map { tr("beside: built with SDK %s", $0.rawValue) }),
                               tooltip: tr("Show the same session beside this one on another iOS version, or on this one built with another SDK, each with its explanation (section 10)")),
            ControlDescription(id: .chapterLabel, kind: .label(trailing: false), tooltip: tr("The chapter of the opened scenario the device shows (SB-11's pitfalls: the symptom, then the fix)")),
            button(.nextChapter, tr("Next chapter ▸"), tr("Run the scenario on to the end of its next chapter (the fix)")),
            button(.timelineBack, "|◀", tr("Step back: the moment the step before began (UI-9)")),
            button(.timelinePlay, "▶", tr("Play the session from this moment, or pause (UI-9)")),
            button(.timelineForward, "▶|", tr("Step forward: the moment the next step begins (UI-9)")),
            ControlDescription(id: .timeLabel, kind: .label(trailing: true), tooltip: tr("The moment shown, of the session's time line (UI-9)")),
            ControlDescription(id: .timeline, kind: .scrubber,
                               tooltip: tr("The session's time: drag to see any moment, run again to it; acting there cuts what came after (UI-9)")),
        ]
        all += PreferenceField.all.flatMap(fieldControls)
        return all
    }()

    /// A control's description.
    public static func description(of id: ControlID) -> ControlDescription? {
        controls.first { $0.id == id }
    }

    /// The controls' column, section by section; a row's controls side by side.
    public static let sections: [PanelSection] = {
        let controllerFields = PreferenceField.all.filter { $0.scope != .navigationBar && $0.scope != .swiftUI && $0.kind != .appearance }
        let swiftUIFields = PreferenceField.all.filter { $0.scope == .swiftUI }
        let barFields = PreferenceField.all.filter { $0.scope == .navigationBar }
        let appearanceFields = PreferenceField.all.filter { $0.kind == .appearance }
        func rows(_ fields: [PreferenceField]) -> [[ControlID]] {
            fields.flatMap { field in
                field.kind == .color || field.kind == .appearance ? [[.field(field.name)], [.fieldText(field.name)]] : [[.field(field.name)]]
            }
        }
        return [
            PanelSection(title: tr("Hierarchy"), rows: [[.newKind], [.newBackground], [.push, .pop, .popToRoot], [.presentStyle, .present, .dismiss],
                                                    [.tabIndex, .selectTab]]),
            PanelSection(title: tr("Controller"), rows: [[.target]] + rows(controllerFields) + [[.update], [.updateNow]]),
            PanelSection(title: tr("Navigation bar"), rows: rows(barFields) + [[.stack], [.setStack]]),
            PanelSection(title: tr("SwiftUI modifiers"), rows: rows(swiftUIFields), note: tr("A hosting controller's.")),
            PanelSection(title: tr("Bar appearances"), rows: rows(appearanceFields),
                         note: tr("The chosen controller's: a navigation bar's, a tab bar's or its navigation item's.")),
            PanelSection(title: tr("Theme and rotation"), rows: [[.theme, .nextTheme], [.rotateLeft, .rotateRight]]),
            PanelSection(title: tr("Tips overlay"), rows: [[.tipText], [.tipIcon, .tipStyle], [.tipHideAfter], [.tipHasProgress, .tipProgress],
                                                       [.showTip, .hideTip], [.tipQueue, .tipAnimated, .tipTapToHide]]),
            PanelSection(title: tr("App and device"), rows: [[.mode], [.appStyle], [.appHidden], [.dark], [.direction], [.slow]]),
            PanelSection(title: tr("Status bar override"), rows: [[.overrideTime, .overrideBattery], [.overrideCellular, .overrideWifi], [.override]]),
        ]
    }()

    /// Above the device, beside the zoom (issue 20: where people look for them).
    public static let deviceBar: [ControlID] = [.zoom, .device, .ios, .sdk, .compare]
    /// Under the device, under the scrubber.
    public static let timelineRow: [ControlID] = [.timelineBack, .timelinePlay, .timelineForward, .timeLabel]
    /// In the banner, after the message.
    public static let chapterBar: [ControlID] = [.chapterLabel, .nextChapter]
}
