import Foundation
import HandheldCore

/// Issue 51 (SRC-10), the window's Show Fix: for a scenario imported from a Swift project, each
/// class whose preference the engine ignores gets the diff `lint --fix` would apply for it.

/// The Swift project a scenario was imported from, and the files the import wrote.
public struct OpenedProject: Equatable, Sendable {
    public var folder: String
    public var files: [String]
}

/// A class of the opened project with a preference ignored now: what Show Fix offers.
public struct FixTarget: Equatable, Sendable {
    /// The class's name, as lint's findings name it (the import's controller title).
    public var className: String
    /// The rules that ignore it now (`SB-2`, `SB-4`).
    public var rules: [String]
    /// Where the class is declared (`FILE:LINE:COLUMN`).
    public var source: String

    /// The menu's words: "ComposerViewController (SB-2)".
    public var label: String { "\(className) (\(rules.joined(separator: ", ")))" }
}

extension Playground {
    /// The classes Show Fix offers: the project's scenario is the one shown (opening another
    /// file forgets the project), and each controller with an ignored preference came from a
    /// class of its sources.
    public var fixTargets: [FixTarget] {
        guard project != nil else { return [] }
        let state = engine.state
        var targets: [FixTarget] = []
        for preference in IgnoredPreferences.list(state) {
            guard let controller = state.hierarchy[preference.controller], let source = controller.source,
                  !controller.title.isEmpty else { continue }
            let className = controller.title
            if let index = targets.firstIndex(where: { $0.className == className }) {
                if !targets[index].rules.contains(preference.rule) { targets[index].rules.append(preference.rule) }
            } else {
                targets.append(FixTarget(className: className, rules: [preference.rule], source: source))
            }
        }
        return targets
    }

    /// Show Fix for a class: `handheld-sources lint FOLDER --fix --dry-run --fix-class NAME`.
    mutating func fixRequested(_ className: String) -> [Effect] {
        guard let project else {
            message = .error(tr("Show Fix needs a Swift project: File > Open Swift Project…"))
            return []
        }
        let tool: String
        switch places.sources {
        case .success(let found): tool = found
        case .failure(let missing):
            message = .error(tr("Show Fix: %s", missing.message))
            return []
        }
        return [.run(Job(purpose: .showFix(className: className, folder: project.folder), title: tr("The fix for %s", className),
                         tool: tool, arguments: ["lint", project.folder, "--fix", "--dry-run", "--fix-class", className]))]
    }

    /// What Show Fix's lint printed: the diff, shown; none: why; a failure: one line of why.
    mutating func fixShown(_ className: String, folder: String, _ end: JobEnd) -> [Effect] {
        switch end {
        case .exited(0, let printed, _) where printed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
            message = .info(tr("lint --fix would change nothing for %s: no fix is certain there (SRC-10); the inspector's Fix line says what to write", className))
            return []
        case .exited(0, let printed, _):
            message = .info(tr("The diff lint --fix would apply for %s; run handheld lint %s --fix to apply it", className, folder))
            return [.showDiff(title: tr("lint --fix for %s", className), diff: printed)]
        default:
            message = .error(tr("Show Fix: ") + Self.readerProblem(end, stopped: tr("stopped"), rerun: "handheld lint \(folder) --fix --dry-run"))
            return []
        }
    }
}

/// A unified diff as Pango markup: added lines green, removed red, the headers and hunks grey.
public enum DiffMarkup {
    public static func markup(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = xmlEscaped(String(line))
            if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("@@") { return "<span foreground=\"#6e7781\">\(escaped)</span>" }
            if line.hasPrefix("+") { return "<span foreground=\"#1a7f37\">\(escaped)</span>" }
            if line.hasPrefix("-") { return "<span foreground=\"#cf222e\">\(escaped)</span>" }
            return escaped
        }.joined(separator: "\n")
    }
}
