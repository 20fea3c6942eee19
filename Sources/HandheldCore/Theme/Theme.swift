import Foundation
import HandheldResources

/// A named set of values the app's themed parts apply (THEME-1), as the third article's
/// `AppTheme`.
public struct Theme: Equatable, Hashable, Sendable {
    public var name: String
    /// The style a themed navigation controller prefers (THEME-6).
    public var statusBarStyle: StatusBarStyle
    // Each colour one, or a light/dark pair (PIC-4).
    public var barBackgroundColor: ThemeColor
    public var barForegroundColor: ThemeColor
    public var backgroundColor: ThemeColor
    public var textColor: ThemeColor

    /// The theme of UIKit's default colours (PIC-4), whose background dark appearance elevates in a card (PIC-4a).
    public static let systemName = "system"

    /// UIKit's default colours (PIC-4), for an engine given no themes: the shipped `system`
    /// theme's values.
    public static let fallback = Theme(
        name: systemName, statusBarStyle: .default,
        barBackgroundColor: ThemeColor(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x1C1C1E)),
        barForegroundColor: ThemeColor(light: .black, dark: .white),
        backgroundColor: ThemeColor(light: .white, dark: .black),
        textColor: ThemeColor(light: .black, dark: .white))

    public init(name: String, statusBarStyle: StatusBarStyle, barBackgroundColor: ThemeColor, barForegroundColor: ThemeColor,
                backgroundColor: ThemeColor, textColor: ThemeColor) {
        self.name = name
        self.statusBarStyle = statusBarStyle
        self.barBackgroundColor = barBackgroundColor
        self.barForegroundColor = barForegroundColor
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// A theme of single colours.
    public init(name: String, statusBarStyle: StatusBarStyle, barBackgroundColor: Color, barForegroundColor: Color,
                backgroundColor: Color, textColor: Color) {
        self.init(name: name, statusBarStyle: statusBarStyle, barBackgroundColor: ThemeColor(barBackgroundColor),
                  barForegroundColor: ThemeColor(barForegroundColor), backgroundColor: ThemeColor(backgroundColor),
                  textColor: ThemeColor(textColor))
    }

    /// The colours drawn in one appearance (THEME-8).
    public struct Colors: Equatable, Sendable {
        public var barBackgroundColor: Color
        public var barForegroundColor: Color
        public var backgroundColor: Color
        public var textColor: Color
    }

    public func colors(_ appearance: SystemAppearance) -> Colors {
        Colors(barBackgroundColor: barBackgroundColor.resolved(appearance), barForegroundColor: barForegroundColor.resolved(appearance),
               backgroundColor: backgroundColor.resolved(appearance), textColor: textColor.resolved(appearance))
    }

    /// Reads a theme file's text; errors name the file, line and column (THEME-1).
    public static func parse(_ text: String, file: String) throws(DataFileError) -> Theme {
        let root: JSONNode
        do {
            root = try JSONReader.parse(text)
        } catch {
            throw DataFileError(file: file, location: error.location, message: error.message)
        }
        var object = try JSONObjectReader(root, file: file, what: "theme")
        let fallbackName = String((file.split(separator: "/").last ?? "theme").replacingOccurrences(of: ".json", with: ""))
        let name = try object.string("name") ?? fallbackName
        guard !name.isEmpty else { throw DataFileError(file: file, location: root.location, message: tr("a theme needs a name")) }
        let style = try object.enumeration("statusBarStyle", StatusBarStyle.self, required: true)!
        func color(_ key: String) throws(DataFileError) -> ThemeColor {
            try ThemeColor.read(try object.node(key, required: true)!, key: key, file: file)
        }
        let theme = Theme(name: name, statusBarStyle: style, barBackgroundColor: try color("barBackgroundColor"),
                          barForegroundColor: try color("barForegroundColor"), backgroundColor: try color("backgroundColor"),
                          textColor: try color("textColor"))
        try object.finish()
        return theme
    }

    /// Reads a theme file.
    public static func load(_ path: String) throws(DataFileError) -> Theme {
        try parse(try DataFileText.read(path), file: path)
    }

    /// The themes shipped in `Resources/themes`: `system` first (PIC-4, THEME-9), then the
    /// article's `light` and `dark`, then the others by name.
    public static func shipped() throws(DataFileError) -> [Theme] {
        let directory = HandheldResources.themesDirectory.path
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".json") }
        var themes: [Theme] = []
        for name in names.sorted() { themes.append(try load(directory + "/" + name)) }
        guard !themes.isEmpty else { throw DataFileError(file: directory, location: nil, message: tr("no themes found")) }
        let first = ["system", "light", "dark"]
        func rank(_ theme: Theme) -> Int { first.firstIndex(of: theme.name) ?? first.count }
        return themes.sorted { (rank($0), $0.name) < (rank($1), $1.name) }
    }
}

extension Color {
    /// `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    public init?(hexString text: String) {
        // Hex digits only: UInt64(_:radix:) would also take a sign ("#+FFFFF").
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, text.dropFirst().allSatisfy(\.isHexDigit),
              let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        if text.count == 7 {
            self.init(hex: UInt32(value))
        } else {
            self.init(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        }
    }
}
