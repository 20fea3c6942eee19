import Foundation
import HandheldCore

/// Issue 49: an edit is cheap. What the engine said of each context on each device and version
/// (the preferences it ignores there, and why), by a digest of everything it was decided from:
/// the controllers as the engine gets them, the steps, the device, the version, the app's mode
/// and interface style. A lint of a target keeps them in the cache (`judgements/`), so after one
/// file changed only the contexts it touches are decided again; every other one is the same
/// hierarchy the engine already judged. The cache's salt holds the reader's build: another
/// engine judges everything again.
public final class Judgements: @unchecked Sendable {
    /// One preference the engine ignored in a context, as `IgnoredPreference` says it.
    struct Entry: Codable, Equatable, Sendable {
        var preference: String
        var value: String
        var rule: String
        var reason: String
        var fix: String
        /// The controller that decides runs the very override this preference comes from.
        var sameCode: Bool?
    }

    private let lock = NSLock()
    private var known: [String: [Entry]]
    /// The judgements this run asked for: what is written back (an entry no context asks for
    /// any more is dropped, so the file does not grow with every edit).
    private var asked: [String: [Entry]] = [:]
    public private(set) var decided = 0
    public private(set) var recalled = 0

    public init() {
        known = [:]
    }

    init(known: [String: [Entry]]) {
        self.known = known
    }

    /// What the engine says of `key`'s context, from memory or by `decide` (nil: the context
    /// does not run, and nothing is kept).
    func judged(_ key: String, _ decide: () -> [Entry]?) -> [Entry]? {
        if let entries = lock.withLock({ known[key] }) {
            lock.withLock {
                recalled += 1
                asked[key] = entries
            }
            return entries
        }
        guard let entries = decide() else { return nil }
        lock.withLock {
            decided += 1
            known[key] = entries
            asked[key] = entries
        }
        return entries
    }

    /// What is kept for the next lint.
    var kept: [String: [Entry]] { lock.withLock { asked } }

    /// A context's controllers and steps as the engine gets them, in the scenario format's words
    /// (its fields in a fixed order, so the same hierarchy is the same text in every run).
    static func encoded(_ root: ControllerSpec, _ steps: [Action]) -> String {
        var text = ScenarioEncoder.controller(root).rendered()
        for step in steps {
            if case .present(let spec, let from, let animated) = step {
                text += "\npresent \(from ?? "-") \(animated) " + ScenarioEncoder.controller(spec).rendered()
            } else {
                text += "\n" + String(describing: step)
            }
        }
        return text
    }

    /// The digest a context is judged under on one device and version.
    static func key(encoded: String, id: String, situation: SourceLint.Situation, index: SourceIndex) -> String {
        var digest = Digest()
        digest.add(id)
        digest.add(encoded)
        digest.add("\(situation.family) \(situation.device.id) \(situation.version.rawValue)")
        digest.add("\(index.globalMode != nil) \(String(describing: index.plist.interfaceStyle?.style))")
        return digest.finish()
    }
}
