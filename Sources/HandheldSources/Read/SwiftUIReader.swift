import HandheldCore
import SwiftSyntax

/// SUI-16, SUI-17: reads one file's SwiftUI into `SwiftUISources`. It never guesses: a value
/// that is not a literal is unknown, a view it cannot name is not followed.
final class SwiftUIVisitor: SyntaxVisitor {
    let file: String
    let converter: SourcePlaces
    var sources: SwiftUISources

    /// The type being read, innermost last.
    struct TypeFrame {
        enum Kind { case view, viewModifier, viewExtension, app, hostingClass, other }
        var name: String
        var kind: Kind
        /// Its members that return a view (`var header: some View`, `@ViewBuilder func row()`).
        var viewMembers: Set<String>
        /// Generic parameters (`class Host<Content: View>`): never a view's name.
        var generics: Set<String> = []
        var position: SourcePosition? = nil
    }
    var types: [TypeFrame] = []
    /// The member being read, innermost last, with whether it is a literal chain of modifiers.
    var members: [(name: String, literalChain: Bool)] = []

    init(file: String, converter: SourcePlaces, sources: SwiftUISources) {
        self.file = file
        self.converter = converter
        self.sources = sources
        super.init(viewMode: .sourceAccurate)
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition { converter.position(of: node, in: file) }

    // MARK: Types and members

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { type in
            let text = type.type.shortText
            return text.hasPrefix("SwiftUI.") ? String(text.dropFirst(8)) : text
        } ?? []
    }

