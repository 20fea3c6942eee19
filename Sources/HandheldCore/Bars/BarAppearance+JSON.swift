import Foundation

/// BAR-1's appearance as scenario files write it.
extension BarAppearance: CustomStringConvertible {
    static func read(_ node: JSONNode, key: String, file: String) throws(DataFileError) -> BarAppearance {
        var object = try JSONObjectReader(node, file: file, what: tr("'%s' (an appearance)", key))
        var appearance = BarAppearance()
        appearance.background = try object.enumeration("background", Background.self) ?? .default
        func colour(_ name: String, _ object: inout JSONObjectReader) throws(DataFileError) -> ThemeColor? {
            guard let member = object.member(name) else { return nil }
            return try ThemeColor.read(member.value, key: name, file: file)
        }
        appearance.backgroundColor = try colour("backgroundColor", &object)
        if let member = object.member("shadowColor") {
            appearance.shadow = member.value.value == .null ? .hidden : .color(try ThemeColor.read(member.value, key: "shadowColor", file: file))
        }
        appearance.titleColor = try colour("titleColor", &object)
        appearance.largeTitleColor = try colour("largeTitleColor", &object)
        appearance.interfaceStyle = try object.enumeration("interfaceStyle", UserInterfaceStyle.self) ?? .unspecified
        try object.finish()
        return appearance
    }

    /// The members that differ from an empty appearance.
    var json: JSONOutput {
        var members: [(String, JSONOutput)] = [("background", .string(background.rawValue))]
        if let backgroundColor { members.append(("backgroundColor", backgroundColor.json)) }
        switch shadow {
        case .system: break
        case .hidden: members.append(("shadowColor", .null))
        case .color(let color): members.append(("shadowColor", color.json))
        }
        if let titleColor { members.append(("titleColor", titleColor.json)) }
        if let largeTitleColor { members.append(("largeTitleColor", largeTitleColor.json)) }
        if interfaceStyle != .unspecified { members.append(("interfaceStyle", .string(interfaceStyle.rawValue))) }
        return .object(members)
    }

    /// As the event log and the explanation say it: `{transparent, backgroundColor #112233}`.
    public var description: String {
        var parts = [background.rawValue]
        if let backgroundColor { parts.append(tr("backgroundColor %s", backgroundColor)) }
        switch shadow {
        case .system: break
        case .hidden: parts.append(tr("no shadow"))
        case .color(let color): parts.append(tr("shadowColor %s", color))
        }
        if let titleColor { parts.append(tr("titleColor %s", titleColor)) }
        if let largeTitleColor { parts.append(tr("largeTitleColor %s", largeTitleColor)) }
        if interfaceStyle != .unspecified { parts.append(tr("interfaceStyle %s", interfaceStyle.rawValue)) }
        return "{\(parts.joined(separator: ", "))}"
    }
}

/// The window's compact appearance editor (issue 23): the parts beside the background as one
/// line of text, `color #1C3D5A shadow none title #FFFFFF large #FFFFFF` (a colour may be a
/// `#LIGHT/#DARK` pair; `shadow` also takes `none` and `system`).
extension BarAppearance {
    public var editorText: String {
        func colour(_ value: ThemeColor) -> String { value.isPair ? "\(value.light.hexString)/\(value.dark.hexString)" : value.light.hexString }
        var parts: [String] = []
        if let backgroundColor { parts.append("color \(colour(backgroundColor))") }
        switch shadow {
        case .system: break
        case .hidden: parts.append("shadow none")
        case .color(let value): parts.append("shadow \(colour(value))")
        }
        if let titleColor { parts.append("title \(colour(titleColor))") }
        if let largeTitleColor { parts.append("large \(colour(largeTitleColor))") }
        return parts.joined(separator: " ")
    }

    /// This appearance with the parts `text` gives (the background kind kept; a part not named
    /// is cleared), or a message saying what is wrong.
    public func editing(_ text: String) -> Result<BarAppearance, EditorTextError> {
        var edited = BarAppearance(background: background)
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count.isMultiple(of: 2) else {
            return .failure(EditorTextError(message: tr("'%s' is not an appearance: give pairs such as color #1C3D5A shadow none title #FFFFFF large #FFFFFF", text)))
        }
        func colour(_ word: String) -> ThemeColor? { ThemeColor.typed(word) ?? nil }
        for index in stride(from: 0, to: words.count, by: 2) {
            let (key, value) = (words[index].lowercased(), words[index + 1])
            switch key {
            case "shadow" where value == "none": edited.shadow = .hidden
            case "shadow" where value == "system": edited.shadow = .system
            case "color", "shadow", "title", "large":
                guard let parsed = colour(value) else {
                    return .failure(EditorTextError(message: tr("'%s' is not a colour: give #RRGGBB or #RRGGBBAA, or #LIGHT/#DARK", value)))
                }
                switch key {
                case "color": edited.backgroundColor = parsed
                case "shadow": edited.shadow = .color(parsed)
                case "title": edited.titleColor = parsed
                default: edited.largeTitleColor = parsed
                }
            default:
                return .failure(EditorTextError(message: tr("'%s' is not a part of an appearance: color, shadow, title or large", key)))
            }
        }
        return .success(edited)
    }
}

/// What is wrong with an appearance typed in the window.
public struct EditorTextError: Error, Equatable, Sendable {
    public var message: String
}

extension ThemeColor {
    /// A colour as people type it in the window: `#RRGGBB[AA]` or `#LIGHT/#DARK`; `.some(nil)`
    /// for empty text (none), nil when it is not a colour.
    public static func typed(_ typed: String) -> ThemeColor?? {
        let text = typed.trimmingCharacters(in: .whitespaces)
        let pieces = text.split(separator: "/")
        let parts = pieces.compactMap { Color(hexString: $0.trimmingCharacters(in: .whitespaces)) }
        switch (pieces.count, parts.count) {
        case (0, _): return .some(nil)
        case (1, 1): return ThemeColor(parts[0])
        case (2, 2): return ThemeColor(light: parts[0], dark: parts[1])
        default: return nil
        }
    }
}
