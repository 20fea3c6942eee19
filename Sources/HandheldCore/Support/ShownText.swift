/// Text that came from a file, made safe to show: control characters written as escapes, so a
/// file cannot move the cursor, clear the screen or hide the `FILE:LINE:COLUMN` before it, and
/// long quoted keys or values cut to an excerpt, so a message stays a line (issue 21).
public enum ShownText {
    /// The longest excerpt of a quoted key or value a message shows, in characters.
    public static let excerptLength = 60

    /// `text` with every control character but the line break and the tab written as an escape
    /// (`\u001B`, `\r`): C0, DEL and C1 (0x9B is a one-byte CSI).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\r": result += "\\r"
            default: result += "\\u" + String(format: "%04X", scalar.value)
            }
        }
        return result
    }

    /// Whether a scalar would act on a terminal rather than show.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `text` at most `limit` characters: its start, "…", and how long it was.
    public static func excerpt(_ text: String, limit: Int = excerptLength) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + tr("… (%s characters)", text.count)
    }

    /// The longest name (a scenario's, a class's) shown, in characters.
    public static let nameLength = 200

    /// A name from a file on one line (issue 35: a scenario named with line breaks forged
    /// `run`'s summary): line breaks and tabs written as escapes too, cut past `nameLength`.
    public static func name(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return escaped(excerpt(oneLine, limit: nameLength))
    }

    /// `text` with each name it quotes ('…') cut past `nameLength` (issue 35: a class named
    /// with a million characters was printed whole, twice, in one lint line).
    public static func quotesCut(_ text: String) -> String {
        guard text.count > nameLength else { return text }
        let parts = text.split(separator: "'", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            // A name has no spaces: an apostrophe in the words ("UIApplication's") quotes nothing.
            index % 2 == 1 && part.count > nameLength && !part.contains(" ") ? excerpt(String(part), limit: nameLength) : String(part)
        }.joined(separator: "'")
    }

    /// The longest message shown, in characters: past it, the rest is cut.
    public static let messageLength = 2_000

    /// A message for a person: at most `messageLength` characters, control characters escaped.
    /// (Keys and values a message quotes are cut to an excerpt where it quotes them.)
    public static func message(_ text: String) -> String {
        escaped(text.count > messageLength ? String(text.prefix(messageLength)) + "…" : text)
    }
}
