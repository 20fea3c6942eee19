/// A controller's fields in scenarios (VC-2, section 9), each declared once: its name, how it
/// is read (into a `PreferenceChanges`: a controller in a file and the `set` op share them),
/// how it is written back (a `set` step, or a controller's non-default preferences), and how
/// it changes the controller, in UIKit's words for the event log; and, for the window's control
/// panel (issue 22), what kind of control shows it, its words, and its value on a controller.
/// A new controller field is one row here: the decoder, the encoder and the panel read it.
public struct PreferenceField: Sendable {
    /// Who has the field.
    public enum Scope: Sendable {
        /// Every controller (VC-2).
        case preference
        /// Every controller, changed by `set` only (a new controller has `title` of its own).
        case title
        /// A navigation controller's bar (VC-3, POP-4), changed by `set`.
        case navigationBar
        /// A hosting controller's SwiftUI modifiers (section 15): files write them in its
        /// `swiftUI` object; the window shows each as a control.
        case swiftUI
    }

    public let name: String
    public let scope: Scope
    /// The words the window's panel labels it with.
    public let label: String
    /// What it is and which rule reads it: the panel's tooltip.
    public let help: String
    /// The kind of control that shows and changes it.
    public let kind: FieldKind
    /// Reads the field, if present, into the changes.
    let read: @Sendable (inout ScenarioDecoder, inout JSONObjectReader, inout PreferenceChanges) throws(DataFileError) -> Void
    /// The field as a `set` step writes it, if the changes set it.
    let write: @Sendable (PreferenceChanges) -> JSONOutput?
    /// The field as a controller writes it, if it differs from UIKit's default.
    let writePreference: @Sendable (ControllerPreferences) -> JSONOutput?
    /// Applies the field's change, if any; says what changed in UIKit's words.
    let apply: @Sendable (PreferenceChanges, inout ControllerPreferences) -> String?
    /// Its value on a controller as UIKit would answer (the navigation bar's on its
    /// navigation controller); nil where it has none.
    public let shown: @Sendable (FieldSubject) -> FieldValue?
    /// The `set` changes that give it `value`; nil if the value is not one of its kind.
    public let change: @Sendable (FieldValue) -> PreferenceChanges?

