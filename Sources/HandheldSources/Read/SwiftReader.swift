import Foundation
import HandheldCore
import SwiftParser
import SwiftSyntax

/// SRC-1, SRC-2: reads Swift files into a `SourceIndex`. Nothing is compiled or run; a value
/// the sources do not give as a literal stays unknown.
public enum SwiftReader {
    /// Folders never read (SRC-1).
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", ".git"]

    /// The `.swift` files under `paths` (files or folders), test targets left out (SRC-8:
    /// folders named `*Tests` / `*UITests`), sorted.
    public static func swiftFiles(under paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            FolderWalk.walk(path, skip: { skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") || $0.hasSuffix(".xcodeproj") }) { relative, _ in
                // A package manifest is the build's, not the app's code: its platforms are read
                // as settings (ProjectSettings), never its Swift as screens.
                guard relative.hasSuffix(".swift") else { return }
                let name = relative.split(separator: "/").last ?? ""
                if name != "Package.swift", !name.hasPrefix("Package@swift") {
                    files.append(SwiftReader.joined(path, relative))
                }
            }
        }
        return files.sorted()
    }

    /// Folders under `paths` that cannot be listed and Info.plists that cannot be read, each with
    /// the system's reason (issue 35: a 000 folder or Info.plist was skipped in silence, and an
    /// app in global mode was linted as if it were not). Lint stops on them rather than judge the
    /// app without what they hold.
    public static func unreadable(under paths: [String]) -> [(path: String, reason: String)] {
        var found: [(path: String, reason: String)] = []
        func check(_ path: String, folder: Bool) {
            if folder {
                guard let handle = opendir(path) else { return found.append((path, String(cString: strerror(errno)))) }
                closedir(handle)
            } else {
                let descriptor = open(path, O_RDONLY | O_NONBLOCK)
                guard descriptor >= 0 else { return found.append((path, String(cString: strerror(errno)))) }
                close(descriptor)
            }
        }
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                if (path as NSString).lastPathComponent == "Info.plist" { check(path, folder: false) }
                continue
            }
            check(path, folder: true)
            FolderWalk.walk(path, skip: { skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }) { relative, isFolder in
                if isFolder { check(joined(path, relative), folder: true) }
                else if relative == "Info.plist" || relative.hasSuffix("/Info.plist") { check(joined(path, relative), folder: false) }
            }
        }
        return found
    }

    /// `folder/relative`, without a leading `./` when the folder is the current one.
    static func joined(_ folder: String, _ relative: String) -> String {
        folder == "." || folder == "./" ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    /// Reads every file into one index: each file into an index of its own, merged in order
    /// (issue 39: the cache keeps each file's), on the large stack once for all of them (a hop
    /// per file handed the index across and back: issue 35).
    public static func read(files: [String], into start: SourceIndex = SourceIndex(), cache: SourceCache? = nil) -> SourceIndex {
        let texts = files.map { ($0, contents(of: $0)) }
        // The app's View extensions that host their view, whichever file uses them first.
        var factories = start.hostingFactories
        for case (_, .success(let text)) in texts { factories.formUnion(hostingFactories(in: text)) }
        // Each file's key, and what the cache has of it, decoded on every core.
        let keys: [String?] = texts.map { file, result in
            guard cache != nil, case .success(let text) = result else { return nil }
            return SourceCache.key(file: file, text: text, factories: factories)
        }
        let cached = cache?.indexes(zip(files, keys).map { ($0, $1) }) ?? keys.map { _ in nil }
        return LargeStack.run {
            var index = start
            for (((file, result), key), known) in zip(zip(texts, keys), cached) {
                switch result {
                case .success(let text):
                    if let known {
                        index.merge(known)
                    } else {
                        let own = fileIndex(source: text, file: file, factories: factories)
                        if let cache, let key { cache.store(own, key: key, file: file) }
                        index.merge(own)
                    }
                case .failure(let problem): index.problems.append((SourcePosition(file: file, line: problem.line, column: problem.column), problem.reason))
                }
            }
            index.hostingFactories = factories
            return index
        }
    }

    /// One file's own index, read knowing the app's View extensions that host their view.
    static func fileIndex(source: String, file: String, factories: Set<String>) -> SourceIndex {
        var own = SourceIndex()
        own.hostingFactories = factories
        readHere(source: source, file: file, into: &own)
        own.hostingFactories = hostingFactories(in: source)
        return own
    }

    /// `func NAME(…) -> UIHostingController<…>` in a file that extends View: NAME hosts the view
    /// it is called on (a text scan: it runs before any file is parsed).
    static func hostingFactories(in text: String) -> Set<String> {
        guard text.containsBytes("extension View"), text.containsBytes("UIHostingController") else { return [] }
        var names: Set<String> = []
        let pattern = #"func\s+(\w+)\s*\([^)]*\)\s*->\s*UIHostingController"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        for match in regex.matches(in: text, range: range) {
            if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
        }
        return names
    }

    /// The most bytes of one Swift file the reader reads (issue 35: a 10 MB file took 2 GB; the
    /// parser's recursion grows with what a file can nest). Generated files past it are skipped
    /// with a note at their path.
    public static let maximumFileSize = 2 << 20

    /// Why a file is not read: said at its path, with the real reason (issue 35: every failure
    /// was "cannot be read as UTF-8", and a FIFO was waited on forever).
    public struct Unread: Error, Equatable, Sendable {
        public var reason: String
        /// Where in the file (issue 48: a byte that is not UTF-8 at its own line and column).
        public var line = 1
        public var column = 1
    }

    /// Where the first byte that is not UTF-8 is: its line, and its column counted in the
    /// Unicode scalars before it on its line (SRC-8), plus one.
    static func firstInvalidByte(_ data: Data) -> (line: Int, column: Int)? {
        let bytes = [UInt8](data)
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid, length > 1 {
                valid = bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
                    && String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            }
            guard valid else {
                let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
                return (line, column)
            }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return nil
    }

    /// A Swift file's text, or why it cannot be read.
    public static func contents(of file: String) -> Result<String, Unread> {
        RunMemo.current?.text(file) { read(file) } ?? read(file)
    }

    private static func read(_ file: String) -> Result<String, Unread> {
        var info = stat()
        guard stat(file, &info) == 0 else {
            // Issue 48: a name that is not UTF-8 comes from the folder's listing with U+FFFD in
            // its place, and no file has that name.
            if errno == ENOENT, file.unicodeScalars.contains("\u{FFFD}") {
                return .failure(Unread(reason: tr("its name is not UTF-8, so it cannot be opened by the name shown; rename it")))
            }
            return .failure(Unread(reason: tr("cannot be read: %s", String(cString: strerror(errno)))))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Unread(reason: tr("is a folder, not a Swift file; it is not read")))
        default: return .failure(Unread(reason: tr("is not a regular file (a FIFO, a socket or a device); it is not read")))
        }
        guard Int(info.st_size) <= maximumFileSize else {
            return .failure(Unread(reason: tr("is %s bytes; the reader reads Swift files of at most %s bytes, so it is not read", Int(info.st_size), maximumFileSize)))
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            return .failure(Unread(reason: tr("cannot be read: %s", String(cString: strerror(errno)))))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            return .failure(Unread(reason: tr("cannot be read: %s", (error as NSError).localizedFailureReason ?? error.localizedDescription)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let place = firstInvalidByte(data) ?? (1, 1)
            return .failure(Unread(reason: tr("cannot be read as UTF-8"), line: place.line, column: place.column))
        }
        return .success(text)
    }

    /// Reads one file's text into `index`.
    public static func read(source: String, file: String, into index: inout SourceIndex) {
        // On a large stack (issue 35): the tool's own thread has one; a test's or the fuzzer's
        // reads on a new one.
        var moved = index
        index = SourceIndex()
        index = LargeStack.run {
            let factories = moved.hostingFactories.union(hostingFactories(in: source))
            moved.merge(fileIndex(source: source, file: file, factories: factories))
            moved.hostingFactories = factories
            return moved
        }
    }

    static func readHere(source: String, file: String, into index: inout SourceIndex) {
        // Brackets nested so deep the parser's time would double with each level are not
        // looked inside (the positions of everything else stay as written).
        let guarded = BracketNesting.guarded(source)
        // The parser's own bound on brackets (20 in a debug build of swift-syntax, which real
        // SwiftUI views pass) is set to the guard's: the reader runs on a thread with a large stack.
        var text = guarded.source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 2 * BracketNesting.depthLimit) }
        let converter = SourcePlaces(file: file, tree: tree, text: text)
        index.lines += source.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        index.hostingFactories.formUnion(hostingFactories(in: source))
        let directives = SuppressionDirective.find(in: source, file: file)
        if !directives.isEmpty {
            // Issue 48: only a real `//` comment is a directive; one inside a string literal
            // (a multi-line string's text) is text.
            let lines = Visitor.commentLines(tree, converter: converter, containing: "handheld:")
            let real = directives.filter { lines.contains($0.position.line) }
            if !real.isEmpty { index.suppressions[file] = real }
        }
        // SRC-8: files importing XCTest or Testing are tests.
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.shortText }
        if imports.contains("XCTest") || imports.contains("Testing") { return }
        if let blanked = guarded.blanked {
            let reason = switch guarded.cause {
            case .depth: tr("nested more than %d deep: not read", BracketNesting.depthLimit)
            case .conditions: tr("#if nested more than %d deep: not read", BracketNesting.conditionLimit)
            case .angles: tr("more than %d '<' in one expression: not read", BracketNesting.angleLimit)
            default: tr("square brackets nested more than %d deep: what is inside them is not read", BracketNesting.limit)
            }
            index.problems.append((SourcePosition(file: file, line: blanked.line, column: converter.scalarColumn(line: blanked.line, utf8Column: blanked.column)), reason))
        }
        if tree.hasError {
            // The first token the parser had to invent or could not place.
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            let location = bad.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
            index.problems.append((SourcePosition(file: file, line: location?.line ?? 1, column: location?.column ?? 1),
                                   tr("does not parse here; the rest of the file is read as far as it goes")))
        }
        // The index moves into the visitor and back: left shared with `index`, its first change
        // copied every class read so far, once per file (issue 35: 16,000 files 87 s in debug).
        let visitor = Visitor(file: file, converter: converter, index: index)
        index = SourceIndex()
        visitor.walk(tree)
        index = visitor.index
        // Left shared with the visitor, the SwiftUI views below were copied at each file (issue 38).
        visitor.index = SourceIndex()
        // SUI-16: a file that imports SwiftUI is read for its views too.
        if imports.contains("SwiftUI") {
            let swiftUI = SwiftUIVisitor(file: file, converter: converter, sources: index.swiftUI)
            swiftUI.hostingFactories = index.hostingFactories
            index.swiftUI = SwiftUISources()
            swiftUI.walk(tree)
            index.swiftUI = swiftUI.sources
        }
    }

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourcePlaces
        var index: SourceIndex
        /// The class whose body is being read (nil inside an extension of a UIKit class we
        /// track separately, or at top level).
        var classStack: [String] = []
        var extending: [String] = []

        init(file: String, converter: SourcePlaces, index: SourceIndex) {
            self.file = file
            self.converter = converter
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        func position(_ node: some SyntaxProtocol) -> SourcePosition { converter.position(of: node, in: file) }

        var currentClass: String? { classStack.last }

        /// Changed in place: a copy taken out and put back copied its methods, and each call in a
        /// method copied that method's facts (issue 35: 16,000 calls in one method, 2 s).
        func update(_ name: String, _ change: (inout ClassInfo) -> Void) {
            guard index.classes[name] != nil else { return }
            change(&index.classes[name]!)
        }

        // MARK: Declarations

        /// Whether a declaration is marked `@main` (or `@UIApplicationMain`).
        static func isEntryPoint(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                return ["main", "UIApplicationMain"].contains(attribute.attributeName.shortText)
            }
        }

        /// VER-8: a SwiftUI app (`@main struct X: App`) has the scene life cycle.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.isEntryPoint(node.attributes),
               node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.shortText == "App" || $0.type.shortText == "SwiftUI.App" }) == true {
                index.swiftUIApp = index.swiftUIApp ?? position(node.name)
            }
            // Issue 49: a struct's code is its own (pocket-casts' `struct EndOfYear` presents the
            // stories screen): read as the code of a type that is no controller.
            classStack.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) {
            classStack.removeLast()
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            classStack.append(node.name.text)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) {
            classStack.removeLast()
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let superclass = node.inheritanceClause?.inheritedTypes.first?.type.shortText
            // VER-8: the app delegate that starts the app.
            if Self.isEntryPoint(node.attributes),
               node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.shortText == "UIApplicationDelegate" }) == true {
                index.appDelegates.append((name, position(node.name)))
            }
            if var known = index.classes[name] {
                // An extension read first made a place for it: the declaration gives its superclass.
                known.superclass = superclass ?? known.superclass
                known.position = position(node.name)
                index.classes[name] = known
            } else {
                index.classes[name] = ClassInfo(name: name, superclass: superclass, position: position(node.name))
            }
            update(name) { $0.declaredInSwift = true }
            classStack.append(name)
            availability.append(current.narrowed(by: Self.availability(node.attributes)))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            classStack.removeLast()
            availability.removeLast()
        }

        // MARK: Versions (SRC-2: code under #available is known for the versions it names)

        /// The versions the code being read is known for, innermost last.
        var availability: [Availability] = []
        var current: Availability { availability.last ?? Availability() }

        /// `@available(iOS 15, *)` on a declaration.
        static func availability(_ attributes: AttributeListSyntax) -> Availability {
            for case let .attribute(attribute) in attributes where attribute.attributeName.shortText == "available" {
                if let from = iOSVersion(in: attribute.arguments?.shortText ?? "") { return Availability(from: from) }
            }
            return Availability()
        }

        /// The number after `iOS` in `iOS 15`, `iOS 16.4`.
        static func iOSVersion(in text: String) -> Double? {
            guard let range = text.range(of: "iOS ") ?? text.range(of: "iOS") else { return nil }
            let rest = text[range.upperBound...].drop { $0 == " " }
            return Double(rest.prefix { $0.isNumber || $0 == "." })
        }

        /// `if #available(iOS 15, *) { A } else { B }`: A is known from iOS 15, B before it;
        /// `#unavailable` the other way round.
        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            var body = Availability()
            var otherwise = Availability()
            for condition in node.conditions {
                guard let check = condition.condition.as(AvailabilityConditionSyntax.self),
                      let version = Self.iOSVersion(in: check.availabilityArguments.shortText) else { continue }
                if check.availabilityKeyword.text == "#unavailable" {
                    body = body.narrowed(by: Availability(below: version))
                    otherwise = Availability(from: version)
                } else {
                    body = body.narrowed(by: Availability(from: version))
                    otherwise = Availability(below: version)
                }
            }
            guard body != Availability() else { return .visitChildren }
            for condition in node.conditions { walk(condition) }
            availability.append(current.narrowed(by: body))
            walk(node.body)
            availability.removeLast()
            if let elseBody = node.elseBody {
                availability.append(current.narrowed(by: otherwise))
                walk(elseBody)
                availability.removeLast()
            }
            return .skipChildren
        }

        /// An edge, with the versions it is known for.
        func add(_ edge: Edge) {
            index.edges.append(edge)
            if current != Availability() { index.edgeAvailability[edge.position] = current }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.shortText
            extending.append(name)
            classStack.append(name)
            availability.append(current.narrowed(by: Self.availability(node.attributes)))
            // Overrides in an extension apply to the class extended (SRC-2), whichever file comes first.
            if index.classes[name] == nil {
                index.classes[name] = ClassInfo(name: name, superclass: nil, position: position(node.extendedType))
            }
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            extending.removeLast()
            classStack.removeLast()
            availability.removeLast()
        }

        /// Previews are not the app (SRC-1): `#Preview { … }` is a declaration or, at the top
        /// of a file, an expression (issue 49: a controller made in a preview was counted as
        /// made somewhere the reader cannot see, and its warning fell to a note).
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            storedProperty(node)
            guard let owner = currentClass, node.modifiers.contains(where: { $0.name.text == "override" }),
                  let binding = node.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
                return .visitChildren
            }
            let returned = Self.returnedExpression(binding)
            let at = position(name)
            // SRC-5: a status bar override in an extension of a UIKit class works today, but Apple
            // does not support overriding in extensions.
            if let extended = extending.last, extended == owner, extended.hasPrefix("UI"), Self.statusBarMembers.contains(name.text) {
                index.uikitExtensionOverrides.append((extended, name.text, at))
            }
            switch name.text {
            case "preferredStatusBarStyle":
                if let returned, Self.forwardedProperty(returned, "preferredStatusBarStyle") {
                    update(owner) { $0.forwardsStyle = at }
                } else {
                    let value: Recovered<StatusBarStyle> = returned.flatMap(Self.memberName).flatMap(StatusBarStyle.init(rawValue:)).map { .known($0) } ?? .unknown
                    var override = Override(value: value, position: at)
                    for (versions, expression) in Self.versionedReturns(binding) {
                        override.byVersion[versions] = Self.memberName(expression).flatMap(StatusBarStyle.init(rawValue:)).map { .known($0) } ?? .unknown
                    }
                    // `contentViewController?.preferredStatusBarStyle ?? .default`: it may hand the
                    // style on, to a controller the reader cannot name (issue 36): unknown.
                    // Any return of the getter that asks another controller counts (issue 36:
                    // pocket-casts' navigation controller asks its top in the last of three).
                    let forwardsSomewhere = returned.map { $0.shortText.contains(".preferredStatusBarStyle") }
                        ?? MemberFinder.asksAnother(binding, "preferredStatusBarStyle")
                    let text = (binding.accessorBlock?.description ?? returned?.description ?? "").filter { !$0.isWhitespace }
                    let asksTop = ["topViewController", "visibleViewController"].contains { top in
                        ["?.", "!.", "."].contains { text.contains(top + $0 + "preferredStatusBarStyle") }
                    }
                    update(owner) {
                        $0.styleOverride = override
                        $0.getterReads.formUnion(Self.names(in: binding))
                        if forwardsSomewhere { $0.forwardsStyleUnknown = $0.forwardsStyleUnknown ?? at }
                        if asksTop { $0.getterAsksTop = at }
                    }
                }
            case "prefersStatusBarHidden" where returned.map({ Self.forwardedProperty($0, "prefersStatusBarHidden") }) == true:
                update(owner) { $0.forwardsHidden = at }
            case "prefersStatusBarHidden":
                let value: Recovered<Bool> = returned.flatMap { $0.as(BooleanLiteralExprSyntax.self) }.map { .known($0.literal.text == "true") } ?? .unknown
                update(owner) {
                    $0.hiddenOverride = Override(value: value, position: at)
                    $0.getterReads.formUnion(Self.names(in: binding))
                }
            case "supportedInterfaceOrientations":
                // DEV-4: a controller that only ever stands upright never has a landscape status bar.
                let text = returned?.shortText.replacingOccurrences(of: " ", with: "") ?? ""
                if [".portrait", "UIInterfaceOrientationMask.portrait", "[.portrait]"].contains(text) { update(owner) { $0.portraitOnly = true } }
            case "childForStatusBarStyle":
                if let returned, Self.isForwardedChild(returned) {
                    if owner == "UINavigationController", extending.last == owner { index.navigationExtensionForwards = at }
                    update(owner) { $0.forwardsStyle = at }
                } else if returned?.is(NilLiteralExprSyntax.self) != true {
                    let top = returned.flatMap(Self.topOfProperty)
                    update(owner) {
                        $0.forwardsStyleUnknown = at
                        $0.forwardsToTopOf = top
                    }
                } else {
                    update(owner) { $0.returnsNilChild = at }
                }
            case "childForStatusBarHidden":
                if let returned, Self.isForwardedChild(returned) {
                    update(owner) { $0.forwardsHidden = at }
                } else if returned?.is(NilLiteralExprSyntax.self) != true {
                    update(owner) { $0.forwardsHiddenUnknown = at }
                } else {
                    update(owner) { $0.hiddenChildNil = at }
                }
            case "preferredStatusBarUpdateAnimation":
                update(owner) { $0.animationOverride = at }
            case "modalPresentationStyle":
                let value: Recovered<ModalPresentationStyle> = returned.flatMap(Self.memberName).flatMap(ModalPresentationStyleName).map { .known($0) } ?? .unknown
                update(owner) { $0.presentationStyle = Override(value: value, position: at) }
            default:
                break
            }
            return .visitChildren
        }

        /// SB-7: a stored property the class declares (not computed; `didSet` and `willSet` allowed).
        func storedProperty(_ node: VariableDeclSyntax) {
            guard let owner = currentClass, node.parent?.is(MemberBlockItemSyntax.self) == true,
                  !node.modifiers.contains(where: { $0.name.text == "override" || $0.name.text == "static" || $0.name.text == "class" }) else { return }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                var hasDidSet = false
                if let accessors = binding.accessorBlock {
                    guard case .accessors(let list) = accessors.accessors,
                          list.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }) else { continue }
                    hasDidSet = list.contains { $0.accessorSpecifier.text == "didSet" }
                }
                let property = StoredProperty(position: position(name), hasDidSet: hasDidSet)
                update(owner) { $0.storedProperties[name.text] = property }
            }
        }

        /// A `didSet` is read as a method of its own, `didSet:NAME` (SB-7).
        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.accessorSpecifier.text == "didSet",
                  let binding = node.parent?.parent?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            beginMethod("didSet:\(name)", at: position(node.accessorSpecifier))
            return .visitChildren
        }

        override func visitPost(_ node: AccessorDeclSyntax) {
            if node.accessorSpecifier.text == "didSet", methodStack.last?.hasPrefix("didSet:") == true { endMethod() }
        }

        /// The names a getter reads: `dark` in `dark ? .lightContent : .default` or `self.dark`.
        static func names(in binding: PatternBindingSyntax) -> Set<String> {
            guard let accessor = binding.accessorBlock else { return [] }
            final class Names: SyntaxVisitor {
                var found: Set<String> = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    found.insert(node.baseName.text)
                    return .visitChildren
                }
            }
            let names = Names(viewMode: .sourceAccurate)
            names.walk(accessor)
            return names.found
        }

        /// `if #available(iOS 13, *) { return .darkContent } else { return .default }` as a
        /// getter's whole body: each branch's value with the versions it is known for.
        static func versionedReturns(_ binding: PatternBindingSyntax) -> [(Availability, ExprSyntax)] {
            guard let accessor = binding.accessorBlock else { return [] }
            guard let items = getterStatements(accessor) else { return [] }
            for item in items {
                let candidate = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                guard let ifExpr = candidate?.as(IfExprSyntax.self),
                      let check = ifExpr.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
                      let version = iOSVersion(in: check.availabilityArguments.shortText) else { continue }
                func value(_ block: CodeBlockSyntax) -> ExprSyntax? {
                    guard let last = block.statements.last?.item else { return nil }
                    return last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
                }
                let unavailable = check.availabilityKeyword.text == "#unavailable"
                var result: [(Availability, ExprSyntax)] = []
                if let first = value(ifExpr.body) { result.append((unavailable ? Availability(below: version) : Availability(from: version), first)) }
                if case .codeBlock(let block) = ifExpr.elseBody, let other = value(block) {
                    result.append((unavailable ? Availability(from: version) : Availability(below: version), other))
                } else if let next = items.last?.item.as(ReturnStmtSyntax.self)?.expression, items.count > 1 {
                    result.append((unavailable ? Availability(from: version) : Availability(below: version), next))
                }
                return result
            }
            return []
        }

        // MARK: Methods (SB-7)

        /// The methods being read, innermost last, by their key in `ClassInfo.methods`.
        var methodStack: [String] = []
        /// Assignments to another class's instance in the method being read, kept until the
        /// method ends (an update asked for on that instance later in it clears them).
        var pendingOutside: [(className: String, property: String, position: SourcePosition, base: String)] = []
        var localUpdates: Set<String> = []

        func beginMethod(_ key: String, at position: SourcePosition) {
            methodStack.append(key)
            guard let owner = currentClass else { return }
            update(owner) { info in if info.methods[key] == nil { info.methods[key] = MethodFacts(position: position) } }
        }

        /// `navigationController?` and the like: the navigation controller the class is in (or itself).
        static func ownNavigation(_ base: String) -> Bool {
            let text = unwrapped(base.hasPrefix("self.") ? String(base.dropFirst(5)) : base)
            return text.isEmpty || text == "self" || text == "navigationController"
        }

        /// Issue 49: the bar shown again (or set from a value) while the class is on top: not on
        /// its way out, where showing it back is the usual pair of hiding it in `viewWillAppear`.
        func barShown(_ owner: String, at position: SourcePosition) {
            let leaving = ["viewWillDisappear", "viewDidDisappear", "deinit", "dismiss"]
            guard let method = methodStack.last, !leaving.contains(where: { method.hasPrefix($0) }) else { return }
            update(owner) { $0.showsNavigationBar = $0.showsNavigationBar ?? position }
        }

        func endMethod() {
            guard let key = methodStack.popLast() else { return }
            for pending in pendingOutside where !localUpdates.contains(pending.base) {
                index.outsideAssignments.append((pending.className, pending.property, pending.position, key))
            }
            pendingOutside = []
            localUpdates = []
        }

        func recordInMethod(_ change: (inout MethodFacts) -> Void) {
            guard let owner = currentClass, let key = methodStack.last else { return }
            update(owner) { info in
                guard info.methods[key] != nil else { return }
                change(&info.methods[key]!)
            }
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            // What the function returns, read with its locals as they stand at its end.
            // Only a function that may return a controller is summarized (its return type names
            // one, or a coordinator's `Presentable`): the walk over every function's returns
            // cost a tenth of the reader's time.
            if let returned = node.signature.returnClause?.type.shortText,
               returned.contains("Controller") || returned.contains("Presentable") || returned.hasSuffix("VC") || returned.hasSuffix("VC?"),
               let body = node.body {
                let returns = ReturnFinder(viewMode: .sourceAccurate)
                let items = body.statements
                if items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) {
                    returns.found = [expression]
                } else {
                    for item in items { returns.walk(item) }
                }
                let made = returns.found.map { $0.flatMap(self.made(from:)) }
                if let first = made.first, let summary = first, made.allSatisfy({ $0 == summary }) {
                    index.factories[Self.functionKey(node), default: []].insert(summary)
                } else if !made.isEmpty, made.allSatisfy({ $0 != nil }) {
                    // SRC-9: a different controller per return (a `switch` over a case): each,
                    // with its case, to be chosen by the call's literal or all weighed.
                    let at = position(node.name)
                    for (expression, each) in zip(returns.found, made) {
                        guard var each, let expression else { continue }
                        each.function = at
                        each.branch = Self.caseLabel(around: expression)
                        index.factories[Self.functionKey(node), default: []].insert(each)
                    }
                } else if !made.isEmpty {
                    index.unfollowable.insert(Self.functionKey(node))
                }
            }
            endMethod()
            availability.removeLast()
        }

        override func visitPost(_ node: InitializerDeclSyntax) { endMethod() }

        // MARK: Assignments and calls

        /// Local variables of the function being read: name → the class constructed, and what
        /// is assigned to it before it is presented.
        var locals: [String: String] = [:]
        /// Every class a local is given in the function (`switch state { case 0: root = A() … }`),
        /// in order: a window root set from it is each of them (issue 48).
        var localAlternatives: [String: [String]] = [:]
        var localStyles: [String: Recovered<ModalPresentationStyle>] = [:]
        var localStyleChoices: [String: [ModalPresentationStyle]] = [:]
        /// Locals whose two choices are the iPhone's and the iPad's, in that order (SRC-9).
        var localStyleByIdiom: Set<String> = []
        var localPriorFromClass: [String: Int] = [:]
        /// A local whose style was set under a runtime condition: that `if`'s body and the style
        /// set, which a present inside the same body sees (issue 49).
        var localConditionBody: [String: (body: SyntaxIdentifier, style: ModalPresentationStyle)] = [:]
        var localCaptures: [String: SourcePosition] = [:]
        var localCapturesUnknown: Set<String> = []
        /// `let nav = UINavigationController(rootViewController: vc)`: the wrapper's local → the
        /// inner one's (SB-2: a capture set on `vc` is not read when `nav` is presented).
        var wrapped: [String: String] = [:]
        /// A local made with a root (`Nav(rootViewController: X())`): where its root edge is.
        var localRoots: [String: SourcePosition] = [:]
        /// `let appearance = UINavigationBarAppearance()` and what is set on it (pattern 10).
        var localAppearances: [String: BarAppearanceFact] = [:]

        /// Names that hold the UIApplication in the function being read: a parameter typed
        /// `UIApplication` (an app delegate's `application`), a local set to
        /// `UIApplication.shared` (SB-1 applies only to that receiver: issue 36).
        var applicationNames: Set<String> = []
        /// Stored properties typed `UIApplication` or set to `UIApplication.shared`, as "Class.name".
        var applicationProperties: Set<String> = []
        /// `lazy var storyboard = UIStoryboard(name: "Auth", bundle: nil)` in a class's body:
        /// "Owner.storyboard" → "Auth" (issue 49: an operation's screens from its own storyboard).
        var storyboardProperties: [String: String] = [:]
        /// `var presentationMode: UIModalPresentationStyle { isPad ? .formSheet : .fullScreen }`:
        /// "Owner.presentationMode" → its two styles, as `ternaryChoices` gives them (pattern 7).
        var styleProperties: [String: [String]] = [:]
        /// `self.video = v` / `video = v` in the function being read: the property's name → the local.
        var aliases: [String: String] = [:]

        /// Issue 36, pattern 6: the parameters of the function being read (by place), the locals
        /// that wrap one in a navigation controller, and the locals that hold what one of the
        /// app's own functions returned.
        var parameters: [String] = []
        var wrappedParameter: [String: Int] = [:]
        var localCalls: [String: AppCall] = [:]

        /// A function's locals are its own.
        /// The relays recorded by this read (each once).
        var relaysSeen: Set<ParameterRelay> = []

        /// Issue 49: `guard let controller = section as? UIViewController` names the same instance
        /// (a parameter's or a local's) under another name, within the function.
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, var value = node.initializer?.value else {
                return .visitChildren
            }
            if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
                value = first
            } else if let cast = value.as(AsExprSyntax.self) {
                value = cast.expression
            }
            let base = canonical(value.shortText)
            if base != name, locals[name] == nil, locals[base] != nil || parameters.contains(base) { aliases[name] = base }
            return .visitChildren
        }

        func forgetLocals() {
            parameters = []
            wrappedParameter = [:]
            localCalls = [:]
            applicationNames = []
            aliases = [:]
            locals = [:]
            localAlternatives = [:]
            localStyles = [:]
            localStyleChoices = [:]
            localStyleByIdiom = []
            localPriorFromClass = [:]
            localConditionBody = [:]
            localCaptures = [:]
            localCapturesUnknown = []
            wrapped = [:]
            localRoots = [:]
            localAppearances = [:]
        }

        /// The status bar members a controller overrides (SRC-2).
        static let statusBarMembers: Set<String> = [
            "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
            "childForStatusBarStyle", "childForStatusBarHidden",
        ]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            forgetLocals()
            parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            for parameter in node.signature.parameterClause.parameters where Self.isApplicationType(parameter.type.shortText) {
                applicationNames.insert((parameter.secondName ?? parameter.firstName).text)
            }
            availability.append(current.narrowed(by: Self.availability(node.attributes)))
            beginMethod(node.name.text, at: position(node.name))
            // SRC-5: `func preferredStatusBarStyle() -> UIStatusBarStyle`, Swift 2's spelling, is a
            // method of its own since Swift 3: UIKit never calls it.
            if let owner = currentClass, Self.statusBarMembers.contains(node.name.text), node.signature.parameterClause.parameters.isEmpty,
               node.signature.returnClause != nil {
                index.swift2Methods.append((owner, node.name.text, position(node.name)))
            }
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            forgetLocals()
            beginMethod("init", at: position(node.initKeyword))
            return .visitChildren
        }

        /// UIKit containers a class's stored property holds one of, its own (SRC-9): a navigation
        /// controller, a split view controller (issue 49: brave's playlist columns).
        static let ownContainerKinds = ["UINavigationController", "UISplitViewController"]

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               Self.isApplicationType(node.typeAnnotation?.type.shortText ?? "") || Self.isSharedApplication(node.initializer?.value.shortText ?? "") {
                let member = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
                if member, let owner = currentClass { applicationProperties.insert("\(owner).\(name)") } else { applicationNames.insert(name) }
            }
            // SRC-9: `let navigation = UINavigationController()` in a class's body is one navigation
            // controller, the class's own ('Owner.navigation'), not every one of UIKit's.
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let owner = currentClass,
               node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
               let kind = Self.ownContainerKinds.first(where: { kind in
                   (node.initializer?.value).flatMap(Self.constructedClass) == kind
                    || (node.initializer == nil && Self.unwrapped(node.typeAnnotation?.type.shortText ?? "") == kind) }) {
                let member = "\(owner).\(name)"
                if index.classes[member] == nil {
                    index.classes[member] = ClassInfo(name: member, superclass: kind, position: position(node.pattern))
                    index.classes[member]?.declaredInSwift = true
                }
            }
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = node.initializer?.value, let constructed = constructedClass(value) {
                if constructed == "UINavigationBarAppearance" {
                    // `UINavigationBarAppearance()` starts with the default background; from
                    // another appearance (`barAppearance:`) it is not known.
                    let plain = value.as(FunctionCallExprSyntax.self)?.arguments.isEmpty ?? false
                    localAppearances[name] = BarAppearanceFact(background: "default", color: nil, known: plain, position: position(node.pattern))
                }
                locals[name] = constructed
                localAlternatives[name] = [constructed]
                if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
                   first.label?.text == "rootViewController", locals[canonical(first.expression.shortText)] != nil {
                    wrapped[name] = canonical(first.expression.shortText)
                }
                if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label?.text == "rootViewController" {
                    localRoots[name] = position(first.expression)
                }
                if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
                   first.label?.text == "rootViewController", let place = parameters.firstIndex(of: canonical(first.expression.shortText)) {
                    wrappedParameter[name] = place
                }
                // `let settings = SettingsNavigationController()` in a class's body (a coordinator's).
                if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true, let owner = currentClass {
                    index.storedConstructions["\(owner).\(name)"] = constructed
                    if constructed == "UIStoryboard", let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
                       first.label?.text == "name", let board = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                        storyboardProperties["\(owner).\(name)"] = board
                    }
                }
            } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = node.initializer?.value, let call = appCall(value) {
                localCalls[name] = call
            }
            // Pattern 7: a computed property that is one of two styles.
            if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true, let owner = currentClass,
               let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               node.typeAnnotation?.type.trimmedDescription == "UIModalPresentationStyle",
               case .getter(let body)? = node.accessorBlock?.accessors, body.count == 1, let item = body.first?.item {
                let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                if let sequence = expression?.as(SequenceExprSyntax.self), let choices = Self.ternaryChoices(Array(sequence.elements)) {
                    styleProperties["\(owner).\(name)"] = choices
                }
            }
            // Issue 49: a stored property declared of an app class and set later (`var player:
            // PlayerContainerViewController?`): it holds that class (or a subclass), so passing it
            // (`presentFromRootController(player)`) passes that class.
            if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true, let owner = currentClass, node.initializer == nil,
               let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let type = node.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!")),
               Self.isTypeName(type), !type.hasPrefix("UI"), type.hasSuffix("Controller") {
                index.storedConstructions["\(owner).\(name)"] = type
                // Made elsewhere, perhaps with its style: a present of it does not know the style.
                index.memberPresentationSettings.insert("member:\(owner)/\(name)")
            }
            // Issue 49: a coordinator's or view model's navigation controller, given later
            // (`weak var navigationController: UINavigationController?`): its declared class.
            if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true, let owner = currentClass,
               let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               node.initializer.map({ constructedClass($0.value) == nil }) ?? true,
               let type = node.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!")),
               Self.isTypeName(type), type.hasSuffix("NavigationController") {
                index.storedNavigationTypes["\(owner).\(name)"] = type
                // A push onto it through its path (`self.navigationController.push…` in a method
                // given the screen) lands on this one navigation controller, of the class declared
                // or a subclass: whether it asks its top is not known unless that class says so.
                let member = "\(owner).\(name)"
                if index.classes[member] == nil {
                    index.classes[member] = ClassInfo(name: member, superclass: type, position: position(node.pattern))
                    index.classes[member]?.declaredInSwift = true
                    index.classes[member]?.forwardsStyleUnknown = position(node.pattern)
                }
            }
            return .visitChildren
        }

        /// `a.b = c` as the parser gives it before operators are folded: a sequence of three.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                // `x.style = idiom == .phone ? .fullScreen : .formSheet` is computed: unknown
                // (issue 36: read as its first operand, it was missed and "the default style" warned).
                // Pattern 7: `x.style = presentationMode`, a property of the class that is one of two.
                let named = elements.count == 3 ? currentClass.flatMap { owner in
                    styleProperties["\(owner).\(Self.unwrapped(elements[2].shortText).replacingOccurrences(of: "self.", with: ""))"]
                } : nil
                assignment(elements[0], elements[2], computed: elements.count > 3 || named != nil,
                           choices: named ?? Self.ternaryChoices(Array(elements.dropFirst(2))))
            } else if elements.count >= 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self) {
                compoundAssignment(elements[0], operation)
            }
            return .visitChildren
        }

        /// `page += 1`: the class's own property changed as an assignment changes it (SB-7).
        func compoundAssignment(_ left: ExprSyntax, _ operation: BinaryOperatorExprSyntax) {
            let text = operation.operator.text
            guard text.count >= 2, text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) else { return }
            let parts = left.shortText.split(separator: ".").map(String.init)
            guard let property = parts.last, parts.count == 1 || (parts.count == 2 && parts[0] == "self") else { return }
            let at = namePosition(left)
            recordInMethod { $0.assigns.append(MethodFacts.Assignment(property: property, position: at)) }
        }

        /// VER-11: a read of a deprecated UIApplication status-bar getter (not its setter: the
        /// left of an assignment is SB-1's).
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            guard DeprecatedGetters.replacements[name] != nil, let base = node.base?.shortText, isApplication(base), !Self.isAssigned(node) else {
                return .visitChildren
            }
            index.applicationGetterReads.append((name, position(node.declName)))
            return .visitChildren
        }

        /// Whether `node` is what an assignment assigns to.
        static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
            if let infix = node.parent?.as(InfixOperatorExprSyntax.self) {
                return infix.leftOperand.id == node.id && infix.operator.is(AssignmentExprSyntax.self)
            }
            guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return false }
            let elements = Array(list)
            return elements.count >= 3 && elements[0].id == node.id && elements[1].is(AssignmentExprSyntax.self)
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) { assignment(node.leftOperand, node.rightOperand) }
            if let operation = node.operator.as(BinaryOperatorExprSyntax.self) { compoundAssignment(node.leftOperand, operation) }
            return .visitChildren
        }

        /// `condition ? .a : .b` with two member literals: their names.
        static func ternaryChoices(_ right: [ExprSyntax]) -> [String]? {
            guard right.count >= 3, let ternary = right[right.count - 2].as(UnresolvedTernaryExprSyntax.self),
                  let first = memberName(ternary.thenExpression), let second = memberName(right[right.count - 1]) else { return nil }
            // SRC-9: a literal idiom check holds for that device family: the iPhone's first.
            switch idiomCheck(right.dropLast(2).map(\.shortText).joined(separator: " ")) {
            case .pad: return [second, first, "idiom"]
            case .phone: return [first, second, "idiom"]
            case nil: return [first, second]
            }
        }

        /// The condition of the `if` (with no `else`) whose body holds `node`, within its function;
        /// nil outside one, in an `else` chain, or where the condition is `#available` (SRC-2's).
        static func enclosingCondition(of node: some SyntaxProtocol, declaring local: String? = nil) -> String? {
            var current = Syntax(node)
            while let parent = current.parent {
                if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
                    || parent.is(AccessorDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
                if let branch = parent.as(IfExprSyntax.self) {
                    guard branch.body.id == current.id, branch.elseBody == nil, !(branch.parent?.is(IfExprSyntax.self) ?? false) else { return nil }
                    // A local made in the same body has no "before" (brave's onboarding screen).
                    if let local, branch.body.statements.contains(where: { item in
                        item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local } ?? false
                    }) { return nil }
                    let condition = branch.conditions.trimmedDescription
                    return condition.contains("#available") || condition.contains("#unavailable") ? nil : condition
                }
                current = parent
            }
            return nil
        }

        /// The body of the `if` `enclosingCondition` names.
        static func enclosingIfBody(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
            var current = Syntax(node)
            while let parent = current.parent {
                if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id { return branch.body.id }
                if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
                current = parent
            }
            return nil
        }

        /// The family a condition's then-branch holds for: `userInterfaceIdiom == .pad` (or
        /// `!= .phone`) the iPad, `== .phone` (or `!= .pad`) the iPhone; nil for anything else.
        static func idiomCheck(_ condition: String) -> DeviceFamily? {
            let text = condition.replacingOccurrences(of: " ", with: "")
            guard !text.contains("&&"), !text.contains("||") else { return nil }
            // An app's own helper named for the device (`UIDevice.current.isiPad()`, `isPad`).
            let last = text.split(separator: ".").last.map { $0.lowercased().replacingOccurrences(of: "()", with: "") } ?? ""
            if ["ispad", "isipad"].contains(last) { return text.hasPrefix("!") ? .phone : .pad }
            if ["isphone", "isiphone"].contains(last) { return text.hasPrefix("!") ? .pad : .phone }
            guard text.contains("userInterfaceIdiom") else { return nil }
            if text.hasSuffix("==.pad") || text.hasSuffix("!=.phone") { return .pad }
            if text.hasSuffix("==.phone") || text.hasSuffix("!=.pad") { return .phone }
            return nil
        }

        func assignment(_ left: ExprSyntax, _ right: ExprSyntax, computed: Bool = false, choices: [String]? = nil) {
            let node = (leftOperand: left, rightOperand: right)
            let target = node.leftOperand.shortText
            let parts = target.split(separator: ".").map(String.init)
            guard let property = parts.last else { return }
            let base = parts.dropLast().joined(separator: ".")
            let onSelf = base.isEmpty || base == "self"
            // `video = v`, `self.video = VideoViewController()`: the same instance under another
            // name, within the function (SRC-8, issue 36).
            if parts.count == 1 || (parts.count == 2 && parts[0] == "self") {
                let name = canonical(target)
                let right = canonical(node.rightOperand.shortText)
                if locals[right] != nil, right != name {
                    aliases[name] = right
                } else if let owner = currentClass, index.classes["\(owner).\(name)"]?.superclass == "UINavigationController",
                          constructedClass(node.rightOperand) == "UINavigationController" {
                    // The class's own navigation controller, made in its init (SRC-9): the
                    // property's name keeps naming it ('Owner.navigation'), not every one of UIKit's.
                    aliases[name] = nil
                    locals[name] = nil
                } else if let constructed = constructedClass(node.rightOperand) {
                    aliases[name] = nil
                    locals[name] = constructed
                    if localAlternatives[name]?.contains(constructed) != true { localAlternatives[name, default: []].append(constructed) }
                }
            }
            // SB-7: what a method assigns on itself, and on another class's instance.
            if onSelf, parts.count <= 2 {
                let at = namePosition(node.leftOperand)
                recordInMethod { $0.assigns.append(MethodFacts.Assignment(property: property, position: at)) }
            } else if parts.count == 2, let className = locals[base] {
                pendingOutside.append((className, property, namePosition(node.leftOperand), base))
            }
            switch property {
            case "modalPresentationStyle":
                var computed = computed, choices = choices
                // Issue 49: a style set only when a runtime condition holds (`if !UIAccessibility
                // .isReduceMotionEnabled { x.modalPresentationStyle = .fullScreen }`) is one of two:
                // the one set, or the one it had before (`.automatic` when none was set).
                let local = canonical(base)
                var priorFromClass = false
                if !computed, choices == nil, let literal = Self.memberName(node.rightOperand),
                   let condition = Self.enclosingCondition(of: left, declaring: onSelf ? nil : local) {
                    let prior: ModalPresentationStyle?
                    if onSelf, let owner = currentClass {
                        prior = index.classes[owner]?.presentationStyle.map { $0.value.knownValue } ?? .automatic
                    } else if let own = localStyles[local] {
                        prior = own.knownValue
                    } else {
                        // What its class sets on itself (`init` sets `.fullScreen`: simplenote's PIN
                        // screen), known once every file is read (`SourceIndex.priorFromClass`);
                        // UIKit's default until then.
                        prior = .automatic
                        priorFromClass = locals[local] != nil
                    }
                    if let prior, let mine = ModalPresentationStyleName(literal), prior != mine || priorFromClass {
                        // A present inside the same body sees the style set (recorded for it).
                        if !onSelf, let body = Self.enclosingIfBody(of: left) { localConditionBody[local] = (body, mine) }
                        computed = true
                        switch Self.idiomCheck(condition) {
                        case .pad: choices = [prior.rawValue, literal, "idiom"]
                        case .phone: choices = [literal, prior.rawValue, "idiom"]
                        case nil: choices = [literal, prior.rawValue]
                        }
                    }
                }
                let value: Recovered<ModalPresentationStyle> = computed ? .unknown
                    : Self.memberName(node.rightOperand).flatMap(ModalPresentationStyleName).map { .known($0) } ?? .unknown
                let styles = choices?.prefix(2).compactMap(ModalPresentationStyleName)
                let twoStyles = styles?.count == 2 ? styles : nil
                let byIdiom = twoStyles != nil && choices?.count == 3
                if onSelf, let owner = currentClass {
                    update(owner) {
                        $0.presentationStyle = Override(value: value, position: self.position(node.leftOperand))
                        $0.presentationChoices = twoStyles
                        $0.presentationByIdiom = byIdiom ? true : nil
                    }
                } else {
                    noteMemberPresentation(base)
                    localStyles[canonical(base)] = value
                    localStyleChoices[canonical(base)] = twoStyles
                    // Which of the two is "the one before", to be the class's own when it has one.
                    localPriorFromClass[local] = priorFromClass && twoStyles != nil ? (Self.idiomCheck(Self.enclosingCondition(of: left, declaring: local) ?? "") == .pad ? 0 : 1) : nil
                    if byIdiom { localStyleByIdiom.insert(canonical(base)) } else { localStyleByIdiom.remove(canonical(base)) }
                }
            case "modalPresentationCapturesStatusBarAppearance":
                let literal = node.rightOperand.as(BooleanLiteralExprSyntax.self)?.literal.text
                if !onSelf { noteMemberPresentation(base) }
                if literal == nil {
                    // Issue 49 (SRC-8): a computed capture (`= flag`) is unknown: both weighed.
                    if onSelf, let owner = currentClass {
                        update(owner) { $0.capturesUnknown = $0.capturesUnknown ?? self.position(node.leftOperand) }
                    } else {
                        localCapturesUnknown.insert(canonical(base))
                    }
                }
                guard literal == "true" else { break }
                if onSelf, let owner = currentClass {
                    update(owner) { $0.captures = self.position(node.leftOperand) }
                } else {
                    localCaptures[canonical(base)] = namePosition(node.leftOperand)
                }
            case "barStyle" where target.hasPrefix("UINavigationBar.appearance("):
                // SRC-2: every navigation bar's style, or those inside the classes named.
                let value: Recovered<NavigationBarStyle> = Self.memberName(node.rightOperand).flatMap(NavigationBarStyle.init(rawValue:)).map { .known($0) } ?? .unknown
                let override = Override(value: value, position: namePosition(node.leftOperand))
                if target.hasPrefix("UINavigationBar.appearance()") {
                    index.appearanceBarStyle = override
                } else {
                    // `appearance(whenContainedInInstancesOf: [Nav.self])`.
                    for case let name? in target.components(separatedBy: ".self").map({ $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.last.map(String.init) })
                    where Self.isTypeName(name) && name != "UINavigationBar" && name != "appearance" {
                        if index.classes[name] == nil { index.classes[name] = ClassInfo(name: name, superclass: nil, position: override.position) }
                        update(name) { $0.containedAppearanceBarStyle = $0.containedAppearanceBarStyle ?? override }
                    }
                }
            case "backgroundColor" where localAppearances[canonical(base)] != nil:
                let colour = Self.namedColour(node.rightOperand)
                localAppearances[canonical(base)]?.color = colour
                if colour == nil { localAppearances[canonical(base)]?.known = false }
            case "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance":
                // Pattern 10 (VER-7, BAR-5): a navigation controller's own bar, at the assignment
                // to the slot (SRC-8).
                guard let owner = currentClass, ["navigationBar", "self.navigationBar"].contains(base) else { break }
                var fact = localAppearances[canonical(node.rightOperand.shortText)]
                    ?? BarAppearanceFact(background: "default", color: nil, known: false, position: namePosition(node.leftOperand))
                fact.position = namePosition(node.leftOperand)
                update(owner) { $0.barAppearances[property] = fact }
            case "backgroundColor" where ["view", "view?", "view!", "self.view", "self.view?", "self.view!"].contains(base):
                // VER-7: a named colour UIKit defines is known; anything else is not.
                if let owner = currentClass {
                    let value: Recovered<ThemeColor> = Self.namedColour(node.rightOperand).map { .known($0) } ?? .unknown
                    update(owner) { $0.backgroundColor = Override(value: value, position: self.namePosition(node.leftOperand)) }
                }
            case "overrideUserInterfaceStyle" where onSelf:
                if let owner = currentClass, let name = Self.memberName(node.rightOperand), let style = UserInterfaceStyle(rawValue: name) {
                    update(owner) { $0.interfaceStyle = Override(value: .known(style), position: self.namePosition(node.leftOperand)) }
                }
            case "barStyle" where target.hasSuffix("navigationBar.barStyle"):
                let value: Recovered<NavigationBarStyle> = Self.memberName(node.rightOperand).flatMap(NavigationBarStyle.init(rawValue:)).map { .known($0) } ?? .unknown
                if let owner = currentClass, base == "navigationBar" || base == "self.navigationBar" {
                    update(owner) { $0.barStyle = Override(value: value, position: self.position(node.leftOperand)) }
                }
            case "rootViewController" where base.lowercased().hasSuffix("window") || base.lowercased().hasSuffix("window?")
                    || base.lowercased().hasSuffix("window!"):
                // SRC-6: the window's root; a local given several classes in the function is
                // each of them (issue 48: thirty roots chosen by a switch gave one).
                let local = canonical(node.rightOperand.shortText)
                if let root = constructedClass(node.rightOperand) {
                    index.windowRoots.append((root, namePosition(node.leftOperand)))
                } else if let choices = localAlternatives[local], choices.count > 1 {
                    for root in choices { index.windowRoots.append((root, namePosition(node.leftOperand))) }
                } else if let root = locals[local] {
                    index.windowRoots.append((root, namePosition(node.leftOperand)))
                }
            case "statusBarStyle" where isApplication(base), "isStatusBarHidden" where isApplication(base):
                index.applicationSetters.append((property, namePosition(node.leftOperand)))
            case "viewControllers":
                // A local's, or a property path's (`splitController.viewControllers`, issue 49).
                let owner = onSelf ? currentClass : locals[canonical(base)] ?? memberPath(canonical(base))
                if let owner, let array = node.rightOperand.as(ArrayExprSyntax.self) { list(owner, array) }
            case "isNavigationBarHidden" where locals[canonical(base)] != nil && localRoots[canonical(base)] != nil:
                // A navigation controller made here with its root, its bar hidden: that stack's,
                // not this class's (an app delegate hiding the bar of the window's root).
                if node.rightOperand.shortText == "true", let root = localRoots[canonical(base)] { index.hiddenBarRoots.insert(root) }
            case "isNavigationBarHidden" where node.rightOperand.shortText == "true":
                if let owner = currentClass { update(owner) { $0.hidesNavigationBar = self.position(node.leftOperand) } }
            case "isNavigationBarHidden" where Self.ownNavigation(base):
                guard let owner = currentClass else { break }
                if node.rightOperand.shortText != "false" {
                    update(owner) { $0.hidesNavigationBar = $0.hidesNavigationBar ?? self.position(node.leftOperand) }
                }
                barShown(owner, at: position(node.leftOperand))
            default:
                break
            }
        }

        /// `splitController.do { $0.viewControllers = [...] }` (the Then package's `do` and
        /// `then`): within the closure `$0` is the receiver.
        func builderReceiver(_ node: FunctionCallExprSyntax) -> String? {
            guard node.trailingClosure != nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  ["do", "then"].contains(member.declName.baseName.text), let base = member.base else { return nil }
            // `let nav = Nav(…).then { $0.modalPresentationStyle = … }`: the local it is bound to.
            if base.is(FunctionCallExprSyntax.self) {
                guard let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, locals[name] != nil else { return nil }
                return name
            }
            guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
            let text = canonical(base.shortText)
            return text == "$0" ? nil : text
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            if builderReceiver(node) != nil { aliases["$0"] = nil }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let receiver = builderReceiver(node) { aliases["$0"] = receiver }
            let callee = node.calledExpression.shortText
            if Self.isTypeName(callee) { index.constructions[callee, default: 0] += 1 }
            let name = callee.split(separator: ".").last.map(String.init) ?? callee
            let arguments = Array(node.arguments)
            // Issue 49: `ViewModel(navigationController: navigationController)`: a controller gives
            // its own navigation controller to what it makes, whose pushes are then its own.
            if Self.isTypeName(callee), let owner = currentClass,
               arguments.contains(where: { ["navigationController", "self.navigationController"].contains(Self.unwrapped($0.expression.shortText)) }),
               index.navigationGivers[callee]?.contains(owner) != true {
                index.navigationGivers[callee, default: []].append(owner)
            }
            // SB-7: an update asked for (on any controller: UIKit reads the preferences again),
            // and the class's own methods called.
            let calleeBase = callee.split(separator: ".").dropLast().joined(separator: ".")
            if name == "setNeedsStatusBarAppearanceUpdate" {
                let local = calleeBase.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                if locals[local] != nil { localUpdates.insert(local) } else { recordInMethod { $0.asksForUpdate = true } }
            } else if name == "setNavigationBarHidden",
                      ["", "self", "navigationController", "self.navigationController"].contains(calleeBase.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))) {
                // POP-4: the class's own navigation controller hiding or showing its bar asks for
                // a status bar update (it moves SB-4's decision), so UIKit reads the preferences again.
                recordInMethod { $0.asksForUpdate = true }
            } else if calleeBase.isEmpty || calleeBase == "self" {
                recordInMethod { $0.calls.insert(name) }
            } else if name == "toggle", arguments.isEmpty, !calleeBase.contains("."), !calleeBase.contains("(") || calleeBase.hasPrefix("self.") {
                // `isDark.toggle()` changes the property as an assignment would (SB-7).
                let property = calleeBase.hasPrefix("self.") ? String(calleeBase.dropFirst(5)) : calleeBase
                let at = position(node.calledExpression)
                recordInMethod { $0.assigns.append(MethodFacts.Assignment(property: property, position: at)) }
            }
            // `Toast().show(on: self)`, `toast.show(on: self)`: a method of a known class, which
            // may present its receiver onto an argument (followed once every file is read).
            if !arguments.isEmpty, !calleeBase.isEmpty, calleeBase != "self", let owner = currentClass,
               let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let receiver = constructedClass(base) ?? locals[canonical(calleeBase)] {
                index.callSites.append(AppCallSite(kind: .method(receiver: receiver), from: owner,
                                                   call: AppCall(function: name, arguments: arguments.map { argumentClass($0.expression) }),
                                                   at: calleePosition(node)))
            }
            // `Nav(rootViewController: Child())`
            if let first = arguments.first, first.label?.text == "rootViewController", Self.isTypeName(callee) {
                // SRC-9: it has a top, whatever the root is. A class's own navigation controller
                // (`let navigation = UINavigationController(rootViewController: …)`) is its own place.
                let callee = memberNavigation(node) ?? callee
                let at = position(first.expression)
                if index.rootsGiven[callee] == nil { index.rootsGiven[callee] = at }
                // A property's controller (`rootViewController: folderController`) is resolved once
                // every file is read (issue 49).
                if let child = constructedClass(first.expression) ?? locals[canonical(first.expression.shortText)]
                    ?? (parameters.contains(canonical(first.expression.shortText)) ? nil : memberPath(first.expression.shortText)) {
                    add(.root(navigation: callee, child: child, at: at))
                }
            }
            // Issue 49: a method handing its own parameter on to another of this class's methods
            // (an adder, perhaps, once every method is read).
            if let owner = currentClass, let function = methodStack.last, calleeBase.isEmpty || calleeBase == "self",
               let first = name.first, first.isLowercase {
                for (offset, argument) in arguments.enumerated() {
                    let text = canonical(argument.expression.shortText)
                    guard locals[text] == nil, let place = parameters.firstIndex(of: text) else { continue }
                    let relay = ParameterRelay(owner: owner, function: function, place: place, callee: name, argument: offset)
                    if relaysSeen.insert(relay).inserted { index.parameterRelays.append(relay) }
                }
            }
            // A call passing controllers of known classes, which the method called may present
            // (followed once every method is read).
            if !arguments.isEmpty, name != "present" || arguments.count == 1, let first = name.first, first.isLowercase, currentClass != nil {
                // A property passed to a method named for showing (`presentFromRootController(player)`,
                // in an extension in another file): resolved through the property once every file is
                // read (issue 49), nil when it holds no controller known.
                let showing = ["present", "show", "push", "open"].contains { name.hasPrefix($0) }
                let classes = arguments.map { argument in
                    argumentClass(argument.expression) ?? (showing && argument.expression.is(DeclReferenceExprSyntax.self) ? memberPath(argument.expression.shortText) : nil)
                }
                if classes.contains(where: { $0.map { !$0.hasPrefix("$") } ?? false }) {
                    let names = arguments.map { canonical($0.expression.shortText) }
                    var site = AppCallSite(kind: .passes, from: currentClass ?? "", call: AppCall(function: name, arguments: classes), at: calleePosition(node))
                    site.receiver = calleeBase.isEmpty || calleeBase == "self" ? currentClass : locals[canonical(calleeBase)] ?? memberPath(calleeBase)
                    site.argumentStyles = names.map { localStyles[$0] }
                    site.argumentCaptures = names.map { localCaptures[$0] != nil }
                    index.callSites.append(site)
                }
            }
            if let local = Optional(canonical(calleeBase)), localAppearances[local] != nil {
                switch name {
                case "configureWithOpaqueBackground": localAppearances[local]?.background = "opaque"; localAppearances[local]?.color = nil
                case "configureWithTransparentBackground": localAppearances[local]?.background = "transparent"; localAppearances[local]?.color = nil
                case "configureWithDefaultBackground": localAppearances[local]?.background = "default"; localAppearances[local]?.color = nil
                default: break
                }
            }
            switch name {
            case "pushViewController", "show":
                // A push from this class (`navigationController?.push…` or its own when it is one).
                let pushedBySelf = ["", "self", "navigationController", "self.navigationController"].contains(Self.unwrapped(calleeBase))
                if pushedBySelf, let owner = currentClass, let first = arguments.first, first.label == nil,
                   arguments.count >= 2, arguments[1].label?.text == (name == "show" ? "sender" : "animated"),
                   let child = constructedClass(first.expression) ?? locals[canonical(first.expression.shortText)] {
                    add(.push(from: owner, child: child, at: calleePosition(node)))
                } else if !pushedBySelf, name == "pushViewController", let navigation = locals[canonical(calleeBase)],
                          // A class of the app's or a storyboard's scene: each is its own place. A
                          // plain UIKit class is every one of its kind in the app, not this one.
                          !navigation.hasPrefix("UI"),
                          let first = arguments.first, first.label == nil,
                          let child = constructedClass(first.expression) ?? locals[canonical(first.expression.shortText)] {
                    // SRC-9: onto a navigation controller made here (`let nav = …; nav.push…(X(), …)`):
                    // a push from that navigation controller, onto its stack.
                    add(.push(from: navigation, child: child, at: calleePosition(node)))
                } else if name == "pushViewController", let owner = currentClass, let function = methodStack.last, let first = arguments.first,
                          first.label == nil, let place = parameters.firstIndex(of: canonical(first.expression.shortText)),
                          let onto = Self.unwrapped(calleeBase).isEmpty || calleeBase == "self" ? owner : memberPath(calleeBase) {
                    // SRC-9: a method that pushes what it is given (a router's `push(_:)`).
                    var pusher = ParameterPusher(owner: owner, place: place, onto: onto)
                    pusher.orOwner = pushedBySelf && onto != owner
                    if index.parameterPushers[function]?.contains(pusher) != true { index.parameterPushers[function, default: []].append(pusher) }
                } else if !pushedBySelf, name == "pushViewController", let path = memberPath(calleeBase),
                          let first = arguments.first, first.label == nil,
                          let child = constructedClass(first.expression) ?? locals[canonical(first.expression.shortText)]
                            ?? (Self.unwrapped(calleeBase).hasSuffix(".navigationController") ? memberPath(first.expression.shortText) : nil) {
                    // Issue 49: `folders.navigationController?.push…` is a push by the controller
                    // `folders` holds, unless its class keeps a navigation controller of that name
                    // (`SourceIndex.memberClass`).
                    // SRC-9: onto a navigation controller a property holds (`navigation.push…`,
                    // `container.navigation.push…` from a coordinator): resolved once every file is read.
                    add(.push(from: path, child: child, at: calleePosition(node)))
                } else if pushedBySelf, let owner = currentClass, let first = arguments.first, first.label == nil,
                          arguments.count >= 2, arguments[1].label?.text == (name == "show" ? "sender" : "animated"),
                          let call = appCall(first.expression) ?? localCalls[canonical(first.expression.shortText)] {
                    index.callSites.append(AppCallSite(kind: .push, from: owner, call: call, at: calleePosition(node)))
                }
            case "present":
                // UIKit's `present(_:animated:completion:)`, not an app's own `present(asCard:)`
                // helper, whose style is its own (issue 36).
                if let owner = currentClass, let first = arguments.first, first.label == nil,
                   arguments.count >= 2, arguments[1].label?.text == "animated" {
                    let expression = canonical(first.expression.shortText)
                    if first.expression.shortText == "self", let place = parameters.firstIndex(of: Self.unwrapped(calleeBase)),
                       let function = methodStack.last {
                        // `presenter.present(self, animated: true)`: presents itself onto a parameter.
                        index.selfPresenters[function, default: []].append((owner, place))
                    } else if let call = appCall(first.expression) ?? localCalls[expression] {
                        // Onto the receiver: this class, a local of a known class, else a presenter
                        // the sources do not name (`delegate?.presentingViewController().present(…)`).
                        let receiver = Self.unwrapped(calleeBase)
                        let presenter = receiver.isEmpty || receiver == "self" ? owner : locals[canonical(receiver)] ?? ""
                        index.callSites.append(AppCallSite(kind: .present, from: presenter, call: call, style: localStyles[expression],
                                                           captures: localCaptures[expression] != nil, at: calleePosition(node)))
                    } else if let place = parameters.firstIndex(of: expression), let function = methodStack.last {
                        // `present(controller, …)` of a parameter: callers' controllers are presented.
                        index.parameterPresenters[function] = place
                        if let style = localStyles[expression] { index.parameterPresenterStyles[function] = style }
                    }
                    if let child = constructedClass(first.expression) ?? locals[expression] ?? storedController(expression) {
                        var style = localStyles[expression]
                        // Presented inside the `if` that set its style: that style, not one of two.
                        let inside = localConditionBody[expression].flatMap { entry in
                            sequence(first: Syntax(node), next: { $0.parent }).contains { $0.id == entry.body } ? entry.style : nil
                        }
                        if let inside { style = .known(inside) }
                        // SRC-8: the root of the navigation controller presented here is shown so.
                        let inline = first.expression.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap { $0.label?.text == "rootViewController" ? $0 : nil }
                        if let root = localRoots[expression] ?? inline.map({ position($0.expression) }) {
                            index.presentedRoots[root] = calleePosition(node)
                        }
                        if inside == nil, let choices = localStyleChoices[expression] {
                            index.presentChoices[calleePosition(node)] = choices
                            if localStyleByIdiom.contains(expression) { index.idiomChoices.insert(calleePosition(node)) }
                            if let place = localPriorFromClass[expression] { index.priorFromClass[calleePosition(node)] = place }
                        }
                        // The presenter is the receiver: this class, a local of a known class, else
                        // one the sources do not name (`webViewController.present(view, …)` is not
                        // presented from the class that wrote it).
                        let receiver = Self.unwrapped(calleeBase)
                        let presenter = receiver.isEmpty || receiver == "self" ? owner : locals[canonical(receiver)] ?? ""
                        add(.present(from: presenter, child: child, style: style, captures: localCaptures[expression] != nil, at: calleePosition(node)))
                        if localCaptures[expression] == nil, localCapturesUnknown.contains(expression) { index.unknownCaptures.insert(calleePosition(node)) }
                        // SB-2: the capture set on the controller inside, not on the one presented.
                        if let inner = wrapped[expression], let capture = localCaptures[inner], localCaptures[expression] == nil,
                           let innerClass = locals[inner] {
                            index.wrappedCaptures.append(WrappedCapture(inner: innerClass, wrapper: child, presenter: presenter.isEmpty ? owner : presenter, capture: capture,
                                                                        present: calleePosition(node), style: style))
                        }
                    }
                }
            case "addChild":
                // The container is the receiver: this class (`addChild(x)`), a local of a known
                // class, else unknown (issue 36: `rootVC.addChild(player)` made the class that
                // wrote it a container of the player).
                let receiver = calleeBase.isEmpty || calleeBase == "self" ? currentClass : locals[canonical(calleeBase)]
                let parameter = arguments.first.flatMap { first in
                    locals[canonical(first.expression.shortText)] == nil ? parameters.firstIndex(of: canonical(first.expression.shortText)) : nil
                }
                if parameter == nil, let owner = receiver, let first = arguments.first,
                   let child = constructedClass(first.expression) ?? locals[canonical(first.expression.shortText)]
                    ?? (calleeBase.isEmpty || calleeBase == "self" ? memberPath(first.expression.shortText) : nil) {
                    // SRC-9: a property's controller (`addChild(navigation)`) resolved once every file is read.
                    add(.child(container: owner, child: child, at: calleePosition(node)))
                } else if let owner = currentClass, calleeBase.isEmpty || calleeBase == "self", let function = methodStack.last,
                          let place = parameter {
                    // Issue 49: a method that adds what it is given (`func add(_ child:) { addChild(child) }`).
                    let adder = ParameterPusher(owner: owner, place: place, onto: owner)
                    if index.parameterAdders[function]?.contains(adder) != true { index.parameterAdders[function, default: []].append(adder) }
                }
            case "setStatusBarStyle" where isApplication(calleeBase), "setStatusBarHidden" where isApplication(calleeBase):
                index.applicationSetters.append((name == "setStatusBarStyle" ? "statusBarStyle" : "isStatusBarHidden", calleePosition(node)))
            case "setViewControllers":
                let base = callee.split(separator: ".").dropLast().joined(separator: ".")
                let owner = base.isEmpty || base == "self" ? currentClass : locals[base]
                if let owner, let array = arguments.first?.expression.as(ArrayExprSyntax.self) { list(owner, array) }
            case "setNavigationBarHidden":
                guard let owner = currentClass else { break }
                let value = arguments.first?.expression.shortText
                if value == "true" {
                    update(owner) { $0.hidesNavigationBar = self.calleePosition(node) }
                } else if Self.ownNavigation(callee.split(separator: ".").dropLast().joined(separator: ".")) {
                    // Set from a value: hidden in some states, shown in others.
                    if value != "false" { update(owner) { $0.hidesNavigationBar = $0.hidesNavigationBar ?? self.calleePosition(node) } }
                    barShown(owner, at: calleePosition(node))
                }
            default:
                break
            }
            return .visitChildren
        }

        /// A stored property of this class named alone (`scanner`, `self.scanner`), not a local or
        /// a parameter: its path, resolved to the class constructed for it once every file is
        /// read (`private let scanner = ScanViewController()`), else to nothing.
        func storedController(_ expression: String) -> String? {
            // Not a local of any kind (`let navigationController = Result.make()` shadows UIKit's
            // property), nor UIKit's own properties of a controller, which name no stored one.
            let uikit = ["navigationController", "tabBarController", "splitViewController", "parent", "presentingViewController",
                         "presentedViewController", "viewControllers", "children"]
            guard !expression.contains("."), locals[expression] == nil, localCalls[expression] == nil, aliases[expression] == nil,
                  !parameters.contains(expression), !uikit.contains(expression) else { return nil }
            return memberPath(expression)
        }

        /// A stored property's presentation style or capture set here (`scanner.modalPresentationStyle
        /// = …` in `viewDidLoad`): a present of it in another method does not know it.
        func noteMemberPresentation(_ base: String) {
            let name = canonical(base)
            guard locals[name] == nil, let path = storedController(name) else { return }
            index.memberPresentationSettings.insert(path)
        }

        /// The class of an argument: constructed, a local's, this class's for `self`, or `$N` for
        /// the function's own parameter N.
        func argumentClass(_ expression: ExprSyntax) -> String? {
            if let constructed = constructedClass(expression) { return constructed }
            let text = canonical(expression.shortText)
            if text == "self" { return currentClass }
            if let local = locals[text] { return local }
            if let place = parameters.firstIndex(of: text) { return "$\(place)" }
            // A stored property of this class that holds a controller of the app's (issue 49).
            if let owner = currentClass, index.storedConstructions["\(owner).\(text)"] != nil { return memberPath(text) }
            return nil
        }

        /// `popupNavController(vc)`, `coordinator.toPresentable()`, `Factory.make(x)`: a call that
        /// is not a construction, to a function the app may declare (issue 36, pattern 6).
        func appCall(_ expression: ExprSyntax) -> AppCall? {
            var expression = expression
            // `try make()`, `make()!`, `(make())`
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self), constructedClass(expression) == nil else { return nil }
            let callee = call.calledExpression.shortText
            guard let name = callee.split(separator: ".").last.map(String.init), let first = name.first, first.isLowercase || first == "_" else { return nil }
            let label = call.arguments.first.map { ($0.label?.text ?? "_") + ":" } ?? ""
            // `make(.about)`: the case it names (SRC-9).
            let literal = call.arguments.first?.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? "." + $0.declName.baseName.text : nil }
            return AppCall(function: "\(name)(\(label))", arguments: call.arguments.map { argumentClass($0.expression) }, literal: literal)
        }

        /// What a function returns, as the reader can follow it within the function.
        func made(from expression: ExprSyntax) -> Made? {
            let text = canonical(expression.shortText)
            if let place = parameters.firstIndex(of: text) { return Made(parameter: place) }
            if let constructed = constructedClass(expression) {
                var made = Made(className: constructed)
                if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label?.text == "rootViewController" {
                    made.rootParameter = parameters.firstIndex(of: canonical(first.expression.shortText))
                }
                return made
            }
            if let constructed = locals[text] {
                return Made(className: constructed, rootParameter: wrappedParameter[text], style: localStyles[text],
                            captures: localCaptures[text] != nil)
            }
            if let call = localCalls[text] { return Made(call: call, style: localStyles[text], captures: localCaptures[text] != nil) }
            if let call = appCall(expression) { return Made(call: call) }
            if Self.isIdentifier(text), let owner = currentClass { return Made(stored: "\(owner).\(text)") }
            return nil
        }

        /// The `case` a return is in, within its function: ".about" for `case .about:` (one
        /// literal case), "default", or nil (not in a `switch`, or a case of several patterns).
        static func caseLabel(around expression: ExprSyntax) -> String? {
            var node: Syntax? = Syntax(expression)
            while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) {
                if let switchCase = current.as(SwitchCaseSyntax.self) {
                    if case .default = switchCase.label { return "default" }
                    if case .case(let label) = switchCase.label, label.caseItems.count == 1,
                       let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self),
                       let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                        return "." + member.declName.baseName.text
                    }
                    return nil
                }
                node = current.parent
            }
            return nil
        }

        /// A function by its name and first label, as a call names it: `navController(for:)`,
        /// `navController()`, `make(_:)` (issue 36: pocket-casts has both `navController`s).
        static func functionKey(_ node: FunctionDeclSyntax) -> String {
            let first = node.signature.parameterClause.parameters.first.map { $0.firstName.text + ":" } ?? ""
            return "\(node.name.text)(\(first))"
        }

        static func isIdentifier(_ text: String) -> Bool {
            guard let first = text.first, first.isLowercase || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        /// A stack or a set of tabs, each element at its own position; an element the reader
        /// cannot name ends what is known of a stack (the pushes after it are not from it).
        func list(_ owner: String, _ array: ArrayExprSyntax) {
            var children: [(String, SourcePosition)] = []
            for element in array.elements {
                guard let child = constructedClass(element.expression) ?? locals[canonical(element.expression.shortText)] else { break }
                children.append((child, position(element.expression)))
            }
            if !children.isEmpty { index.lists.append((owner, children)) }
        }

        /// The assigned name's column: `rootViewController` in `window?.rootViewController`.
        func namePosition(_ expression: ExprSyntax) -> SourcePosition {
            if let member = expression.as(MemberAccessExprSyntax.self) { return position(member.declName) }
            return position(expression)
        }

        /// The called name's column (SRC-8): `present` in `self.present(…)` or `present(…)`.
        func calleePosition(_ call: FunctionCallExprSyntax) -> SourcePosition {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return position(member.declName) }
            return position(call.calledExpression)
        }

        // MARK: Expressions

        /// The lines on which a `//` comment holding `word` starts (issue 48).
        static func commentLines(_ tree: SourceFileSyntax, converter: SourcePlaces, containing word: String) -> Set<Int> {
            var lines: Set<Int> = []
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var offset = token.position
                for piece in token.leadingTrivia {
                    if case .lineComment(let text) = piece, text.contains(word) { lines.insert(converter.location(for: offset).line) }
                    offset += piece.sourceLength
                }
                offset = token.endPositionBeforeTrailingTrivia
                for piece in token.trailingTrivia {
                    if case .lineComment(let text) = piece, text.contains(word) { lines.insert(converter.location(for: offset).line) }
                    offset += piece.sourceLength
                }
            }
            return lines
        }

        /// A computed property's getter: its body, or the body of its `get` among other accessors.
        /// Asked case by case, not by a switch: the toolchain's swift-syntax (issue 47) is built
        /// with library evolution, where a switch over its enums needs an `@unknown default` that
        /// the package's build warns about.
        static func getterStatements(_ accessor: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
            if case .getter(let items) = accessor.accessors { return items }
            if case .accessors(let list) = accessor.accessors {
                return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
            return nil
        }

        /// The expression a computed property returns: a single expression body or a
        /// `return` in its getter.
        static func returnedExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
            guard let accessor = binding.accessorBlock else { return nil }
            guard let items = getterStatements(accessor) else { return nil }
            if items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) { return expression }
            // Every `return` in the getter, at any depth (not in a closure): one value only when
            // they all give the same (issue 36: `if … { return .darkContent }; return .lightContent`
            // was read as .lightContent).
            let returns = ReturnFinder(viewMode: .sourceAccurate)
            for item in items { returns.walk(item) }
            guard let first = returns.found.first, let expression = first else { return nil }
            return returns.found.allSatisfy { $0?.shortText == expression.shortText } ? expression : nil
        }

        /// `.lightContent` or `UIStatusBarStyle.lightContent` → "lightContent".
        static func memberName(_ expression: ExprSyntax) -> String? {
            guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
            return member.declName.baseName.text
        }

        /// `.black`, `UIColor.white`, `.systemBackground`: UIKit's named colours, light and dark.
        static func namedColour(_ expression: ExprSyntax) -> ThemeColor? {
            guard let name = memberName(expression) else { return nil }
            let base = expression.as(MemberAccessExprSyntax.self)?.base?.shortText
            guard base == nil || base == "UIColor" else { return nil }
            func hex(_ text: String) -> Color { Color(hexString: text) ?? Color(hex: 0) }
            return switch name {
            case "black": ThemeColor(hex("#000000"))
            case "white": ThemeColor(hex("#FFFFFF"))
            case "darkGray": ThemeColor(hex("#555555"))
            case "lightGray": ThemeColor(hex("#AAAAAA"))
            case "gray": ThemeColor(hex("#808080"))
            case "red": ThemeColor(hex("#FF0000"))
            case "blue": ThemeColor(hex("#0000FF"))
            case "systemBackground": ThemeColor(light: hex("#FFFFFF"), dark: hex("#000000"))
            case "secondarySystemBackground": ThemeColor(light: hex("#F2F2F7"), dark: hex("#1C1C1E"))
            case "systemGroupedBackground": ThemeColor(light: hex("#F2F2F7"), dark: hex("#000000"))
            default: nil
            }
        }

        /// `topViewController?.preferredStatusBarStyle ?? .default` and its kin (SRC-8).
        static func forwardedProperty(_ expression: ExprSyntax, _ property: String) -> Bool {
            let text = expression.shortText.replacingOccurrences(of: " ", with: "")
            return ["topViewController", "visibleViewController", "selectedViewController", "children.last", "children.first"].contains {
                text.hasPrefix("\($0)?.\(property)") || text.hasPrefix("\($0)!.\(property)") || text.hasPrefix("self.\($0)?.\(property)")
            }
        }

        /// `topViewController`, `visibleViewController`, `selectedViewController`, `children.last`.
        /// `navigation.topViewController` (or `visibleViewController`, optional or not): "navigation".
        static func topOfProperty(_ expression: ExprSyntax) -> String? {
            let parts = expression.shortText.replacingOccurrences(of: "self.", with: "").split(separator: ".").map { unwrapped(String($0)) }
            guard parts.count == 2, ["topViewController", "visibleViewController"].contains(parts[1]),
                  parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return parts[0]
        }

        static func isForwardedChild(_ expression: ExprSyntax) -> Bool {
            let text = expression.shortText.replacingOccurrences(of: "self.", with: "")
            return ["topViewController", "visibleViewController", "selectedViewController", "children.last", "children.first"].contains(text)
        }

        /// What `constructedClass` says, or a hosting controller an app's View extension makes of
        /// the view it is called on (`CameraView(…).embeddedInHostingController()`).
        func constructedClass(_ expression: ExprSyntax) -> String? {
            if let known = Self.constructedClass(expression) { return known }
            // SRC-9: a storyboard's scene, named now and resolved once every storyboard is read;
            // a cast (`as! UINavigationController`) does not change what it is.
            if let scene = storyboardScene(expression) { return scene }
            guard !index.hostingFactories.isEmpty, let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), index.hostingFactories.contains(member.declName.baseName.text),
                  let base = member.base, let root = SwiftUIVisitor.rootType(base) else { return nil }
            return "UIHostingController<\(root)>"
        }

        /// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "x")`
        /// (or `identifier:creator:`, or `instantiateInitialViewController()`), through a cast:
        /// `storyboard:Main/x`. On the caller's own `storyboard`: `storyboard:@Caller/x`, the
        /// caller's storyboard being known only once storyboards are read (SRC-9).
        func storyboardScene(_ expression: ExprSyntax) -> String? {
            var expression = expression
            // The class a cast names (`as! InstructionsViewController`), when it is the app's.
            var castTo: String?
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
                expression = first
                castTo = sequence.elements.last?.as(TypeExprSyntax.self)?.type.trimmedDescription
            }
            if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
                castTo = cast.type.trimmedDescription
            }
            if let type = castTo, !Self.isTypeName(type) || type.hasPrefix("UI") { castTo = nil }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            let method = member.declName.baseName.text
            let identifier: String
            switch method {
            case "instantiateViewController":
                guard let first = call.arguments.first, first.label?.text == "withIdentifier" || first.label?.text == "identifier",
                      let literal = first.expression.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue else { return nil }
                identifier = text
            case "instantiateInitialViewController":
                identifier = ""
            default:
                return nil
            }
            guard var base = member.base else { return nil }
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
            if let made = base.as(FunctionCallExprSyntax.self), made.calledExpression.shortText == "UIStoryboard",
               let name = made.arguments.first, name.label?.text == "name",
               let literal = name.expression.as(StringLiteralExprSyntax.self), let board = literal.representedLiteralValue {
                return "storyboard:\(board)/\(identifier)"
            }
            if let caller = currentClass {
                let property = base.shortText.hasPrefix("self.") ? String(base.shortText.dropFirst(5)) : base.shortText
                // A storyboard the class holds (issue 49), else the caller's own (a controller's).
                if let board = storyboardProperties["\(caller).\(property)"] { return "storyboard:\(board)/\(identifier)" }
                if property == "storyboard" { return castTo ?? "storyboard:@\(caller)/\(identifier)" }
            }
            // A storyboard the reader cannot name: the class the cast names, when it is the app's.
            return castTo
        }

        /// `Child()` or `Child(nibName: …)`: the class constructed, when it is a type name.
        static func constructedClass(_ expression: ExprSyntax) -> String? {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            // Issue 49: a builder that returns what it is called on (`Tray(…).then { $0.x = y }`,
            // the Then package's, common in real apps) makes the same class.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
               call.trailingClosure != nil || call.arguments.count == 1, let base = member.base {
                return constructedClass(base)
            }
            let callee = call.calledExpression.shortText
            // `UIHostingController(rootView: X())` is named by its content, `UIHostingController<X>`,
            // so that each hosting controller's place is its own (SUI-1).
            if callee == "UIHostingController" || callee.hasPrefix("UIHostingController<") {
                return SwiftUIVisitor.hostingClass(call) ?? callee.replacingOccurrences(of: " ", with: "")
            }
            return isTypeName(callee) ? callee : nil
        }

        /// Whether `base` is the UIApplication: `UIApplication.shared`, a parameter or local known
        /// to hold it, or a stored property of the class typed `UIApplication` (issue 36: a
        /// theme's own `statusBarStyle`, a local, another controller's property are not).
        func isApplication(_ base: String) -> Bool {
            let text = Self.unwrapped(base)
            if Self.isSharedApplication(text) { return true }
            if text.hasPrefix("self.") {
                return currentClass.map { applicationProperties.contains("\($0).\(text.dropFirst(5))") } ?? false
            }
            if applicationNames.contains(text) { return true }
            return currentClass.map { applicationProperties.contains("\($0).\(text)") } ?? false
        }

        static func isSharedApplication(_ text: String) -> Bool {
            let text = unwrapped(text)
            return text == "UIApplication.shared" || text == "UIApplication.sharedApplication()"
        }

        static func isApplicationType(_ text: String) -> Bool {
            ["UIApplication", "UIApplication?", "UIApplication!"].contains(text.replacingOccurrences(of: " ", with: ""))
        }

        /// `video?` or `video!` → `video`.
        static func unwrapped(_ text: String) -> String {
            var text = Substring(text)
            while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
            return String(text)
        }

        /// One name for one instance (SRC-8, issue 36): `self.video`, `video?` and `video!` are
        /// `video`, and a property set from a local is that local (`video = v`).
        func canonical(_ text: String) -> String {
            var name = Self.unwrapped(text)
            if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
            name = Self.unwrapped(name)
            var hops = 0
            while let next = aliases[name], hops < 8 { name = next; hops += 1 }
            return name
        }

        /// `navigation`, `self.navigation`, `container.navigation` (a local's or this class's
        /// property's): `member:Owner/navigation`, `member:Container/navigation`, which the index
        /// resolves through the properties' constructions once every file is read (SRC-9); nil
        /// for anything but a path of plain names, or a local's own name.
        func memberPath(_ text: String) -> String? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Self.unwrapped(String($0)) }
            var names = parts.first == "self" ? Array(parts.dropFirst()) : parts
            guard let owner = currentClass, let first = names.first, !first.isEmpty,
                  names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
            var type = owner
            if let local = locals[canonical(first)] {
                guard names.count > 1 else { return nil }
                type = local
                names.removeFirst()
            }
            return "member:\(type)/" + names.joined(separator: ".")
        }

        /// The class's own navigation controller a `UINavigationController(rootViewController:)`
        /// call makes, when it is the value of a stored property (SRC-9).
        func memberNavigation(_ call: FunctionCallExprSyntax) -> String? {
            guard let owner = currentClass else { return nil }
            // Through a builder that returns it (`UINavigationController(…).then { … }`).
            var made = ExprSyntax(call)
            if let member = made.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
               let builder = member.parent?.as(FunctionCallExprSyntax.self) {
                made = ExprSyntax(builder)
            }
            // Assigned in a method to the stored property (`self.content = UINavigationController(…)`).
            if let list = made.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == made.id,
               Array(list)[1].is(AssignmentExprSyntax.self), let target = list.first?.shortText {
                let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                return index.classes["\(owner).\(name)"] != nil ? "\(owner).\(name)" : nil
            }
            guard let binding = made.parent?.parent?.as(PatternBindingSyntax.self),
                  binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  index.classes["\(owner).\(name)"] != nil else { return nil }
            return "\(owner).\(name)"
        }

        static func isTypeName(_ text: String) -> Bool {
            guard let first = text.first, first.isUppercase else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}

