/// Reads the fields of one JSON object, checking types, and rejects fields nobody asked for.
struct JSONObjectReader {
    let node: JSONNode
    let members: [JSONMember]
    let file: String
    /// What the object is, for messages ("controller", "step 'push'").
    let what: String
    private var used: Set<String> = []
    /// Every field asked for, present or not, in the order asked: the fields this object takes.
    private(set) var asked: [String] = []

    init(_ node: JSONNode, file: String, what: String) throws(DataFileError) {
        guard case .object(let members) = node.value else {
            throw DataFileError(file: file, location: node.location, message: tr("%s must be an object, found %s", what, node.kindName))
        }
        self.node = node
        self.members = members
        self.file = file
        self.what = what
    }

    func error(_ message: String, at location: TextPosition) -> DataFileError {
        DataFileError(file: file, location: location, message: message)
    }

    /// Whether the field is present.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member, marking it used.
    mutating func member(_ key: String) -> JSONMember? {
        if !asked.contains(key) { asked.append(key) }
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        used.insert(key)
        return member
    }

    /// The raw value of a field, marking it used; `required` makes absence an error.
    mutating func node(_ key: String, required: Bool = false) throws(DataFileError) -> JSONNode? {
        guard let member = member(key) else {
            if required { throw error(tr("%s needs the field '%s'", what, key), at: node.location) }
            return nil
        }
        return member.value
    }

    mutating func string(_ key: String, required: Bool = false) throws(DataFileError) -> String? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .string(let text) = value.value else {
            throw error(tr("'%s' must be a string, found %s", key, value.kindName), at: value.location)
        }
        try checkLength(text, key, at: value.location)
        return text
    }

    /// Limits.maximumTextLength, for every string a file gives.
    /// Counts what is laid out: every Unicode scalar, a combining mark included (a character
    /// carrying 64,000 accents is 64,001 of them, issue 21).
    /// A character may carry at most 30 combining marks in a row (Unicode's Stream-Safe Text
    /// Format, UAX #15), so no one character costs the painter more than a few.
    func checkLength(_ text: String, _ key: String, at location: TextPosition) throws(DataFileError) {
        if text.utf8.count > Limits.maximumTextLength {
            let scalars = text.unicodeScalars.count
            if scalars > Limits.maximumTextLength {
                throw error(tr("'%s' is %s characters long (combining marks counted); the most is %s", key, scalars, Limits.maximumTextLength), at: location)
            }
        }
        var marks = 0
        for scalar in text.unicodeScalars where scalar.value >= 0x300 || marks > 0 {
            marks = scalar.properties.canonicalCombiningClass == .notReordered ? 0 : marks + 1
            if marks > Limits.maximumCombiningMarks {
                throw error(tr("'%s' has a character carrying more than %s combining marks (Unicode's stream-safe limit)", key, Limits.maximumCombiningMarks), at: location)
            }
        }
    }

    /// A string that may also be `null` (returned as `.some(nil)`), for fields that can be cleared.
    mutating func nullableString(_ key: String) throws(DataFileError) -> String?? {
        guard let value = try node(key) else { return nil }
        switch value.value {
        case .null: return .some(nil)
        case .string(let text):
            try checkLength(text, key, at: value.location)
            return .some(text)
        default: throw error(tr("'%s' must be a string or null, found %s", key, value.kindName), at: value.location)
        }
    }

    mutating func bool(_ key: String, required: Bool = false) throws(DataFileError) -> Bool? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .bool(let flag) = value.value else {
            throw error(tr("'%s' must be true or false, found %s", key, value.kindName), at: value.location)
        }
        return flag
    }

    mutating func number(_ key: String, required: Bool = false) throws(DataFileError) -> Double? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .number(let number) = value.value else {
            throw error(tr("'%s' must be a number, found %s", key, value.kindName), at: value.location)
        }
        return number
    }

    mutating func integer(_ key: String, required: Bool = false) throws(DataFileError) -> Int? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .number(let number) = value.value, number == number.rounded(), abs(number) < 1e9 else {
            throw error(tr("'%s' must be a whole number, found %s", key, value.kindName), at: value.location)
        }
        return Int(number)
    }

    mutating func numbers(_ key: String, count: Int, required: Bool = false) throws(DataFileError) -> [Double]? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .array(let items) = value.value, items.count == count else {
            throw error(tr("'%s' must be an array of %s numbers", key, count), at: value.location)
        }
        var numbers: [Double] = []
        for item in items {
            guard case .number(let number) = item.value else {
                throw error(tr("'%s' must be an array of %s numbers, found %s", key, count, item.kindName), at: item.location)
            }
            numbers.append(number)
        }
        return numbers
    }

    mutating func strings(_ key: String, required: Bool = false) throws(DataFileError) -> [String]? {
        guard let value = try node(key, required: required) else { return nil }
        guard case .array(let items) = value.value else {
            throw error(tr("'%s' must be an array of strings, found %s", key, value.kindName), at: value.location)
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item.value else {
                throw error(tr("'%s' must be an array of strings, found %s", key, item.kindName), at: item.location)
            }
            try checkLength(text, key, at: item.location)
            strings.append(text)
        }
        return strings
    }

    /// A string naming one case of a string enum; a wrong name lists the right ones.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(
        _ key: String, _ type: E.Type, required: Bool = false
    ) throws(DataFileError) -> E? where E.RawValue == String {
        guard let value = try node(key, required: required) else { return nil }
        guard case .string(let text) = value.value else {
            throw error(tr("'%s' must be a string, found %s", key, value.kindName), at: value.location)
        }
        guard let result = E(rawValue: text) else {
            let names = E.allCases.map { $0.rawValue }.joined(separator: ", ")
            throw error(tr("'%s' cannot be '%s'; expected one of: %s", key, ShownText.excerpt(text), names), at: value.location)
        }
        return result
    }

    /// An iOS release (§10: `N` or `N.M`, N shipped from 12 to 27); a wrong one lists them.
    mutating func release(_ key: String) throws(DataFileError) -> IOSRelease? {
        guard let value = try node(key) else { return nil }
        guard case .string(let text) = value.value else {
            throw error(tr("'%s' must be a string, found %s", key, value.kindName), at: value.location)
        }
        guard let release = IOSRelease(text) else {
            throw error(tr("'%s' cannot be '%s'; expected an iOS release Apple shipped, N or N.M with N one of: %s (19 to 25 were never shipped)",
                           key, ShownText.excerpt(text), IOSRelease.acceptedList), at: value.location)
        }
        return release
    }

    /// Fails on the first field that was never read: an unknown or misplaced field.
    /// A field that was asked for is what the object takes: an unknown field's message says which
    /// known field a UIKit name or a near miss stands for, and lists them all (as unknown ops do).
    func finish(hint: (String) -> String? = { _ in nil }) throws(DataFileError) {
        for member in members where !used.contains(member.key) {
            var message = tr("unknown field '%s' in %s", ShownText.excerpt(member.key), what)
            if let extra = hint(member.key) {
                message += ": \(extra)"
            } else if let suggestion = FieldSuggestion.field(for: member.key, among: asked) {
                message += ": " + suggestion
            }
            if !asked.isEmpty { message += tr("; expected one of: %s", asked.joined(separator: ", ")) }
            throw error(message, at: member.keyLocation)
        }
    }
}