    /// Every field, in the order files write them.
    public static let all: [PreferenceField] = [
        PreferenceField(
            name: "statusBarStyle", scope: .preference, label: "preferredStatusBarStyle",
            help: tr("preferredStatusBarStyle (SB-6)"), kind: FieldCodec<StatusBarStyle>.oneOf(StatusBarStyle.self).kind,
            read: { decoder, object, changes throws(DataFileError) in
                changes.statusBarStyle = try object.enumeration("statusBarStyle", StatusBarStyle.self)
                if let style = changes.statusBarStyle, let member = object.member("statusBarStyle") {
                    try decoder.checkExists(style.rawValue, for: "statusBarStyle", at: member.value.location)
                }
            },
            write: { $0.statusBarStyle.map { .string($0.rawValue) } },
            // NB: an override, even to `default`, is written: it matters on a navigation controller (SB-4).
            writePreference: { $0.statusBarStyleOverride.map { .string($0.rawValue) } },
            apply: { changes, preferences in
                guard let style = changes.statusBarStyle else { return nil }
                preferences.statusBarStyleOverride = style
                return "preferredStatusBarStyle \(style.rawValue)"
            },
            shown: { .choice($0.preferences.preferredStatusBarStyle.rawValue) },
            change: { value in
                guard case .choice(let name) = value, let style = StatusBarStyle(rawValue: name) else { return nil }
                var changes = PreferenceChanges()
                changes.statusBarStyle = style
                return changes
            }),
        // NB: given values are written even when they are UIKit's defaults: SB-11 names a given
        // preference that is ignored, so a saved session must give what was given.
        given("statusBarHidden", uikit: "prefersStatusBarHidden", .bool, \.statusBarHidden, \.statusBarHiddenOverride, \.prefersStatusBarHidden,
              help: tr("prefersStatusBarHidden (SB-6)")),
        given("statusBarAnimation", uikit: "preferredStatusBarUpdateAnimation", .oneOf(StatusBarAnimation.self),
              \.statusBarAnimation, \.statusBarAnimationOverride, \.statusBarAnimation, label: tr("update animation"),
              help: tr("preferredStatusBarUpdateAnimation: how a change of hidden animates (SB-7)")),
        field("presentationStyle", uikit: "modalPresentationStyle", .oneOf(ModalPresentationStyle.self),
              \.presentationStyle, \.modalPresentationStyle, label: tr("presentation"),
              help: tr("modalPresentationStyle, as the style in effect reads it (VC-5, VER-1, VER-2)")),
        field("capturesStatusBarAppearance", uikit: "modalPresentationCapturesStatusBarAppearance", .bool,
              \.capturesStatusBarAppearance, \.capturesStatusBarAppearance,
              help: tr("a sheet or over-full-screen presentation that captures decides the status bar; one that does not leaves it to its presenter (SB-2)")),
        field("childForStatusBarStyle", uikit: "childForStatusBarStyle", .child, \.childForStatusBarStyle, \.childForStatusBarStyle,
              label: tr("child for style"), help: tr("childForStatusBarStyle: the child a container asks for its style (SB-3, VC-6)")),
        field("childForStatusBarHidden", uikit: "childForStatusBarHidden", .child, \.childForStatusBarHidden, \.childForStatusBarHidden,
              label: tr("child for hidden"), help: tr("childForStatusBarHidden: the child a container asks whether the status bar is hidden (SB-3, VC-6)")),
        field("navigationBarHidden", uikit: "prefersNavigationBarHidden", .bool, \.navigationBarHidden, \.prefersNavigationBarHidden,
              help: tr("FD's fd_prefersNavigationBarHidden, read when the controller appears (POP-4)")),
        field("interactivePopDisabled", uikit: "interactivePopDisabled", .bool, \.interactivePopDisabled, \.interactivePopDisabled,
              help: tr("FD's fd_interactivePopDisabled: no full-screen pop from this controller (POP-1.2)")),
        field("popMaxDistance", uikit: "interactivePopMaxAllowedInitialDistanceToLeftEdge", .distance,
              \.popMaxDistance, \.interactivePopMaxAllowedInitialDistance, label: tr("pop max distance"),
              help: tr("FD's max allowed initial distance from the leading edge, in points; 0: anywhere (POP-1.3)")),
        field("backgroundColor", uikit: "view.backgroundColor", .color, \.backgroundColor, \.backgroundColor, label: tr("background"),
              help: tr("view.backgroundColor: wins over the theme's; #RRGGBB, #RRGGBBAA or a light/dark pair #LIGHT/#DARK; with alpha, an over-full-screen presentation lets its presenter show through (PIC-4, PIC-5)")),
        field("overrideUserInterfaceStyle", uikit: "overrideUserInterfaceStyle", .oneOf(UserInterfaceStyle.self),
              \.overrideUserInterfaceStyle, \.overrideUserInterfaceStyle, label: tr("interface style"),
              help: tr("overrideUserInterfaceStyle (iOS 13): what default draws on iOS 13 to 16, and which colour of a light/dark pair its views use (VER-3)")),
        field("modalInPresentation", uikit: "isModalInPresentation", .bool, \.modalInPresentation, \.modalInPresentation,
              help: tr("The sheet holding this controller refuses the swipe down with a rubber band (UI-6, iOS 13)")),
        field("backButtonTitle", uikit: "navigationItem.backButtonTitle", .optionalText, \.backButtonTitle, \.backButtonTitle,
              label: "backButtonTitle", help: tr("navigationItem.backButtonTitle: what the back button says while a controller above this one is on top; empty: its title (BAR-6)")),
        field("largeTitleDisplayMode", uikit: "navigationItem.largeTitleDisplayMode", .oneOf(LargeTitleDisplayMode.self),
              \.largeTitleDisplayMode, \.largeTitleDisplayMode, label: "largeTitleDisplayMode",
              help: tr("automatic takes the previous controller's; always, never, inline (iOS 17): a large title when the bar prefers them (BAR-3)")),
        field("scrollView", uikit: tr("a UIScrollView in the view"), .bool, \.scrollView, \.scrollView, label: tr("scroll view"),
              help: tr("The content scrolls and the bars track it; without one it is always at its scroll edge (BAR-2)")),
        field("contentHeight", uikit: "contentSize.height", .length, \.contentHeight, \.contentHeight, label: tr("content height"),
              help: tr("How tall the scrolling content is, in points; 0: twice the screen's height (BAR-2)")),
        field("scrollEdgeEffectStyle", uikit: "scrollEdgeEffect.style", .oneOf(ScrollEdgeEffectStyle.self), \.scrollEdgeEffectStyle,
              \.scrollEdgeEffectStyle, label: "scrollEdgeEffect.style",
              help: tr("How content scrolled under a glass bar fades (iOS 26): automatic (iOS 27: a uniform band), soft (a gradient) or hard (a cut-off and a line) (BAR-8a)")),
        field("barMinimization", uikit: "navigationBarMinimization", .oneOf(BarMinimization.self), \.barMinimization, \.barMinimization,
              label: "navigationBarMinimization",
              help: tr("iOS 27: onScrollDown (or onScrollUp) slides the navigation bar away while this controller scrolls; automatic acts as never here (BAR-9)")),
        field("safeAreaAdjustment", uikit: "safeAreaAdjustment", .oneOf(SafeAreaAdjustment.self), \.safeAreaAdjustment, \.safeAreaAdjustment,
              label: tr("safe area adjustment"), help: tr("iOS 27: the content reflows as the bar minimizes, unless disabled (BAR-9)")),
        field("prominentTab", uikit: "prominentTabIdentifier", .child, \.prominentTab, \.prominentTab, label: tr("prominent tab"),
              help: tr("iOS 27, tabs controllers: the tab drawn apart in a glass circle at the tab bar's trailing end (BAR-10)")),
        appearance(.standardAppearance, \.standardAppearance),
        appearance(.compactAppearance, \.compactAppearance),
        appearance(.scrollEdgeAppearance, \.scrollEdgeAppearance),
        appearance(.compactScrollEdgeAppearance, \.compactScrollEdgeAppearance),
        field("title", scope: .title, .text, \.title, shown: { .text($0.title) },
              help: tr("title: what the navigation bar, the tab bar item and the back button say (press Enter)")),
        field("barStyle", scope: .navigationBar, .oneOf(NavigationBarStyle.self), \.barStyle, bar: \NavigationBarState.barStyle, label: "navigationBar.barStyle",
              help: tr("navigationBar.barStyle of the chosen controller's navigation controller (black gives lightContent, SB-4)")),
        field("barHidden", scope: .navigationBar, .bool, \.barHidden, bar: \NavigationBarState.isHidden, label: "isNavigationBarHidden",
              help: tr("setNavigationBarHidden(_:animated:): a hidden bar hands the style to the top controller (SB-4)")),
        field("viewControllerBasedNavigationBarAppearance", scope: .navigationBar, .bool, \.viewControllerBasedNavigationBarAppearance,
              bar: \NavigationBarState.viewControllerBasedAppearance, label: tr("bar per controller"),
              help: tr("FD's fd_viewControllerBasedNavigationBarAppearanceEnabled: each appearing controller sets the bar (POP-4)")),
        field("fullscreenPopGesture", scope: .navigationBar, .bool, \.fullscreenPopGesture, bar: \NavigationBarState.fullscreenPopGesture,
              label: tr("FD full-screen pop installed"),
              help: tr("FDFullscreenPopGesture on this navigation controller: off, UIKit's edge gesture works and the per-controller bar is ignored (VER-5)")),
        field("contentPopGestureEnabled", scope: .navigationBar, .bool, \.contentPopGestureEnabled, bar: \NavigationBarState.contentPopGestureEnabled,
              label: tr("iOS 26 content pop enabled"), help: tr("interactiveContentPopGestureRecognizer.isEnabled (iOS 26, VER-5)")),
        field("prefersLargeTitles", scope: .navigationBar, .bool, \.prefersLargeTitles, bar: \NavigationBarState.prefersLargeTitles,
              label: "prefersLargeTitles", help: tr("navigationBar.prefersLargeTitles: titles show large below the bar where the controller's mode allows (BAR-3)")),
    ] + swiftUIFields

