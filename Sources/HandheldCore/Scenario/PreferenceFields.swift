/// A controller's fields in scenarios (VC-2, section 9), each declared once: its name, how it
/// is read (into a `PreferenceChanges`: a controller in a file and the `set` op share them),
/// how it is written back (a `set` step, or a controller's non-default preferences), and how
/// it changes the controller, in UIKit's words for the event log.
struct PreferenceField: Sendable {
    /// Who has the field.
    enum Scope: Sendable {
        /// Every controller (VC-2).
        case preference
        /// Every controller, changed by `set` only (a new controller has `title` of its own).
        case title
        /// A navigation controller's bar (VC-3, POP-4), changed by `set`.
        case navigationBar
    }

    let name: String
    let scope: Scope
    /// Reads the field, if present, into the changes.
    let read: @Sendable (inout ScenarioDecoder, inout JSONObjectReader, inout PreferenceChanges) throws(DataFileError) -> Void
    /// The field as a `set` step writes it, if the changes set it.
    let write: @Sendable (PreferenceChanges) -> JSONOutput?
    /// The field as a controller writes it, if it differs from UIKit's default.
    let writePreference: @Sendable (ControllerPreferences) -> JSONOutput?
    /// Applies the field's change, if any; says what changed in UIKit's words.
    let apply: @Sendable (PreferenceChanges, inout ControllerPreferences) -> String?

    /// Every field, in the order files write them.
    static let all: [PreferenceField] = [
        PreferenceField(
            name: "statusBarStyle", scope: .preference,
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
            }),
        // NB: given values are written even when they are UIKit's defaults: SB-11 names a given
        // preference that is ignored, so a saved session must give what was given.
        given("statusBarHidden", uikit: "prefersStatusBarHidden", .bool, \.statusBarHidden, \.statusBarHiddenOverride),
        given("statusBarAnimation", uikit: "preferredStatusBarUpdateAnimation", .oneOf(StatusBarAnimation.self),
              \.statusBarAnimation, \.statusBarAnimationOverride),
        field("presentationStyle", uikit: "modalPresentationStyle", .oneOf(ModalPresentationStyle.self),
              \.presentationStyle, \.modalPresentationStyle),
        field("capturesStatusBarAppearance", uikit: "modalPresentationCapturesStatusBarAppearance", .bool,
              \.capturesStatusBarAppearance, \.capturesStatusBarAppearance),
        field("childForStatusBarStyle", uikit: "childForStatusBarStyle", .child, \.childForStatusBarStyle, \.childForStatusBarStyle),
        field("childForStatusBarHidden", uikit: "childForStatusBarHidden", .child, \.childForStatusBarHidden, \.childForStatusBarHidden),
        field("navigationBarHidden", uikit: "prefersNavigationBarHidden", .bool, \.navigationBarHidden, \.prefersNavigationBarHidden),
        field("interactivePopDisabled", uikit: "interactivePopDisabled", .bool, \.interactivePopDisabled, \.interactivePopDisabled),
        field("popMaxDistance", uikit: "interactivePopMaxAllowedInitialDistanceToLeftEdge", .distance,
              \.popMaxDistance, \.interactivePopMaxAllowedInitialDistance),
        field("backgroundColor", uikit: "view.backgroundColor", .color, \.backgroundColor, \.backgroundColor),
        field("overrideUserInterfaceStyle", uikit: "overrideUserInterfaceStyle", .oneOf(UserInterfaceStyle.self),
              \.overrideUserInterfaceStyle, \.overrideUserInterfaceStyle),
        field("modalInPresentation", uikit: "isModalInPresentation", .bool, \.modalInPresentation, \.modalInPresentation),
        field("title", scope: .title, .text, \.title),
        field("barStyle", scope: .navigationBar, .oneOf(NavigationBarStyle.self), \.barStyle),
        field("barHidden", scope: .navigationBar, .bool, \.barHidden),
        field("viewControllerBasedNavigationBarAppearance", scope: .navigationBar, .bool, \.viewControllerBasedNavigationBarAppearance),
        field("fullscreenPopGesture", scope: .navigationBar, .bool, \.fullscreenPopGesture),
        field("contentPopGestureEnabled", scope: .navigationBar, .bool, \.contentPopGestureEnabled),
    ]

    /// The fields of `changes` that are set, as a `set` step writes them.
    static func write(_ changes: PreferenceChanges) -> [(String, JSONOutput?)] {
        all.map { ($0.name, $0.write(changes)) }
    }

    /// A preference every controller has, stored in `ControllerPreferences`.
    private static func field<T: Equatable & Sendable>(
        _ name: String, uikit: String, _ codec: FieldCodec<T>,
        _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable,
        _ stored: WritableKeyPath<ControllerPreferences, T> & Sendable
    ) -> PreferenceField {
        let defaultValue = ControllerPreferences()[keyPath: stored]
        return PreferenceField(
            name: name, scope: .preference,
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
            })
    }

    /// A status bar preference, kept as given or not (SB-11).
    private static func given<T: Equatable & Sendable>(
        _ name: String, uikit: String, _ codec: FieldCodec<T>,
        _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable,
        _ stored: WritableKeyPath<ControllerPreferences, T?> & Sendable
    ) -> PreferenceField {
        PreferenceField(
            name: name, scope: .preference,
            read: { decoder, object, changes throws(DataFileError) in
                changes[keyPath: change] = try codec.read(&decoder, &object, name)
            },
            write: { $0[keyPath: change].map(codec.write) },
            writePreference: { $0[keyPath: stored].map(codec.write) },
            apply: { changes, preferences in
                guard let value = changes[keyPath: change] else { return nil }
                preferences[keyPath: stored] = value
                return "\(uikit) \(codec.describe(value))"
            })
    }

    /// A field `set` changes that is not one of `ControllerPreferences`.
    private static func field<T: Sendable>(
        _ name: String, scope: Scope, _ codec: FieldCodec<T>, _ change: WritableKeyPath<PreferenceChanges, T?> & Sendable
    ) -> PreferenceField {
        PreferenceField(
            name: name, scope: scope,
            read: { decoder, object, changes throws(DataFileError) in
                changes[keyPath: change] = try codec.read(&decoder, &object, name)
            },
            write: { $0[keyPath: change].map(codec.write) },
            writePreference: { _ in nil },
            apply: { _, _ in nil })
    }
}

