/// The kinds of new controller the window's Push and Present buttons make.
public enum ControllerTemplate: String, Equatable, Sendable, CaseIterable {
    /// A plain view controller.
    case view
    /// A navigation controller with one view controller.
    case navigation
    /// A tabs controller with two view controllers.
    case tabs

    /// A new spec whose ids are not yet in `hierarchy`, numbered from `number` up.
    public func make(number: Int, avoiding hierarchy: Hierarchy) -> ControllerSpec {
        var n = max(1, number)
        func free(_ ids: [String]) -> Bool { ids.allSatisfy { !hierarchy.contains($0) } }
        while true {
            let spec: ControllerSpec
            switch self {
            case .view:
                spec = ControllerSpec(id: "screen\(n)", title: "Screen \(n)")
            case .navigation:
                spec = ControllerSpec(id: "nav\(n)", kind: .navigation, title: "Nav \(n)",
                                      children: [ControllerSpec(id: "nav\(n)-root", title: "Root \(n)")])
            case .tabs:
                spec = ControllerSpec(id: "tabs\(n)", kind: .tabs, title: "Tabs \(n)", children: [
                    ControllerSpec(id: "tabs\(n)-a", title: "First \(n)"), ControllerSpec(id: "tabs\(n)-b", title: "Second \(n)"),
                ], selectedIndex: 0)
            }
            if free(spec.allIDs) { return spec }
            n += 1
        }
    }
}