    /// Section 15's modifiers of a hosting controller, as the window's controls (files write them
    /// in the `swiftUI` object, which the decoder reads whole).
    static let swiftUIFields: [PreferenceField] = {
        func modifier(_ name: String, label: String, help: String, kind: FieldKind,
                      shown: @escaping @Sendable (SwiftUIModifiers) -> FieldValue, set: @escaping @Sendable (FieldValue, inout SwiftUIModifiers) -> Bool) -> PreferenceField {
            PreferenceField(name: "swiftUI." + name, scope: .swiftUI, label: label, help: help, kind: kind,
                            read: { _, _, _ throws(DataFileError) in }, write: { _ in nil }, writePreference: { _ in nil }, apply: { _, _ in nil },
                            shown: { subject in subject.isHosting ? shown(subject.preferences.swiftUI) : nil },
                            change: { value in
                                var modifiers = SwiftUIModifiers()
                                guard set(value, &modifiers) else { return nil }
                                var changes = PreferenceChanges()
                                changes.swiftUI = modifiers
                                return changes
                            })
        }
        let schemes = ["none", "light", "dark"]
        @Sendable func scheme(_ value: SystemAppearance??) -> FieldValue { .choice(value.flatMap { $0 }?.rawValue ?? "none") }
        @Sendable func scheme(_ value: FieldValue) -> SystemAppearance?? {
            guard case .choice(let name) = value else { return nil }
            return name == "none" ? .some(nil) : SystemAppearance(rawValue: name).map { .some($0) }
        }
        let visibilities = SwiftUIVisibility.allCases.map(\.rawValue)
        return [
            modifier("statusBarHidden", label: ".statusBarHidden", help: tr("statusBarHidden(_:): read by where it sits: not in a NavigationStack destination, nor in a sheet (SUI-6)"),
                     kind: .toggle, shown: { .bool($0.statusBarHidden ?? false) },
                     set: { value, modifiers in if case .bool(let on) = value { modifiers.statusBarHidden = on; return true }; return false }),
            modifier("preferredColorScheme", label: ".preferredColorScheme", help: tr("preferredColorScheme(_:): the scheme of its whole presentation while it is shown (SUI-7)"),
                     kind: .choice(schemes), shown: { scheme($0.preferredColorScheme) },
                     set: { value, modifiers in guard let given = scheme(value) else { return false }; modifiers.preferredColorScheme = given; return true }),
            modifier("toolbarColorScheme", label: ".toolbarColorScheme(for: .navigationBar)",
                     help: tr("toolbarColorScheme(_:for: .navigationBar): the status bar's style through SwiftUI's navigation controller, while its bar has a background (SUI-8)"),
                     kind: .choice(schemes), shown: { .choice($0.toolbarColorScheme[.navigationBar]?.rawValue ?? "none") },
                     set: { value, modifiers in
                         guard case .choice(let name) = value, name != "none", let given = SystemAppearance(rawValue: name) else { return false }
                         modifiers.toolbarColorScheme[.navigationBar] = given
                         return true
                     }),
            modifier("toolbarBackgroundVisibility", label: ".toolbarBackground(for: .navigationBar)",
                     help: tr("toolbarBackground(_:for: .navigationBar): visible keeps the bar's background at the scroll edge, hidden makes it transparent (SUI-9)"),
                     kind: .choice(visibilities), shown: { .choice(($0.toolbarBackgroundVisibility[.navigationBar] ?? .automatic).rawValue) },
                     set: { value, modifiers in
                         guard case .choice(let name) = value, let given = SwiftUIVisibility(rawValue: name) else { return false }
                         modifiers.toolbarBackgroundVisibility[.navigationBar] = given
                         return true
                     }),
            modifier("navigationBarHidden", label: ".toolbar(.hidden, for: .navigationBar)", help: tr("Hides SwiftUI's navigation bar while this destination is on top, FD or not (SUI-11)"),
                     kind: .toggle, shown: { .bool($0.navigationBarHidden ?? false) },
                     set: { value, modifiers in if case .bool(let on) = value { modifiers.navigationBarHidden = on; return true }; return false }),
            modifier("statusBar.visibility", label: ".toolbarVisibility(for: .statusBar)", help: tr("iOS 27: hides or shows the status bar, read wherever it sits (SUI-15)"),
                     kind: .choice(visibilities), shown: { .choice(($0.statusBarVisibility ?? .automatic).rawValue) },
                     set: { value, modifiers in
                         guard case .choice(let name) = value, let given = SwiftUIVisibility(rawValue: name) else { return false }
                         modifiers.statusBarVisibility = given
                         return true
                     }),
            modifier("statusBar.colorScheme", label: ".toolbarColorScheme(for: .statusBar)", help: tr("iOS 27: dark asks for light glyphs, light for dark ones; SwiftUI hands it the style (SUI-15)"),
                     kind: .choice(schemes), shown: { scheme($0.statusBarColorScheme) },
                     set: { value, modifiers in guard let given = scheme(value) else { return false }; modifiers.statusBarColorScheme = given; return true }),
        ]
    }()

