import Foundation
import HandheldCore
import SwiftParser
import SwiftSyntax

/// SRC-10: a correction whose outcome is certain, as edits of one file's text. Fixes come from
/// warnings only, never notes; each names the rule it corrects and what it does.
public struct SourceFix: Sendable, Equatable {
    public struct Edit: Sendable, Equatable {
        /// UTF-8 offsets in the file's text, `end` excluded.
        public var start: Int
        public var end: Int
        public var replacement: String
    }

    public var file: String
    public var line: Int
    public var rule: String
    /// The warning it corrects (SARIF's result, the text's "(fix available)").
    public var finding: SourcePosition = SourcePosition(file: "", line: 0, column: 0)
    /// "override var prefersStatusBarHidden", "modalPresentationCapturesStatusBarAppearance = true in 'Sheet'".
    public var summary: String
    public var edits: [Edit]
    /// False: a suggestion, never applied by `--fix` (SRC-10: the same edit where it is not
    /// certain, or a note's); `why` says what keeps it from being certain.
    public var certain = true
    public var why: String?
}

/// Issue 51 (SRC-10): the certain fixes of lint's warnings, found in the files' syntax, and
/// applied as whole files that still parse. Built so far: a Swift 2-style status bar method
/// made the property UIKit reads (when nothing calls it), SB-2's capture set in the presented
/// class itself (when what it asks for is `lightContent` or hidden), SB-7's update in the
/// property's didSet, and SB-4's forwarding in the app's navigation controller subclass (when
/// its bar is the default and it states nothing itself), and SB-3's forwarding in the app's container
/// to the one child it hides. Where the same edit is not certain, and for SUI-15c's notes, it is
/// a suggestion (`suggestions`), never applied.
public enum SourceFixer {
    /// The certain fixes for `findings` (warnings only), reading each file once; `allSwift` are
    /// the files searched for calls of a method a fix would turn into a property.
    public static func fixes(for findings: [SourceFinding], allSwift: [String]) -> [SourceFix] {
        let texts = FileTexts()
        func text(_ file: String) -> String? { texts[file] }
        var result: [SourceFix] = []
        for finding in findings where finding.severity == .warning {
            guard let source = text(finding.position.file) else { continue }
            let tree = Parser.parse(source: source)
            guard !tree.hasError else { continue }
            let converter = SourceLocationConverter(fileName: finding.position.file, tree: tree)
            if finding.rule == "SRC-5", finding.message.contains("is a method of its own"), !finding.message.contains(Swift2Method.globalModeClause),
               var fix = swift2Method(finding, tree, converter, strict: true, called: { name in isCalled(name, in: allSwift, text: text) }) {
                fix.finding = finding.position
                result.append(fix)
            } else if ["SB-2", "VER-1"].contains(finding.rule), var fix = capture(finding, tree, converter) {
                fix.finding = finding.position
                result.append(fix)
            } else if finding.rule == "SB-7", var fix = update(finding, allSwift: allSwift, text: text) {
                fix.finding = finding.position
                result.append(fix)
                // The same change in other classes is one finding with a note at each ("the same
                // in 'Player'.themeChanged here"): each class gets its update, or fixing the first
                // would leave the others as findings of their own.
                for (_, note) in finding.notes {
                    guard let other = note.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init),
                          other != finding.className, var more = update(finding, className: other, allSwift: allSwift, text: text) else { continue }
                    more.finding = finding.position
                    result.append(more)
                }
            } else if finding.rule == "SB-4", var fix = forward(finding, strict: true, allSwift: allSwift, text: text) {
                fix.finding = finding.position
                result.append(fix)
            } else if finding.rule == "SB-3", var fix = forwardToChild(finding, among: findings, strict: true, allSwift: allSwift, text: text) {
                fix.finding = finding.position
                result.append(fix)
            }
        }
        // One fix per place (a class with both preferences ignored is given one capture).
        var seen: Set<String> = []
        return result.filter { seen.insert("\($0.file)\u{0}\($0.edits.map { "\($0.start):\($0.end):\($0.replacement)" })").inserted }
    }

    /// SRC-10's suggestions: the same edits where they are not certain (a Swift 2-style method
    /// something calls; SB-4's forwarding where the bar is black or the class states its own;
    /// SB-3's where the container has several children warned about or states the family
    /// itself), and SUI-15c's note's replacement. Text and SARIF show them marked as such;
    /// `--fix` never applies one. None for a finding `certain` already corrects.
    public static func suggestions(for findings: [SourceFinding], certain: [SourceFix], allSwift: [String]) -> [SourceFix] {
        let texts = FileTexts()
        func text(_ file: String) -> String? { texts[file] }
        var result: [SourceFix] = []
        for finding in findings where !certain.contains(where: { $0.corrects(finding) }) {
            var fix: SourceFix?
            switch (finding.rule, finding.severity) {
            case ("SRC-5", .warning) where finding.message.contains("is a method of its own"):
                guard let source = text(finding.position.file) else { continue }
                let tree = Parser.parse(source: source)
                guard !tree.hasError else { continue }
                fix = swift2Method(finding, tree, SourceLocationConverter(fileName: finding.position.file, tree: tree), strict: false) { _ in true }
            case ("SB-4", .warning): fix = forward(finding, strict: false, allSwift: allSwift, text: text)
            case ("SB-3", .warning): fix = forwardToChild(finding, among: findings, strict: false, allSwift: allSwift, text: text)
            case ("SUI-15c", _): fix = toolbarVisibility(finding, text: text)
            default: continue
            }
            guard var fix else { continue }
            fix.finding = finding.position
            fix.certain = false
            result.append(fix)
        }
        return result
    }

    /// `text` with `edits` made (they do not overlap); nil when two overlap.
    public static func apply(_ edits: [SourceFix.Edit], to text: String) -> String? {
        var bytes = Array(text.utf8)
        var end = Int.max
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            guard edit.end <= end, edit.start <= edit.end, edit.end <= bytes.count else { return nil }
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            end = edit.start
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` parses without an error (a fix never leaves a file that does not).
    public static func parses(_ text: String) -> Bool { !Parser.parse(source: text).hasError }

    // MARK: The fixes

    /// SRC-5 → SRC-10: `func prefersStatusBarHidden() -> Bool { … }` becomes `override var
    /// prefersStatusBarHidden: Bool { … }` (its access level and attributes kept), only when
    /// nothing in the sources calls the method (then it was meant as the property).
    static func swift2Method(_ finding: SourceFinding, _ tree: SourceFileSyntax, _ converter: SourceLocationConverter,
                             strict: Bool, called: (String) -> Bool) -> SourceFix? {
        let finder = NodeFinder<FunctionDeclSyntax>(line: finding.position.line, converter: converter) { $0.name }
        finder.walk(tree)
        guard let function = finder.found, function.signature.parameterClause.parameters.isEmpty,
              let returned = function.signature.returnClause?.type, let body = function.body, !strict || !called(function.name.text) else { return nil }
        let name = function.name.text
        // The class must not already have the property (it would be declared twice).
        if let members = function.parent?.parent?.parent?.as(MemberBlockSyntax.self),
           members.members.contains(where: { $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == name }) {
            return nil
        }
        let access = function.modifiers.filter { ["public", "open", "internal", "fileprivate", "private", "package"].contains($0.name.text) }
            .map(\.name.text)
        let attributes = function.attributes.map { $0.trimmedDescription }
        let head = (attributes + access + ["override", "var"]).joined(separator: " ")
        let replacement = "\(head) \(name): \(returned.trimmedDescription) \(body.trimmedDescription)"
        let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = function.endPositionBeforeTrailingTrivia.utf8Offset
        return SourceFix(file: finding.position.file, line: finding.position.line, rule: "SRC-5",
                         summary: tr("'%s'.%s() made the property UIKit reads (override var %s)", finding.className, name, name),
                         edits: [SourceFix.Edit(start: start, end: end, replacement: replacement)],
                         why: strict ? nil : finding.message.contains(Swift2Method.globalModeClause)
                            ? tr("UIViewControllerBasedStatusBarAppearance is NO, so UIKit would ignore the property too: the mode is the author's choice (SB-1)")
                            : tr("the sources call %s(), which would then be the property", name))
    }

    /// SB-2 → SRC-10: the presented class captures the status bar itself, only when its
    /// preference the warning is about is `lightContent` or hidden (a `default` sheet that
    /// captured would draw dark glyphs over the black backdrop: VER-6, VER-7), and only when the
    /// class itself is what is presented (not wrapped in a navigation controller). VER-1 is the
    /// same SB-2 where the style is the default one (a sheet since iOS 13): the same fix.
    static func capture(_ finding: SourceFinding, _ tree: SourceFileSyntax, _ converter: SourceLocationConverter) -> SourceFix? {
        let name = finding.className
        let sb2 = finding.rule == "SB-2" && finding.message.contains("'\(name)' is presented as")
            && finding.message.contains("without modalPresentationCapturesStatusBarAppearance")
        let ver1 = finding.rule == "VER-1" && finding.message.contains("presents '\(name)' as") && finding.message.contains("which does not take status bar control")
        guard sb2 || ver1, !finding.message.contains("'\(name)#") else { return nil }
        // The preference at the warning: its literal.
        let finder = NodeFinder<VariableDeclSyntax>(line: finding.position.line, converter: converter) {
            $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier ?? $0.bindingSpecifier
        }
        finder.walk(tree)
        guard let variable = finder.found, let binding = variable.bindings.first,
              let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        var block = binding.accessorBlock?.trimmedDescription ?? ""
        if block.hasPrefix("{"), block.hasSuffix("}") { block = String(block.dropFirst().dropLast()) }
        let value = block.replacingOccurrences(of: "return", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        switch property {
        case "preferredStatusBarStyle": guard value == ".lightContent" || value == "UIStatusBarStyle.lightContent" else { return nil }
        case "prefersStatusBarHidden": guard value == "true" else { return nil }
        default: return nil
        }
        // The class that declares it, and its viewDidLoad if it has one.
        guard let members = variable.parent?.parent?.parent?.as(MemberBlockSyntax.self),
              members.parent?.as(ClassDeclSyntax.self)?.name.text == name else { return nil }
        // Already set somewhere in the class: not this fix's to add.
        if members.trimmedDescription.contains("modalPresentationCapturesStatusBarAppearance") { return nil }
        let indent = Self.indentation(of: variable, in: tree)
        let statement = "modalPresentationCapturesStatusBarAppearance = true"
        let edit: SourceFix.Edit
        let inits = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.compactMap { initializer in
            initializer.body?.statements.first { $0.trimmedDescription.hasPrefix("super.init(") }
        }
        if inits.count == 1, let call = inits.first {
            // After `super.init(…)` in its one designated init (SRC-10: its init, else viewDidLoad).
            let lead = call.leadingTrivia.description
            let callIndent = lead.contains("\n") ? String(lead[lead.index(after: lead.lastIndex(of: "\n")!)...]) : indent + "    "
            let at = call.endPositionBeforeTrailingTrivia.utf8Offset
            edit = SourceFix.Edit(start: at, end: at, replacement: "\n\(callIndent)\(statement)")
        } else if let viewDidLoad = members.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            .first(where: { $0.name.text == "viewDidLoad" && $0.signature.parameterClause.parameters.isEmpty }), let body = viewDidLoad.body {
            // After `super.viewDidLoad()`, else first.
            let call = body.statements.first(where: { $0.trimmedDescription.hasPrefix("super.viewDidLoad()") })
            let at = (call?.endPositionBeforeTrailingTrivia ?? body.leftBrace.endPositionBeforeTrailingTrivia).utf8Offset
            edit = SourceFix.Edit(start: at, end: at, replacement: "\n\(indent)    \(statement)")
        } else {
            // A viewDidLoad of its own, after the preference.
            let at = variable.endPositionBeforeTrailingTrivia.utf8Offset
            edit = SourceFix.Edit(start: at, end: at, replacement: "\n\n\(indent)override func viewDidLoad() {\n\(indent)    super.viewDidLoad()\n\(indent)    \(statement)\n\(indent)}")
        }
        return SourceFix(file: finding.position.file, line: finding.position.line, rule: finding.rule,
                         summary: tr("'%s' captures the status bar when presented (modalPresentationCapturesStatusBarAppearance = true)", name),
                         edits: [edit])
    }

    /// SB-7 → SRC-10: the stored property the getter reads asks for the update itself, in its
    /// `didSet` (created when absent), inside `UIView.animate` when the class overrides
    /// `preferredStatusBarUpdateAnimation` (a change animates only within an animation block).
    static func update(_ finding: SourceFinding, className: String? = nil, allSwift: [String], text: (String) -> String?) -> SourceFix? {
        let name = className ?? finding.className
        let prefix = "'\(finding.className)'."
        guard let start = finding.message.range(of: prefix)?.upperBound else { return nil }
        let property = String(finding.message[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !property.isEmpty else { return nil }
        for file in allSwift {
            guard let source = text(file), source.contains("class \(name)"), source.contains(property) else { continue }
            let tree = Parser.parse(source: source)
            guard !tree.hasError else { continue }
            for statement in tree.statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self), decl.name.text == name else { continue }
                let members = decl.memberBlock.members
                let animates = members.contains { $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == "preferredStatusBarUpdateAnimation" }
                guard let variable = members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: {
                    $0.bindings.count == 1 && $0.bindings.first?.pattern.trimmedDescription == property
                }), variable.bindingSpecifier.text == "var", let binding = variable.bindings.first else { return nil }
                let call = animates ? "UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() }" : "setNeedsStatusBarAppearanceUpdate()"
                let indent = indentation(of: variable, in: tree)
                let edit: SourceFix.Edit
                if let block = binding.accessorBlock {
                    // Observers only (a getter makes it computed: not this fix's).
                    guard case .accessors(let accessors) = block.accessors,
                          accessors.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }) else { return nil }
                    if let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }) {
                        guard let body = didSet.body, !body.trimmedDescription.contains("setNeedsStatusBarAppearanceUpdate") else { return nil }
                        let at = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                        if let first = body.statements.first, first.leadingTrivia.description.contains("\n") {
                            // On a line of its own, indented as the body's first statement.
                            let lead = first.leadingTrivia.description
                            let bodyIndent = String(lead[lead.index(after: lead.lastIndex(of: "\n")!)...])
                            edit = SourceFix.Edit(start: at, end: at, replacement: "\n\(bodyIndent)\(call)")
                        } else {
                            edit = SourceFix.Edit(start: at, end: at, replacement: body.statements.isEmpty ? " \(call)" : " \(call);")
                        }
                    } else {
                        let at = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                        edit = SourceFix.Edit(start: at, end: at, replacement: "\n\(indent)    didSet { \(call) }")
                    }
                } else {
                    let at = binding.endPositionBeforeTrailingTrivia.utf8Offset
                    edit = SourceFix.Edit(start: at, end: at, replacement: " {\n\(indent)    didSet { \(call) }\n\(indent)}")
                }
                let line = SourceLocationConverter(fileName: file, tree: tree).location(for: variable.positionAfterSkippingLeadingTrivia).line
                return SourceFix(file: file, line: line, rule: "SB-7",
                                 summary: tr("'%s'.%s asks for the status bar update in its didSet", name, property), edits: [edit])
            }
        }
        return nil
    }

    // MARK: Helpers

    /// The spaces before a declaration on its line.
    /// SB-4 → SRC-10: the app's navigation controller subclass hands the style to its top
    /// (`override var childForStatusBarStyle: UIViewController? { topViewController }`), only
    /// when its bar's style is the default (the warning says `.default gives .default`, and the
    /// class sets no barStyle itself) and it states no preference of its own: with a black bar,
    /// forwarding would give dark glyphs to every screen without its own override.
    static func forward(_ finding: SourceFinding, strict: Bool, allSwift: [String], text: (String) -> String?) -> SourceFix? {
        guard let range = finding.message.range(of: #": '[A-Za-z_][A-Za-z0-9_]*' shows its navigation bar, so its barStyle decides \(\.default gives"#,
                                                options: .regularExpression) else { return nil }
        let name = String(finding.message[range].split(separator: "'")[1])
        let stated = ["preferredStatusBarStyle", "prefersStatusBarHidden", "childForStatusBarStyle", "childForStatusBarHidden",
                      "childViewControllerForStatusBarStyle", "childViewControllerForStatusBarHidden", "barStyle"]
        for file in allSwift {
            guard let source = text(file), source.contains("class \(name)") else { continue }
            let tree = Parser.parse(source: source)
            guard !tree.hasError else { continue }
            for statement in tree.statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self), decl.name.text == name else { continue }
                // Its own preference, forwarding or bar style: not certain (the author chose); a
                // forwarding it has already: nothing to suggest either.
                let body = decl.memberBlock.trimmedDescription
                let own = stated.filter { body.contains($0) }
                guard own.isEmpty || (!strict && !own.contains(where: { $0.hasPrefix("child") })) else { return nil }
                let (edit, line) = firstMember("override var childForStatusBarStyle: UIViewController? { topViewController }", in: decl, tree, file)
                return SourceFix(file: file, line: line, rule: "SB-4",
                                 summary: tr("'%s' hands the status bar style to its top controller (childForStatusBarStyle)", name), edits: [edit],
                                 why: own.isEmpty ? nil : tr("'%s' states %s itself: each screen without its own preference would then get the default style", name,
                                                             own.joined(separator: ", ")))
            }
        }
        return nil
    }

    /// SB-3 → SRC-10: the app's container hands the family found (style or hidden) to the child
    /// whose preference it hides (`override var childForStatusBarStyle: UIViewController? {
    /// children.first { $0 is Menu } }`), only when that child is its direct child in every place
    /// the warning names, it is the only child warned about under that container for that family
    /// (with two, which one to ask is the author's choice), and the container states nothing of
    /// that family itself (its own preference would then never be read).
    static func forwardToChild(_ finding: SourceFinding, among findings: [SourceFinding], strict: Bool, allSwift: [String],
                               text: (String) -> String?) -> SourceFix? {
        let pattern = #": '([A-Za-z_][A-Za-z0-9_]*)' decides with its own (preferredStatusBarStyle|prefersStatusBarHidden): a container asks a child only through"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: finding.message, range: NSRange(finding.message.startIndex..., in: finding.message)),
              let nameRange = Range(match.range(at: 1), in: finding.message), let familyRange = Range(match.range(at: 2), in: finding.message) else { return nil }
        let container = String(finding.message[nameRange]), family = String(finding.message[familyRange])
        let child = finding.className
        // A direct child in every place said (not the root of a navigation controller it holds).
        guard !finding.notes.isEmpty, finding.notes.allSatisfy({ $0.1 == tr("'%s' is %s here", child, tr("a child of '%s'", container)) }) else { return nil }
        // The only child of this container whose preference of this family it hides.
        let others = findings.filter { $0.severity == .warning && $0.rule == "SB-3" && $0.className != child
            && $0.message.contains(": '\(container)' decides with its own \(family):") }
        guard others.isEmpty || !strict else { return nil }
        let hidden = family == "prefersStatusBarHidden"
        let stated = hidden ? ["prefersStatusBarHidden", "childForStatusBarHidden", "childViewControllerForStatusBarHidden"]
                            : ["preferredStatusBarStyle", "childForStatusBarStyle", "childViewControllerForStatusBarStyle"]
        let member = "override var \(hidden ? "childForStatusBarHidden" : "childForStatusBarStyle"): UIViewController? { children.first { $0 is \(child) } }"
        for file in allSwift {
            guard let source = text(file), source.contains("class \(container)") else { continue }
            let tree = Parser.parse(source: source)
            guard !tree.hasError else { continue }
            for statement in tree.statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self), decl.name.text == container else { continue }
                let own = stated.filter { decl.memberBlock.trimmedDescription.contains($0) }
                guard own.isEmpty || (!strict && !own.contains(where: { $0.hasPrefix("child") })) else { return nil }
                let (edit, line) = firstMember(member, in: decl, tree, file)
                let why = !own.isEmpty ? tr("'%s' states %s itself, which would no longer be read", container, own.joined(separator: ", "))
                    : others.isEmpty ? nil : tr("'%s' has other children whose %s it hides (%s): which one to ask is your choice", container, family,
                                                others.map { "'\($0.className)'" }.joined(separator: ", "))
                return SourceFix(file: file, line: line, rule: "SB-3",
                                 summary: tr("'%s' hands %s to its child '%s' (%s)", container, hidden ? tr("whether the status bar is hidden") : tr("the status bar style"),
                                             child, hidden ? "childForStatusBarHidden" : "childForStatusBarStyle"), edits: [edit], why: why)
            }
        }
        return nil
    }

    /// SUI-15c → SRC-10: `.statusBarHidden(true)`, `.statusBarHidden()` or `.statusBar(hidden:
    /// true)` becomes `.toolbarVisibility(.hidden, for: .statusBar)`. Always a suggestion: SRC-10
    /// would call it certain with a deployment target of 27 or later outside a NavigationStack
    /// destination, but SUI-15c's findings are notes, and notes never carry fixes (SRC-10): this
    /// project reads the two together as a suggestion. `false` or a value has no settled
    /// replacement: nothing.
    static func toolbarVisibility(_ finding: SourceFinding, text: (String) -> String?) -> SourceFix? {
        guard finding.message.hasPrefix(".statusBarHidden(_:)") || finding.message.hasPrefix(".statusBar(hidden:)"),
              let source = text(finding.position.file) else { return nil }
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: finding.position.file, tree: tree)
        let finder = ModifierCallFinder(at: finding.position, converter: converter)
        finder.walk(tree)
        guard let call = finder.found, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              call.arguments.count <= 1, call.arguments.allSatisfy({ $0.expression.trimmedDescription == "true" }),
              call.trailingClosure == nil, let close = call.rightParen else { return nil }
        let start = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
        return SourceFix(file: finding.position.file, line: finding.position.line, rule: "SUI-15c",
                         summary: tr("%s becomes %s", ".\(member.declName.baseName.text)(\(call.arguments.trimmedDescription))", ".toolbarVisibility(.hidden, for: .statusBar)"),
                         edits: [SourceFix.Edit(start: start, end: close.endPositionBeforeTrailingTrivia.utf8Offset,
                                                replacement: "toolbarVisibility(.hidden, for: .statusBar)")],
                         why: tr("SUI-15c's findings are notes; the replacement is certain only with a deployment target of 27 or later, outside a NavigationStack destination (SUI-6)"))
    }

    /// The edit that makes `member` the class's first member, indented one level inside it, and
    /// the class's line.
    static func firstMember(_ member: String, in decl: ClassDeclSyntax, _ tree: SourceFileSyntax, _ file: String) -> (SourceFix.Edit, Int) {
        let indent = indentation(of: decl, in: tree)
        let block = decl.memberBlock
        let at = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let edit = block.members.isEmpty
            ? SourceFix.Edit(start: at, end: block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "\n\(indent)    \(member)\n\(indent)")
            : SourceFix.Edit(start: at, end: at, replacement: "\n\(indent)    \(member)")
        return (edit, SourceLocationConverter(fileName: file, tree: tree).location(for: decl.positionAfterSkippingLeadingTrivia).line)
    }

    static func indentation(of node: some SyntaxProtocol, in tree: SourceFileSyntax) -> String {
        let text = tree.description.utf8
        var index = text.index(text.startIndex, offsetBy: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var spaces = ""
        while index > text.startIndex {
            let before = text.index(before: index)
            let byte = text[before]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            spaces.insert(Character(UnicodeScalar(byte)), at: spaces.startIndex)
            index = before
        }
        return spaces
    }

    /// Whether any file calls `name()` (the declaration itself, `func name()`, not counted).
    static func isCalled(_ name: String, in files: [String], text: (String) -> String?) -> Bool {
        for file in files {
            guard let source = text(file), source.contains(name) else { continue }
            let tree = Parser.parse(source: source)
            let finder = CallFinder(name: name)
            finder.walk(tree)
            if finder.found { return true }
        }
        return false
    }

    /// The first node of a kind whose name token is on a line.
    final class NodeFinder<Node: SyntaxProtocol> {
        let line: Int
        let converter: SourceLocationConverter
        let name: (Node) -> TokenSyntax
        var found: Node?

        init(line: Int, converter: SourceLocationConverter, name: @escaping (Node) -> TokenSyntax) {
            self.line = line
            self.converter = converter
            self.name = name
        }

        func walk(_ root: some SyntaxProtocol) {
            var stack = [Syntax(root)]
            while let node = stack.popLast(), found == nil {
                if let typed = node.as(Node.self), converter.location(for: name(typed).positionAfterSkippingLeadingTrivia).line == line {
                    found = typed
                    return
                }
                // Only nodes that hold the line are looked inside.
                stack += node.children(viewMode: .sourceAccurate).reversed().filter { child in
                    let first = converter.location(for: child.positionAfterSkippingLeadingTrivia).line
                    let last = converter.location(for: child.endPositionBeforeTrailingTrivia).line
                    return first <= line && line <= last
                }
            }
        }
    }

    /// A call `name()` anywhere.
    final class CallFinder: SyntaxVisitor {
        let name: String
        var found = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            if callee == name || callee.hasSuffix("." + name) { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }
}

/// Each file's text, read once (a fix reads the files its finding names, and searches others).
final class FileTexts {
    private var texts: [String: String] = [:]

    subscript(file: String) -> String? {
        if let known = texts[file] { return known }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { return nil }
        texts[file] = text
        return text
    }
}

/// The call of a modifier whose name is at a position (a SUI-15c note's).
final class ModifierCallFinder: SyntaxVisitor {
    let position: SourcePosition
    let converter: SourceLocationConverter

    init(at position: SourcePosition, converter: SourceLocationConverter) {
        self.position = position
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls of `statusBarHidden` or `statusBar` on the line; the one at the column if
    /// several (columns count scalars, SRC-8; the converter's, bytes: the same on ASCII lines).
    private var onLine: [(column: Int, call: FunctionCallExprSyntax)] = []
    var found: FunctionCallExprSyntax? {
        onLine.count == 1 ? onLine[0].call : onLine.first { $0.column == position.column }?.call
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), ["statusBarHidden", "statusBar"].contains(member.declName.baseName.text) {
            let at = converter.location(for: member.declName.positionAfterSkippingLeadingTrivia)
            if at.line == position.line { onLine.append((at.column, node)) }
        }
        return .visitChildren
    }
}
