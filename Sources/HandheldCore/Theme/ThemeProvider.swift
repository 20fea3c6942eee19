/// Holds a current value and lets objects subscribe to its changes, holding them weakly
/// (THEME-2): the third article's `ThemeProvider` with its `SubscribableValue`.
///
/// Subscribing applies the current value at once. When an object is gone, its handler is
/// never called again, even when it goes in the middle of a broadcast (another subscriber's
/// handler released it), and its subscription is dropped.
public final class ThemeProvider<Value> {
    // NB: a class per subscription, so that the list copies strong references to slots, and
    // each broadcast loads each weak reference once (weak loads are what a broadcast costs).
    @usableFromInline
    final class Slot {
        @usableFromInline weak var object: AnyObject?
        @usableFromInline let handler: (Value) -> Void

        @usableFromInline
        init(object: AnyObject, handler: @escaping (Value) -> Void) {
            self.object = object
            self.handler = handler
        }
    }

    @usableFromInline var slots: [Slot] = []

    /// The current value.
    public var current: Value { storedCurrent }
    @usableFromInline var storedCurrent: Value

    /// A provider whose current value is `value`.
    public init(_ value: Value) {
        storedCurrent = value
    }

    /// Subscribes `object`: `handler` runs now with the current value, and on every change
    /// for as long as `object` lives. Nothing keeps `object` alive.
    @inlinable
    public func subscribe(_ object: AnyObject, handler: @escaping (Value) -> Void) {
        slots.append(Slot(object: object, handler: handler))
        handler(storedCurrent)
    }

    /// Makes `value` current and tells every live subscriber, in the order they subscribed;
    /// subscriptions whose object is gone are dropped in the same pass.
    @inlinable
    public func change(to value: Value) {
        storedCurrent = value
        // Subscriptions added by a handler during this broadcast already got the value; they
        // are appended after `count` and kept as they are.
        let count = slots.count
        var kept = 0
        for index in 0..<count {
            let slot = slots[index]
            // Checked just before each call: a subscriber released by an earlier handler is skipped.
            guard let object = slot.object else { continue }
            withExtendedLifetime(object) { slot.handler(value) }
            if kept != index { slots[kept] = slot }
            kept += 1
        }
        slots.removeSubrange(kept..<count)
    }

    /// How many subscriptions are kept (live ones, and any whose object went since the last
    /// broadcast).
    @inlinable
    public var subscriptionCount: Int { slots.count }
}

/// The list of themes `nextTheme` cycles through (THEME-4).
public struct ThemeList: Equatable, Sendable {
    /// The themes, in order.
    public private(set) var themes: [Theme]

    public init(_ themes: [Theme]) {
        self.themes = themes
    }

    /// The theme with this name.
    public func theme(named name: String) -> Theme? { themes.first { $0.name == name } }

    /// THEME-4: the theme that follows `current` in the list, wrapping at the end, relative to
    /// the current one (the article rotates the array, which can hand back the current theme
    /// after a direct choice and walks three themes backwards).
    public func next(after current: String) -> Theme? {
        guard !themes.isEmpty else { return nil }
        guard let index = themes.firstIndex(where: { $0.name == current }) else { return themes[0] }
        return themes[(index + 1) % themes.count]
    }

    /// Adds a theme (a user's file), replacing one of the same name.
    public mutating func add(_ theme: Theme) {
        if let index = themes.firstIndex(where: { $0.name == theme.name }) {
            themes[index] = theme
        } else {
            themes.append(theme)
        }
    }
}