    /// The fields of `changes` that are set, as a `set` step writes them.
    static func write(_ changes: PreferenceChanges) -> [(String, JSONOutput?)] {
        all.map { ($0.name, $0.write(changes)) }
    }

    /// A preference every controller has, stored in `ControllerPreferences`.
    private static func field<T: Equatable & Sendable>(
        _ name: String, uikit: String, _ codec: FieldCodec<T>,
        _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable,
        _ stored: WritableKeyPath<ControllerPreferences, T> & Sendable, label: String? = nil, help: String
    ) -> PreferenceField {
        let defaultValue = ControllerPreferences()[keyPath: stored]
        return PreferenceField(
            name: name, scope: .preference, label: label ?? uikit, help: help, kind: codec.kind,
            read: { decoder, object, changes throws(DataFileError) in
                changes[keyPath: change] = try codec.read(&decoder, &object, name)
            },
            write: { $0[keyPath: change].map(codec.write) },
            writePreference: { preferences in
                let value = preferences[keyPath: stored]
                return value == defaultValue ? nil : codec.write(value)
            },
            apply: { changes, preferences in
                guard let value = changes[keyPath: change] else { return nil }
                preferences[keyPath: stored] = value
                return "\(uikit) \(codec.describe(value))"
            },
            shown: { codec.value($0.preferences[keyPath: stored]) },
            change: codec.changes(change))
    }

