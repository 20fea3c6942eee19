/// A colour of a theme or a controller: one colour, or a pair for light and dark appearance,
/// like a dynamic UIColor (PIC-4). The system appearance picks one (THEME-8).
public struct ThemeColor: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var light: Color
    public var dark: Color

    /// The same colour in both appearances.
    public init(_ color: Color) {
        light = color
        dark = color
    }

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The colour drawn in `appearance`.
    public func resolved(_ appearance: SystemAppearance) -> Color { appearance == .dark ? dark : light }

    public var isPair: Bool { light != dark }

    /// As files write it: `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"light": …, "dark": …}`.
    public var json: JSONOutput {
        isPair ? .object([("light", .string(light.hexString)), ("dark", .string(dark.hexString))]) : .string(light.hexString)
    }

    public var description: String { isPair ? "{light \(light.hexString), dark \(dark.hexString)}" : light.hexString }

    /// Reads a colour value; errors name the file, line and column and say what `key` takes.
    static func read(_ node: JSONNode, key: String, file: String) throws(DataFileError) -> ThemeColor {
        let expected = tr("'%s' must be a colour as \"#RRGGBB\" or \"#RRGGBBAA\", or {\"light\": colour, \"dark\": colour}", key)
        switch node.value {
        case .string(let text):
            guard let color = Color(hexString: text) else { throw DataFileError(file: file, location: node.location, message: expected) }
            return ThemeColor(color)
        case .object:
            var pair = try JSONObjectReader(node, file: file, what: "'\(key)'")
            var colors: [Color] = []
            for appearance in ["light", "dark"] {
                let value = try pair.node(appearance, required: true)!
                guard case .string(let text) = value.value, let color = Color(hexString: text) else {
                    throw DataFileError(file: file, location: value.location, message: expected)
                }
                colors.append(color)
            }
            try pair.finish()
            return ThemeColor(light: colors[0], dark: colors[1])
        default:
            throw DataFileError(file: file, location: node.location, message: expected)
        }
    }
}

extension Color {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((min(1, max(0, value)) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
