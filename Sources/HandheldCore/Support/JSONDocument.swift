/// A position in a text file, 1-based, as editors count it.
public struct TextPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Line number, from 1.
    public var line: Int
    /// Column number in characters, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A JSON value read from a file, every part of it carrying where it stood, so that
/// errors about its meaning (not only its syntax) can name the line and column.
public struct JSONNode: Equatable, Sendable {
    /// The kinds of JSON value.
    public indirect enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// Where the value starts.
    public var location: TextPosition

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: tr("a boolean")
        case .number: tr("a number")
        case .string: tr("a string")
        case .array: tr("an array")
        case .object: tr("an object")
        }
    }
}

/// One `"key": value` pair of a JSON object, in file order.
public struct JSONMember: Equatable, Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyLocation: TextPosition
    /// The value.
    public var value: JSONNode
}

/// A syntax or meaning error in a JSON file, with its position.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String
    /// Where.
    public var location: TextPosition
}

/// Reads JSON text (RFC 8259) into `JSONNode`s with positions. Duplicate keys are an error.
public struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses a whole document.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let node = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < reader.bytes.count {
            throw reader.error(tr("unexpected text after the JSON value"))
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var here: TextPosition { TextPosition(line: line, column: column) }

    private func error(_ message: String, at location: TextPosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location ?? here)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Count characters, not bytes: UTF-8 continuation bytes do not move the column.
            column += 1
        }
    }

    /// The character at the current position, for messages: quoted as itself, or as an escape
    /// (`\u0001`) when it is a control or invisible character, never as raw bytes.
    private func describeCharacter() -> String {
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return String(format: tr("byte 0x%02X"), bytes[index])
        }
        let visible = !(scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                        || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
                        || scalar.properties.generalCategory == .spaceSeparator || scalar.properties.generalCategory == .unassigned)
        return visible ? "'\(Character(scalar))'" : String(format: "\\u%04X", scalar.value)
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
              || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            advance()
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < 512 else { throw error(tr("JSON nested too deeply")) }
        let start = here
        guard let byte = current else { throw error(tr("unexpected end of file, expected a value")) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        default:
            throw error(tr("unexpected character %s, expected a value", describeCharacter()))
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = here
        for expected in word.utf8 {
            guard current == expected else { throw error(tr("invalid literal, expected '%s'", word), at: start) }
            advance()
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = here
        let first = index
        if current == UInt8(ascii: "-") { advance() }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 48 && $0 <= 57 } ?? false }
        guard isDigit(current) else { throw error(tr("invalid number"), at: start) }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw error(tr("invalid number: digits expected after '.'"), at: start) }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw error(tr("invalid number: digits expected in exponent"), at: start) }
            while isDigit(current) { advance() }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error(tr("number out of range"), at: start) }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = here
        advance() // opening quote
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        func flush() {
            if !pending.isEmpty {
                scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
                pending.removeAll()
            }
        }
        while true {
            guard let byte = current else { throw error(tr("unterminated string"), at: start) }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte < 0x20 { throw error(tr("control character in string")) }
            if byte == UInt8(ascii: "\\") {
                flush()
                advance()
                guard let escape = current else { throw error(tr("unterminated string"), at: start) }
                advance()
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == UInt8(ascii: "\\") else { throw error(tr("unpaired surrogate in \\u escape")) }
                        advance()
                        guard current == UInt8(ascii: "u") else { throw error(tr("unpaired surrogate in \\u escape")) }
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error(tr("unpaired surrogate in \\u escape")) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = UnicodeScalar(code) else { throw error(tr("invalid \\u escape")) }
                    scalars.append(scalar)
                default:
                    throw error(tr("invalid escape '\\%s'", Character(UnicodeScalar(escape))))
                }
            } else {
                pending.append(byte)
                advance()
            }
        }
        flush()
        return String(scalars)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else { throw error(tr("invalid \\u escape")) }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 48...57: UInt32(byte - 48)
        case 65...70: UInt32(byte - 55)
        case 97...102: UInt32(byte - 87)
        default: nil
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = here
        advance()
        var items: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return JSONNode(value: .array(items), location: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard let byte = current else { throw error(tr("unterminated array"), at: start) }
            advance()
            if byte == UInt8(ascii: "]") { break }
            guard byte == UInt8(ascii: ",") else {
                throw error(tr("expected ',' or ']' in array"), at: TextPosition(line: line, column: column - 1))
            }
        }
        return JSONNode(value: .array(items), location: start)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = here
        advance()
        var members: [JSONMember] = []
        var keys: Set<String> = [] // duplicates found in O(1) each, not by searching the members
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONNode(value: .object(members), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = here
            guard current == UInt8(ascii: "\"") else { throw error(tr("expected a key in quotes")) }
            let key = try parseString()
            if !keys.insert(key).inserted {
                throw error(tr("duplicate key '%s'", key), at: keyLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error(tr("expected ':' after key '%s'", key)) }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard let byte = current else { throw error(tr("unterminated object"), at: start) }
            advance()
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: ",") else {
                throw error(tr("expected ',' or '}' in object"), at: TextPosition(line: line, column: column - 1))
            }
        }
        return JSONNode(value: .object(members), location: start)
    }
}
