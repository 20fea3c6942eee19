/// An operation the engine refused. The state is exactly as it was before the operation (VC-4).
public enum EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownController(String)
    case wrongKind(id: String, expected: ControllerKind, actual: ControllerKind)
    case noNavigationController(from: String)
    case noTabsController(from: String)
    case cannotPopRoot(root: String, navigation: String)
    case nothingPresented
    case notPresented(String)
    case alreadyInHierarchy(String)
    case duplicateID(String)
    case tabIndexOutOfRange(index: Int, tabs: String, count: Int)
    case notAChild(child: String, parent: String)
    case emptyStack(navigation: String)
    case missingChildren(id: String, kind: ControllerKind)
    case childrenNotAllowed(String)
    case navigationOnly(field: String, id: String)
    case tabsOnly(field: String, id: String)
    case stackEntryInUse(id: String, navigation: String)
    case unknownTheme(String, known: [String])
    case manager(String)
    case invalid(String)

    /// The message a person reads.
    public var description: String {
        switch self {
        case .unknownController(let id):
            "no controller '\(id)' in the hierarchy"
        case let .wrongKind(id, expected, actual):
            "'\(id)' is a \(actual.rawValue) controller, not a \(expected.rawValue) controller"
        case .noNavigationController(let from):
            "no navigation controller contains '\(from)'"
        case .noTabsController(let from):
            "no tabs controller contains '\(from)'"
        case let .cannotPopRoot(root, navigation):
            "cannot pop: '\(root)' is the root of '\(navigation)'"
        case .nothingPresented:
            "cannot dismiss: nothing is presented"
        case .notPresented(let id):
            "cannot dismiss '\(id)': it is not presented, nor inside a presented controller"
        case .alreadyInHierarchy(let id):
            "'\(id)' is already in the hierarchy"
        case .duplicateID(let id):
            "the id '\(id)' is used twice"
        case let .tabIndexOutOfRange(index, tabs, count):
            "cannot select tab \(index): '\(tabs)' has \(count) tab\(count == 1 ? "" : "s") (0…\(count - 1))"
        case let .notAChild(child, parent):
            "'\(child)' is not a child of '\(parent)'"
        case .emptyStack(let navigation):
            "'\(navigation)' needs at least one controller in its stack"
        case let .missingChildren(id, kind):
            "the \(kind.rawValue) controller '\(id)' needs at least one child"
        case .childrenNotAllowed(let id):
            "'\(id)' is a view controller and cannot have children (use type container)"
        case let .navigationOnly(field, id):
            "'\(field)' applies to navigation controllers, and '\(id)' is not one"
        case let .tabsOnly(field, id):
            "'\(field)' applies to tabs controllers, and '\(id)' is not one"
        case let .stackEntryInUse(id, navigation):
            "'\(id)' is in the hierarchy outside '\(navigation)'s stack"
        case let .unknownTheme(name, known):
            "no theme '\(name)'; the themes are: \(known.joined(separator: ", "))"
        case .manager(let message):
            message
        case .invalid(let message):
            message
        }
    }
}