/// Whether a getter reads `member` of another controller (`topViewController?.member`), not its
/// own (`super.member`, `self.member`).
final class MemberFinder: SyntaxVisitor {
    let member: String
    var found = false
    init(_ member: String) {
        self.member = member
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == member, let base = node.base?.shortText, base != "super", base != "self" { found = true }
        return found ? .skipChildren : .visitChildren
    }
    static func asksAnother(_ binding: PatternBindingSyntax, _ member: String) -> Bool {
        guard let accessors = binding.accessorBlock else { return false }
        let finder = MemberFinder(member)
        finder.walk(accessors)
        return finder.found
    }
}

/// The `return`s of a getter, not those of the closures inside it.
final class ReturnFinder: SyntaxVisitor {
    var found: [ExprSyntax?] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append(node.expression)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SyntaxProtocol {
    /// The node's text without the trivia around it when it is short enough to be what the
    /// reader looks for (a callee, a receiver, a literal); "…", which names nothing, past 500
    /// bytes. Copying a long expression at each level of a deep chain cost its length squared
    /// (issue 35: 5,000 chained calls took 74 s).
    ///
    /// Its text is cut from `description` by the trivia's lengths: `trimmedDescription` builds a
    /// new tree without the trivia, and took a fifth of the reader's time.
    var shortText: String {
        guard trimmedLength.utf8Length <= 500 else { return "…" }
        let text = description.utf8
        let lead = leadingTriviaLength.utf8Length, trail = trailingTriviaLength.utf8Length
        guard lead + trail <= text.count else { return trimmedDescription }
        return String(decoding: text.dropFirst(lead).dropLast(trail), as: UTF8.self)
    }
}

/// Where a node is, as lint reports it (SRC-8): its line, and its column counted in Unicode
/// scalars, as SARIF's `columnKind` says (swift-syntax counts UTF-8 bytes: a line with `é` or
/// a Chinese name before the node was reported further right than an editor shows it).
final class SourcePlaces {
    let converter: SourceLocationConverter
    /// The parsed text's bytes, kept only when some are not ASCII (else columns are the same).
    private let bytes: [UInt8]?
    /// Each line's first byte, when `bytes` is kept.
    private var lineStarts: [Int] = []

    init(file: String, tree: SourceFileSyntax, text: String) {
        converter = SourceLocationConverter(fileName: file, tree: tree)
        let utf8 = text.utf8
        if utf8.contains(where: { $0 >= 0x80 }) {
            let all = Array(utf8)
            bytes = all
            lineStarts = [0]
            for (offset, byte) in all.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        } else {
            bytes = nil
        }
    }

    /// The line and the column in scalars of an absolute position.
    func location(for position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, scalarColumn(line: location.line, utf8Column: location.column))
    }

    /// A UTF-8 column of a line as a column in Unicode scalars.
    func scalarColumn(line: Int, utf8Column: Int) -> Int {
        guard let bytes, line >= 1, line <= lineStarts.count else { return utf8Column }
        let start = lineStarts[line - 1]
        let end = min(start + utf8Column - 1, bytes.count)
        guard end > start else { return utf8Column }
        // Every byte but a continuation byte starts a scalar.
        return bytes[start..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// Where a node starts, past its leading trivia.
    func position(of node: some SyntaxProtocol, in file: String) -> SourcePosition {
        let location = location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: file, line: location.line, column: location.column)
    }
}
