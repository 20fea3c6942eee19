import CIntl
import Foundation
import HandheldResources

/// Gettext for every word a person reads (issue 25): the window, the command line's messages,
/// the explanations and lint's warnings. `tr` looks a message up in the `handheld` catalog of the
/// user's language (`po/LANG.po`, compiled by `make`); English is the message itself.
///
/// What tools parse is never passed through it: lint's `FILE:LINE:COLUMN: warning:` prefix, JSON
/// keys, scenario fields, rule ids, and UIKit's and Swift's names.
public enum Localization {
    /// The gettext domain: `LANG/LC_MESSAGES/handheld.mo`.
    public static let domain = "handheld"

    /// Takes the language from the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) and
    /// finds the catalogs. Each program calls it once, first. When the locale asked for is not
    /// installed (no `locale-gen`), the C library's UTF-8 locale is used with the language asked
    /// for, so `LANG=zh_CN.UTF-8` reads Chinese on a machine that has never generated zh_CN.
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if setlocale(LC_ALL, "") == nil {
            _ = setlocale(LC_ALL, "C.UTF-8")
            let asked = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
                .compactMap { $0 }.first { !$0.isEmpty }
            if (environment["LANGUAGE"] ?? "").isEmpty, let asked,
               let language = asked.split(separator: ".").first.map(String.init), language != "C", language != "POSIX" {
                setenv("LANGUAGE", language, 1)
            }
        }
        // Numbers are read and written the same way in every language (scenario files, JSON).
        _ = setlocale(LC_NUMERIC, "C")
        _ = bindtextdomain(domain, HandheldResources.localeDirectory.path)
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// `format` with `%s` (or `%d`) taking the arguments in turn, `%N$s` the Nth, `%%` a per
    /// cent sign: C's format strings, so `msgfmt --check` checks each translation keeps them.
    public static func format(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            var index = next
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                characters = characters.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            guard let conversion = characters.first, conversion == "s" || conversion == "d" else {
                result += "%"
                continue
            }
            characters = characters.dropFirst()
            result += arguments.indices.contains(index) ? arguments[index] : ""
        }
        return result + characters
    }
}

/// `message` in the user's language.
public func tr(_ message: String) -> String {
    guard !message.isEmpty else { return message }
    return message.withCString { String(cString: dgettext(Localization.domain, $0)) }
}

/// The format `message` in the user's language, filled with `arguments` (`%s`, `%N$s`).
public func tr(_ message: String, _ arguments: Any...) -> String {
    Localization.format(tr(message), arguments.map { String(describing: $0) })
}

/// The singular or plural format for `count`, in the user's language (gettext's plural forms;
/// Chinese has one), filled with `arguments`.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: Any...) -> String {
    let chosen = singular.withCString { one in
        plural.withCString { many in String(cString: dngettext(Localization.domain, one, many, UInt(max(count, 0)))) }
    }
    return Localization.format(chosen, arguments.map { String(describing: $0) })
}

/// A message whose words are looked up and filled in only when they are read: the explanation
/// steps the resolver builds on every resolution (SB-9), which a person reads far more rarely.
/// Two messages are equal when their formats and arguments are.
public struct DeferredMessage: Hashable, Sendable, CustomStringConvertible {
    /// The English format: the catalog's key.
    public let format: String
    /// What fills its `%s`, in order.
    public let arguments: [String]
    /// False for words already in the reader's language (a literal).
    let translates: Bool

    /// Words that are already what a person reads: not looked up.
    public init(literal: String) {
        format = literal
        arguments = []
        translates = false
    }

    init(format: String, arguments: [String]) {
        self.format = format
        self.arguments = arguments
        translates = true
    }

    /// The words in the user's language.
    public var text: String { translates ? Localization.format(tr(format), arguments) : format }
    public var description: String { text }
}

/// `tr(message, arguments…)` looked up and filled in when it is read (`DeferredMessage.text`).
public func trLater(_ message: String, _ arguments: Any...) -> DeferredMessage {
    DeferredMessage(format: message, arguments: arguments.map { String(describing: $0) })
}