    /// One of BAR-1's appearance slots: the bar's on a navigation controller, the tab bar's on
    /// a tabs controller, the navigation item's on any other.
    private static func appearance(
        _ slot: AppearanceSlot, _ change: WritableKeyPath<PreferenceChanges, BarAppearance??> & Sendable
    ) -> PreferenceField {
        field(slot.rawValue, uikit: slot.rawValue, .appearance, change, \ControllerPreferences.appearances[slot],
              help: tr("%s: the navigation bar's (on a navigation controller), the tab bar's (on a tabs controller) or the navigation item's, which wins while it is on top (BAR-1)", slot.rawValue))
    }

    /// A status bar preference, kept as given or not (SB-11); `effective` is what UIKit answers.
    private static func given<T: Equatable & Sendable>(
        _ name: String, uikit: String, _ codec: FieldCodec<T>,
        _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable,
        _ stored: WritableKeyPath<ControllerPreferences, T?> & Sendable,
        _ effective: KeyPath<ControllerPreferences, T> & Sendable, label: String? = nil, help: String
    ) -> PreferenceField {
        PreferenceField(
            name: name, scope: .preference, label: label ?? uikit, help: help, kind: codec.kind,
            read: { decoder, object, changes throws(DataFileError) in
                changes[keyPath: change] = try codec.read(&decoder, &object, name)
            },
            write: { $0[keyPath: change].map(codec.write) },
            writePreference: { $0[keyPath: stored].map(codec.write) },
            apply: { changes, preferences in
                guard let value = changes[keyPath: change] else { return nil }
                preferences[keyPath: stored] = value
                return "\(uikit) \(codec.describe(value))"
            },
            shown: { codec.value($0.preferences[keyPath: effective]) },
            change: codec.changes(change))
    }