/// How one kind of field value is read, written and described.
struct FieldCodec<T: Sendable>: Sendable {
    let read: @Sendable (inout ScenarioDecoder, inout JSONObjectReader, String) throws(DataFileError) -> T?
    let write: @Sendable (T) -> JSONOutput
    let describe: @Sendable (T) -> String
}

extension FieldCodec where T == Bool {
    static var bool: Self {
        Self(read: { _, object, key throws(DataFileError) in try object.bool(key) }, write: { .bool($0) }, describe: { "\($0)" })
    }
}

extension FieldCodec where T == String {
    static var text: Self {
        Self(read: { _, object, key throws(DataFileError) in try object.string(key) }, write: { .string($0) }, describe: { "\"\($0)\"" })
    }
}

extension FieldCodec where T == Double {
    /// A distance in points, 0 or more.
    static var distance: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            let value = try object.number(key)!
            guard value >= 0 else { throw decoder.error("'\(key)' must be 0 or more", at: member.value.location) }
            return value
        }, write: { .number($0) }, describe: { JSONOutput.format($0) })
    }
}

extension FieldCodec where T == String? {
    /// A child's id, or `null` to clear it (SB-3); the id is checked against the file's controllers.
    static var child: Self {
        Self(read: { decoder, object, key throws(DataFileError) in
            guard let member = object.member(key) else { return nil }
            if case .string(let id) = member.value.value { decoder.noteReference(id, at: member.value.location) }
            return try object.nullableString(key)
        }, write: { $0.map(JSONOutput.string) ?? .null }, describe: { $0.map { "'\($0)'" } ?? "nil" })
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
        }, write: { $0?.json ?? .null }, describe: { $0?.description ?? "nil" })
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
                      write: { .string($0.rawValue) }, describe: { $0.rawValue })
    }
}
