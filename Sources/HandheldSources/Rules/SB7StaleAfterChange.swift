import HandheldCore

/// SB-7: a stored property the status bar getter reads, changed in a method that neither asks
/// for an update nor calls anything in the class that does, with no `didSet` that does; with
/// `--pedantic`, also a change from another class.
enum StaleAfterChange: SourceRule {
    static let id = "SB-7"
    static let summary = "A property the status bar getter reads, changed without setNeedsStatusBarAppearanceUpdate()"

    static let scene = """
    final class Scene: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func f() { window?.rootViewController = Video() }
    }
    """

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Video: UIViewController {
            var playing = false
            override var prefersStatusBarHidden: Bool { playing }
            func play() {
                ↓playing = true
            }
        }
        """ + "\n" + scene),
    ]

    static let nonTriggering = [
        RuleExample("""
        import UIKit
        final class Video: UIViewController {
            var playing = false
            override var prefersStatusBarHidden: Bool { playing }
            func play() {
                playing = true
                setNeedsStatusBarAppearanceUpdate()
            }
        }
        """ + "\n" + scene),
        // POP-4: its navigation controller hiding the bar asks for an update (through a method
        // of the class's own, as an app's tap handler does), after a helper that sets the property.
        RuleExample("""
        import UIKit
        final class Video: UIViewController {
            var playing = false
            override var prefersStatusBarHidden: Bool { playing }
            func toggle() {
                setPlaying(!playing)
                setBars(hidden: !playing)
            }
            private func setPlaying(_ on: Bool) {
                playing = on
            }
            private func setBars(hidden: Bool) {
                navigationController?.setNavigationBarHidden(hidden, animated: true)
            }
        }
        final class Scene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func f() { window?.rootViewController = UINavigationController(rootViewController: Video()) }
        }
        """),
        // No known context reads it: it cannot go stale (issue 36).
        RuleExample("""
        import UIKit
        final class Video: UIViewController {
            var playing = false
            override var prefersStatusBarHidden: Bool { playing }
            func play() {
                playing = true
            }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        updates(run.index, versions: run.versions, pedantic: run.pedantic, readSomewhere: run.readSomewhere)
    }

    /// Methods where UIKit does not read the preferences yet, or reads them afterwards anyway:
    /// assigning there needs no update (SB-7).
    static let beforeOnScreen: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "prepare"]

    /// SB-7: a stored property the status bar getter reads, assigned in a method that neither
    /// asks for an update nor calls anything in the class that does, with no `didSet` that
    /// does. With `pedantic`, also an assignment to another class's instance in a function
    /// that asks for no update on it (a guess: it may not be on screen yet).
    ///
    /// Issue 36: only for a class whose preference UIKit reads in some known context (SRC-8: a
    /// class with no known context gets no warning, and a preference no context reads cannot
    /// go stale: on 63 of 74 real warnings it was neither). The same change in the same method
    /// across many classes (a theme notification's handler) is one finding, with a note at each.
    private static func updates(_ index: SourceIndex, versions: [IOSVersion], pedantic: Bool, readSomewhere: Set<String>) -> [SourceFinding] {
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        var firstOfPattern: [String: Int] = [:]
        for info in index.classes.values.sorted(by: { $0.position < $1.position }) where readSomewhere.contains(info.name) {
            let getter = info.styleOverride?.position ?? info.hiddenOverride?.position
            let preference = info.styleOverride != nil ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
            let read = info.getterReads.filter { info.storedProperties[$0] != nil }
            guard let getter, !read.isEmpty else { continue }
            let updating = updatingMethods(info)
            func hasUpdatingDidSet(_ property: String) -> Bool { updating.contains("didSet:\(property)") }
            // A helper that only sets the property, each of whose callers in the class asks for
            // the update (`setStatusBar(hidden:)` then `setNavigationBar(hidden:)`, POP-4).
            // Each method's callers in the class, gathered once (a class of m methods costs m, not m²).
            var callers: [String: [String]] = [:]
            for (caller, method) in info.methods { for called in method.calls { callers[called, default: []].append(caller) } }
            func callersUpdate(_ name: String) -> Bool {
                guard let those = callers[name], !those.isEmpty else { return false }
                return those.allSatisfy { updating.contains($0) }
            }
            for (name, method) in info.methods.sorted(by: { $0.value.position < $1.value.position })
            where !beforeOnScreen.contains(name) && !name.hasPrefix("didSet:") && !updating.contains(name) && !callersUpdate(name) {
                for assignment in method.assigns where read.contains(assignment.property) && !hasUpdatingDidSet(assignment.property) {
                    let pattern = "\(name) \(assignment.property) \(preference)"
                    if let first = firstOfPattern[pattern] {
                        findings[first].notes.append((assignment.position, tr("the same in '%s'.%s here", info.name, name)))
                        continue
                    }
                    firstOfPattern[pattern] = findings.count
                    findings.append(SourceFinding(
                        position: assignment.position, severity: .warning, rule: "SB-7",
                        message: tr("'%s'.%s changes %s, but '%s' asks for no update: the status bar keeps ", info.name, assignment.property, preference, name)
                            + tr("what it showed until something else makes UIKit read it again (a push, a present, a rotation). ")
                            + tr("Call setNeedsStatusBarAppearanceUpdate() after the change, or in %s's didSet", assignment.property),
                        className: info.name, versions: versions,
                        notes: [(getter, tr("%s reads '%s' here", preference, assignment.property))]))
                }
            }
        }
        guard pedantic else { return findings }
        for (className, property, position, function) in index.outsideAssignments where readSomewhere.contains(className) {
            guard let info = index.classes[className], info.storedProperties[property] != nil, info.getterReads.contains(property),
                  let getter = info.styleOverride?.position ?? info.hiddenOverride?.position,
                  !updatingMethods(info).contains("didSet:\(property)") else { continue }
            findings.append(SourceFinding(
                position: position, severity: .warning, rule: "SB-7",
                message: tr("'%s'.%s is changed from outside in '%s', which asks for no update on it: if it is on screen, ", className, property, function)
                    + tr("the status bar keeps what it showed (a guess: it may not be on screen yet). Call setNeedsStatusBarAppearanceUpdate() on it after the change, ")
                    + tr("or in %s's didSet", property),
                className: className, versions: versions, notes: [(getter, tr("the getter reads '%s' here", property))]))
        }
        return findings
    }

    /// The methods that ask for an update, directly or by calling one of the class's own that does.
    static func updatingMethods(_ info: ClassInfo) -> Set<String> {
        var updating = Set(info.methods.filter(\.value.asksForUpdate).keys)
        var changed = true
        while changed {
            changed = false
            for (name, method) in info.methods where !updating.contains(name) && !method.calls.isDisjoint(with: updating) {
                updating.insert(name)
                changed = true
            }
        }
        return updating
    }

}