    /// A field `set` changes that is not one of `ControllerPreferences`: the title, or the
    /// bar of a navigation controller (`bar`).
    private static func field<T: Sendable>(
        _ name: String, scope: Scope, _ codec: FieldCodec<T>, _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable,
        bar: (KeyPath<NavigationBarState, T> & Sendable)? = nil, shown: (@Sendable (FieldSubject) -> FieldValue?)? = nil,
        label: String? = nil, help: String
    ) -> PreferenceField {
        PreferenceField(
            name: name, scope: scope, label: label ?? name, help: help, kind: codec.kind,
            read: { decoder, object, changes throws(DataFileError) in
                changes[keyPath: change] = try codec.read(&decoder, &object, name)
            },
            write: { $0[keyPath: change].map(codec.write) },
            writePreference: { _ in nil },
            apply: { _, _ in nil },
            shown: shown ?? { subject in bar.flatMap { path in subject.bar.map { codec.value($0[keyPath: path]) } } },
            change: codec.changes(change))
    }
}

/// The kind of control that shows a controller field in the window (issue 22).
public enum FieldKind: Equatable, Sendable {
    case toggle
    /// One of these names.
    case choice([String])
    /// A number from 0 to `maximum`.
    case number(maximum: Double)
    case text
    /// One of the controller's children, or none.
    case child
    /// A colour typed as `#RRGGBB[AA]` or `#LIGHT/#DARK`, or none (the theme's).
    case color
    /// A bar appearance (BAR-1), or none.
    case appearance
}

/// A controller field's value as the window shows and changes it.
public enum FieldValue: Equatable, Sendable {
    case bool(Bool)
    case choice(String)
    case number(Double)
    case text(String)
    case child(String?)
    case color(ThemeColor?)
    case appearance(BarAppearance?)
}

/// What a field is read from: a controller, and the bar of its navigation controller if any.
public struct FieldSubject: Sendable {
    public var title: String
    public var preferences: ControllerPreferences
    public var bar: NavigationBarState?
    /// A hosting controller: its SwiftUI modifiers show (section 15).
    public var isHosting = false

    public init(title: String, preferences: ControllerPreferences, bar: NavigationBarState?) {
        self.title = title
        self.preferences = preferences
        self.bar = bar
    }
}

/// How one kind of field value is read, written and described.
struct FieldCodec<T: Sendable>: Sendable {
    let read: @Sendable (inout ScenarioDecoder, inout JSONObjectReader, String) throws(DataFileError) -> T?
    let write: @Sendable (T) -> JSONOutput
    let describe: @Sendable (T) -> String
    /// The window's control for it, and its value there and back.
    let kind: FieldKind
    let value: @Sendable (T) -> FieldValue
    let parse: @Sendable (FieldValue) -> T?

    /// The changes that set the field to a value, if the value is one of its kind.
    func changes(_ path: WritableKeyPath<PreferenceChanges, T?> & Sendable) -> @Sendable (FieldValue) -> PreferenceChanges? {
        let parse = self.parse
        return { value in
            guard let parsed = parse(value) else { return nil }
            var changes = PreferenceChanges()
            changes[keyPath: path] = parsed
            return changes
        }
    }
}

extension FieldCodec where T == Bool {
    static var bool: Self {
        Self(read: { _, object, key throws(DataFileError) in try object.bool(key) }, write: { .bool($0) }, describe: { "\($0)" },
             kind: .toggle, value: { .bool($0) }, parse: { if case .bool(let value) = $0 { value } else { nil } })
    }
}

extension FieldCodec where T == String {
    static var text: Self {
        Self(read: { _, object, key throws(DataFileError) in try object.string(key) }, write: { .string($0) }, describe: { "\"\($0)\"" },
             kind: .text, value: { .text($0) }, parse: { if case .text(let value) = $0 { value } else { nil } })
    }
}

extension FieldCodec where T == String? {
    /// A text, or `null` to clear it; the window's empty field clears it too.
    static var optionalText: Self {
        Self(read: { _, object, key throws(DataFileError) in try object.nullableString(key) },
             write: { $0.map(JSONOutput.string) ?? .null }, describe: { $0.map { "\"\($0)\"" } ?? "nil" },
             kind: .text, value: { .text($0 ?? "") },
             parse: { if case .text(let value) = $0 { .some(value.isEmpty ? nil : value) } else { nil } })
    }
}