    /// The members of a type that return a view: named where they are used (SUI-16).
    static func viewMembers(_ block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in block.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                let builder = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.shortText == "ViewBuilder" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" else { continue }
                    let type = binding.typeAnnotation?.type.shortText ?? ""
                    if builder || isViewType(type) { names.insert(name) }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                let builder = function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.shortText == "ViewBuilder" }
                let type = function.signature.returnClause?.type.shortText ?? ""
                if builder || isViewType(type) { names.insert(function.name.text) }
            }
        }
        return names
    }

    static func isViewType(_ type: String) -> Bool {
        type == "some View" || type == "some SwiftUI.View" || type == "AnyView" || type.hasSuffix("View") && !type.contains("UI")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Self.inherited(node.inheritanceClause)
        // Previews are not the app (SUI-17, SRC-1).
        if inherited.contains("PreviewProvider") { return .skipChildren }
        if inherited.contains("UIViewControllerRepresentable") { sources.representables[node.name.text] = position(node.name) }
        let kind: TypeFrame.Kind = inherited.contains("View") ? .view
            : inherited.contains("ViewModifier") ? .viewModifier
            : inherited.contains("App") && SwiftReader.Visitor.isEntryPoint(node.attributes) ? .app : .other
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        types.append(TypeFrame(name: node.name.text, kind: kind, viewMembers: Self.viewMembers(node.memberBlock), generics: generics,
                               position: position(node.name)))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if !Self.inherited(node.inheritanceClause).contains("PreviewProvider") { types.removeLast() }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        var kind = TypeFrame.Kind.other
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        // `class Host: UIHostingController<RootView>`: RootView is its content (SUI-1).
        if let first = node.inheritanceClause?.inheritedTypes.first?.type,
           let generic = first.as(IdentifierTypeSyntax.self), generic.name.text == "UIHostingController" {
            kind = .hostingClass
            if let argument = generic.genericArgumentClause?.arguments.first?.argument.shortText,
               SwiftReader.Visitor.isTypeName(argument), argument != "AnyView", !generics.contains(argument) {
                sources.hostingRoots.append((name, argument, position(node.name)))
            }
        }
        types.append(TypeFrame(name: name, kind: kind, viewMembers: [], generics: generics, position: position(node.name)))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeFrame(name: node.name.text, kind: .other, viewMembers: []))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.shortText
        let kind: TypeFrame.Kind = name == "View" || name == "SwiftUI.View" ? .viewExtension : .other
        // An extension of a struct adds members to it: they are `Struct.member`, used inside it.
        types.append(TypeFrame(name: name, kind: kind, viewMembers: Self.viewMembers(node.memberBlock)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    /// Previews are not the app (SRC-1).
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    /// Whether a declaration is a member of the type being read (not a local inside a body).
    static func isMember(_ node: some SyntaxProtocol) -> Bool { node.parent?.is(MemberBlockItemSyntax.self) == true }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isMember(node) {
            let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
            members.append((name, false))
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if Self.isMember(node) { members.removeLast() }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isMember(node) {
            // A view's helper that returns no view (data, work) holds nothing the reader reads.
            if let type = types.last, type.kind == .view, members.isEmpty, !type.viewMembers.contains(node.name.text) { return .skipChildren }
            members.append((node.name.text, node.body.map { Self.isLiteralChain($0.statements) } ?? false))
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        guard Self.isMember(node) else { return }
        // Skipped on the way in: nothing was pushed.
        if let type = types.last, type.kind == .view, members.isEmpty, !type.viewMembers.contains(node.name.text) { return }
        // SUI-17: a `View` extension's function or a `ViewModifier`'s body that is a literal chain
        // of modifiers is followed where it is used.
        if let member = members.last, member.literalChain, let key = customKey(member.name) {
            let found = sources.views[key]?.modifiers ?? []
            if !found.isEmpty {
                if sources.customModifiers[key] != nil { sources.ambiguousCustom.insert(key) }
                sources.customModifiers[key] = found
            }
        }
        members.removeLast()
    }

    /// The custom modifier a member defines: `ext:name` for a `View` extension's function,
    /// `modifier:Struct` for a `ViewModifier`'s body.
    func customKey(_ member: String) -> String? {
        guard let type = types.last else { return nil }
        switch type.kind {
        case .viewExtension: return "ext:" + member
        case .viewModifier where member == "body": return "modifier:" + type.name
        default: return nil
        }
    }

    /// `content.a().b(…)`, `self.a()`, `a().b()`, alone or returned: a chain of calls, nothing else.
    static func isLiteralChain(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        var expression: ExprSyntax?
        if let returned = item.as(ReturnStmtSyntax.self) { expression = returned.expression } else { expression = item.as(ExprSyntax.self) }
        guard expression != nil else { return false }
        while let current = expression {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if call.trailingClosure != nil { return false }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    expression = member.base
                } else {
                    return call.calledExpression.is(DeclReferenceExprSyntax.self)
                }
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return ["content", "self"].contains(reference.baseName.text)
            } else {
                return false
            }
        }
        return true
    }

    /// The view key of the member being read: `Struct` for a view's `body`, `Struct.member`
    /// for another member returning a view, `ext:`/`modifier:` for custom modifiers.
    var currentKey: String? {
        guard let type = types.last, let member = members.first else { return nil }
        switch type.kind {
        case .view: return member.name == "body" ? type.name : type.viewMembers.contains(member.name) ? type.name + "." + member.name : nil
        case .viewExtension, .viewModifier: return customKey(member.name)
        case .other: return type.viewMembers.contains(member.name) ? type.name + "." + member.name : nil
        case .app, .hostingClass: return nil
        }
    }

    // MARK: Where a node sits (SUI-17)

    struct Place {
        var owner: String?
        var frames: [SwiftUIFrame] = []
        var conditional = false
        var availability = Availability()
    }

    /// The name a call calls: `NavigationStack` in `SwiftUI.NavigationStack<…> { }`, `sheet` in
    /// `.sheet(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return ""
    }

    static let containers: [String: SwiftUIContainer] = [
        "NavigationView": .navigationView, "NavigationStack": .navigationStack, "TabView": .tabView, "NavigationSplitView": .splitView,
    ]
    static let presentations: [String: SwiftUIPresentation] = ["sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover]

    /// Where `node` sits: its view (the member, a `WindowGroup`'s content, a hosting controller's
    /// `rootView`), and the containers, destinations and presentations around it.
    func place(of node: some SyntaxProtocol) -> Place {
        var place = Place()
        var inner: [SwiftUIFrame] = []
        var child = Syntax(node)
        var label: String?
        var viaTrailing = false
        var trailingLabel: String?
        var current = node.parent
        while let n = current {
            if let labeled = n.as(LabeledExprSyntax.self) {
                label = labeled.label?.text ?? "_"
                viaTrailing = false
                trailingLabel = nil
            } else if let element = n.as(MultipleTrailingClosureElementSyntax.self) {
                trailingLabel = element.label.text
                label = nil
            } else if let call = n.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
                viaTrailing = call.trailingClosure?.id == child.id
                let name = Self.calleeName(call)
                let argumentLabels = call.arguments.map { $0.label?.text ?? "_" }
                if label == "rootView" {
                    place.owner = hostingKey(call)
                    break
                }
                if name == "WindowGroup" {
                    // In the App or an extension of it.
                    place.owner = "window:" + (types.last?.name ?? "App")
                    break
                }
                if let container = Self.containers[name] {
                    inner.append(.container(container))
                } else if let presentation = Self.presentations[name], call.calledExpression.is(MemberAccessExprSyntax.self),
                          viaTrailing || label == "content" || trailingLabel == "content" {
                    inner.append(.presentation(presentation))
                } else if name == "navigationDestination", call.calledExpression.is(MemberAccessExprSyntax.self),
                          viaTrailing || label == "destination" || trailingLabel == "destination" {
                    inner.append(.destination)
                } else if name == "NavigationLink" {
                    // `NavigationLink(destination: D())`, `NavigationLink { D() } label: { … }`,
                    // `NavigationLink("Title") { D() }`; a `value:` link's closure is its label.
                    let trailingIsDestination = call.additionalTrailingClosures.contains { $0.label.text == "label" }
                        || (!argumentLabels.contains("destination") && !argumentLabels.contains("value") && argumentLabels.first == "_")
                    if label == "destination" || (viaTrailing && trailingIsDestination) { inner.append(.destination) }
                }
                label = nil
                trailingLabel = nil
            } else if let condition = n.as(IfExprSyntax.self), child.id != condition.conditions.id {
                var versions = Availability()
                for element in condition.conditions {
                    guard let check = element.condition.as(AvailabilityConditionSyntax.self),
                          let version = SwiftReader.Visitor.iOSVersion(in: check.availabilityArguments.shortText) else { continue }
                    let inBody = child.id == condition.body.id
                    let unavailable = check.availabilityKeyword.text == "#unavailable"
                    versions = versions.narrowed(by: inBody != unavailable ? Availability(from: version) : Availability(below: version))
                }
                if versions == Availability() { place.conditional = true } else { place.availability = place.availability.narrowed(by: versions) }
            } else if n.is(SwitchCaseSyntax.self) {
                place.conditional = true
            } else if n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self) {
                break
            }
            child = n
            current = n.parent
        }
        if place.owner == nil { place.owner = currentKey }
        place.frames = inner.reversed()
        return place
    }

    /// The class a hosting controller construction makes: `UIHostingController<X>` for UIKit's
    /// around `X(…)`, the app's subclass as named, the class being read for `super.init`.
    func hostingKey(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.shortText.replacingOccurrences(of: " ", with: "")
        if callee == "super.init" || callee == "self.init" {
            return types.last(where: { $0.kind == .hostingClass }).map { "hosting:" + $0.name }
        }
        guard let className = SwiftUIVisitor.hostingClass(call) else { return nil }
        return "hosting:" + className
    }

    /// `UIHostingController(rootView: X(…))` → `UIHostingController<X>`; `Host(rootView: …)` → `Host`.
    static func hostingClass(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.shortText.replacingOccurrences(of: " ", with: "")
        guard call.arguments.contains(where: { $0.label?.text == "rootView" }) else { return nil }
        if callee == "UIHostingController" {
            guard let root = call.arguments.first(where: { $0.label?.text == "rootView" }).flatMap({ rootType($0.expression) }) else {
                return "UIHostingController"
            }
            return "UIHostingController<\(root)>"
        }
        if callee.hasPrefix("UIHostingController<") { return callee }
        return SwiftReader.Visitor.isTypeName(callee) ? callee : nil
    }

    /// The type at the root of a view expression: `X` in `X(a: 1).padding().environment(…)`,
    /// through `AnyView(…)`.
    static func rootType(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    if member.declName.baseName.text == "init", let type = base.as(DeclReferenceExprSyntax.self) { return type.baseName.text }
                    current = base
                    continue
                }
                let name = calleeName(call)
                if name == "AnyView", let first = call.arguments.first { current = first.expression; continue }
                return SwiftReader.Visitor.isTypeName(name) ? name : nil
            }
            return nil
        }
    }

    // MARK: Calls

    /// The modifiers of SUI-6 to SUI-15 (SUI-16).
    static let recognised: Set<String> = [
        "statusBarHidden", "statusBar", "preferredColorScheme", "toolbarColorScheme", "toolbarBackground", "toolbarBackgroundVisibility",
        "toolbar", "toolbarVisibility", "navigationBarHidden", "persistentSystemOverlays", "navigationBarTitleDisplayMode",
        "toolbarTitleDisplayMode",
    ]

    /// SwiftUI's own views and modifiers that never name an app's view or custom modifier:
    /// not looked into further.
    static let builtins: Set<String> = [
        "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Button", "Spacer", "Label",
        "List", "ForEach", "Section", "Group", "ScrollView", "Color", "Divider", "Toggle", "Picker", "GeometryReader", "Form", "EmptyView",
        "AnyView", "Font", "Edge", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "TextField", "SecureField", "ProgressView",
        "Menu", "ContextMenu", "AsyncImage", "LinearGradient", "Link", "ShareLink", "DatePicker", "Slider", "Stepper", "TextEditor",
        "ScrollViewReader", "ViewThatFits", "Grid", "GridRow", "ToolbarItem", "ToolbarItemGroup", "UIHostingController", "Binding",
        "Tab", "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "Gauge", "EdgeInsets", "CGSize", "CGRect", "CGPoint",
        "URL", "Date", "UUID", "String", "Int", "Double", "Float", "CGFloat", "Bool", "Array", "Set", "Dictionary", "Task", "Animation",
        "NavigationLink", "NavigationStack", "NavigationView", "TabView", "NavigationSplitView", "WindowGroup", "Settings", "Alert",
        "ActionSheet", "Path", "Ellipse", "Canvas", "TimelineView", "RadialGradient", "AngularGradient", "Material", "Shadow",
    ]
    static let plainModifiers: Set<String> = [
        "padding", "font", "foregroundColor", "foregroundStyle", "frame", "background", "overlay", "onAppear", "onDisappear", "onTapGesture",
        "navigationTitle", "navigationBarTitle", "listStyle", "tag", "tabItem", "environment", "environmentObject", "task", "onChange",
        "cornerRadius", "clipShape", "opacity", "shadow", "fill", "stroke", "resizable", "aspectRatio", "scaledToFit", "scaledToFill",
        "buttonStyle", "disabled", "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover", "navigationDestination", "toolbarRole",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityHidden", "id", "animation", "transition", "offset", "lineLimit",
        "multilineTextAlignment", "fixedSize", "layoutPriority", "contentShape", "refreshable", "searchable", "onReceive", "onSubmit",
        "submitLabel", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled", "focused", "tint", "accentColor",
        "listRowBackground", "listRowInsets", "listRowSeparator", "scrollContentBackground", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "safeAreaInset", "zIndex", "rotationEffect", "scaleEffect", "blur", "bold", "italic", "fontWeight", "imageScale", "labelStyle",
        "pickerStyle", "toggleStyle", "textFieldStyle", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled",
        "contextMenu", "swipeActions", "onDelete", "onMove", "gesture", "simultaneousGesture", "highPriorityGesture", "mask", "border",
        "redacted", "symbolRenderingMode", "truncationMode", "minimumScaleFactor", "map", "filter", "first", "append", "joined", "sorted",
        "init", "navigationBarItems", "navigationViewStyle", "tabViewStyle", "environment", "preference", "onPreferenceChange", "badge",
        "sensoryFeedback", "scrollTargetBehavior", "scrollIndicators", "containerRelativeFrame", "presentationBackground", "onOpenURL",
    ]

    /// The app's View extension functions that host their view (`SourceIndex.hostingFactories`).
    var hostingFactories: Set<String> = []

    /// Calls being read that start SwiftUI content (`WindowGroup { … }`, `…(rootView: …)`).
    var contentCalls = 0

    static func startsContent(_ node: FunctionCallExprSyntax, _ name: String) -> Bool {
        name == "WindowGroup" || node.arguments.contains { $0.label?.text == "rootView" }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if Self.startsContent(node, Self.calleeName(node)) { contentCalls -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.calleeName(node)
        if Self.startsContent(node, name) { contentCalls += 1 }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        // Outside any view (a view's data, a UIKit method): only a recognised modifier, for the
        // rules that need no place, and a hosting controller's construction are read.
        let inView = contentCalls > 0 || currentKey != nil
        let isModifier = member != nil || types.last.map { [.viewExtension, .viewModifier].contains($0.kind) } == true
        if Self.recognised.contains(name), isModifier, case let place = place(of: node), let use = modifier(node, name, place) {
            sources.allModifiers.append(use)
            if let key = place.owner { record(key) { $0.modifiers.append(use) } }
        } else if !inView {
        } else if name == "fullScreenCover", member != nil {
            let place = place(of: node)
            let at = position(member!.declName)
            if let key = place.owner { record(key) { $0.covers.append((at, place.frames)) } }
        } else if let container = Self.containers[name], member == nil || member?.base?.shortText == "SwiftUI" {
            let place = place(of: node)
            if let key = place.owner { record(key) { $0.containers.append((container, self.position(node.calledExpression), place.frames)) } }
        } else if name == "modifier", member != nil, let first = node.arguments.first, let type = Self.rootType(first.expression) {
            customCall("modifier:" + type, node)
        } else if member != nil, !Self.plainModifiers.contains(name), let first = name.first, first.isLowercase {
            customCall("ext:" + name, node)
        }
        // A hosting controller an app's View extension makes of the view it is called on.
        if let member, hostingFactories.contains(name), let base = member.base, let root = Self.rootType(base),
           !Self.builtins.contains(root) {
            sources.hostingRoots.append(("UIHostingController<\(root)>", root, position(member.declName)))
        }
        // A hosting controller constructed around a view (SUI-1).
        if node.arguments.contains(where: { $0.label?.text == "rootView" }),
           let key = hostingKey(node), let root = node.arguments.first(where: { $0.label?.text == "rootView" }) {
            let className = String(key.dropFirst("hosting:".count))
            if !sources.hostingRoots.contains(where: { $0.className == className && $0.view == key }) {
                sources.hostingRoots.append((className, key, position(node.calledExpression)))
            }
            _ = root
        }
        // A view named: `DetailView(…)`, `DetailView.init(…)`.
        var typeName: String?
        if member == nil, SwiftReader.Visitor.isTypeName(name) { typeName = name }
        if let member, member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) { typeName = base.baseName.text }
        if inView, let typeName, !Self.builtins.contains(typeName), !(types.last?.generics.contains(typeName) ?? false) {
            let place = place(of: node)
            if let key = place.owner {
                let use = SwiftUIViewUse(name: typeName, position: position(node.calledExpression), frames: place.frames, availability: place.availability)
                record(key) { $0.uses.append(use) }
            }
        }
        return .visitChildren
    }

    /// A member of the view being read named as a view: `header`, `self.header`, `row(item)`.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last, type.viewMembers.contains(node.baseName.text) else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, member.base?.shortText != "self" {
            return .visitChildren
        }
        let place = place(of: node)
        guard let key = place.owner, key != type.name + "." + node.baseName.text else { return .visitChildren }
        let use = SwiftUIViewUse(name: type.name + "." + node.baseName.text, position: position(node), frames: place.frames,
                                 availability: place.availability)
        record(key) { $0.uses.append(use) }
        // The member is a view even with nothing to say itself: what it names is followed.
        record(use.name) { _ in }
        return .visitChildren
    }

    /// `UINavigationBar.appearance().scrollEdgeAppearance = …` and the like (SUI-8), as the
    /// parser gives it before operators are folded.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), elements[0].shortText.hasSuffix("scrollEdgeAppearance") {
            sources.scrollEdgeAppearance = sources.scrollEdgeAppearance ?? position(elements[0])
        }
        return .visitChildren
    }

    func record(_ key: String, _ change: (inout SwiftUIView) -> Void) {
        if sources.views[key] == nil {
            sources.views[key] = SwiftUIView(key: key, position: types.last?.position ?? SourcePosition(file: file, line: 1, column: 1))
        }
        change(&sources.views[key]!)
    }

    func customCall(_ key: String, _ node: FunctionCallExprSyntax) {
        let place = place(of: node)
        guard let owner = place.owner, owner != key else { return }
        let at = node.calledExpression.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(node.calledExpression)
        var use = SwiftUIModifierUse(name: key, value: .unknown, position: at, frames: place.frames, conditional: place.conditional,
                                     availability: place.availability)
        use.aroundRepresentable = aroundType(node)
        record(owner) { $0.customCalls.append((key, use)) }
    }

    /// The type a modifier is applied to, when the chain starts at one (`Map().statusBarHidden()`).
    func aroundType(_ node: FunctionCallExprSyntax) -> String? {
        guard let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        return Self.rootType(base)
    }

    // MARK: Arguments

    /// A recognised modifier with its argument and bars, or nil when the call is another
    /// overload (`toolbar { … }`).
    func modifier(_ node: FunctionCallExprSyntax, _ name: String, _ place: Place) -> SwiftUIModifierUse? {
        let arguments = Array(node.arguments)
        var placements: [String] = []
        var inBars = false
        var value: SwiftUIValue = .unknown
        for (offset, argument) in arguments.enumerated() {
            let label = argument.label?.text
            if label == "for" { inBars = true } else if label != nil { inBars = false }
            if inBars {
                placements.append(Self.literal(argument.expression)?.dropFirst().description ?? "?")
            } else if offset == 0, label == nil || (name == "statusBar" && label == "hidden") {
                value = Self.value(argument.expression)
            }
        }
        switch name {
        case "toolbar":
            // `toolbar { … }` builds items; `toolbar(.hidden, for: …)` is the bar's visibility.
            guard !placements.isEmpty, node.trailingClosure == nil else { return nil }
        case "statusBar":
            guard arguments.first?.label?.text == "hidden" else { return nil }
        case "statusBarHidden":
            if arguments.isEmpty { value = .literal("true") }
        default:
            if arguments.isEmpty { return nil }
        }
        var use = SwiftUIModifierUse(name: name, value: value, placements: placements,
                                     position: node.calledExpression.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(node.calledExpression),
                                     frames: place.frames, conditional: place.conditional, availability: place.availability)
        if let around = aroundType(node) {
            if Self.containers[around] != nil { use.aroundContainer = true } else { use.aroundRepresentable = around }
        }
        return use
    }

    /// `true`, `nil`, `.dark`, `ColorScheme.dark`, `Visibility.hidden`: the literal, as `.name`.
    static func literal(_ expression: ExprSyntax) -> String? {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text }
        if expression.is(NilLiteralExprSyntax.self) { return "nil" }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.base == nil { return "." + member.declName.baseName.text }
            if let base = member.base?.as(DeclReferenceExprSyntax.self),
               ["ColorScheme", "Visibility", "ToolbarPlacement", "Color", "ToolbarTitleDisplayMode"].contains(base.baseName.text) {
                return "." + member.declName.baseName.text
            }
        }
        return nil
    }

    static func value(_ expression: ExprSyntax) -> SwiftUIValue {
        if let text = literal(expression) { return .literal(text) }
        // `condition ? .dark : .light`, as the parser gives it before operators are folded.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
               let a = literal(ternary.thenExpression), let b = literal(elements[elements.count - 1]) {
                return a == b ? .literal(a) : .choices([a, b])
            }
        }
        return .unknown
    }
}
