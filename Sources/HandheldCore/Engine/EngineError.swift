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
    /// VER-8: the app did not launch, so nothing but time happens.
    case notLaunched

    /// The message a person reads.
    public var description: String {
        switch self {
        case .unknownController(let id):
            tr("no controller '%s' in the hierarchy", id)
        case let .wrongKind(id, expected, actual):
            tr("'%s' is a %s controller, not a %s controller", id, actual.rawValue, expected.rawValue)
        case .noNavigationController(let from):
            tr("no navigation controller contains '%s'", from)
        case .noTabsController(let from):
            tr("no tabs controller contains '%s'", from)
        case let .cannotPopRoot(root, navigation):
            tr("cannot pop: '%s' is the root of '%s'", root, navigation)
        case .nothingPresented:
            tr("cannot dismiss: nothing is presented")
        case .notPresented(let id):
            tr("cannot dismiss '%s': it is not presented, nor inside a presented controller", id)
        case .alreadyInHierarchy(let id):
            tr("'%s' is already in the hierarchy", id)
        case .duplicateID(let id):
            tr("the id '%s' is used twice", id)
        case let .tabIndexOutOfRange(index, tabs, count):
            trn("cannot select tab %s: '%s' has %s tab (0…%s)", "cannot select tab %s: '%s' has %s tabs (0…%s)", count, index, tabs, count, count - 1)
        case let .notAChild(child, parent):
            tr("'%s' is not a child of '%s'", child, parent)
        case .emptyStack(let navigation):
            tr("'%s' needs at least one controller in its stack", navigation)
        case let .missingChildren(id, kind):
            tr("the %s controller '%s' needs at least one child", kind.rawValue, id)
        case .childrenNotAllowed(let id):
            tr("'%s' is a view controller and cannot have children (use type container)", id)
        case let .navigationOnly(field, id):
            tr("'%s' applies to navigation controllers, and '%s' is not one", field, id)
        case let .tabsOnly(field, id):
            tr("'%s' applies to tabs controllers, and '%s' is not one", field, id)
        case let .stackEntryInUse(id, navigation):
            tr("'%s' is in the hierarchy outside '%s's stack", id, navigation)
        case let .unknownTheme(name, known):
            tr("no theme '%s'; the themes are: %s", name, known.joined(separator: ", "))
        case .manager(let message):
            message
        case .invalid(let message):
            message
        case .notLaunched:
            Lifecycle.refusal
        }
    }
}