extension FieldCodec where T == BarAppearance? {
    /// `{"background", "backgroundColor", "shadowColor", "titleColor", "largeTitleColor"}`, or
    /// `null` to clear the slot (BAR-1). VER-4: none before iOS 13, `compactScrollEdgeAppearance`
    /// not before iOS 15.
    static var appearance: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            try decoder.checkExists("", for: key, at: member.keyLocation)
            if case .null = member.value.value { return .some(nil) }
            let appearance = try BarAppearance.read(member.value, key: key, file: decoder.file)
            if case .object(let members) = member.value.value, let style = members.first(where: { $0.key == "interfaceStyle" }) {
                try decoder.checkExists("", for: "interfaceStyle", at: style.keyLocation)
            }
            return .some(appearance)
        }, write: { $0?.json ?? .null }, describe: { $0?.description ?? "nil" },
            kind: .appearance, value: { .appearance($0) }, parse: { if case .appearance(let value) = $0 { .some(value) } else { nil } })
    }
}

extension FieldCodec where T == Double {
    /// A length in points, 0 or more (0: the default).
    static var length: Self {
        var codec = distance
        codec = Self(read: codec.read, write: codec.write, describe: codec.describe, kind: .number(maximum: 20_000),
                     value: codec.value, parse: codec.parse)
        return codec
    }

    /// A distance in points, 0 or more.
    static var distance: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            let value = try object.number(key)!
            guard value >= 0 else { throw decoder.error(tr("'%s' must be 0 or more", key), at: member.value.location) }
            guard value <= Limits.maximumLength else {
                throw decoder.error(tr("'%s' is %s pt; the most is %s pt", key, JSONOutput.format(value), JSONOutput.format(Limits.maximumLength)), at: member.value.location)
            }
            return value
        }, write: { .number($0) }, describe: { JSONOutput.format($0) },
            kind: .number(maximum: 400), value: { .number($0) },
            parse: { if case .number(let value) = $0, value >= 0 { value } else { nil } })
    }
}

extension FieldCodec where T == String? {
    /// A child's id, or `null` to clear it (SB-3); the id is checked against the file's controllers.
    static var child: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            try decoder.checkExists("", for: key, at: member.keyLocation)
            // `"none"`: a hosting subclass's childForStatusBarStyle that returns nil (SUI-4).
            if case .string(let id) = member.value.value, id != "none" { decoder.noteReference(id, at: member.value.location) }
            return try object.nullableString(key)
        }, write: { $0.map(JSONOutput.string) ?? .null }, describe: { $0.map { "'\($0)'" } ?? "nil" },
            kind: .child, value: { .child($0) }, parse: { if case .child(let id) = $0 { .some(id) } else { nil } })
    }
}

extension FieldCodec where T == ThemeColor? {
    /// A colour (`"#RRGGBB"`, `"#RRGGBBAA"` or a light/dark pair, PIC-4), or `null` to clear it.
    static var color: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            _ = try object.node(key)
            if case .null = member.value.value { return .some(nil) }
            return try ThemeColor.read(member.value, key: key, file: decoder.file)
        }, write: { $0?.json ?? .null }, describe: { $0?.description ?? "nil" },
            kind: .color, value: { .color($0) }, parse: { if case .color(let color) = $0 { .some(color) } else { nil } })
    }
}

extension FieldCodec {
    /// One of a string enumeration's names.
    static func oneOf<E: RawRepresentable & CaseIterable & Sendable>(_ type: E.Type) -> FieldCodec<E> where E.RawValue == String {
        FieldCodec<E>(read: { decoder, object, key throws(DataFileError) in
            let value = try object.enumeration(key, E.self)
            if let value, let member = object.member(key) { try decoder.checkExists(value.rawValue, for: key, at: member.value.location) }
            return value
        },
                      write: { .string($0.rawValue) }, describe: { $0.rawValue },
                      kind: .choice(E.allCases.map(\.rawValue)), value: { .choice($0.rawValue) },
                      parse: { if case .choice(let name) = $0 { E(rawValue: name) } else { nil } })
    }
}
